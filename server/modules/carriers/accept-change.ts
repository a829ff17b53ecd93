import { audit } from "../../db/audit-log";
import type { DB } from "../../db/connection";
import { ApiError } from "../../http/errors";
import { type TopupsAdapter, catalogueCost } from "../../integrations/topups/types";
import type { AuthContext } from "../../security/caller";
import type { CatalogueChange } from "../../../common/api";
import {
  type FoundChange,
  companyCarriers,
  findChanges,
  markSeen,
  productKey,
  seenAmount,
  seenOperator,
  catalogueWrite,
} from "./catalogue";
import { carrierOfOperator, importedPlan } from "./import-catalogue";
import { CARRIER_NAME_TAKEN, CATALOGUE_MESSAGES, type CatalogueAcceptBody } from "./schemas";

/** The change the owner names, as the aggregator's catalogue says it now; a 400 on `change` when gone. */
export async function changeNamed(db: DB, ctx: AuthContext, topups: TopupsAdapter, id: string) {
  const { found } = await findChanges(db, ctx, topups);
  const change = found.find((f) => f.change.id === id);
  if (!change) throw new ApiError(400, { change: [CATALOGUE_MESSAGES.changeUnknown] });
  return change;
}

/** What accepting does, by kind; each writes in `trx` and answers the row it touched. */
const apply: Record<
  CatalogueChange["kind"],
  (trx: DB, ctx: AuthContext, found: FoundChange, body: CatalogueAcceptBody, now: Date) => Promise<number>
> = {
  // The carrier stops being sold (its plans with it); its history stays.
  async operator_gone(trx, _ctx, { carrier }) {
    await trx.updateTable("carriers").set({ is_active: false }).where("id", "=", carrier!.id).execute();
    return carrier!.id;
  },
  async amount_gone(trx, _ctx, { change }) {
    await trx.updateTable("plans").set({ is_active: false }).where("id", "=", change.plan!).execute();
    return change.plan!;
  },
  // The new cost (margins count it from now on) and what the line receives; the price stays the owner's.
  async cost_changed(trx, _ctx, { change, amount, operator }) {
    const cost = catalogueCost(amount!.faceValue, operator!.discountPercent);
    await trx
      .updateTable("plans")
      .set({
        cost,
        imported_cost: cost,
        local_amount: amount!.localAmount,
        local_currency: operator!.localCurrency,
      })
      .where("id", "=", change.plan!)
      .execute();
    return change.plan!;
  },
  // The carrier only: its amounts then show as new amounts, each accepted with its price.
  async new_operator(trx, ctx, { change, operator }, _body, now) {
    const carriers = await companyCarriers(trx, ctx);
    const made = await carrierOfOperator(trx, ctx, carriers, operator!, change.country, now);
    if ("taken" in made) throw new ApiError(400, { change: [CARRIER_NAME_TAKEN] });
    await markSeen(trx, ctx, change.country, [seenOperator(operator!.operatorId)], now);
    return made.id;
  },
  async new_amount(trx, ctx, { change, operator, carrier, amount }, body, now) {
    if (body.price === undefined) throw new ApiError(400, { price: [CATALOGUE_MESSAGES.priceRequired] });
    // Accepted meanwhile by another owner (the company's row is locked now): not a second plan.
    const key = productKey(operator!.operatorId, amount!.faceValue);
    const taken = await trx
      .selectFrom("plans")
      .select("id")
      .where("carrier_id", "=", carrier!.id)
      .where("provider_product_id", "=", key)
      .executeTakeFirst();
    if (taken) throw new ApiError(400, { change: [CATALOGUE_MESSAGES.changeUnknown] });
    const row = await trx
      .insertInto("plans")
      .values(importedPlan(carrier!.id, operator!, amount!, body.price, body.validity_days, now))
      .returning("id")
      .executeTakeFirstOrThrow();
    await markSeen(trx, ctx, change.country, [seenAmount(operator!.operatorId, amount!.faceValue)], now);
    return row.id;
  },
};

/**
 * POST /api/catalogue/changes/accept/: one change of the sync list, as it stands at the aggregator now
 * (a change that is no longer listed, or whose cost moved again, is refused), written and audited in one
 * transaction. Nothing reprices itself: a plan's price changes only where the owner edits it.
 */
export async function acceptChange(
  db: DB,
  ctx: AuthContext,
  topups: TopupsAdapter,
  /** the database is PostgreSQL (app.dialect): the company is locked for the write */
  postgres: boolean,
  body: CatalogueAcceptBody,
  now = new Date(),
): Promise<CatalogueChange> {
  const found = await changeNamed(db, ctx, topups, body.change);
  await catalogueWrite(db, ctx, postgres, async (trx) => {
    const id = await apply[found.change.kind](trx, ctx, found, body, now);
    const onPlan = ["amount_gone", "cost_changed", "new_amount"].includes(found.change.kind);
    await audit(trx, ctx, "catalogue.accept", onPlan ? "plan" : "carrier", id, {
      change: found.change.id,
      kind: found.change.kind,
      operator: found.change.operator_id,
      ...(found.change.cost_before !== null
        ? { cost: { from: found.change.cost_before, to: found.change.cost_after } }
        : {}),
      ...(body.price !== undefined && found.change.kind === "new_amount" ? { price: body.price } : {}),
    });
  });
  return found.change;
}
