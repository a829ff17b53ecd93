import { hostname } from "node:os";
import type { FastifyBaseLogger } from "fastify";
import type { DB } from "../db/connection";
import type { RefillBell } from "./refill-bell";

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
/** With a bell, an idle worker polls less and less often, down to once in this long. */
export const IDLE_POLL_MAX_MS = 10_000;

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
  /**
   * Wakes the worker as soon as a refill is queued (refill-bell.ts). With it, polling is only the safety net
   * (a ring lost, a retry's backoff ending): an idle worker's poll stretches from `intervalMs` to
   * IDLE_POLL_MAX_MS. Without it (SQLite across processes) the worker polls every `intervalMs`.
   */
  bell?: RefillBell;
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

  let idlePoll = interval;
  let rungWhileRunning = false;

  function schedule(delay: number) {
    if (stopping) return;
    timer = setTimeout(() => {
      timer = null;
      running = tick().then((handled) => {
        running = null;
        if (handled > 0 || rungWhileRunning) idlePoll = interval;
        else if (opts.bell) idlePoll = Math.min(idlePoll * 2, Math.max(interval, IDLE_POLL_MAX_MS));
        const again = handled > 0 || rungWhileRunning;
        rungWhileRunning = false;
        schedule(again ? 0 : idlePoll);
      });
    }, delay);
  }

  // A ring while waiting starts the next tick now; while a tick runs, one more follows it at once.
  const unlisten = opts.bell?.listen(() => {
    if (stopping) return;
    if (timer) {
      clearTimeout(timer);
      schedule(0);
    } else rungWhileRunning = true;
  });

  log.info({ jobs: opts.jobs.map((j) => j.name) }, "worker started");
  schedule(0);

  return {
    id,
    async stop() {
      stopping = true;
      unlisten?.();
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
