import { DISPUTE_CLOSED, type DisputeStatus } from "../../common/api/disputes";
import type { DB } from "../db/connection";
import type { StripeDispute, StripeObjects } from "../integrations/payments/stripe-events";
import { chargeOfIntent, intentOf } from "./charges";

/**
 * charge.dispute.created / updated / closed / funds_withdrawn / funds_reinstated (DESIGN.md §17): the dispute
 * as Stripe holds it now, kept in `disputes` (one row per Stripe dispute, whatever the order or number of its
 * events). Answers the row's id and whether this call made it (a new dispute: the owners are told once).
 */
export async function onDispute(
  db: DB,
  objects: StripeObjects,
  id: string,
  type: string,
  now: Date,
): Promise<{ id: number; created: boolean } | null> {
  const dispute = await objects.dispute(id);
  if (!dispute) return null;
  const charge = await chargeOfIntent(db, await intentOf(objects, dispute));
  if (!charge) return null;
  return db.transaction().execute((trx) => keepDispute(trx, charge, dispute, type, now));
}

/** Writes Stripe's view of a dispute of our charge (also the evidence call's answer). */
export async function keepDispute(
  trx: DB,
  charge: { id: number; company_id: number; user_id: number },
  dispute: StripeDispute,
  type: string | null,
  now: Date,
): Promise<{ id: number; created: boolean }> {
  const at = now.toISOString();
  const status = dispute.status as DisputeStatus;
  const closed = DISPUTE_CLOSED.includes(status);
  const fields = {
    amount: dispute.amount,
    reason: dispute.reason,
    status,
    evidence_due_by: dispute.evidenceDueBy?.toISOString() ?? null,
    is_charge_refundable: dispute.isChargeRefundable,
    updated_at: at,
  };
  const inserted = await trx
    .insertInto("disputes")
    .values({
      company_id: charge.company_id,
      charge_id: charge.id,
      user_id: charge.user_id,
      processor_ref: dispute.id,
      ...fields,
      closed_at: closed ? at : null,
      created_at: at,
    })
    .onConflict((oc) => oc.column("processor_ref").doNothing())
    .returning("id")
    .executeTakeFirst();
  const row = await trx
    .selectFrom("disputes")
    .select(["id", "closed_at", "funds_withdrawn_at", "funds_reinstated_at"])
    .where("processor_ref", "=", dispute.id)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable("disputes")
    .set({
      ...fields,
      closed_at: closed ? (row.closed_at ?? at) : null,
      ...(type === "charge.dispute.funds_withdrawn" && !row.funds_withdrawn_at
        ? { funds_withdrawn_at: at }
        : {}),
      ...(type === "charge.dispute.funds_reinstated" && !row.funds_reinstated_at
        ? { funds_reinstated_at: at }
        : {}),
    })
    .where("id", "=", row.id)
    .execute();
  return { id: row.id, created: inserted !== undefined };
}
