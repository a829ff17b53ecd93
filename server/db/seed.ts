import type { FastifyBaseLogger } from "fastify";
import { PostgresAdapter, sql } from "kysely";
import { hashPassword } from "../security/passwords";
import type { DB } from "./connection";
import { DEMO_PASSWORD } from "./seed/catalog";
import type { Counts } from "./seed/context";
import { seedDemo } from "./seed/demo";

export interface SeedOptions {
  /** the moment the demo history ends (default: now); the same now gives the same rows */
  now?: Date;
  /** a precomputed hash of the demo password (tests); hashed once here otherwise */
  passwordHash?: string;
}

/** Any number used by no other advisory lock: serialises seeding between processes starting together. */
const SEED_LOCK = 7_412_001;

const isEmpty = async (db: DB) =>
  !(await db.selectFrom("companies").select("id").limit(1).executeTakeFirst());

/**
 * Seeds the demo data (README.md) when the database has no company yet, in one transaction: a failure
 * half-way writes nothing. Returns true when it seeded. On PostgreSQL, API processes starting at the same
 * time queue on an advisory lock and all but the first find the data there.
 */
export async function seedIfEmpty(
  db: DB,
  log: FastifyBaseLogger,
  options: SeedOptions = {},
): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const started = performance.now();
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  const counts = await db.transaction().execute(async (trx): Promise<Record<string, Counts> | null> => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter)
      await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (!(await isEmpty(trx))) return null;
    return seedDemo(trx, { now: options.now ?? new Date(), passwordHash });
  });
  if (!counts) return false;
  log.info({ rows: counts, ms: Math.round(performance.now() - started) }, "seeded the demo data");
  return true;
}
