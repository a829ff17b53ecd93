import { PostgresAdapter, sql } from "kysely";
import type { DB } from "./connection";

/** The tables whose rows writers lock to take turns (a device's stock, a rental's balance, a charge's refunds). */
export type LockedTable = "devices" | "rentals" | "transactions" | "charges";
export interface RowLock {
  table: LockedTable;
  id: number;
}

export const isPostgres = (db: DB) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * One database transaction holding the writer's lock on the named rows: on PostgreSQL each row
 * `FOR UPDATE`, in the order given (callers keep one order — device, rental, transaction, charge — so that
 * two writers never wait on each other in opposite order); on SQLite `BEGIN IMMEDIATE`, the single
 * writer's lock. Two requests that would both change what a row allows (stock, a balance, what is left of
 * a charge) therefore take turns, and the second sees what the first wrote.
 */
export async function withRowLock<T>(
  db: DB,
  locks: RowLock | RowLock[],
  fn: (trx: DB) => Promise<T>,
): Promise<T> {
  if (isPostgres(db)) {
    return db.transaction().execute(async (trx) => {
      for (const l of Array.isArray(locks) ? locks : [locks])
        await sql`select id from ${sql.table(l.table)} where id = ${l.id} for update`.execute(trx);
      return fn(trx);
    });
  }
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const out = await fn(conn);
      await sql`commit`.execute(conn);
      return out;
    } catch (err) {
      await sql`rollback`.execute(conn);
      throw err;
    }
  });
}
