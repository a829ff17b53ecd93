import { z } from "zod";
import { pk } from "../../http/ids";
import { fields, PHONE_INVALID, PHONE_TAKEN } from "../../http/validation";
import { phoneRow, type PhoneNumber as PhoneRow } from "../../../common/api";

const nickname = () =>
  fields
    .name(80)
    .nullable()
    .transform((v) => v ?? "");

export { phoneRow };
export type { PhoneRow };

export const phoneCreateBody = z.object({
  number: z
    .string()
    .max(32)
    .describe('digits or a formatted number: "+1 (555) 010-0001" is stored as 5550100001'),
  carrier: pk().nullable().optional().describe("defaults to the plan's carrier when a plan is given"),
  plan: pk().nullable().optional().describe("must be a plan of the carrier"),
  nickname: nickname().optional(),
  user: pk()
    .optional()
    .describe("staff only, required for them: the customer the line belongs to; ignored for customers"),
});
export type PhoneCreate = z.infer<typeof phoneCreateBody>;

export const phoneUpdateBody = z.object({
  number: z.string().max(32).optional(),
  carrier: pk().nullable().optional(),
  plan: pk().nullable().optional(),
  nickname: nickname().optional(),
  is_active: z.boolean().optional().describe("false deactivates the line and pauses its scheduled refills"),
  service_ends_on: fields
    .date()
    .nullable()
    .optional()
    .describe(
      "staff only (a customer's is refused): the day the line's plan runs out, for a line refilled elsewhere",
    ),
});
export type PhoneUpdate = z.infer<typeof phoneUpdateBody>;

/**
 * What a phone line's write is refused with. A line is stored as digits only (common/phone): "+1 (555)
 * 010-0001", "555.010.0001" and "555 010 0001" are all the line 5550100001; 10 to 15 digits in all (E.164).
 */
export const PHONE_MESSAGES = {
  invalid: PHONE_INVALID,
  taken: PHONE_TAKEN,
  hasHistory: "This number has refills on record and cannot be changed. Add the new number instead.",
  carrierInactive: "This carrier is not active.",
  planCarrier: "This plan does not belong to the chosen carrier.",
  serviceEndsStaff: "Only staff can set the day a line's service ends.",
  daysRange: "Enter a number of days from 0 to 366.",
  operatorElsewhere: (operator: string) =>
    `This number now belongs to ${operator || "another operator"}, which is not one of our carriers.`,
} as const;
