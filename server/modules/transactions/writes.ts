import type { Insertable, Updateable } from "kysely";
import { problem } from "../../../common/problems";
import { failureColumns } from "../../db/problems";
import { TRANSACTION_STOPPED } from "../../../common/api/enums";
import type { DB } from "../../db/connection";
import type {
  TransactionEventsTable,
  TransactionsTable,
  TransactionStatus,
  TransactionStep,
} from "../../db/schema";
import type { TransactionEventSays } from "../../../common/api/enums";
import { refused } from "../../http/errors";
import { saying } from "../../refills/enqueue";
import { type AuthContext, actorOf } from "../../security/caller";
import { companyTransaction, ownTransaction } from "./queries";

/**
 * The SQL that changes refills once queued (a refill entering the queue is server/refills/enqueue.ts): its
 * history's lines, and status changes that are plain UPDATEs guarded by the status they start from, so that
 * an action racing a worker either wins whole or is refused (the list counters follow through the 0002
 * triggers); and the frames the actions run in: staff's on a stopped refill (retry.ts, resolve.ts), a
 * customer's on their own (pay.ts, authenticate.ts).
 */

/** A line of a refill's history. */
export async function recordEvent(db: DB, event: Insertable<TransactionEventsTable>): Promise<void> {
  await db.insertInto("transaction_events").values(event).execute();
}

/** A person's step in a refill's history (retry, resolve, assign a card, refund and close). */
export function staffEvent(
  trx: DB,
  ctx: AuthContext,
  id: number,
  attempt: number,
  step: TransactionStep,
  says: TransactionEventSays | null,
  message: string | null,
  at: string,
) {
  return recordEvent(trx, {
    transaction_id: id,
    attempt,
    step,
    outcome: "done",
    ...(says ? saying(says) : {}),
    message,
    actor_id: actorOf(ctx),
    created_at: at,
  });
}

/**
 * A refill's row closed as resolved by a person (resolve, refund and close): who and when; the engine never
 * touches it again. The caller adds the note its own way.
 */
export const resolvedBy = (ctx: AuthContext, at: string) =>
  ({
    status: "resolved",
    resolved_by: ctx.user.id,
    resolved_at: at,
    completed_at: at,
    next_attempt_at: null,
    updated_at: at,
  }) as const;

export interface StatusGuard {
  /** the statuses the row may be in for the change to happen */
  from: readonly TransactionStatus[];
  /** the company's row only (staff actions) */
  companyId?: number;
  /** only while no charge is recorded on the refill (the customer's Pay) */
  uncharged?: boolean;
}

/** Changes the refill's row while it is in one of `guard.from`; false when it was not (someone else won). */
export async function changeIfStatus(
  db: DB,
  id: number,
  guard: StatusGuard,
  values: Updateable<TransactionsTable>,
): Promise<boolean> {
  let update = db.updateTable("transactions").set(values).where("id", "=", id);
  if (guard.companyId !== undefined) update = update.where("company_id", "=", guard.companyId);
  update =
    guard.from.length === 1
      ? update.where("status", "=", guard.from[0])
      : update.where("status", "in", guard.from);
  if (guard.uncharged) update = update.where("charge_id", "is", null);
  const res = await update.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * A charge that waited for the customer's authentication on another card than `cardId` will never be
 * authenticated now: it is closed as failed, so that the engine charges the chosen card instead.
 */
export function dropWaitingCharge(trx: DB, transactionId: number, cardId: number) {
  return trx
    .updateTable("charges")
    .set({ status: "failed", ...failureColumns(problem("other_card_chosen")) })
    .where("transaction_id", "=", transactionId)
    .where("kind", "=", "refill")
    .where("status", "=", "pending")
    .where("processor_ref", "is not", null)
    .where((eb) => eb.or([eb("payment_method_id", "is", null), eb("payment_method_id", "<>", cardId)]))
    .execute();
}

type CurrentTransaction = Awaited<ReturnType<typeof companyTransaction>>;

/**
 * A staff action on the company's transaction while it is stopped (error, action required), in one database
 * transaction: the row changes to `values`, then `record` writes its history; else 404, or 400 `refusal`.
 */
export async function changeStopped(
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

/**
 * A customer's action on their own refill: one database transaction, in which the refill is read first
 * (404 when it is not theirs), stamped with `now`.
 */
export async function onOwnRefill(
  db: DB,
  ctx: AuthContext,
  id: number,
  now: Date,
  act: (trx: DB, current: Awaited<ReturnType<typeof ownTransaction>>, at: string) => Promise<void>,
): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => act(trx, await ownTransaction(trx, ctx, id), at));
}
