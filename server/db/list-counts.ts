import { sql } from "kysely";
import { type AuthContext, isStaff } from "../security/caller";
import type { DB, Dialect } from "./connection";
import type { ListCountsTable } from "./schema";
import { foldDeltas } from "./kept-deltas";
import { foldChargeDays } from "./charge-days";
import { foldRefillDays } from "./refill-days";
import { RENTAL_MONEY } from "./rental-money";

/**
 * Reading and upkeep of the per-company, per-status row counts that migration 0002's triggers keep for
 * the transactions and rentals lists (why they look as they do: see that migration).
 */

export type CountedList = ListCountsTable["list"];

/** Past this many unfolded deltas for one company, a reader folds them in before answering again. */
const FOLD_AFTER = 2_000;

/** Rows per status of one company's list, exact as of the reading statement: folded counts plus deltas. */
export async function listCounts(db: DB, companyId: number, list: CountedList): Promise<Map<string, number>> {
  const { rows } = await sql<{ status: string; n: number | string; deltas: number | string }>`
    select status, sum(n) as n, sum(is_delta) as deltas from (
      select status, n, 0 as is_delta from list_counts where company_id = ${companyId} and list = ${list}
      union all
      select status, delta, 1 from list_count_deltas where company_id = ${companyId} and list = ${list}
    ) kept group by status
  `.execute(db);
  const out = new Map<string, number>();
  let deltas = 0;
  for (const r of rows) {
    out.set(r.status, Number(r.n));
    deltas += Number(r.deltas);
  }
  // Deltas exist on PostgreSQL only.
  if (deltas > FOLD_AFTER) await compactListCounts(db, "postgres");
  return out;
}

/** The sum of the kept counts over some statuses (all of them when `statuses` is null). */
export async function countOf(
  db: DB,
  companyId: number,
  list: CountedList,
  statuses: readonly string[] | null,
) {
  const counts = await listCounts(db, companyId, list);
  let total = 0;
  for (const [status, n] of counts) if (!statuses || statuses.includes(status)) total += n;
  return total;
}

/** What keptCount reads of a list request's parsed criteria (the list kit's ListCriteria). */
interface CountedCriteria {
  filters: ReadonlyMap<string, unknown>;
  patterns: readonly string[];
}

/** Statuses to count (null: every status); a filter's value narrows them. */
export type Statuses = readonly string[] | null;

/** Filters the kept counts can answer under: each narrows the statuses counted by its value. */
export type Narrowing = Record<string, (statuses: Statuses, value: unknown) => Statuses>;

/**
 * The statuses whose kept counts answer a staff request (null: every status), or undefined when they
 * cannot: a search, a customer (the counts are the company's), or a filter other than `status` and those
 * in `narrowing`.
 */
export function keptStatuses(
  ctx: AuthContext,
  criteria: CountedCriteria,
  narrowing: Narrowing = {},
): Statuses | undefined {
  if (!isStaff(ctx) || criteria.patterns.length) return undefined;
  const names = [...criteria.filters.keys()];
  if (names.some((name) => name !== "status" && !Object.hasOwn(narrowing, name))) return undefined;
  const chosen = criteria.filters.get("status") as string[] | undefined;
  let statuses: Statuses = chosen?.length ? chosen : null;
  for (const name of names)
    if (name !== "status") statuses = narrowing[name](statuses, criteria.filters.get(name));
  return statuses;
}

/**
 * A staff list's count without counting (listPage's countHint): the sum of the kept per-status counts
 * when keptStatuses allows. null: count the rows.
 */
export function keptCount(db: DB, ctx: AuthContext, list: CountedList, narrowing: Narrowing = {}) {
  return async (criteria: CountedCriteria): Promise<number | null> => {
    const statuses = keptStatuses(ctx, criteria, narrowing);
    return statuses === undefined ? null : countOf(db, ctx.companyId, list, statuses);
  };
}

/**
 * Folds the appended deltas into list_counts (PostgreSQL; SQLite's triggers write list_counts directly).
 * Deletes exactly the delta rows it adds up, in one statement, so a delta committed meanwhile stays for
 * the next run and a reader sees either the deltas or their sum, never both. One compaction at a time.
 */
export async function compactListCounts(db: DB, dialect: Dialect): Promise<number> {
  if (dialect !== "postgres") return 0;
  return db.transaction().execute(async (trx) => {
    const lock = await sql<{
      ok: boolean;
    }>`select pg_try_advisory_xact_lock(hashtext('list_counts')) as ok`.execute(trx);
    if (!lock.rows[0]?.ok) return 0;
    const res = await sql`
      with moved as (delete from list_count_deltas returning company_id, list, status, delta)
      insert into list_counts (company_id, list, status, n)
      select company_id, list, status, sum(delta) from moved group by company_id, list, status
      order by company_id, list, status
      on conflict (company_id, list, status) do update set n = list_counts.n + excluded.n
    `.execute(trx);
    return Number(res.numAffectedRows ?? 0);
  });
}

/**
 * Keeps what the query planner knows up to date: SQLite's `PRAGMA optimize` (analyses only the tables
 * whose statistics are missing or stale; cheap when nothing changed), PostgreSQL's ANALYZE of the big
 * tables (autovacuum does it too, but only after a large share of a big table changed).
 */
export async function refreshPlannerStatistics(db: DB, dialect: Dialect): Promise<void> {
  if (dialect === "postgres")
    await sql`analyze transactions, rentals, charges, users, phone_numbers`.execute(db);
  // 0x10002: look at every table, not only those this connection queried (after a bulk load there are none).
  else await sql`pragma optimize = 0x10002`.execute(db);
}

const STATISTICS_EVERY_MS = 60 * 60_000;

/**
 * The worker's upkeep of the lists: folds the count deltas (and the dashboard's refill days, charge days and rental money) every tick (a no-op when there are none) and
 * refreshes the planner's statistics hourly. Shaped as a server/jobs Job; returns 0 so that upkeep alone
 * never makes the worker tick again at once.
 */
export function listMaintenanceJob(dialect: Dialect) {
  let lastStatistics = 0;
  return {
    name: "list-maintenance",
    async run({ db, now }: { db: DB; now: Date }): Promise<number> {
      await compactListCounts(db, dialect);
      await foldRefillDays(db, dialect);
      await foldChargeDays(db, dialect);
      await foldDeltas(db, dialect, RENTAL_MONEY);
      if (now.getTime() - lastStatistics >= STATISTICS_EVERY_MS) {
        lastStatistics = now.getTime();
        await refreshPlannerStatistics(db, dialect);
      }
      return 0;
    },
  };
}
