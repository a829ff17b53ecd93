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
