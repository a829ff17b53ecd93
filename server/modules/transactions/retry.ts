import type { RowAction } from "../../http/routes";
import { audit } from "../../db/audit-log";
import { refuseRequeueAfterRefund } from "./refund-and-close";
import { TRANSACTION_MESSAGES } from "./schemas";
import { queuedAgain } from "../../refills/enqueue";
import { changeStopped, staffEvent } from "./writes";

/** POST /api/transactions/{id}/retry/: back in the queue; a succeeded charge stands, so it is never charged twice. */
export const retryTransaction: RowAction = async (db, ctx, id, now = new Date()) => {
  const at = now.toISOString();
  const again = queuedAgain(at);
  await changeStopped(db, ctx, id, TRANSACTION_MESSAGES.notRetriable, again, async (trx, current) => {
    await refuseRequeueAfterRefund(trx, id);
    await staffEvent(
      trx,
      ctx,
      id,
      current.attempts,
      "retry",
      { code: "retried", params: { status: current.status } },
      null,
      at,
    );
    await audit(trx, ctx, "transaction.retry", "transaction", id, { from: current.status });
  });
};
