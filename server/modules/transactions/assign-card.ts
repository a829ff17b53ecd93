import { TRANSACTION_CLOSED, TRANSACTION_STOPPED } from "../../../common/api/enums";
import type { DB } from "../../db/connection";
import { refused } from "../../http/errors";
import { setDefaultCard } from "../../money/cards";
import type { AuthContext } from "../../security/caller";
import { audit } from "../../db/audit-log";
import { refuseRequeueAfterRefund } from "./refund-and-close";
import { companyTransaction } from "./queries";
import { chosenCard } from "./rules";
import { TRANSACTION_MESSAGES } from "./schemas";
import { queuedAgain } from "../../refills/enqueue";
import { changeIfStatus, dropWaitingCharge, staffEvent } from "./writes";
import type { PaymentsAdapter } from "../../integrations/payments/types";
import { cancelWaitingCharge } from "./cancel-waiting";

export interface AssignCard {
  payment_method: number;
  make_default?: boolean;
  note?: string;
}

/**
 * POST /api/transactions/{id}/assign-cc-to-user/ (members): the card staff chose, one of the line owner's,
 * goes on the transaction; a stopped one (error, action required) is queued again, as retry does (a
 * succeeded charge stands: never charged twice). The customer's default card changes only with
 * `make_default`. Refused on a closed transaction (success, resolved).
 */
export async function assignCard(
  db: DB,
  payments: PaymentsAdapter,
  ctx: AuthContext,
  id: number,
  input: AssignCard,
  now = new Date(),
): Promise<void> {
  await cancelWaitingCharge(db, payments, id, input.payment_method, {
    companyId: ctx.companyId,
    paid: TRANSACTION_MESSAGES.paidMeanwhile,
  });
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const current = await companyTransaction(trx, ctx, id);
    if (TRANSACTION_CLOSED.includes(current.status)) throw refused(TRANSACTION_MESSAGES.notAssignable);
    const card = await chosenCard(trx, ctx, current.user_id, input.payment_method, now);
    const requeue = TRANSACTION_STOPPED.includes(current.status);
    const changed = await changeIfStatus(
      trx,
      id,
      { from: [current.status], companyId: ctx.companyId },
      { ...(requeue ? queuedAgain(at) : { updated_at: at }), payment_method_id: card.id },
    );
    if (!changed) throw refused(TRANSACTION_MESSAGES.notAssignable);
    // Queued again, it would be topped up with money already (or being) given back.
    if (requeue) await refuseRequeueAfterRefund(trx, id);
    await dropWaitingCharge(trx, id, card.id);
    if (input.make_default) await setDefaultCard(trx, card.user_id, card.id);
    await staffEvent(
      trx,
      ctx,
      id,
      current.attempts,
      "assign_card",
      {
        code: "card_assigned",
        params: { card: card.label, requeued: requeue, made_default: Boolean(input.make_default) },
      },
      input.note || null,
      at,
    );
    await audit(trx, ctx, "transaction.assign_card", "transaction", id, {
      payment_method: card.id,
      user: card.user_id,
      make_default: input.make_default ?? false,
      from: current.status,
      note: input.note ?? "",
    });
  });
}
