import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { wallClockIn } from "../../common/dates";
import {
  Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  PostgresDialect,
  type QueryResult,
  type RootOperationNode,
  SqliteDialect,
  type UnknownRow,
} from "kysely";
import pg from "pg";
import Cursor from "pg-cursor";
import type { Database } from "./schema";

export type Dialect = "sqlite" | "postgres";
export type DB = Kysely<Database>;

export interface DatabaseHandle {
  db: DB;
  dialect: Dialect;
  close(): Promise<void>;
}

/**
 * Opens the database named by a URL: `postgres://…` for PostgreSQL, `sqlite:<file>` or `:memory:` for SQLite.
 * Both hand the application the same value shapes (see schema.ts): numbers for integers and counts,
 * ISO strings for timestamps, `YYYY-MM-DD` for dates, booleans for `is_*` columns.
 */
export function openDatabase(url: string): DatabaseHandle {
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgres(url);
  const file = url === ":memory:" ? ":memory:" : url.replace(/^sqlite:/, "");
  return openSqlite(file);
}

function openSqlite(file: string): DatabaseHandle {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const raw = new SQLite(file);
  raw.pragma("journal_mode = WAL");
  raw.pragma("foreign_keys = ON");
  raw.pragma("busy_timeout = 5000");
  raw.pragma("synchronous = NORMAL");
  registerCompanyDay(raw);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: wrapSqlite(raw) }),
    plugins: [new SqliteBooleanPlugin()],
  });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}

/**
 * `company_day(instant, zone)`: the calendar day ("YYYY-MM-DD") an ISO instant falls on in an IANA zone.
 * SQLite has no time zones; migration 0008's triggers file each refill under its company's day with it, so
 * every connection that may write a refill registers it.
 */
function registerCompanyDay(raw: SQLite.Database) {
  const byZone = new Map<string, (iso: string) => string>();
  raw.function("company_day", { deterministic: true }, (instant: unknown, zone: unknown) => {
    if (typeof instant !== "string") return null;
    const tz = typeof zone === "string" && zone ? zone : "UTC";
    let wallClock = byZone.get(tz);
    if (!wallClock) byZone.set(tz, (wallClock = wallClockIn(tz)));
    return wallClock(instant).slice(0, 10);
  });
}

/** better-sqlite3 binds neither booleans nor Dates: store them as 1/0 and ISO strings, as schema.ts says. */
function bindable(params: readonly unknown[]): unknown[] {
  return params.map((p) => (typeof p === "boolean" ? (p ? 1 : 0) : p instanceof Date ? p.toISOString() : p));
}

/** Prepared statements kept for reuse: preparing took an eighth of the refill worker's time. */
const STATEMENT_CACHE_SIZE = 500;

function wrapSqlite(raw: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>();
  const cached = (sql: string) => {
    let stmt = cache.get(sql);
    if (stmt) {
      cache.delete(sql);
    } else {
      stmt = raw.prepare(sql);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    }
    cache.set(sql, stmt);
    return stmt;
  };
  return {
    close: () => raw.close(),
    prepare(sql: string) {
      const stmt = cached(sql);
      return {
        reader: stmt.reader,
        all: (params: readonly unknown[]) => stmt.all(...bindable(params)),
        run: (params: readonly unknown[]) => stmt.run(...bindable(params)),
        // A streamed statement stays busy until read to the end: never share it.
        iterate: (params: readonly unknown[]) => raw.prepare(sql).iterate(...bindable(params)),
      };
    },
  };
}

/** Boolean columns not named `is_*` (migration 0022), and the names they are selected as. */
const BOOLEAN_COLUMNS = new Set(["require_two_factor", "company_requires_two_factor"]);

/** SQLite has no boolean type: turn the 0/1 of every `is_*` column (and BOOLEAN_COLUMNS) back into false/true. */
class SqliteBooleanPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const row of args.result.rows) {
      for (const key in row) {
        if ((key.startsWith("is_") || BOOLEAN_COLUMNS.has(key)) && (row[key] === 0 || row[key] === 1))
          row[key] = row[key] === 1;
      }
    }
    return args.result;
  }
}

/** A timestamptz as PostgreSQL writes it in UTC: "2026-11-26 03:50:39.123456+00". */
const UTC_TIMESTAMPTZ = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/**
 * A timestamptz as the ISO string the API answers ("2026-11-26T03:50:39.123Z", milliseconds truncated as
 * Date truncates them), rearranged without building a Date: a 200-row page holds 800 of them, and parsing
 * them was the costliest step of reading its rows. Any other shape (another session time zone, a year
 * past 9999) goes through Date.
 */
export function isoFromTimestamptz(text: string): string {
  const m = UTC_TIMESTAMPTZ.exec(text);
  if (!m) return new Date(text).toISOString();
  return `${m[1]}T${m[2]}.${(m[3] ?? "").padEnd(3, "0").slice(0, 3)}Z`;
}

/**
 * Planner settings of every connection. random_page_cost 1.1 instead of 4: the default prices a random
 * read as a spinning disk's, so naming a 200-row page (its customers, lines, plans, cards) hashed every
 * customer of the company — 20,000 rows read for 200 wanted, 16 ms — where an index lookup per row takes
 * 1 ms. 1.1 is what PostgreSQL's documentation suggests when the data is on SSDs or in memory. TimeZone UTC
 * keeps timestamps in the shape isoFromTimestamptz reads fast.
 */
const SESSION_OPTIONS = "-c random_page_cost=1.1 -c TimeZone=UTC";

function openPostgres(url: string): DatabaseHandle {
  const parsers: Record<number, (v: string) => unknown> = {
    20: (v) => Number(v), // int8: counts and sums fit in a double
    1082: (v) => v, // date stays YYYY-MM-DD
    1114: (v) => new Date(`${v}Z`).toISOString(),
    1184: isoFromTimestamptz,
  };
  const pool = new pg.Pool({
    connectionString: url,
    options: SESSION_OPTIONS,
    max: Number(process.env.PG_POOL_MAX ?? 10),
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        parsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client dropped by the server (restart, failover) must not crash the process: the pool replaces it.
  pool.on("error", (err) => console.error(`postgres pool: idle client error: ${err.message}`));
  // The cursor lets a query be read in chunks (Kysely's stream()): a CSV export of a million rows never holds them.
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool, cursor: Cursor }) });
  return { db, dialect: "postgres", close: () => db.destroy() };
}
