import { audit } from "../../db/audit-log";
import type { DB } from "../../db/connection";
import { ApiError, type FieldErrors, addError } from "../../http/errors";
import type { CatalogueOperator as Offered, TopupsAdapter } from "../../integrations/topups/types";
import { catalogueCost } from "../../integrations/topups/types";
import type { AuthContext } from "../../security/caller";
import type { CatalogueImport } from "../../../common/api";
import { formatCents } from "../../../common/money";
import {
  type CompanyCarrier,
  carrierFor,
  companyCarriers,
  markSeen,
  offeredIn,
  planFor,
  productKey,
  seenAmount,
  seenOperator,
  catalogueWrite,
} from "./catalogue";
import { CARRIER_NAME_TAKEN, CATALOGUE_MESSAGES, type CatalogueImportBody } from "./schemas";

/** The name a new imported plan gets: its face value, and what the line receives when the aggregator says. */
export const importedPlanName = (operator: Offered, amount: Offered["amounts"][number]) =>
  amount.localAmount !== null && operator.localCurrency && operator.localCurrency !== "USD"
    ? `$${formatCents(amount.faceValue)} (${formatCents(amount.localAmount)} ${operator.localCurrency})`
    : `$${formatCents(amount.faceValue)}`;

/** A new plan of `carrierId` from one of the aggregator's amounts, sold at `price`. */
export function importedPlan(
  carrierId: number,
  operator: Offered,
  amount: Offered["amounts"][number],
  price: number,
  validityDays: number,
  now: Date,
) {
  const cost = catalogueCost(amount.faceValue, operator.discountPercent);
  return {
    carrier_id: carrierId,
    name: importedPlanName(operator, amount),
    description: amount.description ?? "",
    amount: price,
    validity_days: validityDays,
    is_active: true,
    provider_product_id: productKey(operator.operatorId, amount.faceValue),
    cost,
    imported_cost: cost,
    face_value: amount.faceValue,
    local_amount: amount.localAmount,
    local_currency: operator.localCurrency,
    created_at: now.toISOString(),
  };
}

/**
 * The carrier of an operator: the company's (given its country if it had none), else a new one named as the
 * aggregator names it. A name another carrier has is the field's error (`field`), not a second name.
 */
export async function carrierOfOperator(
  trx: DB,
  ctx: AuthContext,
  carriers: CompanyCarrier[],
  operator: Offered,
  country: string,
  now: Date,
): Promise<{ id: number; created: boolean } | { taken: true }> {
  const existing = carrierFor(carriers, operator.operatorId);
  if (existing) {
    if (existing.provider_country === null)
      await trx
        .updateTable("carriers")
        .set({ provider_country: country })
        .where("id", "=", existing.id)
        .execute();
    return { id: existing.id, created: false };
  }
  const wanted = operator.name.toLocaleLowerCase("en-US");
  const names = await trx
    .selectFrom("carriers")
    .select("name")
    .where("company_id", "=", ctx.companyId)
    .execute();
  if (names.some((c) => c.name.toLocaleLowerCase("en-US") === wanted)) return { taken: true };
  const row = await trx
    .insertInto("carriers")
    .values({
      company_id: ctx.companyId,
      name: operator.name.slice(0, 120),
      is_active: true,
      provider_operator_id: operator.operatorId,
      provider_country: country,
      created_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, created: true };
}

/**
 * POST /api/catalogue/import/: the chosen operators as carriers and their chosen amounts as plans, at the
 * owner's prices, in one transaction. Idempotent: an operator already a carrier keeps its carrier, an amount
 * already a plan keeps its plan (and its price). Everything the country offers counts as seen, so that the
 * sync later lists as new only what the owner did not see here.
 */
export async function importCatalogue(
  db: DB,
  ctx: AuthContext,
  topups: TopupsAdapter,
  /** the database is PostgreSQL (app.dialect): the company is locked for the write */
  postgres: boolean,
  body: CatalogueImportBody,
  now = new Date(),
): Promise<CatalogueImport> {
  const offered = await offeredIn(topups, body.country);
  const errors: FieldErrors = {};
  const chosen = body.operators.map((o, i) => {
    const at = `operators.${i}`;
    const operator = offered.find((x) => x.operatorId === o.operator_id) ?? null;
    if (!operator) addError(errors, `${at}.operator_id`, CATALOGUE_MESSAGES.operatorUnknown);
    if (body.operators.findIndex((x) => x.operator_id === o.operator_id) < i)
      addError(errors, `${at}.operator_id`, CATALOGUE_MESSAGES.operatorTwice);
    const amounts = o.amounts.map((a, j) => {
      const amount = operator?.amounts.find((x) => x.faceValue === a.face_value) ?? null;
      if (operator && !amount)
        addError(errors, `${at}.amounts.${j}.face_value`, CATALOGUE_MESSAGES.amountUnknown);
      if (o.amounts.findIndex((x) => x.face_value === a.face_value) < j)
        addError(errors, `${at}.amounts.${j}.face_value`, CATALOGUE_MESSAGES.amountTwice);
      return { ...a, amount };
    });
    return { at, operator, amounts };
  });
  if (Object.keys(errors).length) throw new ApiError(400, errors);

  return catalogueWrite(db, ctx, postgres, async (trx) => {
    const carriers = await companyCarriers(trx, ctx);
    const made = { carriers: [] as number[], plans: [] as number[], kept: 0 };
    for (const { at, operator, amounts } of chosen) {
      const carrier = await carrierOfOperator(trx, ctx, carriers, operator!, body.country, now);
      if ("taken" in carrier) {
        addError(errors, `${at}.operator_id`, CARRIER_NAME_TAKEN);
        continue;
      }
      if (carrier.created) made.carriers.push(carrier.id);
      const existing = carriers.find((c) => c.id === carrier.id) ?? null;
      for (const a of amounts) {
        if (planFor(existing, productKey(operator!.operatorId, a.face_value))) {
          made.kept += 1;
          continue;
        }
        const row = await trx
          .insertInto("plans")
          .values(importedPlan(carrier.id, operator!, a.amount!, a.price, a.validity_days, now))
          .returning("id")
          .executeTakeFirstOrThrow();
        made.plans.push(row.id);
      }
    }
    if (Object.keys(errors).length) throw new ApiError(400, errors);
    await markSeen(
      trx,
      ctx,
      body.country,
      offered.flatMap((o) => [
        seenOperator(o.operatorId),
        ...o.amounts.map((a) => seenAmount(o.operatorId, a.faceValue)),
      ]),
      now,
    );
    await audit(trx, ctx, "catalogue.import", "company", ctx.companyId, {
      country: body.country,
      operators: chosen.map((c) => c.operator!.operatorId),
      carriers: made.carriers,
      plans: made.plans,
    });
    return {
      carriers_created: made.carriers.length,
      plans_created: made.plans.length,
      plans_kept: made.kept,
    };
  });
}
