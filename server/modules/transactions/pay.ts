import { TRANSACTION_STOPPED } from "../../../common/api/enums";
import type { PaymentsAdapter } from "../../integrations/payments/types";
import { cancelWaitingCharge } from "./cancel-waiting";
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
  await cancelWaitingCharge(db, payments, id, input.payment_method, {
    companyId: ctx.companyId,
    userId: ctx.user.id,
    paid: TRANSACTION_MESSAGES.alreadyAuthenticated,
  });
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
