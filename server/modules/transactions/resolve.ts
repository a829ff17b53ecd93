import type { NotedRowAction } from "../../http/routes";
import { audit } from "../../db/audit-log";
import { TRANSACTION_MESSAGES } from "./schemas";
import { changeStopped, resolvedBy, staffEvent } from "./writes";

/** POST /api/transactions/{id}/resolve/: closed by a person (who, when, why); the engine never touches it again. */
export const resolveTransaction: NotedRowAction = async (db, ctx, id, note, now = new Date()) => {
  const at = now.toISOString();
  const closed = { ...resolvedBy(ctx, at), ...(note ? { note } : {}) };
  await changeStopped(db, ctx, id, TRANSACTION_MESSAGES.notResolvable, closed, async (trx, current) => {
    await staffEvent(trx, ctx, id, current.attempts, "resolve", null, note || null, at);
    await audit(trx, ctx, "transaction.resolve", "transaction", id, {
      from: current.status,
      note: note ?? "",
    });
  });
};
