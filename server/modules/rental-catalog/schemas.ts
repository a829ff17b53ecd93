import { z } from "zod";
import {
  countryAnswer,
  DEVICE_KINDS,
  deviceAnswer,
  RENTAL_FEE_KINDS,
  rentalFeeAnswer,
  type RentalFee,
  UNIT_SETTABLE,
  type Country,
  type Device,
} from "../../../common/api";
import { countryCode } from "../../../common/countries";
import { catalogBodies } from "../../http/catalog";
import { moneyField } from "../../http/money";
import { fields, VALIDATION_MESSAGES } from "../../http/validation";

/**
 * What can be rented and where to (server/db/schema.ts, docs/engines.md): devices, each with a daily rate,
 * a deposit and how many the company has; destination countries, each with a daily surcharge.
 */

export { countryAnswer, DEVICE_KINDS, deviceAnswer };
export type { Country, Device };

export const MAX_STOCK = 100_000;

const deviceFields = {
  name: fields.requiredText(120),
  // The shared message for a bad choice would quote "undefined" for a missing one.
  kind: z.enum(DEVICE_KINDS, {
    error: (iss) =>
      iss.input === undefined ? VALIDATION_MESSAGES.required : VALIDATION_MESSAGES.choice(iss.input),
  }),
  daily_rate: moneyField({ min: 1 }).describe('"4.50" or 4.5; at least 0.01'),
  deposit: moneyField({ min: 0 }).describe('"100.00" or 100; 0 for none'),
  stock: z.number().int().min(0).max(MAX_STOCK),
  is_active: z.boolean(),
};
export const { createBody: deviceCreateBody, updateBody: deviceUpdateBody } = catalogBodies(deviceFields);
export type DeviceCreate = z.output<typeof deviceCreateBody>;
export type DeviceUpdate = z.output<typeof deviceUpdateBody>;

export const COUNTRY_CODE_TAKEN = "A country with that code already exists.";
export const COUNTRY_CODE_INVALID = "Enter an ISO 3166-1 alpha-2 country code, such as US or MX.";

const countryFields = {
  name: fields.requiredText(120),
  code: z.string().transform((raw, ctx) => {
    const code = countryCode(raw);
    if (code === null) ctx.addIssue({ code: "custom", message: COUNTRY_CODE_INVALID });
    return code ?? "";
  }),
  daily_rate: moneyField({ min: 0 }).describe('"2.00" or 2; 0 for no surcharge'),
  is_active: z.boolean(),
};
export const { createBody: countryCreateBody, updateBody: countryUpdateBody } = catalogBodies(countryFields);
export type CountryCreate = z.output<typeof countryCreateBody>;
export type CountryUpdate = z.output<typeof countryUpdateBody>;

export { RENTAL_FEE_KINDS, rentalFeeAnswer };
export type { RentalFee };

/** A fee of the company's list: its kind, the name staff pick it by, its amount and whether it is taxed. */
const feeFields = {
  kind: z.enum(RENTAL_FEE_KINDS, {
    error: (iss) =>
      iss.input === undefined ? "This field is required." : `"${String(iss.input)}" is not a valid choice.`,
  }),
  name: fields.requiredText(120),
  amount: moneyField({ min: 1 }).describe('"40.00" or 40; a late return\'s is per day late'),
  taxable: z.boolean().describe("whether the company's tax rate applies"),
  is_active: z.boolean(),
};
export const { createBody: feeCreateBody, updateBody: feeUpdateBody } = catalogBodies(feeFields, {
  taxable: feeFields.taxable.default(true),
});
export type FeeCreate = z.output<typeof feeCreateBody>;
export type FeeUpdate = z.output<typeof feeUpdateBody>;

export { unitAnswer, unitDetailAnswer } from "../../../common/api";
export type { DeviceUnit, DeviceUnitDetail } from "../../../common/api";

/** A unit's fields: serial (or IMEI) required, ICCID and barcode optional (blank for none). */
const optionalCode = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((s) => (s ? s : null));
const unitFields = {
  serial: fields.requiredText(64),
  iccid: optionalCode(22).describe("the SIM's ICCID; blank for none"),
  barcode: optionalCode(64).describe("what a scanner reads; blank for none"),
  note: z.string().trim().max(1000),
};
export const unitCreateBody = z.object({
  ...unitFields,
  iccid: unitFields.iccid.optional(),
  barcode: unitFields.barcode.optional(),
  note: unitFields.note.optional(),
  status: z.enum(["available", "maintenance"]).optional().describe("available (default) or maintenance"),
});
export const unitUpdateBody = z.object({
  serial: unitFields.serial.optional(),
  iccid: unitFields.iccid.optional(),
  barcode: unitFields.barcode.optional(),
  note: unitFields.note.optional(),
  status: z
    .enum(UNIT_SETTABLE)
    .optional()
    .describe(
      "available, maintenance, lost or retired (a unit goes out only at a pick-up, and an out one comes back only at its return or a swap)",
    ),
});
export type UnitCreate = z.output<typeof unitCreateBody>;
export type UnitUpdate = z.output<typeof unitUpdateBody>;
