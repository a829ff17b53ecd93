import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * The Prometheus instruments of one process, in a registry of their own rather than prom-client's global
 * one: the tests build many apps in one process, and each must count only its own. The API registers its
 * request histogram (plugins/metrics.ts) and the database gauges (./database.ts) here too; the worker's
 * instruments appear once a worker runs in the process (`worker()`), so that an API with WORKER=off does
 * not claim a worker that claimed nothing.
 */
export interface Metrics {
  readonly registry: Registry;
  /** every call to a payments, top-ups or mail provider made by this process (./timed.ts records them) */
  readonly providerCalls: Histogram<ProviderCallLabel>;
  /** the refill worker's and the scheduler's instruments, registered on first use */
  worker(): WorkerMetrics;
}

export type ProviderCallLabel = "provider" | "operation" | "outcome";

/** What the refill engine records (server/jobs/refills). */
export interface RefillMetrics {
  /** refills taken from the queue (each claim starts one attempt) */
  readonly claims: Counter;
  /**
   * attempts that wrote their outcome: the refill's final status (success, error, action_required), or
   * `retry` when a provider could not answer for sure and the refill went back to the queue
   */
  readonly completions: Counter<"outcome">;
  /** attempts that wrote nothing: `lease_lost` (another worker took the refill over) or `unexpected` (a bug) */
  readonly failures: Counter<"reason">;
}

export interface WorkerMetrics extends RefillMetrics {
  /** scheduled refills the scheduler queued */
  readonly scheduledQueued: Counter;
  /** The scheduler finished a pass over the due schedules now (scheduler_lag_seconds counts from here). */
  schedulerPassed(): void;
}

/** Request latencies: most answers take milliseconds, exports and lists at scale up to seconds. */
export const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Provider latencies: the simulators answer at once, Stripe in about a second, an aggregator in up to 30 s. */
const PROVIDER_BUCKETS = [0.005, 0.025, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function createMetrics(): Metrics {
  const registry = new Registry();
  // CPU, memory, event loop lag, GC: what says whether a slow answer is this process's own fault.
  collectDefaultMetrics({ register: registry });
  const providerCalls = new Histogram({
    name: "provider_call_duration_seconds",
    help:
      "Calls to the payment processor, the top-up aggregator and the mail server, by provider " +
      "(payments, topups, mail), operation (the adapter's method) and outcome (ok, declined, " +
      "action_required, pending, error: thrown)",
    labelNames: ["provider", "operation", "outcome"],
    buckets: PROVIDER_BUCKETS,
    registers: [registry],
  });
  let worker: WorkerMetrics | null = null;
  return {
    registry,
    providerCalls,
    worker: () => (worker ??= workerMetrics(registry)),
  };
}

function workerMetrics(registry: Registry): WorkerMetrics {
  const registers = [registry];
  // Counted from the worker's start, so that a worker that never passed reads as late as it has run.
  let lastPass = Date.now();
  new Gauge({
    name: "scheduler_lag_seconds",
    help:
      "Seconds since this process's scheduler last finished a pass over the due scheduled refills (or " +
      "since its worker started). A pass runs every worker tick, 2 to 10 s apart: a value growing past " +
      "a minute means schedules are not being run (the worker is stuck, or each pass fails).",
    registers,
    collect() {
      this.set((Date.now() - lastPass) / 1000);
    },
  });
  return {
    claims: new Counter({
      name: "refill_worker_claims_total",
      help: "Refills this process's worker claimed from the queue (each claim is one attempt)",
      registers,
    }),
    completions: new Counter({
      name: "refill_worker_completions_total",
      help:
        "Refill attempts that wrote their outcome, by outcome: the final status (success, error, " +
        "action_required) or retry (a provider could not answer for sure: queued again after a backoff)",
      labelNames: ["outcome"],
      registers,
    }),
    failures: new Counter({
      name: "refill_worker_failures_total",
      help:
        "Refill attempts that ended without writing an outcome, by reason: lease_lost (another worker " +
        "took the refill over) or unexpected (an error the engine did not expect; the lease runs out " +
        "and the refill is tried again)",
      labelNames: ["reason"],
      registers,
    }),
    scheduledQueued: new Counter({
      name: "scheduler_refills_queued_total",
      help: "Scheduled refills this process's scheduler queued",
      registers,
    }),
    schedulerPassed() {
      lastPass = Date.now();
    },
  };
}
