import { sql } from "kysely";
import type { DB, Dialect } from "./connection";
import { localDay } from "./migrations/0008_refill_days";

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

/** Past this many unfolded deltas for one company, a reader folds them in before answering again. */
const FOLD_AFTER = 2_000;

/** The company's refills per day, plan and status from `from` to `to` (company days, both included). */
export async function refillDays(
  db: DB,
  dialect: Dialect,
  companyId: number,
  from: string,
  to: string,
): Promise<RefillDay[]> {
  const { rows } = await sql<{
    day: string;
    plan_id: number;
    status: string;
    n: number | string;
    amount: number | string;
    deltas: number | string;
  }>`
    select day, plan_id, status, sum(n) as n, sum(amount) as amount, sum(is_delta) as deltas from (
      select day, plan_id, status, n, amount, 0 as is_delta from refill_days
        where company_id = ${companyId} and day >= ${from} and day <= ${to}
      ${dialect === "postgres" ? unfoldedDeltas(companyId, from, to) : sql``}
    ) kept group by day, plan_id, status
  `.execute(db);
  let deltas = 0;
  const out: RefillDay[] = [];
  for (const r of rows) {
    deltas += Number(r.deltas);
    // A group whose refills all moved away (n = 0) says nothing.
    if (Number(r.n) !== 0)
      out.push({
        day: r.day,
        plan_id: r.plan_id,
        status: r.status,
        n: Number(r.n),
        amount: Number(r.amount),
      });
  }
  if (deltas > FOLD_AFTER) await foldRefillDays(db, "postgres");
  return out;
}

/** PostgreSQL's unfolded deltas (the table exists there only), as rows of the reader's union. */
const unfoldedDeltas = (companyId: number, from: string, to: string) =>
  sql`union all select day, plan_id, status, n, amount, 1 from refill_day_deltas
    where company_id = ${companyId} and day >= ${from} and day <= ${to}`;

/**
 * Folds the appended deltas into refill_days (PostgreSQL): deletes exactly the delta rows it adds up, in
 * one statement, so that a delta committed meanwhile stays for the next run. One fold at a time.
 */
export async function foldRefillDays(db: DB, dialect: Dialect): Promise<number> {
  if (dialect !== "postgres") return 0;
  return db.transaction().execute(async (trx) => {
    const lock = await sql<{
      ok: boolean;
    }>`select pg_try_advisory_xact_lock(hashtext('refill_days')) as ok`.execute(trx);
    if (!lock.rows[0]?.ok) return 0;
    const res = await sql`
      with moved as (delete from refill_day_deltas returning company_id, day, plan_id, status, n, amount)
      insert into refill_days (company_id, day, plan_id, status, n, amount)
      select company_id, day, plan_id, status, sum(n), sum(amount) from moved
      group by company_id, day, plan_id, status order by company_id, day, plan_id, status
      on conflict (company_id, day, plan_id, status)
        do update set n = refill_days.n + excluded.n, amount = refill_days.amount + excluded.amount
    `.execute(trx);
    return Number(res.numAffectedRows ?? 0);
  });
}

/**
 * Files the company's refills again under its days, after its time zone changed: run inside the
 * transaction that changes it, so that no reader sees days of the old zone under the new one. (On
 * PostgreSQL a refill written by another transaction at that very moment may still be filed under the old
 * zone's day: its trigger read the zone before this commit.)
 */
export async function rebuildRefillDays(trx: DB, dialect: Dialect, companyId: number): Promise<void> {
  if (dialect === "postgres") {
    await sql`select pg_advisory_xact_lock(hashtext('refill_days'))`.execute(trx);
    await trx.deleteFrom("refill_day_deltas").where("company_id", "=", companyId).execute();
  }
  await trx.deleteFrom("refill_days").where("company_id", "=", companyId).execute();
  await sql`
    insert into refill_days (company_id, day, plan_id, status, n, amount)
    select t.company_id, ${localDay(dialect, sql`t.created_at`, sql`c.time_zone`)}, t.plan_id, t.status,
      count(*), sum(t.amount)
    from transactions t join companies c on c.id = t.company_id
    where t.company_id = ${companyId}
    group by 1, 2, 3, 4
  `.execute(trx);
}
