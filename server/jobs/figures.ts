import type { DB } from "../db/connection";

/**
 * What the workers and the refill queue say of themselves, read by the health probe (`modules/health/`) and
 * by the metrics at scrape time (`metrics/database.ts`).
 */

/** Every worker's last heartbeat. */
export const heartbeats = (db: DB) => db.selectFrom("worker_heartbeats").select("beat_at").execute();

/**
 * The refill queue across companies (on the claim index: status, next_attempt_at): how many wait, how many
 * a worker may take at `at`, and since when the longest-waiting of those has been due (its backoff's end,
 * or its creation).
 */
export async function queueFigures(db: DB, at: string) {
  const row = await db
    .selectFrom("transactions")
    .select((eb) => [
      eb.fn.countAll<number>().as("depth"),
      eb.fn
        .count<number>(
          eb
            .case()
            .when(eb.or([eb("next_attempt_at", "is", null), eb("next_attempt_at", "<=", at)]))
            .then(1)
            .end(),
        )
        .as("due"),
      eb.fn
        .min<string | null>(
          eb
            .case()
            .when(eb.or([eb("next_attempt_at", "is", null), eb("next_attempt_at", "<=", at)]))
            .then(eb.fn.coalesce("next_attempt_at", "created_at"))
            .end(),
        )
        .as("due_since"),
    ])
    .where("status", "=", "in_queue")
    .executeTakeFirstOrThrow();
  return { depth: Number(row.depth), due: Number(row.due), dueSince: row.due_since };
}
