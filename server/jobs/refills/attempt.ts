import type { Updateable } from "kysely";
import type { DB } from "../../db/connection";
import type { TransactionEventOutcome } from "../../../common/api/enums";
import type { TransactionStatus, TransactionStep, TransactionsTable } from "../../db/schema";
import type { RefillMetrics } from "../../metrics/registry";
import { transactionsWithRefs } from "../../refills/rows";
import { refillEnded } from "../../refills/refill-ended";
import { backoffDelay, type Claimed, fencedUpdate, released } from "./queue";

/**
 * One attempt at a claimed refill, and the two ways it ends: `finish` (a final status) and `retryLater`
 * (a provider could not answer for sure). Each writes the transaction, the charge this attempt made and
 * the attempt's events in one database transaction, fenced by the lease.
 */

export const ENGINE_MESSAGES = {
  noCard: "No card to charge: the customer must add or choose a card.",
  cardExpired: "The card has expired: the customer must add or choose another card.",
  processing: "The carrier is still processing the top-up.",
  gaveUp: (message: string, tries: number) => `${message} (gave up after ${tries} tries)`,
  reclaimed: "The worker holding it stopped answering; its lease ran out and another worker took it over.",
} as const;

/** How the engine waits after transient provider errors (RefillEngineOptions documents each). */
export interface RetryPolicy {
  maxTransientErrors: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  random: () => number;
}

/** What the steps need: the database, the claim, the moment, the transaction as loaded, the retry policy. */
export interface Attempt {
  db: DB;
  claim: Claimed;
  now: Date;
  refill: Refill;
  retry: RetryPolicy;
  /** counts how the attempt ended, once written (refill_worker_completions_total) */
  metrics?: RefillMetrics;
}

export type Refill = NonNullable<Awaited<ReturnType<typeof loadRefill>>>;

/** The transaction with its line, plan, carrier, card and how many top-ups failed and charges it has. */
export function loadRefill(db: DB, id: number) {
  return transactionsWithRefs(db)
    .select((eb) => [
      "t.id",
      "t.company_id",
      "t.user_id",
      "t.amount",
      "t.payment_method_id",
      "t.transient_errors",
      "t.waiting_for",
      "pn.number",
      "c.provider_operator_id",
      "p.provider_product_id",
      "u.stripe_customer_id",
      "pm.processor_ref",
      "pm.brand",
      "pm.last4",
      "pm.exp_month",
      "pm.exp_year",
      "pm.is_active as is_card_active",
      eb
        .selectFrom("transaction_events as e")
        .select((e) => e.fn.countAll<number>().as("n"))
        .whereRef("e.transaction_id", "=", "t.id")
        .where("e.step", "=", "topup")
        .where("e.outcome", "=", "failed")
        .as("failed_topups"),
      eb
        .selectFrom("charges as ch")
        .select((e) => e.fn.countAll<number>().as("n"))
        .whereRef("ch.transaction_id", "=", "t.id")
        .as("charges"),
    ])
    .where("t.id", "=", id)
    .executeTakeFirst();
}

export type Step = [step: TransactionStep, outcome: TransactionEventOutcome, message: string | null];

/** A charge that succeeded in this attempt: written with the attempt's outcome, whatever it is. */
export interface ChargeWrite {
  record: (trx: DB) => Promise<void>;
  fields: Updateable<TransactionsTable>;
  events: Step[];
}

/** The engine's steps, in one insert (the charge's and the top-up's land together). */
export function recordEvents(db: DB, c: Claimed, ...steps: Step[]) {
  const at = new Date().toISOString();
  return db
    .insertInto("transaction_events")
    .values(
      steps.map(([step, outcome, message]) => ({
        transaction_id: c.id,
        attempt: c.attempts,
        step,
        outcome,
        message,
        actor_id: null,
        created_at: at,
      })),
    )
    .execute();
}

export interface AttemptEnd {
  status: TransactionStatus;
  fields: { payment_error?: string | null; refill_error?: string | null; provider_ref?: string | null };
  /** the event that ends the attempt */
  step: TransactionStep;
  outcome: TransactionEventOutcome;
  message: string | null;
  /** a write of the step's own, in the same database transaction (the failed charge's row) */
  alsoWrite?: (trx: DB) => Promise<void>;
  charge?: ChargeWrite | null;
  /** a decline no later try overcomes (a lost or stolen card): an automatic refill is not retried */
  hardDecline?: boolean;
}

/** Ends the attempt in a final status (error, action_required, success), in one database transaction. */
export async function finish(a: Attempt, end: AttemptEnd): Promise<void> {
  const { status, charge } = end;
  const c = a.claim;
  await a.db.transaction().execute(async (trx) => {
    await fencedUpdate(trx, c, {
      ...released,
      ...charge?.fields,
      status,
      ...end.fields,
      transient_errors: 0,
      completed_at: status === "success" ? new Date().toISOString() : null,
    });
    if (end.alsoWrite) await end.alsoWrite(trx);
    if (charge) await charge.record(trx);
    await recordEvents(trx, c, ...(charge?.events ?? []), [end.step, end.outcome, end.message]);
    await refillEnded(trx, {
      transactionId: c.id,
      status,
      step: end.step,
      outcome: end.outcome,
      now: a.now,
      message: end.message,
      hardDecline: end.hardDecline,
    });
  });
  a.metrics?.completions.inc({ outcome: status });
}

export interface TransientFailure {
  step: "charge" | "topup";
  message: string;
  /** transient errors in a row before this one */
  previous: number;
  charge?: ChargeWrite | null;
}

/** A provider could not answer for sure: queued again after a backoff, or `error` after too many. */
export async function retryLater(a: Attempt, failure: TransientFailure): Promise<void> {
  const { step, message, charge } = failure;
  const count = failure.previous + 1;
  if (count >= a.retry.maxTransientErrors) {
    const text = ENGINE_MESSAGES.gaveUp(message, count);
    await finish(a, {
      status: "error",
      fields: step === "charge" ? { payment_error: text } : { refill_error: text },
      step,
      outcome: "failed",
      message: text,
      charge,
    });
    return;
  }
  const delay = backoffDelay(count, a.retry.backoffBaseMs, a.retry.backoffMaxMs, a.retry.random);
  const next = new Date(a.now.getTime() + delay).toISOString();
  await a.db.transaction().execute(async (trx) => {
    await fencedUpdate(trx, a.claim, {
      ...charge?.fields,
      status: "in_queue",
      lease_until: null,
      lease_owner: null,
      next_attempt_at: next,
      transient_errors: count,
    });
    if (charge) await charge.record(trx);
    await recordEvents(trx, a.claim, ...(charge?.events ?? []), [
      step,
      "transient",
      `${message} Next try at ${next}.`,
    ]);
  });
  a.metrics?.completions.inc({ outcome: "retry" });
}
