import { sql } from "kysely";
import { catalogListSpec, catalogService } from "../../http/catalog";
import { filters } from "../../http/lists/filters";
import type { ListSpec } from "../../http/lists/spec";
import { formatCents } from "../../../common/money";
import type { Carrier, CarrierCreate, CarrierUpdate, Plan, PlanCreate, PlanUpdate } from "./schemas";
import { checkCarrierName, checkPlanCarrier } from "./rules";

/** The catalog kit's declarations of carriers and plans: what a list shows, what a write checks. */

export const carrierListSpec: ListSpec<"carriers as t"> = catalogListSpec({
  ordering: { name: "t.name", created_at: "t.created_at" },
  search: ["t.name"],
});

export const carriers = catalogService<Carrier, CarrierCreate, CarrierUpdate>()({
  table: "carriers",
  object: "carrier",
  spec: carrierListSpec,
  select: (qb) =>
    qb.select([
      "t.id",
      "t.name",
      "t.is_active",
      "t.provider_operator_id",
      "t.created_at",
      sql<number>`(select count(*) from plans p where p.carrier_id = t.id and p.is_active = ${true})`.as(
        "plans_count",
      ),
    ]),
  serialize: (r) => ({
    id: r.id,
    name: r.name,
    is_active: Boolean(r.is_active),
    provider_operator_id: r.provider_operator_id,
    plans_count: Number(r.plans_count),
    created_at: r.created_at,
  }),
  hideFromCustomers: (carrier) => ({ ...carrier, provider_operator_id: null }),
  check: checkCarrierName,
  insertValues: (ctx, input) => ({
    company_id: ctx.companyId,
    name: input.name,
    is_active: input.is_active,
    provider_operator_id: input.provider_operator_id ?? null,
  }),
});

export const planListSpec: ListSpec<"plans as t" | "carriers as c"> = catalogListSpec({
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

export const plans = catalogService<Plan, PlanCreate, PlanUpdate>()({
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
      "t.cost",
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
    cost: r.cost === null ? null : formatCents(r.cost),
    created_at: r.created_at,
  }),
  hideFromCustomers: (plan) => ({ ...plan, provider_product_id: null, cost: null }),
  check: checkPlanCarrier,
  insertValues: (_ctx, input) => ({
    carrier_id: input.carrier,
    name: input.name,
    description: input.description,
    amount: input.amount,
    validity_days: input.validity_days,
    is_active: input.is_active,
    provider_product_id: input.provider_product_id ?? null,
    cost: input.cost ?? null,
  }),
  updateValues: ({ carrier: _fixed, ...input }) => ({ ...input }),
});
