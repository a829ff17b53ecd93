import { randomBytes } from "node:crypto";
import { type Kysely, PostgresAdapter, sql, type Updateable } from "kysely";
import type { DB } from "../db/connection";
import type { Database, TransactionStatus, TransactionStep, TransactionsTable } from "../db/schema";
import { isExpired } from "../integrations/payments/cards";
import { isTransient, type PaymentsAdapter } from "../integrations/payments/types";
import type { TopupsAdapter } from "../integrations/topups/types";
import { transactionsWithRefs } from "../modules/transactions/queries";
import type { Job, JobContext } from "./worker";

/**
 * The refill engine (docs/engines.md). A worker claims queued transactions in batches with a lease, then for
 * each: step 1 pays (unless a charge already succeeded) under an idempotency key derived from the
 * database, step 2 tops up under the reference `txn-<id>`. Every write after the claim is fenced by the
 * lease owner: a worker whose lease ran out and was taken over writes nothing, and its provider calls were
 * repeats of the same keys, which providers answer without charging or topping up again.
 */

export const ENGINE_MESSAGES = {
  noCard: "No card to charge: the customer must add or choose a card.",
  cardExpired: "The card has expired: the customer must add or choose another card.",
  processing: "The carrier is still processing the top-up.",
  gaveUp: (message: string, tries: number) => `${message} (gave up after ${tries} tries)`,
  reclaimed: "The worker holding it stopped answering; its lease ran out and another worker took it over.",
} as const;

export interface RefillEngineOptions {
  payments: PaymentsAdapter;
  topups: TopupsAdapter;
  /** transactions claimed per batch */
  batchSize?: number;
  /** transactions of a batch handled at once (providers answer slowly; the database does not) */
  concurrency?: number;
  /** how long a claim holds a transaction before another worker may take it over */
  leaseMs?: number;
  /** transient provider errors in a row before the transaction ends in `error` */
  maxTransientErrors?: number;
  /**
   * backoff after the n-th transient error, with full jitter: a random delay between 0 and
   * min(base × 2^(n−1), max), so that a batch that failed together does not come back together
   */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** the jitter's random source, in [0, 1) (tests pin it) */
  random?: () => number;
  /** names this worker in lease owners (tests give each simulated worker its own) */
  workerId?: string;
}

export interface Claimed {
  id: number;
  attempts: number;
  owner: string;
  reclaimed: boolean;
}

const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Claims up to `limit` transactions: queued ones whose next try has come, and held ones whose lease ran
 * out. PostgreSQL: one UPDATE over a `FOR UPDATE SKIP LOCKED` selection, so concurrent workers never
 * wait for nor share a row. SQLite: select and update inside BEGIN IMMEDIATE (the single writer lock).
 */
export async function claimBatch(
  db: DB,
  limit: number,
  leaseMs: number,
  now: Date,
  workerId: string,
): Promise<Claimed[]> {
  const at = now.toISOString();
  const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
  const owner = `${workerId}/${randomBytes(4).toString("hex")}`;
  if (isPostgres(db)) {
    const { rows } = await sql<{ id: number; attempts: number; prev: TransactionStatus }>`
      update transactions t
         set status = 'in_progress', lease_until = ${leaseUntil}, lease_owner = ${owner},
             attempts = t.attempts + 1, updated_at = ${at}
        from (select id, status as prev from transactions
               where (status = 'in_queue' and (next_attempt_at is null or next_attempt_at <= ${at}))
                  or (status = 'in_progress' and (lease_until is null or lease_until < ${at}))
               order by id limit ${limit}
               for update skip locked) c
       where t.id = c.id
      returning t.id, t.attempts, c.prev`.execute(db);
    return rows.map((r) => ({ id: r.id, attempts: r.attempts, owner, reclaimed: r.prev === "in_progress" }));
  }
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const picked = await conn
        .selectFrom("transactions")
        .select(["id", "status", "attempts"])
        .where((eb) =>
          eb.or([
            eb.and([
              eb("status", "=", "in_queue"),
              eb.or([eb("next_attempt_at", "is", null), eb("next_attempt_at", "<=", at)]),
            ]),
            eb.and([
              eb("status", "=", "in_progress"),
              eb.or([eb("lease_until", "is", null), eb("lease_until", "<", at)]),
            ]),
          ]),
        )
        .orderBy("id")
        .limit(limit)
        .execute();
      if (picked.length) {
        await conn
          .updateTable("transactions")
          .set((eb) => ({
            status: "in_progress",
            lease_until: leaseUntil,
            lease_owner: owner,
            attempts: eb("attempts", "+", 1),
            updated_at: at,
          }))
          .where(
            "id",
            "in",
            picked.map((p) => p.id),
          )
          .execute();
      }
      await sql`commit`.execute(conn);
      return picked.map((p) => ({
        id: p.id,
        attempts: p.attempts + 1,
        owner,
        reclaimed: p.status === "in_progress",
      }));
    } catch (err) {
      await sql`rollback`.execute(conn).catch(() => undefined);
      throw err;
    }
  });
}

/** Gives back what this worker claimed but did not start (shutdown): queued again, the claim not counted. */
export async function releaseClaims(db: DB, claims: Claimed[]): Promise<void> {
  for (const c of claims) {
    await db
      .updateTable("transactions")
      .set((eb) => ({
        status: "in_queue",
        lease_until: null,
        lease_owner: null,
        attempts: eb("attempts", "-", 1),
        updated_at: new Date().toISOString(),
      }))
      .where("id", "=", c.id)
      .where("lease_owner", "=", c.owner)
      .where("status", "=", "in_progress")
      .execute();
  }
}

type Trx = Parameters<Parameters<ReturnType<DB["transaction"]>["execute"]>[0]>[0];

/** A charge that succeeded in this attempt, written with the attempt's outcome. */
interface ChargeWrite {
  record: (trx: Trx) => Promise<void>;
  fields: Updateable<TransactionsTable>;
  events: Step[];
}

type Step = [step: TransactionStep, outcome: string, message: string | null];

/** The engine's steps, in one insert (the charge's and the top-up's land together). */
function event(trx: Trx | DB, txnId: number, attempt: number, ...steps: Step[]) {
  const at = new Date().toISOString();
  return trx
    .insertInto("transaction_events")
    .values(
      steps.map(([step, outcome, message]) => ({
        transaction_id: txnId,
        attempt,
        step,
        outcome,
        message,
        actor_id: null,
        created_at: at,
      })),
    )
    .execute();
}

/** The lease was taken over by another worker: this one stops touching the transaction. */
class LeaseLost extends Error {}

/** The transaction's own row, fenced: throws LeaseLost when this claim no longer holds it. */
async function fencedUpdate(trx: Trx, c: Claimed, values: Updateable<TransactionsTable>) {
  const res = await trx
    .updateTable("transactions")
    .set({ ...values, updated_at: new Date().toISOString() })
    .where("id", "=", c.id)
    .where("lease_owner", "=", c.owner)
    .where("status", "=", "in_progress")
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new LeaseLost();
}

const done = { lease_until: null, lease_owner: null, next_attempt_at: null } as const;

function loadTransaction(db: DB, id: number) {
  return transactionsWithRefs(db)
    .select((eb) => [
      "t.id",
      "t.company_id",
      "t.user_id",
      "t.amount",
      "t.payment_method_id",
      "t.transient_errors",
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

/** Full jitter (AWS's "Exponential Backoff and Jitter"): uniform in [0, min(base × 2^(n−1), max)]. */
export function backoffDelay(n: number, baseMs: number, maxMs: number, random: () => number): number {
  const cap = Math.min(baseMs * 2 ** (n - 1), maxMs);
  return Math.floor(Math.min(Math.max(random(), 0), 1) * cap);
}

export interface RefillEngine {
  job: Job;
  /** steps 1 and 2 for a transaction this worker has claimed (tests drive a claim by hand with it) */
  process(database: DB, c: Claimed, now: Date): Promise<void>;
  options: Required<Omit<RefillEngineOptions, "payments" | "topups" | "random">>;
}

export function createRefillEngine(opts: RefillEngineOptions): RefillEngine {
  const options = {
    batchSize: opts.batchSize ?? 50,
    concurrency: opts.concurrency ?? 8,
    leaseMs: opts.leaseMs ?? 60_000,
    maxTransientErrors: opts.maxTransientErrors ?? 6,
    backoffBaseMs: opts.backoffBaseMs ?? 2_000,
    backoffMaxMs: opts.backoffMaxMs ?? 300_000,
    workerId: opts.workerId ?? `w${process.pid}`,
  };
  const { payments, topups } = opts;
  const random = opts.random ?? Math.random;
  let db: DB;

  /** Ends the attempt in a final status (error, action_required, success), in one database transaction. */
  async function finish(
    c: Claimed,
    status: TransactionStatus,
    fields: { payment_error?: string | null; refill_error?: string | null; provider_ref?: string | null },
    step: TransactionStep,
    outcome: string,
    message: string | null,
    extra?: (trx: Trx) => Promise<void>,
    charge?: ChargeWrite,
  ) {
    await db.transaction().execute(async (trx) => {
      await fencedUpdate(trx, c, {
        ...done,
        ...charge?.fields,
        status,
        ...fields,
        transient_errors: 0,
        completed_at: status === "success" ? new Date().toISOString() : null,
      });
      if (extra) await extra(trx);
      if (charge) await charge.record(trx);
      await event(trx, c.id, c.attempts, ...(charge?.events ?? []), [step, outcome, message]);
    });
  }

  /** A provider could not answer for sure: queued again after a backoff, or `error` after too many. */
  async function transient(
    c: Claimed,
    previous: number,
    step: "charge" | "topup",
    message: string,
    now: Date,
    charge?: ChargeWrite,
  ) {
    const count = previous + 1;
    if (count >= options.maxTransientErrors) {
      const text = ENGINE_MESSAGES.gaveUp(message, count);
      await finish(
        c,
        "error",
        step === "charge" ? { payment_error: text } : { refill_error: text },
        step,
        "failed",
        text,
        undefined,
        charge,
      );
      return;
    }
    const delay = backoffDelay(count, options.backoffBaseMs, options.backoffMaxMs, random);
    const next = new Date(now.getTime() + delay).toISOString();
    await db.transaction().execute(async (trx) => {
      await fencedUpdate(trx, c, {
        ...charge?.fields,
        status: "in_queue",
        lease_until: null,
        lease_owner: null,
        next_attempt_at: next,
        transient_errors: count,
      });
      if (charge) await charge.record(trx);
      await event(trx, c.id, c.attempts, ...(charge?.events ?? []), [
        step,
        "transient",
        `${message} Next try at ${next}.`,
      ]);
    });
  }

  async function runRefill(c: Claimed, now: Date): Promise<void> {
    let charged: { id: number; ref: string } | null = null;
    /** The charge that succeeded in this attempt, written with whatever the attempt ends in. */
    const recordCharge = async (trx: Trx) => {
      if (!charged) return;
      await trx
        .updateTable("charges")
        .set({ status: "succeeded", processor_ref: charged.ref, failure_message: null })
        .where("id", "=", charged.id)
        .execute();
    };
    const withCharge = () => (charged ? { charge_id: charged.id, payment_error: null } : {});
    const t = await loadTransaction(db, c.id);
    if (!t) return;
    if (c.reclaimed) await event(db, c.id, c.attempts, ["claim", "reclaimed", ENGINE_MESSAGES.reclaimed]);

    // Step 1: pay, unless a charge of this transaction already succeeded.
    const charges = Number(t.charges ?? 0)
      ? await db
          .selectFrom("charges")
          .select(["id", "status", "idempotency_key", "amount", "processor_ref"])
          .where("transaction_id", "=", c.id)
          .where("kind", "=", "refill")
          .orderBy("id")
          .execute()
      : [];
    let paid = charges.find((ch) => ch.status === "succeeded");
    if (!paid) {
      let pending = charges.find((ch) => ch.status === "pending");
      if (!pending) {
        if (t.payment_method_id === null || !t.processor_ref || !t.is_card_active) {
          await finish(
            c,
            "action_required",
            { payment_error: ENGINE_MESSAGES.noCard },
            "charge",
            "action_required",
            ENGINE_MESSAGES.noCard,
          );
          return;
        }
        if (isExpired(t.exp_month!, t.exp_year!, now)) {
          await finish(
            c,
            "action_required",
            { payment_error: ENGINE_MESSAGES.cardExpired },
            "charge",
            "action_required",
            ENGINE_MESSAGES.cardExpired,
          );
          return;
        }
        // After a failed charge and a staff retry, the next charge is a new one: a new key, derived from
        // the count of failed ones so that a repeat of this attempt derives the same.
        const failed = charges.filter((ch) => ch.status === "failed").length;
        const key = failed === 0 ? `txn-${c.id}-charge` : `txn-${c.id}-charge-${failed + 1}`;
        const inserted = await db
          .insertInto("charges")
          .values({
            company_id: t.company_id,
            user_id: t.user_id,
            kind: "refill",
            amount: t.amount,
            status: "pending",
            transaction_id: c.id,
            payment_method_id: t.payment_method_id,
            brand: t.brand,
            last4: t.last4,
            idempotency_key: key,
            created_at: new Date().toISOString(),
          })
          .onConflict((oc) => oc.column("idempotency_key").doNothing())
          .returning(["id", "status", "idempotency_key", "amount", "processor_ref"])
          .executeTakeFirst();
        // Another worker holding an expired lease inserted it first: same key, same charge.
        pending =
          inserted ??
          (await db
            .selectFrom("charges")
            .select(["id", "status", "idempotency_key", "amount", "processor_ref"])
            .where("idempotency_key", "=", key)
            .executeTakeFirstOrThrow());
        if (pending.status === "succeeded") paid = pending;
      }
      if (!paid) {
        const charge = pending;
        let result;
        try {
          // A pending charge with the processor's reference waited for the customer's authentication:
          // asked where it stands (a repeat of the create would answer its first response again).
          result = charge.processor_ref
            ? await payments.chargeStatus(charge.processor_ref)
            : await payments.charge({
                amount: charge.amount,
                card: t.processor_ref ?? "",
                customer: t.stripe_customer_id,
                idempotencyKey: charge.idempotency_key,
                description: `Refill txn-${c.id}`,
              });
        } catch (err) {
          if (!isTransient(err)) throw err;
          await transient(c, t.transient_errors, "charge", (err as Error).message, now);
          return;
        }
        if (result.status !== "succeeded") {
          const failedResult = result;
          await finish(
            c,
            failedResult.status === "declined" ? "error" : "action_required",
            { payment_error: failedResult.message },
            "charge",
            failedResult.status,
            failedResult.message,
            async (trx) => {
              // Waiting for the customer's authentication, the charge stays pending under its reference.
              const waits = failedResult.status === "action_required" && failedResult.authenticate;
              await trx
                .updateTable("charges")
                .set({
                  status: waits && failedResult.ref ? "pending" : "failed",
                  failure_message: failedResult.message,
                  processor_ref: failedResult.ref,
                })
                .where("id", "=", charge.id)
                .where("status", "=", "pending")
                .execute();
            },
          );
          return;
        }
        // Recorded with the top-up's outcome, in the same database transaction: one write fewer per refill.
        // Should this worker die before that, the charge stays pending and the next one repeats the call
        // under the same key, which the processor answers with this same charge.
        charged = { id: charge.id, ref: result.ref };
        paid = { ...charge, status: "succeeded" };
      }
    }

    const chargeWrite: ChargeWrite = {
      record: recordCharge,
      fields: withCharge(),
      events: charged ? [["charge", "ok", null]] : [],
    };

    // Step 2: top up. The adapter looks the reference up before sending, so a repeat never tops up twice.
    const failedTopups = Number(t.failed_topups ?? 0);
    const reference = failedTopups === 0 ? `txn-${c.id}` : `txn-${c.id}-${failedTopups + 1}`;
    let topup;
    try {
      topup = await topups.topup({
        reference,
        operatorId: t.provider_operator_id,
        productId: t.provider_product_id,
        amount: t.amount,
        recipient: t.number,
        // Only the first claim of the first round can be sure nobody sent this reference yet.
        mayHaveBeenSent: c.attempts > 1 || c.reclaimed || failedTopups > 0,
      });
    } catch (err) {
      if (!isTransient(err)) throw err;
      await transient(c, charged ? 0 : t.transient_errors, "topup", (err as Error).message, now, chargeWrite);
      return;
    }
    if (topup.status === "processing") {
      await transient(
        c,
        charged ? 0 : t.transient_errors,
        "topup",
        ENGINE_MESSAGES.processing,
        now,
        chargeWrite,
      );
      return;
    }
    if (topup.status === "failed") {
      await finish(
        c,
        "error",
        { refill_error: topup.message, provider_ref: topup.ref },
        "topup",
        "failed",
        `${reference}: ${topup.message}`,
        undefined,
        chargeWrite,
      );
      return;
    }
    await finish(
      c,
      "success",
      { refill_error: null, payment_error: null, provider_ref: topup.ref },
      "topup",
      "ok",
      reference,
      undefined,
      chargeWrite,
    );
  }

  async function handle(c: Claimed, now: Date, log: JobContext["log"]) {
    try {
      await runRefill(c, now);
    } catch (err) {
      if (err instanceof LeaseLost) {
        log.warn({ transaction: c.id }, "lease taken over by another worker; stopped");
        return;
      }
      // The lease runs out and another worker (or this one) takes it over: nothing is lost.
      log.error({ err, transaction: c.id }, "refill failed unexpectedly");
    }
  }

  const job: Job = {
    name: "refills",
    async run(ctx) {
      db = ctx.db;
      const claims = await claimBatch(ctx.db, options.batchSize, options.leaseMs, ctx.now, options.workerId);
      if (!claims.length) return 0;
      let next = 0;
      const unstarted: Claimed[] = [];
      const runner = async () => {
        while (next < claims.length) {
          const c = claims[next++];
          if (ctx.stopping?.()) {
            unstarted.push(c);
            continue;
          }
          await handle(c, ctx.now, ctx.log);
        }
      };
      await Promise.all(Array.from({ length: Math.min(options.concurrency, claims.length) }, runner));
      if (unstarted.length) await releaseClaims(ctx.db, unstarted);
      return claims.length;
    },
  };
  return {
    job,
    options,
    process: (database, c, now) => {
      db = database;
      return runRefill(c, now);
    },
  };
}
