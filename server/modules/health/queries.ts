import { sql } from "kysely";
import type { DB } from "../../db/connection";
import { heartbeats, queueFigures } from "../../jobs/figures";
import { WORKER_ALIVE_MS } from "../../jobs/worker";
import type { Health } from "./schemas";

/** Answers at all (a failure throws). */
export const ping = (db: DB) => sql`select 1`.execute(db);

/** How long a due refill may wait with no live worker unless configured (HEALTH_QUEUE_LIMIT_SECONDS). */
export const DEFAULT_QUEUE_WAIT_LIMIT_MS = 300_000;

/**
 * The service as an operator's probe sees it: the database answers; workers beat; the queue drains. It is
 * unhealthy (503) when the database does not answer, or when a due refill has waited past the limit while
 * no worker is alive — customers are then charged nothing and topped up nothing until someone acts. A
 * queue waiting with live workers is busy, not broken: depth and age say how busy.
 */
export async function healthReport(
  db: DB,
  dialect: Health["database"]["dialect"],
  limitMs: number,
  now: Date,
): Promise<{ healthy: boolean; body: Health; failure?: unknown }> {
  const limit_seconds = Math.round(limitMs / 1000);
  const time = now.toISOString();
  try {
    await ping(db);
    const beats = await heartbeats(db);
    const queue = await queueFigures(db, time);
    const alive = beats.filter((b) => Date.parse(b.beat_at) >= now.getTime() - WORKER_ALIVE_MS).length;
    const waitedMs = queue.dueSince ? Math.max(0, now.getTime() - Date.parse(queue.dueSince)) : null;
    const stalled = alive === 0 && waitedMs !== null && waitedMs > limitMs;
    return {
      healthy: !stalled,
      body: {
        status: stalled ? "stalled" : "ok",
        database: { ok: true, dialect },
        worker: {
          alive,
          last_beat_at:
            beats
              .map((b) => b.beat_at)
              .sort()
              .at(-1) ?? null,
        },
        queue: {
          depth: queue.depth,
          due: queue.due,
          oldest_waiting_seconds: waitedMs === null ? null : Math.floor(waitedMs / 1000),
          limit_seconds,
        },
        time,
      },
    };
  } catch (failure) {
    return {
      failure,
      healthy: false,
      body: {
        status: "degraded",
        database: { ok: false, dialect },
        worker: { alive: 0, last_beat_at: null },
        queue: { depth: 0, due: 0, oldest_waiting_seconds: null, limit_seconds },
        time,
      },
    };
  }
}
