import { sql } from "kysely";
import type { DB, Dialect } from "./connection";
import { foldDeltas, type KeptTable, rebuildKeptDays } from "./kept-deltas";

/**
 * Reading and upkeep of `refill_days`, the refills per company day, plan and status that migration 0008's
 * triggers keep (why they look as they do: see that migration).
 */

export interface RefillDay {
  day: string;
  plan_id: number;
  status: string;
  n: number;
  /** cents */
  amount: number;
}

type Grouping = "day" | "plan_id";

/** Past this many unfolded deltas for one company, a reader folds them in before answering again. */
const FOLD_AFTER = 2_000;

/**
 * The company's refills per status from `from` to `to` (company days, both included), grouped by day and
 * plan, or by either alone (`by`): a month's days come as 30 × statuses rows, not × plans too.
 */
export async function refillDays<G extends Grouping = Grouping>(
  db: DB,
  dialect: Dialect,
  companyId: number,
  from: string,
  to: string,
  by: readonly G[] = ["day", "plan_id"] as G[],
): Promise<Array<Pick<RefillDay, G | "status" | "n" | "amount">>> {
  const keys = sql.join([...by.map((k) => sql.ref(k)), sql.ref("status")]);
  const source =
    dialect === "postgres"
      ? sql`(select company_id, day, plan_id, status, n, amount, 0 as is_delta from refill_days
          where company_id = ${companyId} and day >= ${from} and day <= ${to}
          ${unfoldedDeltas(companyId, from, to)})`
      : sql`refill_days`;
  // SQLite reads the kept rows alone (its triggers write them directly): no union to materialise.
  const { rows } = await sql<Record<string, string | number>>`
    select ${keys}, sum(n) as n, sum(amount) as amount,
      ${dialect === "postgres" ? sql`sum(is_delta)` : sql`0`} as deltas
    from ${source} kept
    where company_id = ${companyId} and day >= ${from} and day <= ${to}
    group by ${keys}
  `.execute(db);
  let deltas = 0;
  const out: Array<Pick<RefillDay, G | "status" | "n" | "amount">> = [];
  for (const r of rows) {
    deltas += Number(r.deltas);
    // A group whose refills all moved away (n = 0) says nothing.
    if (Number(r.n) === 0) continue;
    const row = { status: String(r.status), n: Number(r.n), amount: Number(r.amount) } as RefillDay;
    if (by.includes("day" as G)) row.day = String(r.day);
    if (by.includes("plan_id" as G)) row.plan_id = Number(r.plan_id);
    out.push(row);
  }
  if (deltas > FOLD_AFTER) await foldRefillDays(db, "postgres");
  return out;
}

/** PostgreSQL's unfolded deltas (the table exists there only), as rows of the reader's union. */
const unfoldedDeltas = (companyId: number, from: string, to: string) =>
  sql`union all select company_id, day, plan_id, status, n, amount, 1 from refill_day_deltas
    where company_id = ${companyId} and day >= ${from} and day <= ${to}`;

export const REFILL_DAYS: KeptTable = {
  table: "refill_days",
  deltas: "refill_day_deltas",
  key: ["company_id", "day", "status", "plan_id"],
  sums: ["n", "amount"],
};

/** Folds PostgreSQL's appended deltas into refill_days (kept-deltas.ts). */
export const foldRefillDays = (db: DB, dialect: Dialect) => foldDeltas(db, dialect, REFILL_DAYS);

/**
 * Files the company's refills again under its days, after its time zone changed: run inside the
 * transaction that changes it, so that no reader sees days of the old zone under the new one. (On
 * PostgreSQL a refill written by another transaction at that very moment may still be filed under the old
 * zone's day: its trigger read the zone before this commit.)
 */
export const rebuildRefillDays = (trx: DB, dialect: Dialect, companyId: number) =>
  rebuildKeptDays(trx, dialect, REFILL_DAYS, companyId, "transactions");
