import type { Insertable } from "kysely";
import type { DB } from "../db/connection";
import type { TransactionEventSays } from "../../common/api/enums";
import type { TransactionEventsTable, TransactionsTable, TransactionTrigger } from "../db/schema";
import { paymentErrorColumns, refillErrorColumns } from "../db/problems";

/**
 * A refill entering the queue: its row (`in_queue`) and the first line of its history. Refill Now, the
 * phone menu (server/refills/place.ts) and the scheduler (server/jobs/scheduler.ts) all queue through here.
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
  /** its customer queued it on screen: charged on-session (false unless said) */
  on_session?: boolean;
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

/**
 * An event's code and its values as stored: the words are the reader's catalogue's (common/api/enums.ts
 * TRANSACTION_EVENT_CODES).
 */
export const saying = (says: TransactionEventSays) => ({
  code: says.code,
  params: JSON.stringify(says.params),
});

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

/**
 * A stopped refill's row put back in the queue (retry, a card assigned, the customer's
 * way forward, the bank's step answered through the processor's webhook).
 */
export const queuedAgain = (at: string) =>
  ({
    status: "in_queue",
    ...paymentErrorColumns(null),
    ...refillErrorColumns(null),
    lease_until: null,
    lease_owner: null,
    next_attempt_at: null,
    transient_errors: 0,
    completed_at: null,
    updated_at: at,
    // Put back by staff or by an event: nobody waits on screen for it, unless the caller says so.
    on_session: false,
  }) as const;
