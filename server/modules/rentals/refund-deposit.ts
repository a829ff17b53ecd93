import { RENTAL_CLOSED } from "../../../common/api/enums";
import { formatCents } from "../../../common/money";
import type { DB } from "../../db/connection";
import { withRowLock } from "../../db/row-lock";
import { badRequest, refused } from "../../http/errors";
import type { PaymentsAdapter } from "../../integrations/payments/types";
import { type AuthContext, actorOf } from "../../security/caller";
import { audit } from "../../db/audit-log";
import { depositRefundSucceeded, isDepositRefund, settleDeposit, settleHold } from "../../money/deposit";
import { REFUND_MESSAGES } from "../../money/messages";
import { refundOnItsWay, sendPendingRefund } from "../../money/refund";
import { refundableOf } from "../../money/ledger";
import { insertRentalCharge, nextKey, refundSourceOf } from "../../money/rental-charges";
import { companyRental } from "./queries";
import { RENTAL_MESSAGES } from "./schemas";

/** The deposit going back at the desk: refunded to what paid it, then settled. */

/**
 * POST /api/rental/rentals/{id}/refund (members): the deposit back to what paid it, once: the card that
 * paid it (or a card payment large enough), or cash at the desk (`method`, a choice when both paid).
 */
export async function refundDeposit(
  db: DB,
  payments: PaymentsAdapter,
  ctx: AuthContext,
  id: number,
  input: { amount?: number; method?: "card" | "cash" },
  now = new Date(),
) {
  const r = await companyRental(db, ctx, id);
  if (!RENTAL_CLOSED.includes(r.status)) throw refused(RENTAL_MESSAGES.refundNotReturned);
  if (r.deposit_refunded_at) throw refused(RENTAL_MESSAGES.refundDone);
  // A deposit held on the card goes back by releasing its hold: settled at the return, or here again when
  // the processor had not answered for sure then (money/deposit.ts).
  if (r.deposit_hold_status === "held") return settleHold(db, payments, ctx, id, now);
  const refundId = await withRowLock(db, { table: "rentals", id }, (trx) =>
    writeDepositRefund(trx, ctx, id, input, now),
  );
  if (refundId !== null) await sendDepositRefund(db, payments, ctx, id, refundId, now);
}

/**
 * Under the rental's lock: the refund's charge row, pending on a card (its id, to send) or cash settled at
 * once (null). A refund whose answer never came (timeout) is asked again under its own key.
 */
async function writeDepositRefund(
  trx: DB,
  ctx: AuthContext,
  id: number,
  input: { amount?: number; method?: "card" | "cash" },
  now: Date,
): Promise<number | null> {
  const at = now.toISOString();
  const fresh = await companyRental(trx, ctx, id);
  if (fresh.deposit_refunded_at) throw refused(RENTAL_MESSAGES.refundDone);
  const pending = await trx
    .selectFrom("charges")
    .select(["id", "idempotency_key", "rental_id", "processor_ref", "failure_code", "created_at"])
    .where("rental_id", "=", id)
    .where("kind", "=", "refund")
    .where("status", "=", "pending")
    .orderBy("id")
    .execute();
  const waiting = pending.find(isDepositRefund);
  if (waiting) {
    // Taken by the processor (its event settles it) or its answer still awaited: never sent twice at once.
    if (refundOnItsWay(waiting, now)) throw refused(REFUND_MESSAGES.inFlight);
    return waiting.id;
  }
  const refundable = await refundableOf(trx, fresh);
  if (refundable <= 0) throw refused(RENTAL_MESSAGES.refundNothing);
  const value = input.amount ?? refundable;
  if (value > refundable) throw badRequest({ amount: RENTAL_MESSAGES.refundTooMuch(refundable) });
  // The card that paid the deposit; else the card of a payment large enough; else cash at the desk.
  const source = await refundSourceOf(trx, id, value);
  if (input.method === "card" && !source) throw badRequest({ method: RENTAL_MESSAGES.refundNoCard });
  const byCard = source && input.method !== "cash" ? source : null;
  const key = await nextKey(trx, id, "refund");
  // Its own processor reference comes with the processor's answer (the refunded charge's is read through refund_of).
  const refundCard = byCard && { ...byCard, id: byCard.payment_method_id, processor_ref: null };
  const row = await insertRentalCharge(trx, actorOf(ctx), fresh, "refund", value, refundCard, key, at);
  await trx
    .updateTable("charges")
    .set({ refund_of: byCard?.id ?? null, note: "Deposit refund" })
    .where("id", "=", row.id)
    .execute();
  await audit(trx, ctx, "rental.refund", "rental", id, {
    amount: formatCents(value),
    method: byCard ? "card" : "cash",
  });
  if (byCard) return row.id;
  await settleDeposit(trx, fresh, { id: row.id, amount: value, brand: null, last4: null }, actorOf(ctx), at);
  return null;
}

/**
 * Sends a pending deposit refund to the processor (to the charge it gives back from). Made: the deposit is
 * settled at once. Taken and not finished (Stripe's `pending`): it stays pending with its own reference,
 * holding the deposit back, and its refund event settles it (payments-events/refunds.ts).
 */
async function sendDepositRefund(
  db: DB,
  payments: PaymentsAdapter,
  ctx: AuthContext,
  id: number,
  refundId: number,
  now: Date,
) {
  const refund = await sendPendingRefund(db, payments, refundId);
  if (!refund) return;
  // Another press of the same refund (or its event) got the processor's answer first and settled it.
  await withRowLock(db, { table: "rentals", id }, (trx) =>
    depositRefundSucceeded(trx, refund.id, refund.ref, actorOf(ctx), now.toISOString()),
  );
}
