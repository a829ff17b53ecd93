import type { DB } from "../../db/connection";
import { lockCompany } from "../../db/lookups";
import { ProcessorUnavailable } from "../../integrations/payments/errors";
import { isTransient } from "../../integrations/payments/types";
import {
  type CatalogueOperator as Offered,
  type TopupsAdapter,
  catalogueCost,
} from "../../integrations/topups/types";
import type { AuthContext } from "../../security/caller";
import { formatCents } from "../../../common/money";
import type { CatalogueChange, CatalogueChanges, CatalogueOffer } from "../../../common/api";

/**
 * The aggregator's catalogue beside the company's carriers and plans (issue 37 item 4): what a country
 * offers, marked with what was imported of it, and what changed since. Imported rows keep what the sync
 * compares against (migration 0032): the carrier's operator id and country, the plan's product key, face
 * value, local amount and cost at import. A carrier is matched to an operator by its operator id alone (the
 * aggregator's ids are its own across countries), so that a carrier typed by hand with an operator id shows
 * as imported and an import adds plans to it rather than a second carrier.
 */

/** A plan's key at the aggregator: `<operator id>:<face value in dollars>` (plans.provider_product_id). */
export const productKey = (operatorId: string, faceValue: number) =>
  `${operatorId}:${formatCents(faceValue)}`;

/** What an owner has seen of a country (catalogue_seen.item). */
export const seenOperator = (operatorId: string) => `op:${operatorId}`;
export const seenAmount = (operatorId: string, faceValue: number) =>
  `amount:${productKey(operatorId, faceValue)}`;

/** A country's operators at the aggregator; an aggregator that cannot be asked is a 502 with its reason. */
export async function offeredIn(topups: TopupsAdapter, country: string): Promise<Offered[]> {
  try {
    return await topups.operators(country);
  } catch (err) {
    if (isTransient(err)) throw new ProcessorUnavailable((err as Error).message);
    throw err;
  }
}

/** The company's carriers that carry an operator id, each with its plans. */
export async function companyCarriers(db: DB, ctx: AuthContext) {
  const carriers = await db
    .selectFrom("carriers")
    .select(["id", "name", "is_active", "provider_operator_id", "provider_country"])
    .where("company_id", "=", ctx.companyId)
    .where("provider_operator_id", "is not", null)
    .orderBy("id")
    .execute();
  const plans = carriers.length
    ? await db
        .selectFrom("plans")
        .select([
          "id",
          "carrier_id",
          "name",
          "amount",
          "is_active",
          "provider_product_id",
          "face_value",
          "local_amount",
          "local_currency",
          "imported_cost",
        ])
        .where(
          "carrier_id",
          "in",
          carriers.map((c) => c.id),
        )
        .orderBy("id")
        .execute()
    : [];
  return carriers.map((c) => ({
    ...c,
    operatorId: c.provider_operator_id!,
    active: Boolean(c.is_active),
    plans: plans.filter((p) => p.carrier_id === c.id).map((p) => ({ ...p, active: Boolean(p.is_active) })),
  }));
}
export type CompanyCarrier = Awaited<ReturnType<typeof companyCarriers>>[number];

/** The company's carrier for an operator id: the first made, when (by hand) there are several. */
export const carrierFor = (carriers: CompanyCarrier[], operatorId: string) =>
  carriers.find((c) => c.operatorId === operatorId) ?? null;

/** The carrier's plan for an amount of its operator: the imported one, else one typed with the same key. */
export const planFor = (carrier: CompanyCarrier | null, key: string) =>
  carrier?.plans.find((p) => p.provider_product_id === key && p.face_value !== null) ??
  carrier?.plans.find((p) => p.provider_product_id === key) ??
  null;

const money = (cents: number | null) => (cents === null ? null : formatCents(cents));

/** GET /api/catalogue/operators/?country=XX */
export async function catalogueOffer(
  db: DB,
  ctx: AuthContext,
  topups: TopupsAdapter,
  country: string,
): Promise<CatalogueOffer> {
  const offered = await offeredIn(topups, country);
  const carriers = await companyCarriers(db, ctx);
  return {
    country,
    operators: offered.map((o) => {
      const carrier = carrierFor(carriers, o.operatorId);
      return {
        operator_id: o.operatorId,
        name: o.name,
        local_currency: o.localCurrency,
        discount_percent: o.discountPercent,
        carrier: carrier?.id ?? null,
        carrier_name: carrier?.name ?? null,
        amounts: o.amounts.map((a) => {
          const plan = planFor(carrier, productKey(o.operatorId, a.faceValue));
          return {
            product_key: productKey(o.operatorId, a.faceValue),
            face_value: formatCents(a.faceValue),
            local_amount: money(a.localAmount),
            local_currency: o.localCurrency,
            description: a.description,
            cost: formatCents(catalogueCost(a.faceValue, o.discountPercent)),
            plan: plan?.id ?? null,
            plan_price: plan ? formatCents(plan.amount) : null,
          };
        }),
      };
    }),
  };
}

/** A change as the sync lists it; `apply` data the accept needs beside the answer. */
export interface FoundChange {
  change: CatalogueChange;
  operator: Offered | null;
  carrier: CompanyCarrier | null;
  /** the aggregator's amount, for new_amount and cost_changed */
  amount: Offered["amounts"][number] | null;
}

const blank = {
  carrier: null,
  plan: null,
  plan_name: null,
  face_value: null,
  local_amount: null,
  local_currency: null,
  cost_before: null,
  cost_after: null,
  price: null,
  dismissable: false,
};

/**
 * What changed at the aggregator since the import, country by country of the company's imported carriers:
 * an operator gone (its carrier active), an amount gone (its imported plan active), an imported plan's cost
 * changed, an operator or an amount (of an imported operator) not there when the owner last looked.
 */
export async function findChanges(
  db: DB,
  ctx: AuthContext,
  topups: TopupsAdapter,
): Promise<{ countries: string[]; found: FoundChange[] }> {
  const carriers = await companyCarriers(db, ctx);
  const countries = [...new Set(carriers.map((c) => c.provider_country).filter((c) => c !== null))].sort();
  const seen = countries.length
    ? await db
        .selectFrom("catalogue_seen")
        .select(["country", "item"])
        .where("company_id", "=", ctx.companyId)
        .where("country", "in", countries)
        .execute()
    : [];
  const found: FoundChange[] = [];
  for (const country of countries) {
    const offered = await offeredIn(topups, country);
    const seenHere = new Set(seen.filter((s) => s.country === country).map((s) => s.item));
    for (const carrier of carriers.filter((c) => c.provider_country === country && c.active)) {
      const operator = offered.find((o) => o.operatorId === carrier.operatorId) ?? null;
      const about = { country, operator_id: carrier.operatorId, carrier: carrier.id };
      if (!operator) {
        found.push({
          change: {
            ...blank,
            ...about,
            id: `operator_gone:${carrier.id}`,
            kind: "operator_gone",
            operator_name: carrier.name,
          },
          operator: null,
          carrier,
          amount: null,
        });
        continue;
      }
      const named = { ...about, operator_name: operator.name };
      for (const plan of carrier.plans.filter((p) => p.active && p.face_value !== null)) {
        const amount = operator.amounts.find((a) => a.faceValue === plan.face_value) ?? null;
        const onPlan = {
          ...blank,
          ...named,
          plan: plan.id,
          plan_name: plan.name,
          face_value: formatCents(plan.face_value!),
          local_amount: money(plan.local_amount),
          local_currency: plan.local_currency,
          price: formatCents(plan.amount),
        };
        if (!amount) {
          found.push({
            change: { ...onPlan, id: `amount_gone:${plan.id}`, kind: "amount_gone" },
            operator,
            carrier,
            amount: null,
          });
          continue;
        }
        const cost = catalogueCost(amount.faceValue, operator.discountPercent);
        if (cost !== plan.imported_cost)
          found.push({
            change: {
              ...onPlan,
              id: `cost_changed:${plan.id}:${cost}`,
              kind: "cost_changed",
              local_amount: money(amount.localAmount),
              local_currency: operator.localCurrency,
              cost_before: money(plan.imported_cost),
              cost_after: formatCents(cost),
            },
            operator,
            carrier,
            amount,
          });
      }
      for (const amount of operator.amounts) {
        const key = productKey(operator.operatorId, amount.faceValue);
        if (carrier.plans.some((p) => p.provider_product_id === key)) continue;
        if (seenHere.has(seenAmount(operator.operatorId, amount.faceValue))) continue;
        found.push({
          change: {
            ...blank,
            ...named,
            id: `new_amount:${carrier.id}:${amount.faceValue}`,
            kind: "new_amount",
            face_value: formatCents(amount.faceValue),
            local_amount: money(amount.localAmount),
            local_currency: operator.localCurrency,
            cost_after: formatCents(catalogueCost(amount.faceValue, operator.discountPercent)),
            dismissable: true,
          },
          operator,
          carrier,
          amount,
        });
      }
    }
    for (const operator of offered) {
      if (carrierFor(carriers, operator.operatorId)) continue;
      if (seenHere.has(seenOperator(operator.operatorId))) continue;
      found.push({
        change: {
          ...blank,
          id: `new_operator:${country}:${operator.operatorId}`,
          kind: "new_operator",
          country,
          operator_id: operator.operatorId,
          operator_name: operator.name,
          local_currency: operator.localCurrency,
          dismissable: true,
        },
        operator,
        carrier: null,
        amount: null,
      });
    }
  }
  return { countries, found };
}

/** GET /api/catalogue/changes/ */
export async function catalogueChanges(
  db: DB,
  ctx: AuthContext,
  topups: TopupsAdapter,
): Promise<CatalogueChanges> {
  const { countries, found } = await findChanges(db, ctx, topups);
  return { countries, changes: found.map((f) => f.change) };
}

/** Marks operators and amounts of a country seen by the owner (one row each, whoever marks it first). */
export async function markSeen(db: DB, ctx: AuthContext, country: string, items: string[], now = new Date()) {
  const unique = [...new Set(items)];
  if (!unique.length) return;
  await db
    .insertInto("catalogue_seen")
    .values(
      unique.map((item) => ({ company_id: ctx.companyId, country, item, created_at: now.toISOString() })),
    )
    .onConflict((oc) => oc.columns(["company_id", "country", "item"]).doNothing())
    .execute();
}

/**
 * A catalogue write: one transaction, in which (on PostgreSQL) the company's row is locked first, so that
 * two imports or accepts at once see each other's carriers and plans instead of both adding them.
 */
export const catalogueWrite = <T>(
  db: DB,
  ctx: AuthContext,
  postgres: boolean,
  write: (trx: DB) => Promise<T>,
) =>
  db.transaction().execute(async (trx) => {
    if (postgres) await lockCompany(trx, ctx.companyId);
    return write(trx);
  });
