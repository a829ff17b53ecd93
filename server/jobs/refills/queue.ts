import { randomBytes } from "node:crypto";
import { type ExpressionBuilder, sql, type Updateable } from "kysely";
import type { DB } from "../../db/connection";
import { isPostgres, withRowLock } from "../../db/row-lock";
import type { Database, TransactionStatus, TransactionsTable } from "../../db/schema";

/**
 * The transactions table is the refill queue (docs/engines.md): a worker claims rows with a lease, every
 * write after the claim is fenced by the lease's owner, and a row whose lease ran out is taken over.
 */

/** A transaction this worker holds: `owner` fences its writes, `attempts` counts this claim. */
export interface Claimed {
  id: number;
  attempts: number;
  owner: string;
  reclaimed: boolean;
}

/**
 * The queue columns a claim sets (in progress under `lease`, the attempt counted) or, without a lease, its
 * release sets back (queued again, the attempt not counted).
 */
const claimColumns =
  (lease: { until: string; owner: string } | null, at: string) =>
  (eb: ExpressionBuilder<Database, "transactions">) => ({
    status: lease ? ("in_progress" as const) : ("in_queue" as const),
    lease_until: lease?.until ?? null,
    lease_owner: lease?.owner ?? null,
    attempts: eb("attempts", lease ? "+" : "-", 1),
    updated_at: at,
  });

/**
 * Claims up to `limit` transactions: queued ones whose next try has come, and held ones whose lease ran
 * out. PostgreSQL: one UPDATE over a `FOR UPDATE SKIP LOCKED` selection, so concurrent workers never
 * wait for nor share a row. SQLite: select and update under the single writer's lock (withRowLock).
 */
export async function claimBatch(
  db: DB,
  limit: number,
  leaseMs: number,
  now: Date,
  workerId: string,
): Promise<Claimed[]> {
  const at = now.toISOString();
  const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
  const owner = `${workerId}/${randomBytes(4).toString("hex")}`;
  if (isPostgres(db)) {
    const { rows } = await sql<{ id: number; attempts: number; prev: TransactionStatus }>`
      update transactions t
         set status = 'in_progress', lease_until = ${leaseUntil}, lease_owner = ${owner},
             attempts = t.attempts + 1, updated_at = ${at}
        from (select id, status as prev from transactions
               where (status = 'in_queue' and (next_attempt_at is null or next_attempt_at <= ${at}))
                  or (status = 'in_progress' and (lease_until is null or lease_until < ${at}))
               order by id limit ${limit}
               for update skip locked) c
       where t.id = c.id
      returning t.id, t.attempts, c.prev`.execute(db);
    return rows.map((r) => ({ id: r.id, attempts: r.attempts, owner, reclaimed: r.prev === "in_progress" }));
  }
  return withRowLock(db, [], async (trx) => {
    const picked = await trx
      .selectFrom("transactions")
      .select(["id", "status", "attempts"])
      .where((eb) =>
        eb.or([
          eb.and([
            eb("status", "=", "in_queue"),
            eb.or([eb("next_attempt_at", "is", null), eb("next_attempt_at", "<=", at)]),
          ]),
          eb.and([
            eb("status", "=", "in_progress"),
            eb.or([eb("lease_until", "is", null), eb("lease_until", "<", at)]),
          ]),
        ]),
      )
      .orderBy("id")
      .limit(limit)
      .execute();
    if (picked.length) {
      await trx
        .updateTable("transactions")
        .set(claimColumns({ until: leaseUntil, owner }, at))
        .where(
          "id",
          "in",
          picked.map((p) => p.id),
        )
        .execute();
    }
    return picked.map((p) => ({
      id: p.id,
      attempts: p.attempts + 1,
      owner,
      reclaimed: p.status === "in_progress",
    }));
  });
}

/** Gives back what this worker claimed but did not start (shutdown): queued again, the claim not counted. */
export async function releaseClaims(db: DB, claims: Claimed[]): Promise<void> {
  for (const c of claims) {
    await db
      .updateTable("transactions")
      .set(claimColumns(null, new Date().toISOString()))
      .where("id", "=", c.id)
      .where("lease_owner", "=", c.owner)
      .where("status", "=", "in_progress")
      .execute();
  }
}

/** The lease was taken over by another worker: this one stops touching the transaction. */
export class LeaseLost extends Error {}

/** The transaction's own row, fenced: throws LeaseLost when this claim no longer holds it. */
export async function fencedUpdate(
  trx: DB,
  c: Claimed,
  values: Updateable<TransactionsTable>,
): Promise<void> {
  const res = await trx
    .updateTable("transactions")
    .set({ ...values, updated_at: new Date().toISOString() })
    .where("id", "=", c.id)
    .where("lease_owner", "=", c.owner)
    .where("status", "=", "in_progress")
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new LeaseLost();
}

/** The lease fields of a transaction that no worker holds any more. */
export const released = { lease_until: null, lease_owner: null, next_attempt_at: null } as const;

/** Full jitter (AWS's "Exponential Backoff and Jitter"): uniform in [0, min(base × 2^(n−1), max)]. */
export function backoffDelay(n: number, baseMs: number, maxMs: number, random: () => number): number {
  const cap = Math.min(baseMs * 2 ** (n - 1), maxMs);
  return Math.floor(Math.min(Math.max(random(), 0), 1) * cap);
}
