import type { Updateable } from "kysely";
import { TRANSACTION_CLOSED, TRANSACTION_STOPPED } from "../../../common/api/enums";
import type { DB } from "../../db/connection";
import type { TransactionsTable } from "../../db/schema";
import { badRequest, type FieldErrors, refused } from "../../http/errors";
import type { NotedRowAction, RowAction } from "../../http/routes";
import { cardLabel } from "../../integrations/payments/cards";
import { callersCard, setDefaultCard, usableCard } from "../../money/cards";
import type { AuthContext } from "../../security/caller";
import { audit } from "../../db/audit-log";
import { refuseRequeueAfterRefund } from "./refund-and-close";
import { companyTransaction } from "./queries";
import { TRANSACTION_MESSAGES } from "./schemas";
import { changeIfStatus, dropWaitingCharge, queuedAgain, resolvedBy, staffEvent } from "./writes";

/**
 * Staff's actions on a refill (docs/engines.md): retry, resolve, and assign another card of the line's
 * owner. Each is one database transaction whose status change is guarded by the status it starts from.
 */

type CurrentTransaction = Awaited<ReturnType<typeof companyTransaction>>;

/**
 * A staff action on the company's transaction while it is stopped (error, action required), in one database
 * transaction: the row changes to `values`, then `record` writes its history; else 404, or 400 `refusal`.
 */
async function changeStopped(
  db: DB,
  ctx: AuthContext,
  id: number,
  refusal: string,
  values: Updateable<TransactionsTable>,
  record: (trx: DB, current: CurrentTransaction) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await companyTransaction(trx, ctx, id);
    const changed = await changeIfStatus(
      trx,
      id,
      { from: TRANSACTION_STOPPED, companyId: ctx.companyId },
      values,
    );
    if (!changed) throw refused(refusal);
    await record(trx, current);
  });
}

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

/**
 * The card chosen for a refill (staff's Assign card, the customer's Pay with this card): one of the line
 * owner's cards, active and unexpired; else 400 naming payment_method. Another company's card, or (for a
 * customer) another person's, does not exist for the caller.
 */
export async function chosenCard(trx: DB, ctx: AuthContext, ownerId: number, cardId: number, now: Date) {
  const errors: FieldErrors = {};
  const owner = { id: ownerId, otherwise: TRANSACTION_MESSAGES.cardNotOwners };
  const card = usableCard(await callersCard(trx, ctx, cardId), cardId, now, errors, { owner });
  if (!card) throw badRequest(errors);
  return { ...card, label: cardLabel(card.brand, card.last4) };
}

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
  ctx: AuthContext,
  id: number,
  input: AssignCard,
  now = new Date(),
): Promise<void> {
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
