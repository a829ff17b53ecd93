import type { Updateable } from "kysely";
import type { DB } from "../../db/connection";
import type { TransactionEventOutcome } from "../../../common/api/enums";
import type { TransactionStatus, TransactionStep, TransactionsTable } from "../../db/schema";
import type { RefillMetrics } from "../../metrics/registry";
import { transactionsWithRefs } from "../../refills/rows";
import { refillEnded } from "../../refills/refill-ended";
import { backoffDelay, type Claimed, fencedUpdate, released } from "./queue";
import { ENGLISH_PROBLEM_WORDS, type Problem, problemOf, problemText } from "../../../common/problems";
import { isTransient } from "../../integrations/payments/types";
import { paymentErrorColumns, refillErrorColumns } from "../../db/problems";
import type { LookPolicy } from "./reversals";

/**
 * One attempt at a claimed refill, and the two ways it ends: `finish` (a final status) and `retryLater`
 * (a provider could not answer for sure). Each writes the transaction, the charge this attempt made and
 * the attempt's events in one database transaction, fenced by the lease.
 */

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
  /** how a success's top-up is watched for a reversal (reversals.ts) */
  looks: LookPolicy;
  /** counts how the attempt ended, once written (refill_worker_completions_total) */
  metrics?: RefillMetrics;
}

export type Refill = NonNullable<Awaited<ReturnType<typeof loadRefill>>>;

/**
 * The amount a refill's top-up sends the aggregator, in cents: a plan imported from its catalogue sends the
 * face value the aggregator sells (migration 0032), whatever the owner's price; a plan typed by hand has
 * none stored, and sends the refill's amount as it always did.
 */
export const topupAmount = (refill: Pick<Refill, "amount" | "plan_face_value">): number =>
  refill.plan_face_value ?? refill.amount;

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
      "t.on_session",
      "t.topup_processing_ref",
      "pn.number",
      "t.phone_number_id",
      "pn.detected_operator_id",
      "pn.detected_operator_name",
      "pn.detected_at",
      "c.provider_operator_id",
      "p.provider_product_id",
      "p.cost as plan_cost",
      "p.face_value as plan_face_value",
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

/**
 * One line of the refill's history: a step, how it ended, and either why it failed (a problem: its code and
 * values, the provider's text as the message) or free text (a top-up's reference).
 */
export type Step = [
  step: TransactionStep,
  outcome: TransactionEventOutcome,
  message: string | null,
  problem?: Problem | typeof LEASE_RECLAIMED | null,
];

/** The history's line of a lease taken over: a code of its own, no words stored. */
export const LEASE_RECLAIMED = { code: "lease_reclaimed", params: {}, details: null } as const;

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
      steps.map(([step, outcome, message, problem]) => ({
        transaction_id: c.id,
        attempt: c.attempts,
        step,
        outcome,
        ...(problem
          ? { code: problem.code, params: JSON.stringify(problem.params), message: problem.details }
          : { message }),
        actor_id: null,
        created_at: at,
      })),
    )
    .execute();
}

export interface AttemptEnd {
  status: TransactionStatus;
  /** the transaction's columns this end sets (paymentErrorColumns, refillErrorColumns, provider_ref) */
  fields: Updateable<TransactionsTable>;
  /** the event that ends the attempt: its free text, or why it failed */
  step: TransactionStep;
  outcome: TransactionEventOutcome;
  message: string | null;
  problem?: Problem | null;
  /** a write of the step's own, in the same database transaction (the failed charge's row) */
  alsoWrite?: (trx: DB) => Promise<void>;
  charge?: ChargeWrite | null;
  /** a decline no later try overcomes (a lost or stolen card): an automatic refill is not retried */
  hardDecline?: boolean;
  /** off-session, the customer's bank asks them to authenticate: they are sent the pay link */
  authenticate?: boolean;
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
    await recordEvents(trx, c, ...(charge?.events ?? []), [end.step, end.outcome, end.message, end.problem]);
    await refillEnded(trx, {
      transactionId: c.id,
      status,
      step: end.step,
      outcome: end.outcome,
      now: a.now,
      // An automatic refill suspended says why, in English (the schedule's reason).
      message: end.message ?? (end.problem ? problemText(ENGLISH_PROBLEM_WORDS, end.problem) : null),
      hardDecline: end.hardDecline,
      authenticate: end.authenticate,
    });
  });
  a.metrics?.completions.inc({ outcome: status });
}

export interface TransientFailure {
  step: "charge" | "topup";
  problem: Problem;
  /** transient errors in a row before this one */
  previous: number;
  charge?: ChargeWrite | null;
  /**
   * a top-up sent and not answered yet (its aggregator id, "" when it gave none): the refill waits for it on
   * the backoff however long it takes, never ending in error (a retry would send a second top-up)
   */
  inFlight?: string | null;
}

/**
 * A provider asked for what a step needs (`ask`): its answer, or null when it gave no sure answer (a transient
 * error), the refill then queued again after the backoff (retryLater) with the step's problem; nothing was
 * charged or sent by this step. Any other error is thrown.
 */
export async function askOrRetryLater<T extends object>(
  a: Attempt,
  step: TransientFailure["step"],
  ask: () => Promise<T>,
): Promise<T | null> {
  try {
    return await ask();
  } catch (err) {
    if (!isTransient(err)) throw err;
    await retryLater(a, {
      step,
      problem: problemOf(step === "charge" ? "payment" : "topup", (err as Error).message),
      previous: a.refill.transient_errors,
    });
    return null;
  }
}

/** A provider could not answer for sure: queued again after a backoff, or `error` after too many. */
export async function retryLater(a: Attempt, failure: TransientFailure): Promise<void> {
  const { step, problem, charge } = failure;
  const count = failure.previous + 1;
  const inFlight = failure.inFlight ?? null;
  if (count >= a.retry.maxTransientErrors && inFlight === null) {
    const gaveUp = { ...problem, params: { ...problem.params, tries: count } };
    await finish(a, {
      status: "error",
      fields: step === "charge" ? paymentErrorColumns(gaveUp) : refillErrorColumns(gaveUp),
      step,
      outcome: "failed",
      message: null,
      problem: gaveUp,
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
      ...(inFlight !== null && { topup_processing_ref: inFlight || null }),
    });
    if (charge) await charge.record(trx);
    await recordEvents(trx, a.claim, ...(charge?.events ?? []), [
      step,
      "transient",
      null,
      { ...problem, params: { ...problem.params, next_at: next } },
    ]);
  });
  a.metrics?.completions.inc({ outcome: "retry" });
}
