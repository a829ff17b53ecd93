import { DISPUTE_CLOSED, type DisputeStatus } from "../../common/api/disputes";
import { formatCents } from "../../common/money";
import { sql } from "kysely";
import type { DB } from "../db/connection";
import type { StripeDispute, StripeObjects } from "../integrations/payments/stripe-events";
import { queueMessageToOwners } from "../messages/outbox";
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
  return db.transaction().execute(async (trx) => {
    const kept = await keepDispute(trx, charge, dispute, type, now);
    if (kept.created) await tellOwners(trx, charge, kept.id, dispute);
    return kept;
  });
}

/** The owners hear of a new dispute once (the message's key is the dispute's), with its due date. */
async function tellOwners(
  trx: DB,
  charge: { company_id: number; user_id: number },
  id: number,
  dispute: StripeDispute,
) {
  const customer = await trx
    .selectFrom("users")
    .select(["first_name", "last_name", "email"])
    .where("id", "=", charge.user_id)
    .executeTakeFirstOrThrow();
  await queueMessageToOwners(trx, {
    companyId: charge.company_id,
    kind: "dispute_opened",
    key: `dispute-opened:${id}`,
    params: {
      amount: dispute.amount,
      reason: dispute.reason,
      customer: `${customer.first_name} ${customer.last_name}`.trim() || customer.email,
      due: dispute.evidenceDueBy?.toISOString().slice(0, 10) ?? null,
      dispute: id,
    },
  });
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

/**
 * The scheduler's condition: the customer (`userColumn`) has no open dispute. A customer who disputed a charge
 * with their bank is not charged again by a schedule until the dispute closes (DESIGN.md §17); their
 * schedules wait, and run (then resume) once it has.
 */
export const noOpenDisputeOf = (userColumn: string) =>
  sql<boolean>`not exists (select 1 from disputes d where d.user_id = ${sql.ref(userColumn)} and d.status not in (${sql.join(
    [...DISPUTE_CLOSED],
  )}))`;

/** A charge's dispute as its answer carries it (the latest, should the bank open a second one), or null. */
export async function disputeOfCharge(db: DB, chargeId: number) {
  const d = await db
    .selectFrom("disputes")
    .select(["id", "status", "amount", "reason", "evidence_due_by"])
    .where("charge_id", "=", chargeId)
    .orderBy("id", "desc")
    .executeTakeFirst();
  return d
    ? {
        id: d.id,
        status: d.status,
        amount: formatCents(d.amount),
        reason: d.reason,
        evidence_due_by: dueBy(d.status, d.evidence_due_by),
      }
    : null;
}

/** The evidence's due date while evidence can still be sent; null once the dispute is past that. */
export const dueBy = (status: DisputeStatus, due: string | Date | null) =>
  due === null || DISPUTE_CLOSED.includes(status) ? null : new Date(due).toISOString();
