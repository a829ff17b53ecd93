import { EventEmitter } from "node:events";
import { sql } from "kysely";
import pg from "pg";
import type { FastifyBaseLogger } from "fastify";
import type { DB } from "../db/connection";

/**
 * The worker's bell (named for its first use, the refill queue): whoever queues a refill or a message rings it
 * once the write is committed, and workers wake at once instead of at their next poll (the poll stays, as the safety net for a lost ring). In one process
 * the ring is an event; on PostgreSQL it is also a NOTIFY on `refill_queue`, which the workers of other
 * processes LISTEN to. On SQLite other processes cannot hear it: they poll.
 */
export interface RefillBell {
  ring(): void;
  /** Calls `wake` on every ring, in this process or (PostgreSQL) any other; returns how to stop. */
  listen(wake: () => void): () => void;
  close(): Promise<void>;
}

export const REFILL_CHANNEL = "refill_queue";

/** Rings heard in this process only (SQLite, tests). */
export function localBell(): RefillBell {
  const events = new EventEmitter().setMaxListeners(0);
  return {
    ring: () => void events.emit("ring"),
    listen(wake) {
      events.on("ring", wake);
      return () => events.off("ring", wake);
    },
    close: async () => void events.removeAllListeners(),
  };
}

/**
 * Rings heard across processes: `ring` notifies through the app's pool; `listen` holds one connection of
 * its own LISTENing, connected on first use and again after a drop (rings missed meanwhile are the poll's).
 */
export function postgresBell(db: DB, url: string, log: FastifyBaseLogger): RefillBell {
  const local = localBell();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  async function connect() {
    if (closed || client) return;
    const next = new pg.Client({ connectionString: url });
    next.on("notification", () => local.ring());
    next.on("error", (err) => {
      log.warn({ err }, "refill bell: connection lost, polling until it is back");
      if (client === next) client = null;
      next.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), 5_000);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${REFILL_CHANNEL}`);
      client = next;
    } catch (err) {
      log.warn({ err }, "refill bell: cannot LISTEN, polling");
      next.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), 5_000);
    }
  }

  return {
    ring() {
      // Heard here at once; the NOTIFY reaches the others (and this process again: one extra wake).
      local.ring();
      sql`select pg_notify(${REFILL_CHANNEL}, '')`
        .execute(db)
        .catch((err) =>
          log.warn({ err }, "refill bell: NOTIFY failed; workers will find it at their next poll"),
        );
    },
    listen(wake) {
      void connect();
      return local.listen(wake);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await local.close();
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}

/** The bell for a database: PostgreSQL's when the URL is one, else the in-process one. */
export function refillBell(db: DB, url: string, log: FastifyBaseLogger): RefillBell {
  return /^postgres(ql)?:\/\//.test(url) ? postgresBell(db, url, log) : localBell();
}
