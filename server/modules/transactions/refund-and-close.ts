import { formatMoneyCents } from "../../../common/money";
import type { DB } from "../../db/connection";
import { audit } from "../../db/audit-log";
import { type AuthContext, isStaff } from "../../security/caller";
import { notFound, refused } from "../../http/errors";
import { formatCents } from "../../../common/money";
import { cardLabel } from "../../integrations/payments/cards";
import type { PaymentsAdapter } from "../../integrations/payments/types";
import { companyCharge, refundableOf, refundCharge } from "../../money/refund";
import { hasRefund, refillState, succeededCharge } from "./queries";
import { TRANSACTION_MESSAGES } from "./schemas";
import { changeIfStatus, resolvedBy, staffEvent } from "./writes";

/**
 * Refund and close (docs/engines.md, "Assign card, refunds, recovery"): a refill whose charge succeeded
 * and whose top-up failed is never left holding the money. Staff give the whole charge back (the charges
 * module's refund, one engine for every refund) and the refill is closed as resolved, with who, when and
 * the note, in the database transaction that records the refund as succeeded. A refund the processor
 * declines leaves the refill in error, and the answer says why.
 */

/**
 * What the refill's page needs to offer Refund and close: staff, a refill in error whose charge succeeded
 * and has money left; how much would go back and to which card.
 */
export async function refundOffer(
  db: DB,
  ctx: AuthContext,
  t: { id: number; status: string },
): Promise<{ can_refund: boolean; refund_amount: string | null; refund_to: string | null }> {
  const none = { can_refund: false, refund_amount: null, refund_to: null };
  if (!isStaff(ctx) || t.status !== "error") return none;
  const paid = await succeededCharge(db, t.id);
  const charge = paid && (await companyCharge(db, ctx.companyId, paid.id));
  if (!charge) return none;
  const { left, refusal } = await refundableOf(db, charge);
  if (left <= 0 || refusal) return none;
  return {
    can_refund: true,
    refund_amount: formatCents(left),
    refund_to: charge.method === "card" ? cardLabel(charge.brand, charge.last4) : null,
  };
}

/**
 * A refill whose charge has been (or is being) refunded is never queued again: the engine would find its
 * charge and top the line up with money already given back. Call in the transaction that requeues it,
 * after the row's UPDATE (which waits for a refund holding the refill's lock).
 */
export async function refuseRequeueAfterRefund(trx: DB, transactionId: number): Promise<void> {
  if (await hasRefund(trx, transactionId)) throw refused(TRANSACTION_MESSAGES.refundedNoRetry);
}

/**
 * POST /api/transactions/{id}/refund/ (members): refunds what is left of the refill's succeeded charge and
 * closes the refill as resolved. Refused (400 detail) unless the refill is in error with a charge that
 * succeeded; the processor's refusal is a 400 with its words, its silence a 502 (the next press resends).
 */
export async function refundAndClose(
  db: DB,
  payments: PaymentsAdapter,
  ctx: AuthContext,
  id: number,
  note: string,
  now = new Date(),
): Promise<void> {
  const t = await refillState(db, id, ctx.companyId);
  if (!t) throw notFound();
  if (t.status !== "error") throw refused(TRANSACTION_MESSAGES.notRefundable);
  const paid = await succeededCharge(db, id);
  if (!paid) throw refused(TRANSACTION_MESSAGES.nothingCharged);
  const at = now.toISOString();
  // A refund resent after a processor's silence may have been for part of the charge: what is left
  // then goes back too, before the refill is closed.
  for (let closed = false, round = 0; !closed && round < 3; round += 1) {
    await refundCharge(db, payments, ctx, paid.id, { note }, now, {
      locks: [{ table: "transactions", id }],
      check: async (trx) => {
        const fresh = (await refillState(trx, id))!;
        if (fresh.status !== "error") throw refused(TRANSACTION_MESSAGES.notRefundable);
      },
      settled: async (trx, refund) => {
        if (refund.left > 0) return;
        closed = true;
        const resolved = await changeIfStatus(trx, id, { from: ["error"] }, { ...resolvedBy(ctx, at), note });
        // Resolved by someone else while the processor answered: it is closed already.
        if (!resolved) return;
        const current = (await refillState(trx, id))!;
        await staffEvent(
          trx,
          ctx,
          id,
          current.attempts,
          "resolve",
          {
            code: "refunded_and_closed",
            params: { refund: refund.id, amount: formatCents(refund.amount), card: refund.card },
          },
          note,
          at,
        );
        await audit(trx, ctx, "transaction.refund_and_close", "transaction", id, {
          refund: refund.id,
          amount: formatMoneyCents(refund.amount),
          note,
        });
      },
    });
  }
}
