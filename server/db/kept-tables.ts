import type { Generated } from "kysely";

/**
 * What the system keeps for itself, part of the Database of schema.ts: the figures triggers keep in the
 * writer's transaction (list-counts.ts, refill-days.ts, rental-money.ts), which the lists' counters and the
 * dashboard read instead of scanning, and the workers' heartbeats (ISO-8601 UTC strings).
 */

/** Rows per company, list (transactions, rentals) and status, kept by triggers (migration 0002). */
export interface ListCountsTable {
  company_id: number;
  list: "transactions" | "rentals";
  status: string;
  n: number;
}

/** PostgreSQL's not-yet-folded changes to list_counts, appended by statement triggers (migration 0002). */
export interface ListCountDeltasTable {
  id: Generated<number>;
  company_id: number;
  list: "transactions" | "rentals";
  status: string;
  delta: number;
}

/** Refills per company day, plan and status, kept by triggers (migration 0008): the dashboard's figures. */
export interface RefillDaysTable {
  company_id: number;
  /** the company's day ("YYYY-MM-DD") the refill was created on */
  day: string;
  plan_id: number;
  status: string;
  n: number;
  /** Σ amount in cents */
  amount: number;
}

/** PostgreSQL: refill_days' changes, appended by statement triggers and folded in by the worker. */
export interface RefillDayDeltasTable extends RefillDaysTable {
  id: Generated<number>;
}

/** Charges per company day, kind and status, kept by triggers (migration 0012): the dashboard's money. */
export interface ChargeDaysTable {
  company_id: number;
  /** the company's day ("YYYY-MM-DD") the charge was made on */
  day: string;
  kind: string;
  status: string;
  n: number;
  /** Σ amount in cents (positive for every kind: a refund's too) */
  amount: number;
}

/** PostgreSQL: charge_days' changes, appended by statement triggers and folded in by the worker. */
export interface ChargeDayDeltasTable extends ChargeDaysTable {
  id: Generated<number>;
}

/** The company's rental money, kept by triggers (migration 0009): the dashboard's deposits and balances. */
export interface RentalMoneyTable {
  company_id: number;
  deposits_held: number;
  balances_due: number;
  owing: number;
}

/** PostgreSQL: rental_money's changes, appended by statement triggers and folded in by the worker. */
export interface RentalMoneyDeltasTable extends RentalMoneyTable {
  id: Generated<number>;
}

export interface WorkerHeartbeatsTable {
  worker_id: string;
  started_at: string;
  beat_at: string;
}

/**
 * The top-up wallet's last known balance per provider (migration 0026): Reloadly's last read, or the
 * simulated wallet itself (integrations/topups/wallet-store.ts).
 */
export interface TopupWalletsTable {
  provider: "simulated" | "reloadly";
  /** integer cents of `currency` */
  balance: number;
  currency: string;
  /** when the balance was known (ISO-8601 UTC) */
  read_at: string;
}
