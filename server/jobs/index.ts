import type { Config } from "../config";
import { listMaintenanceJob } from "../db/list-counts";
import { createPayments } from "../integrations/payments";
import { createTopups } from "../integrations/topups";
import { createRefillEngine } from "./refills/engine";
import { schedulerJob } from "./scheduler";
import type { Job } from "./worker";

/**
 * The jobs every worker runs, in order: the scheduler queues due scheduled refills, then the refill engine
 * works the queue with the providers PAYMENTS and TOPUPS name.
 */
export function createJobs(config: Config, log?: { error(obj: unknown, msg: string): void }): Job[] {
  const engine = createRefillEngine({
    payments: createPayments(config, log),
    topups: createTopups(config),
    leaseMs: config.refillLeaseMs,
  });
  // Last: folds the list count deltas (PostgreSQL) and refreshes planner statistics now and then.
  const dialect = /^postgres(ql)?:\/\//.test(config.databaseUrl) ? "postgres" : "sqlite";
  return [schedulerJob(), engine.job, listMaintenanceJob(dialect)];
}
