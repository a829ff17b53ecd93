import { sql } from "kysely";
import type { DB, Dialect } from "./connection";
import { localDay } from "./migrations/0008_refill_days";

/**
 * Kept figures on PostgreSQL (migrations 0008, 0009 and 0012): statement triggers append signed deltas to a
 * `<table>_deltas`-style table that nobody updates, so that writers never wait on one another's counter rows;
 * readers add the deltas to the kept rows, and the worker's upkeep folds them in now and then.
 */
export interface KeptTable {
  /** the kept table and its deltas' table */
  table: "refill_days" | "rental_money" | "charge_days";
  deltas: "refill_day_deltas" | "rental_money_deltas" | "charge_day_deltas";
  /** the columns that name a kept row (its primary key) */
  key: readonly string[];
  /** the columns summed */
  sums: readonly string[];
}

const list = (names: readonly string[]) => sql.join(names.map((n) => sql.ref(n)));

/**
 * Folds the appended deltas into the kept table: deletes exactly the delta rows it adds up, in one
 * statement, so that a delta committed meanwhile stays for the next run and a reader sees either the deltas
 * or their sum, never both. One fold of a table at a time. A no-op on SQLite, whose triggers write the kept
 * rows directly.
 */
export async function foldDeltas(db: DB, dialect: Dialect, kept: KeptTable): Promise<number> {
  if (dialect !== "postgres") return 0;
  const all = [...kept.key, ...kept.sums];
  return db.transaction().execute(async (trx) => {
    const lock = await sql<{
      ok: boolean;
    }>`select pg_try_advisory_xact_lock(hashtext(${kept.table})) as ok`.execute(trx);
    if (!lock.rows[0]?.ok) return 0;
    const res = await sql`
      with moved as (delete from ${sql.table(kept.deltas)} returning ${list(all)})
      insert into ${sql.table(kept.table)} (${list(all)})
      select ${list(kept.key)}, ${sql.join(kept.sums.map((n) => sql`sum(${sql.ref(n)})`))} from moved
      group by ${list(kept.key)} order by ${list(kept.key)}
      on conflict (${list(kept.key)}) do update set
        ${sql.join(kept.sums.map((n) => sql`${sql.ref(n)} = ${sql.table(kept.table)}.${sql.ref(n)} + excluded.${sql.ref(n)}`))}
    `.execute(trx);
    return Number(res.numAffectedRows ?? 0);
  });
}

/**
 * Drops a company's kept day rows (and, on PostgreSQL, its unfolded deltas, under the fold's lock) and writes
 * them again from `source` (charges, transactions: counted and summed per company, local day and the key's
 * other columns), inside the caller's transaction: after a time-zone change, so that no reader sees days of
 * the old zone under the new one. (On PostgreSQL a row written by another transaction at that very moment
 * may still be filed under the old zone's day: its trigger read the zone before this commit.)
 */
export async function rebuildKeptDays(
  trx: DB,
  dialect: Dialect,
  kept: KeptTable,
  companyId: number,
  source: "charges" | "transactions",
): Promise<void> {
  if (dialect === "postgres") {
    await sql`select pg_advisory_xact_lock(hashtext(${kept.table}))`.execute(trx);
    await trx.deleteFrom(kept.deltas).where("company_id", "=", companyId).execute();
  }
  await trx.deleteFrom(kept.table).where("company_id", "=", companyId).execute();
  // The key is (company_id, day, …by): the source's columns of the same names, its day the company's; the
  // sums are how many rows (n) and their amount.
  const by = kept.key.filter((column) => column !== "company_id" && column !== "day");
  await sql`
    insert into ${sql.table(kept.table)} (${list(["company_id", "day", ...by])}, n, amount)
    select s.company_id, ${localDay(dialect, sql`s.created_at`, sql`c.time_zone`)},
      ${sql.join(by.map((column) => sql.ref(`s.${column}`)))}, count(*), sum(s.amount)
    from ${sql.table(source)} s join companies c on c.id = s.company_id
    where s.company_id = ${companyId}
    group by ${sql.raw(["company_id", "day", ...by].map((_, i) => i + 1).join(", "))}
  `.execute(trx);
}
