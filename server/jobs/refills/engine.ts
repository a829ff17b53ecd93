import type { DB } from "../../db/connection";
import type { PaymentsAdapter } from "../../integrations/payments/types";
import type { TopupsAdapter } from "../../integrations/topups/types";
import type { RefillMetrics } from "../../metrics/registry";
import type { Job, JobContext } from "../worker";
import { type Attempt, LEASE_RECLAIMED, loadRefill, recordEvents, type RetryPolicy } from "./attempt";
import { pay } from "./charge";
import { claimBatch, type Claimed, LeaseLost, releaseClaims } from "./queue";
import { topUp } from "./topup";
import { operatorUnchanged } from "./operator";
import { walletCovers } from "./wallet";
import { type LookPolicy, REVERSAL_LOOK_BASE_MS, REVERSAL_LOOK_MAX_MS, reversalWatchJob } from "./reversals";

/**
 * The refill engine (docs/engines.md). A worker claims queued transactions in batches with a lease
 * (queue.ts), then for each: step 1 pays (charge.ts, unless a charge already succeeded) under an
 * idempotency key derived from the database, step 2 tops up under the reference `txn-<id>` (topup.ts).
 * Every write after the claim is fenced by the lease owner: a worker whose lease ran out and was taken
 * over writes nothing, and its provider calls were repeats of the same keys, which providers answer
 * without charging or topping up again.
 */

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
  /** the reversal watch's backoff: its first look after a success, and the longest wait between looks */
  reversalLookBaseMs?: number;
  reversalLookMaxMs?: number;
  /** names this worker in lease owners (tests give each simulated worker its own) */
  workerId?: string;
  /** where claims and the attempts' ends are counted (refill_worker_*_total); none: not counted */
  metrics?: RefillMetrics;
}

export interface RefillEngine {
  job: Job;
  /** steps 1 and 2 for a transaction this worker has claimed (tests drive a claim by hand with it) */
  process(database: DB, c: Claimed, now: Date): Promise<void>;
  /** the reversal watch: successful top-ups asked again for a day (reversals.ts) */
  reversals: Job;
  options: Required<
    Omit<
      RefillEngineOptions,
      "payments" | "topups" | "random" | "metrics" | "reversalLookBaseMs" | "reversalLookMaxMs"
    >
  >;
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
  const { payments, topups, metrics } = opts;
  const retry: RetryPolicy = {
    maxTransientErrors: options.maxTransientErrors,
    backoffBaseMs: options.backoffBaseMs,
    backoffMaxMs: options.backoffMaxMs,
    random: opts.random ?? Math.random,
  };

  const looks: LookPolicy = {
    backoffBaseMs: opts.reversalLookBaseMs ?? REVERSAL_LOOK_BASE_MS,
    backoffMaxMs: opts.reversalLookMaxMs ?? REVERSAL_LOOK_MAX_MS,
    random: retry.random,
  };

  async function runRefill(db: DB, claim: Claimed, now: Date): Promise<void> {
    const refill = await loadRefill(db, claim.id);
    if (!refill) return;
    if (claim.reclaimed) await recordEvents(db, claim, ["claim", "reclaimed", null, LEASE_RECLAIMED]);
    const attempt: Attempt = { db, claim, now, refill, retry, looks, metrics };
    // A top-up sent and still processing: only its status is asked (topup.ts), nothing checked or paid again.
    if (refill.topup_processing_ref) return topUp(attempt, topups, null);
    // Not charged when the line's number moved to another operator (operator.ts), nor when the
    // aggregator's wallet cannot cover the top-up: it waits (wallet.ts).
    if (!(await operatorUnchanged(attempt, topups))) return;
    if (!(await walletCovers(attempt, topups))) return;
    const charge = await pay(attempt, payments);
    if (charge === "ended") return;
    await topUp(attempt, topups, charge);
  }

  async function handle(ctx: JobContext, claim: Claimed) {
    try {
      await runRefill(ctx.db, claim, ctx.now);
    } catch (err) {
      if (err instanceof LeaseLost) {
        metrics?.failures.inc({ reason: "lease_lost" });
        ctx.log.warn({ transaction: claim.id }, "lease taken over by another worker; stopped");
        return;
      }
      // The lease runs out and another worker (or this one) takes it over: nothing is lost.
      metrics?.failures.inc({ reason: "unexpected" });
      ctx.log.error({ err, transaction: claim.id }, "refill failed unexpectedly");
    }
  }

  const job: Job = {
    name: "refills",
    async run(ctx) {
      const claims = await claimBatch(ctx.db, options.batchSize, options.leaseMs, ctx.now, options.workerId);
      if (!claims.length) return 0;
      metrics?.claims.inc(claims.length);
      let next = 0;
      const unstarted: Claimed[] = [];
      const runner = async () => {
        while (next < claims.length) {
          const claim = claims[next++];
          if (ctx.stopping?.()) {
            unstarted.push(claim);
            continue;
          }
          await handle(ctx, claim);
        }
      };
      await Promise.all(Array.from({ length: Math.min(options.concurrency, claims.length) }, runner));
      if (unstarted.length) await releaseClaims(ctx.db, unstarted);
      return claims.length;
    },
  };
  return { job, options, process: runRefill, reversals: reversalWatchJob(topups, looks, options.batchSize) };
}
