import type { Insertable, Updateable } from "kysely";
import type { DB } from "../../db/connection";
import type {
  ChargesTable,
  TransactionEventsTable,
  TransactionsTable,
  TransactionStatus,
  TransactionStep,
  TransactionTrigger,
} from "../../db/schema";
import type { TransactionEventSays } from "../../../common/api/enums";
import type { AuthContext } from "../../security/caller";
import { TRANSACTION_MESSAGES } from "./schemas";

/**
 * The SQL that changes refills: a refill entering the queue, its history's lines, and status changes that
 * are plain UPDATEs guarded by the status they start from, so that an action racing a worker either wins
 * whole or is refused (the list counters follow through the 0002 triggers).
 */

export interface QueuedRefill {
  company_id: number;
  user_id: number;
  phone_number_id: number;
  plan_id: number;
  amount: number;
  trigger: TransactionTrigger;
  payment_method_id: number | null;
  created_by: number | null;
  /** a scheduled refill's schedule and run date (unique together, so two schedulers never queue it twice) */
  scheduled_refill_id?: number | null;
  run_on?: string | null;
}

/**
 * The row of a refill entering the queue (`in_queue`, nothing charged or topped up yet). Refill Now, the
 * phone menu and the scheduler all queue through this, so a new column gets its starting value in one place.
 */
export function queuedTransaction(refill: QueuedRefill, at: string): Insertable<TransactionsTable> {
  return {
    scheduled_refill_id: null,
    run_on: null,
    ...refill,
    status: "in_queue",
    charge_id: null,
    payment_error: null,
    refill_error: null,
    provider_ref: null,
    lease_until: null,
    resolved_by: null,
    resolved_at: null,
    created_at: at,
    updated_at: at,
    completed_at: null,
  };
}

/** The first line of a refill's history: who or what queued it. */
export function queuedEvent(
  transactionId: number,
  says: TransactionEventSays,
  actorId: number | null,
  at: string,
): Insertable<TransactionEventsTable> {
  return {
    transaction_id: transactionId,
    attempt: 0,
    step: "create",
    outcome: "ok",
    ...saying(says),
    message: null,
    actor_id: actorId,
    created_at: at,
  };
}

/** Queues a refill: its row and the first line of its history, in the caller's database transaction. */
export async function insertQueuedRefill(
  trx: DB,
  refill: QueuedRefill,
  says: TransactionEventSays,
  actorId: number,
  at: string,
): Promise<number> {
  const row = await trx
    .insertInto("transactions")
    .values(queuedTransaction(refill, at))
    .returning("id")
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("transaction_events")
    .values(queuedEvent(row.id, says, actorId, at))
    .execute();
  return row.id;
}

/** An event's code and its values as stored (the words are the reader's catalogue's). */
export const saying = (says: TransactionEventSays) => ({
  code: says.code,
  params: JSON.stringify(says.params),
});

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
    actor_id: ctx.hijackedBy ?? ctx.user.id,
    created_at: at,
  });
}

/** A stopped refill's row put back in the queue (retry, a card assigned, the customer's way forward). */
export const queuedAgain = (at: string) =>
  ({
    status: "in_queue",
    payment_error: null,
    refill_error: null,
    lease_until: null,
    lease_owner: null,
    next_attempt_at: null,
    transient_errors: 0,
    completed_at: null,
    updated_at: at,
  }) as const;

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
    .set({ status: "failed", failure_message: TRANSACTION_MESSAGES.replaced })
    .where("transaction_id", "=", transactionId)
    .where("kind", "=", "refill")
    .where("status", "=", "pending")
    .where("processor_ref", "is not", null)
    .where((eb) => eb.or([eb("payment_method_id", "is", null), eb("payment_method_id", "<>", cardId)]))
    .execute();
}

/** The waiting charge's outcome, while it is still pending. */
export async function settlePendingCharge(
  trx: DB,
  chargeId: number,
  values: Updateable<ChargesTable>,
): Promise<void> {
  await trx
    .updateTable("charges")
    .set(values)
    .where("id", "=", chargeId)
    .where("status", "=", "pending")
    .execute();
}
