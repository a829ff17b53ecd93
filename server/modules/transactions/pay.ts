import { TRANSACTION_STOPPED } from "../../../common/api/enums";
import { ProcessorUnavailable } from "../../integrations/payments/errors";
import { isTransient, type PaymentsAdapter } from "../../integrations/payments/types";
import type { DB } from "../../db/connection";
import { refused } from "../../http/errors";
import type { AuthContext } from "../../security/caller";
import { audit } from "../../db/audit-log";
import { anyChargeSucceeded } from "./queries";
import { chosenCard } from "./rules";
import { TRANSACTION_MESSAGES } from "./schemas";
import { queuedAgain } from "../../refills/enqueue";
import { customerOnScreen } from "../../refills/place";
import { changeIfStatus, dropWaitingCharge, onOwnRefill, staffEvent } from "./writes";

/**
 * POST /api/transactions/{id}/pay/ (the customer): their refill stopped for a payment reason (in error or
 * action required with payment_error, nothing charged) goes back in the queue on the card they chose. A
 * charge of another card that waits for their bank's step is cancelled at the processor first, so that it
 * cannot take the money as well; if their bank's step went through before, it paid, and nothing more is.
 */
export async function payTransaction(
  db: DB,
  payments: PaymentsAdapter,
  ctx: AuthContext,
  id: number,
  input: { payment_method: number },
  now = new Date(),
): Promise<void> {
  await cancelWaitingCharge(db, payments, ctx, id, input.payment_method);
  await onOwnRefill(db, ctx, id, now, async (trx, current, at) => {
    const paid = await anyChargeSucceeded(trx, id);
    if (
      !TRANSACTION_STOPPED.includes(current.status) ||
      current.payment_error_code === null ||
      current.charge_id ||
      paid
    )
      throw refused(TRANSACTION_MESSAGES.notPayable);
    const card = await chosenCard(trx, ctx, current.user_id, input.payment_method, now);
    const changed = await changeIfStatus(
      trx,
      id,
      { from: [current.status], uncharged: true },
      { ...queuedAgain(at), payment_method_id: card.id, on_session: customerOnScreen(ctx) },
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
 * Cancels at the processor the refill's charge that waits for authentication on a card other than `cardId`
 * (the same card's is simply asked again by the engine). Outside any database transaction: the processor's
 * answer decides whether paying goes on. Its payment_intent.succeeded, should it come, then finds the charge
 * failed and the refill moved on, and records nothing (server/payments-events/intents.ts).
 */
async function cancelWaitingCharge(
  db: DB,
  payments: PaymentsAdapter,
  ctx: AuthContext,
  id: number,
  cardId: number,
): Promise<void> {
  const waiting = await db
    .selectFrom("charges")
    .select(["processor_ref", "payment_method_id"])
    .where("transaction_id", "=", id)
    .where("company_id", "=", ctx.companyId)
    .where("user_id", "=", ctx.user.id)
    .where("kind", "=", "refill")
    .where("status", "=", "pending")
    .where("processor_ref", "is not", null)
    .executeTakeFirst();
  if (!waiting?.processor_ref || waiting.payment_method_id === cardId) return;
  let outcome: "canceled" | "succeeded";
  try {
    outcome = await payments.cancel(waiting.processor_ref);
  } catch (err) {
    if (!isTransient(err)) throw err;
    throw new ProcessorUnavailable(TRANSACTION_MESSAGES.cancelUnsure);
  }
  // The customer's bank step went through first: it paid; its event brings the refill on.
  if (outcome === "succeeded") throw refused(TRANSACTION_MESSAGES.alreadyAuthenticated);
}
