import type { DB } from "../../db/connection";
import { problem } from "../../../common/problems";
import { failureColumns, paymentErrorColumns } from "../../db/problems";
import { refused } from "../../http/errors";
import { type AuthContext, actorOf } from "../../security/caller";
import { audit } from "../../db/audit-log";
import { saying } from "../../refills/enqueue";
import { waitingCharge } from "./queries";
import { TRANSACTION_MESSAGES } from "./schemas";
import { queuedAgain } from "../../refills/enqueue";
import { changeIfStatus, onOwnRefill, recordEvent } from "./writes";
import { updatePending } from "../../money/pending";

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
    await updatePending(
      trx,
      charge.id,
      approved
        ? { status: "succeeded", ...failureColumns(null) }
        : { status: "failed", ...failureColumns(problem("authentication_failed")) },
    );
    const changed = await changeIfStatus(
      trx,
      id,
      { from: ["action_required"] },
      approved
        ? { ...queuedAgain(at), charge_id: charge.id }
        : { ...paymentErrorColumns(problem("authentication_failed")), updated_at: at },
    );
    if (!changed) throw refused(TRANSACTION_MESSAGES.notWaiting);
    await recordEvent(trx, {
      transaction_id: id,
      attempt: current.attempts,
      step: "authenticate",
      outcome: approved ? "ok" : "failed",
      ...saying({ code: approved ? "bank_confirmed" : "bank_refused", params: {} }),
      message: null,
      actor_id: actorOf(ctx),
      created_at: at,
    });
    await audit(trx, ctx, "transaction.authenticate", "transaction", id, { outcome, charge: charge.id });
  });
}
