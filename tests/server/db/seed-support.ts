import { sql } from "kysely";
import type { Selectable } from "kysely";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, expect } from "vitest";
import type { DB } from "../../../server/db/connection";
import type { Database } from "../../../server/db/schema";
import { makeApp } from "../helpers";

/** Shared by the demo seed's tests (seed.test.ts, seed-records.test.ts, seed-people.test.ts). */

export const DAY = 86_400_000;
/** A logger that says nothing, for seedIfEmpty. */
export const quiet: FastifyBaseLogger = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => quiet,
  level: "silent",
  silent() {},
};
/** The tables the seed fills. */
export const TABLES = [
  "companies",
  "users",
  "password_resets",
  "carriers",
  "plans",
  "phone_numbers",
  "payment_methods",
  "scheduled_refills",
  "transactions",
  "charges",
  "devices",
  "countries",
  "rentals",
  "audit_log",
] as const;

/** A table's row as raw SQL answers it (no Kysely plugin in between). */
export type Row<T extends keyof Database> = Selectable<Database[T]>;
/** A flag read by raw SQL: SQLite answers 0/1 where PostgreSQL answers a boolean. */
export type RawFlag = boolean | number;

/**
 * An app of the file's own with the demo data seeded (closed after the file's tests): its database, when
 * it was seeded, the ids of the demo and second companies, and raw SQL readers over it.
 */
export async function seededDemo() {
  const seededAt = Date.now();
  const app = await makeApp({ seed: "demo" });
  afterAll(() => app.close());
  const db = app.db;
  const companies = await db.selectFrom("companies").selectAll().execute();
  const demoId = companies.find((c) => c.slug === "demo")!.id;
  const secondId = companies.find((c) => c.slug === "second")!.id;

  const rows = async <T = Record<string, unknown>>(query: string): Promise<T[]> =>
    (await sql.raw<T>(query).execute(db)).rows;
  const count = async (query: string): Promise<number> =>
    Number(Object.values((await rows(query))[0] as object)[0]);
  /** The query counts no row: no seeded row breaks the rule it looks for. */
  const expectNone = async (query: string) => expect(await count(query)).toBe(0);
  return { app, db, seededAt, demoId, secondId, rows, count, expectNone };
}

/** How many rows `table` holds. */
export const rowsIn = async (database: DB, table: (typeof TABLES)[number]) =>
  Number(
    (
      await database
        .selectFrom(table)
        .select(sql<number>`count(*)`.as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
export const daysInclusive = (start: string, end: string) =>
  Math.round((Date.parse(end) - Date.parse(start)) / DAY) + 1;
