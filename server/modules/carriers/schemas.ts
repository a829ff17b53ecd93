import { z } from "zod";
import { PLAN_MAX_AMOUNT, carrierAnswer, planAnswer, type Carrier, type Plan } from "../../../common/api";
import { catalogBodies, optionalCode } from "../../http/catalog";
import { moneyField, nullableMoneyField } from "../../http/money";
import { pk } from "../../http/ids";
import { fields } from "../../http/validation";

/**
 * Carriers (server/db/schema.ts): the networks whose lines the company tops up; each has plans, what a refill
 * buys on it — a price and how many days it lasts.
 */

export { carrierAnswer, PLAN_MAX_AMOUNT, planAnswer };
export type { Carrier, Plan };

const carrierFields = {
  name: fields.requiredText(120),
  is_active: z.boolean(),
  provider_operator_id: optionalCode(64),
};
export const { createBody: carrierCreateBody, updateBody: carrierUpdateBody } = catalogBodies(carrierFields);
export type CarrierCreate = z.output<typeof carrierCreateBody>;
export type CarrierUpdate = z.output<typeof carrierUpdateBody>;

export const CARRIER_NAME_TAKEN = "A carrier with that name already exists.";

const planFields = {
  carrier: pk(),
  name: fields.requiredText(120),
  description: fields.text(2000),
  amount: moneyField({ min: 1, max: PLAN_MAX_AMOUNT }).describe(
    '"25.00" or 25; more than 0, at most 1000.00',
  ),
  validity_days: z.number().int().min(1).max(365),
  is_active: z.boolean(),
  provider_product_id: optionalCode(64),
  cost: nullableMoneyField({ min: 0, max: PLAN_MAX_AMOUNT })
    .optional()
    .describe('what a top-up costs the company at the provider, "9.40"; null: not known'),
};
export const { createBody: planCreateBody, updateBody: planUpdateBody } = catalogBodies(planFields, {
  description: planFields.description.default(""),
});
export type PlanCreate = z.output<typeof planCreateBody>;
export type PlanUpdate = z.output<typeof planUpdateBody>;

export const PLAN_CARRIER_FIXED =
  "A plan stays with its carrier; add a new plan to the other carrier instead.";

/**
 * The aggregator's catalogue (issue 37 item 4): owners import a country's operators as carriers and their
 * fixed amounts as plans. An imported plan is sold at the price the owner gives for it in the import (the
 * panel fills in the face value, which the owner may change): the import never invents a price, and no
 * later change at the aggregator reprices a plan.
 */
export const CATALOGUE_MESSAGES = {
  country: "Enter the country's two-letter ISO code.",
  noOperators: "Choose at least one operator.",
  operatorUnknown: "The aggregator offers no such operator in this country.",
  operatorTwice: "This operator is chosen twice.",
  amountUnknown: "The aggregator does not sell this amount for this operator.",
  amountTwice: "This amount is chosen twice.",
  changeUnknown: "This change is no longer listed: the catalogue changed again. Reload the list.",
  priceRequired: "Set the new plan's price to accept this amount.",
  notDismissable: "Only a new operator or amount can be dismissed; accept this change instead.",
} as const;

const countryField = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, CATALOGUE_MESSAGES.country)
  .transform((s) => s.toUpperCase())
  .describe("ISO 3166 alpha-2, e.g. MX");

export const catalogueQuery = z.object({ country: countryField });

const faceValueField = moneyField({ min: 1, max: PLAN_MAX_AMOUNT }).describe(
  "the amount's face value in USD, as the offer lists it",
);
const priceField = moneyField({ min: 1, max: PLAN_MAX_AMOUNT }).describe(
  'what customers pay for the plan, "12.00" or 12',
);
const validityField = z.number().int().min(1).max(365).default(30).describe("days a refill lasts (30)");

export const catalogueImportBody = z.object({
  country: countryField,
  operators: z
    .array(
      z.object({
        operator_id: z.string().trim().min(1).max(64),
        amounts: z
          .array(z.object({ face_value: faceValueField, price: priceField, validity_days: validityField }))
          .max(100)
          .default([])
          .describe("the amounts to import as plans, each with its price; none: the carrier only"),
      }),
    )
    .min(1, CATALOGUE_MESSAGES.noOperators)
    .max(100),
});
export type CatalogueImportBody = z.output<typeof catalogueImportBody>;

export const catalogueAcceptBody = z.object({
  change: z.string().trim().min(1).max(120).describe("the change's id, as the list of changes gives it"),
  price: priceField.optional().describe("new_amount only, and required there: the new plan's price"),
  validity_days: validityField,
});
export type CatalogueAcceptBody = z.output<typeof catalogueAcceptBody>;

export const catalogueDismissBody = z.object({
  change: z.string().trim().min(1).max(120).describe("the id of a new_operator or new_amount change"),
});
