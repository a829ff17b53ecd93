import { TRANSACTION_STOPPED } from "../../../common/api/enums";
import type { DB } from "../../db/connection";
import { refused } from "../../http/errors";
import type { AuthContext } from "../../security/caller";
import { audit } from "../../db/audit-log";
import { saying } from "../../refills/queue";
import { anyChargeSucceeded, ownTransaction, waitingCharge } from "./queries";
import { TRANSACTION_MESSAGES } from "./schemas";
import { chosenCard } from "./staff-actions";
import {
  changeIfStatus,
  dropWaitingCharge,
  queuedAgain,
  recordEvent,
  settlePendingCharge,
  staffEvent,
} from "./writes";

/**
 * The customer's way forward (docs/engines.md) when their refill's payment failed or their bank asks them
 * to authenticate it: pay with another card, or (simulated payments) answer the bank's step.
 */

/**
 * A customer's action on their own refill: one database transaction, in which the refill is read first
 * (404 when it is not theirs), stamped with `now`.
 */
async function onOwnRefill(
  db: DB,
  ctx: AuthContext,
  id: number,
  now: Date,
  act: (trx: DB, current: Awaited<ReturnType<typeof ownTransaction>>, at: string) => Promise<void>,
): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => act(trx, await ownTransaction(trx, ctx, id), at));
}

/**
 * POST /api/transactions/{id}/pay/ (the customer): their refill stopped for a payment reason (in error or
 * action required with payment_error, nothing charged) goes back in the queue on the card they chose.
 */
export async function payTransaction(
  db: DB,
  ctx: AuthContext,
  id: number,
  input: { payment_method: number },
  now = new Date(),
): Promise<void> {
  await onOwnRefill(db, ctx, id, now, async (trx, current, at) => {
    const paid = await anyChargeSucceeded(trx, id);
    if (
      !TRANSACTION_STOPPED.includes(current.status) ||
      current.payment_error === null ||
      current.charge_id ||
      paid
    )
      throw refused(TRANSACTION_MESSAGES.notPayable);
    const card = await chosenCard(trx, ctx, current.user_id, input.payment_method, now);
    const changed = await changeIfStatus(
      trx,
      id,
      { from: [current.status], uncharged: true },
      { ...queuedAgain(at), payment_method_id: card.id },
    );
    if (!changed) throw refused(TRANSACTION_MESSAGES.notPayable);
    await dropWaitingCharge(trx, id, card.id);
    await staffEvent(
      trx,
      ctx,
      id,
      current.attempts,
      "pay",
      { code: "customer_chose", params: { card: card.label } },
      null,
      at,
    );
    await audit(trx, ctx, "transaction.pay", "transaction", id, {
      payment_method: card.id,
      from: current.status,
    });
  });
}

/**
 * POST /api/transactions/{id}/authenticate/ (PAYMENTS=simulated only; the customer): the bank's step that
 * Stripe.js runs in Stripe mode. `succeeded`: the waiting charge is confirmed (succeeded) and the refill
 * queued again, so that the engine tops up without charging again; `failed`: the charge failed, the refill
 * stays action required with the reason.
 */
export async function authenticateTransaction(
  db: DB,
  ctx: AuthContext,
  id: number,
  outcome: "succeeded" | "failed",
  now = new Date(),
): Promise<void> {
  await onOwnRefill(db, ctx, id, now, async (trx, current, at) => {
    const charge = await waitingCharge(trx, id);
    if (current.status !== "action_required" || !charge) throw refused(TRANSACTION_MESSAGES.notWaiting);
    const approved = outcome === "succeeded";
    await settlePendingCharge(
      trx,
      charge.id,
      approved
        ? { status: "succeeded", failure_message: null }
        : { status: "failed", failure_message: TRANSACTION_MESSAGES.authenticationFailed },
    );
    const changed = await changeIfStatus(
      trx,
      id,
      { from: ["action_required"] },
      approved
        ? { ...queuedAgain(at), charge_id: charge.id }
        : { payment_error: TRANSACTION_MESSAGES.authenticationFailed, updated_at: at },
    );
    if (!changed) throw refused(TRANSACTION_MESSAGES.notWaiting);
    await recordEvent(trx, {
      transaction_id: id,
      attempt: current.attempts,
      step: "authenticate",
      outcome: approved ? "ok" : "failed",
      ...saying({ code: approved ? "bank_confirmed" : "bank_refused", params: {} }),
      message: null,
      actor_id: ctx.hijackedBy ?? ctx.user.id,
      created_at: at,
    });
    await audit(trx, ctx, "transaction.authenticate", "transaction", id, { outcome, charge: charge.id });
  });
}
