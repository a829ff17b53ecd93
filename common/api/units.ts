import { z } from "zod";
import { component, extendedComponent } from "./component";
import { RENTAL_STATUSES, UNIT_EVENT_KINDS, UNIT_STATUSES } from "./enums";

/** A device's units (DESIGN.md §19) and the planner's rows and bars. */

export const unitAnswer = component("DeviceUnit", {
  id: z.number().int(),
  device: z.number().int(),
  device_name: z.string(),
  serial: z.string().describe("serial number or IMEI, unique in the company"),
  iccid: z.string().nullable().describe("the SIM's ICCID, for SIM cards"),
  barcode: z.string().nullable().describe("what a scanner reads, unique in the company"),
  status: z.enum(UNIT_STATUSES).describe("available and out are in service: the device's stock counts them"),
  note: z.string(),
  rental: z.number().int().nullable().describe("the rental it is out on"),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DeviceUnit = z.infer<typeof unitAnswer>;

export const unitEventAnswer = component("DeviceUnitEvent", {
  id: z.number().int(),
  kind: z.enum(UNIT_EVENT_KINDS),
  from_status: z.enum(UNIT_STATUSES).nullable(),
  to_status: z.enum(UNIT_STATUSES).nullable(),
  rental: z.number().int().nullable(),
  note: z.string(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type DeviceUnitEvent = z.infer<typeof unitEventAnswer>;

export const unitDetailAnswer = extendedComponent("DeviceUnitDetail", unitAnswer, {
  history: z.array(unitEventAnswer).describe("newest first"),
  rentals: z
    .array(
      z.object({
        id: z.number().int(),
        user_name: z.string(),
        start_date: z.string(),
        end_date: z.string(),
        status: z.enum(RENTAL_STATUSES),
      }),
    )
    .describe("the rentals it went out on, newest first"),
});
export type DeviceUnitDetail = z.infer<typeof unitDetailAnswer>;

export const plannerAnswer = component("RentalPlanner", {
  from: z.string(),
  to: z.string(),
  today: z.string(),
  rows: z
    .array(
      z.object({
        device: z.number().int(),
        device_name: z.string(),
        unit: z.number().int().nullable().describe("null: the device's bookings no unit is assigned to yet"),
        serial: z.string().nullable(),
        status: z.enum(UNIT_STATUSES).nullable(),
        bars: z.array(
          z.object({
            rental: z.number().int(),
            user_name: z.string(),
            start_date: z.string(),
            end_date: z.string(),
            status: z.enum(RENTAL_STATUSES),
            overdue: z.boolean().describe("picked up and past its end date"),
          }),
        ),
      }),
    )
    .describe("each device's units, then a row of its bookings without a unit when it has any"),
});
export type RentalPlanner = z.infer<typeof plannerAnswer>;
