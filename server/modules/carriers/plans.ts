import { z } from "zod";
import { filters, type ListSpec } from "../../http/drf";
import type { FieldErrors } from "../../http/errors";
import { moneyField } from "../../http/money";
import { formatCents } from "../../../common/money";
import { fields } from "../../http/validation";
import { catalogBodies, catalogListSpec, catalogService, optionalCode } from "../../http/catalog";
import { findCarrier } from "../../db/lookups";
import { invalidPk } from "../../http/ids";
import { PLAN_MAX_AMOUNT, planAnswer, type Plan } from "../../../common/api";

/** Plans (server/db/schema.ts): what a refill buys on a carrier — a price and how many days it lasts. */

export { PLAN_MAX_AMOUNT, planAnswer };
export type { Plan };

const planFields = {
  // An id as a number or digits ("12"); a missing one is "required", not "a valid integer".
  carrier: z.preprocess(
    (v) => (typeof v === "string" && /^\d{1,15}$/.test(v.trim()) ? Number(v) : v),
    z.number().int(),
  ),
  name: fields.requiredText(120),
  description: z.string().trim().max(2000),
  amount: moneyField({ min: 1, max: PLAN_MAX_AMOUNT }).describe(
    '"25.00" or 25; more than 0, at most 1000.00',
  ),
  validity_days: z.number().int().min(1).max(365),
  is_active: z.boolean(),
  provider_product_id: optionalCode(64),
};
export const { createBody: planCreateBody, updateBody: planUpdateBody } = catalogBodies(planFields, {
  description: planFields.description.default(""),
});
type PlanCreate = z.output<typeof planCreateBody>;
type PlanUpdate = z.output<typeof planUpdateBody>;

export const PLAN_CARRIER_FIXED =
  "A plan stays with its carrier; add a new plan to the other carrier instead.";

export const planListSpec: ListSpec = catalogListSpec({
  ordering: {
    name: "t.name",
    amount: "t.amount",
    validity_days: "t.validity_days",
    created_at: "t.created_at",
  },
  defaultOrdering: ["amount", "name"],
  search: ["t.name", "t.description"],
  filters: { carrier: filters.id("t.carrier_id") },
});

export const plans = catalogService<Plan, PlanCreate, PlanUpdate>({
  table: "plans",
  object: "plan",
  spec: planListSpec,
  base: (db, ctx) =>
    db
      .selectFrom("plans as t")
      .innerJoin("carriers as c", "c.id", "t.carrier_id")
      .where("c.company_id", "=", ctx.companyId),
  // A customer buys only active plans of active carriers.
  visibleToCustomers: (qb) => qb.where("t.is_active", "=", true).where("c.is_active", "=", true),
  select: (qb) =>
    qb.select([
      "t.id",
      "t.carrier_id",
      "c.name as carrier_name",
      "t.name",
      "t.description",
      "t.amount",
      "t.validity_days",
      "t.is_active",
      "t.provider_product_id",
      "t.created_at",
    ]),
  serialize: (r) => ({
    id: r.id,
    carrier: r.carrier_id,
    carrier_name: r.carrier_name,
    name: r.name,
    description: r.description,
    amount: formatCents(r.amount),
    validity_days: r.validity_days,
    is_active: Boolean(r.is_active),
    provider_product_id: r.provider_product_id,
    created_at: r.created_at,
  }),
  hideFromCustomers: (plan) => ({ ...plan, provider_product_id: null }),
  // The carrier must be one of the company's; a plan never moves to another carrier, because its
  // transactions are reported under the carrier (plan__carrier) and history must not change.
  async check(db, ctx, input, current): Promise<FieldErrors> {
    if (input.carrier === undefined) return {};
    if (current) return input.carrier === current.carrier ? {} : { carrier: [PLAN_CARRIER_FIXED] };
    const carrier = await findCarrier(db, ctx.companyId, input.carrier);
    return carrier ? {} : { carrier: [invalidPk(input.carrier)] };
  },
  insertValues: (_ctx, input) => ({
    carrier_id: input.carrier,
    name: input.name,
    description: input.description,
    amount: input.amount,
    validity_days: input.validity_days,
    is_active: input.is_active,
    provider_product_id: input.provider_product_id ?? null,
  }),
  updateValues: ({ carrier: _fixed, ...input }) => ({ ...input }),
});
