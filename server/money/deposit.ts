import { depositSettlement } from "../../common/rental-ledger";
import type { DB } from "../db/connection";
import { type NewRentalLine, postRentalLines, rentalLines } from "./ledger";
import { recordSucceeded } from "./pending";

/**
 * A rental's deposit given back (docs/engines.md, "The rental ledger"): the deposit refund's row is written
 * by the rentals module (`rentals/refund-deposit.ts`); it is settled here, where both the request that
 * got the processor's answer and the refund's webhook event (`payments-events/refunds.ts`, for a refund
 * Stripe answered `pending`) settle it, once.
 */

/** A deposit refund's idempotency key is the rental's (`rental-7-refund`, `…-2`), never a charge's. */
export const isDepositRefund = (row: { rental_id: number | null; idempotency_key: string }) =>
  row.rental_id !== null && row.idempotency_key.startsWith(`rental-${row.rental_id}-refund`);

/**
 * The deposit is settled (common/rental-ledger.ts depositSettlement): what of it paid for days added
 * after booking is "applied", what was never paid leaves what is owed, the refund goes back, and the
 * rest is kept. Stamped once: a deposit is never refunded twice.
 */
export async function settleDeposit(
  trx: DB,
  rental: { id: number; company_id: number },
  refund: { id: number; amount: number; brand: string | null; last4: string | null },
  actor: number | null,
  at: string,
) {
  const s = depositSettlement(await rentalLines(trx, rental.id), refund.amount);
  const lines: NewRentalLine[] = [];
  if (s.applied) lines.push({ kind: "deposit_applied", amount: -s.applied });
  if (s.unpaid) lines.push({ kind: "deposit_unpaid", amount: -s.unpaid });
  lines.push({
    kind: "deposit_refund",
    card: refund,
    amount: -refund.amount,
    paid_amount: -refund.amount,
    method: refund.last4 ? "card" : "cash",
    charge_id: refund.id,
  });
  await postRentalLines(trx, rental, lines, actor, at);
  await trx.updateTable("rentals").set({ deposit_refunded_at: at }).where("id", "=", rental.id).execute();
}

/**
 * A pending card refund of the deposit that the processor made: the row succeeds (only the caller that
 * moves it out of pending goes on, so the ledger counts it once), the deposit's charge reads `refunded`
 * once all of it went back, and the deposit is settled. In the database transaction recording it, with the
 * rental's row locked. True when this call settled it.
 */
export async function depositRefundSucceeded(
  trx: DB,
  refundId: number,
  ref: string,
  actor: number | null,
  at: string,
): Promise<boolean> {
  if (!(await recordSucceeded(trx, refundId, ref))) return false;
  const refund = await trx
    .selectFrom("charges as r")
    .innerJoin("charges as src", "src.id", "r.refund_of")
    .select([
      "r.id",
      "r.amount",
      "r.brand",
      "r.last4",
      "r.rental_id",
      "r.company_id",
      "src.id as source_id",
      "src.kind as source_kind",
      "src.amount as source_amount",
    ])
    .where("r.id", "=", refundId)
    .executeTakeFirstOrThrow();
  // The deposit's charge reads `refunded` once all of it went back.
  if (refund.source_kind === "deposit" && refund.source_amount === refund.amount)
    await trx
      .updateTable("charges")
      .set({ status: "refunded" })
      .where("id", "=", refund.source_id)
      .where("status", "=", "succeeded")
      .execute();
  await settleDeposit(trx, { id: refund.rental_id!, company_id: refund.company_id }, refund, actor, at);
  return true;
}
