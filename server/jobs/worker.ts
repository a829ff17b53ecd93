import { hostname } from "node:os";
import type { FastifyBaseLogger } from "fastify";
import type { DB } from "../db/connection";

export interface JobContext {
  db: DB;
  log: FastifyBaseLogger;
  now: Date;
  /** true once the worker is stopping: a job starts nothing new and gives back what it has not started */
  stopping?: () => boolean;
}

/** A unit of background work: runs once per tick; returns how many items it handled. */
export interface Job {
  name: string;
  run(ctx: JobContext): Promise<number>;
}

export interface WorkerHandle {
  id: string;
  stop(): Promise<void>;
}

export const HEARTBEAT_MS = 5_000;
/** A worker counts as alive while it beat within this window (/api/health/). */
export const WORKER_ALIVE_MS = 60_000;
/** A worker silent this long has died (a crash, a kill): its heartbeat row is removed by the living. */
export const FORGET_WORKER_AFTER_MS = 10 * 60_000;

/**
 * The background worker: every tick it records a heartbeat (read by /api/health/) and runs each job.
 * Jobs claim their rows atomically, so any number of workers may run at once. A tick that handled
 * something is followed at once by another, so a backlog drains without waiting out the interval.
 */
export function startWorker(opts: {
  db: DB;
  log: FastifyBaseLogger;
  jobs: Job[];
  intervalMs?: number;
}): WorkerHandle {
  const id = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`.slice(0, 64);
  const interval = opts.intervalMs ?? 2_000;
  const log = opts.log.child({ worker: id });
  const startedAt = new Date().toISOString();
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let lastBeat = 0;

  async function beat(now: Date) {
    if (now.getTime() - lastBeat < HEARTBEAT_MS) return;
    lastBeat = now.getTime();
    const at = now.toISOString();
    await opts.db
      .insertInto("worker_heartbeats")
      .values({ worker_id: id, started_at: startedAt, beat_at: at })
      .onConflict((oc) => oc.column("worker_id").doUpdateSet({ beat_at: at }))
      .execute();
    // A worker that crashed never deleted its own row (stop() does): the living clear what is long silent.
    await opts.db
      .deleteFrom("worker_heartbeats")
      .where("beat_at", "<", new Date(now.getTime() - FORGET_WORKER_AFTER_MS).toISOString())
      .execute();
  }

  async function tick(): Promise<number> {
    const now = new Date();
    let handled = 0;
    try {
      await beat(now);
    } catch (err) {
      log.error({ err }, "heartbeat failed");
    }
    for (const job of opts.jobs) {
      if (stopping) break;
      try {
        handled += await job.run({ db: opts.db, log, now, stopping: () => stopping });
      } catch (err) {
        log.error({ err, job: job.name }, "job failed");
      }
    }
    return handled;
  }

  function schedule(delay: number) {
    if (stopping) return;
    timer = setTimeout(() => {
      running = tick().then((handled) => schedule(handled > 0 ? 0 : interval));
    }, delay);
  }

  log.info({ jobs: opts.jobs.map((j) => j.name) }, "worker started");
  schedule(0);

  return {
    id,
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await running;
      await opts.db
        .deleteFrom("worker_heartbeats")
        .where("worker_id", "=", id)
        .execute()
        .catch(() => undefined);
      log.info("worker stopped");
    },
  };
}
