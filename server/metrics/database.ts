import { sql } from "kysely";
import { Gauge, type Registry } from "prom-client";
import { RENTAL_STATUSES, TRANSACTION_STATUSES } from "../../common/api/enums";
import type { DB } from "../db/connection";
import type { CountedList } from "../db/list-counts";
import { WORKER_ALIVE_MS } from "../jobs/worker";
import { heartbeats, queueFigures } from "../jobs/figures";
import { type KeptWallet, keptWallet, type WalletProvider } from "../db/topup-wallets";

/** What the database gauges show, read once per scrape. */
interface Snapshot {
  counts: Record<CountedList, Map<string, number>>;
  queue: { depth: number; due: number; oldestAgeSeconds: number };
  workersAlive: number;
  /** the top-up wallet as last known (null: never read yet) */
  wallet: KeptWallet | null;
}

/**
 * Rows per status of the transactions and rentals lists over every company: the per-company counts the
 * triggers keep (db/list-counts.ts, migration 0002) plus PostgreSQL's unfolded deltas, summed in one
 * grouped query over those small tables; the big tables are never scanned.
 */
async function keptCountsOfAllCompanies(db: DB): Promise<Snapshot["counts"]> {
  const { rows } = await sql<{ list: CountedList; status: string; n: number | string }>`
    select list, status, sum(n) as n from (
      select list, status, n from list_counts
      union all
      select list, status, delta from list_count_deltas
    ) kept group by list, status
  `.execute(db);
  const counts: Snapshot["counts"] = { transactions: new Map(), rentals: new Map() };
  for (const r of rows) counts[r.list]?.set(r.status, Number(r.n));
  return counts;
}

async function readSnapshot(db: DB, now: Date, provider: WalletProvider): Promise<Snapshot> {
  const counts = await keptCountsOfAllCompanies(db);
  // The same figures /api/health/ reports (modules/health), so that the dashboard and the probe agree.
  const queue = await queueFigures(db, now.toISOString());
  const beats = await heartbeats(db);
  const wallet = await keptWallet(db, provider);
  return {
    wallet,
    counts,
    queue: {
      depth: queue.depth,
      due: queue.due,
      oldestAgeSeconds: queue.dueSince ? Math.max(0, (now.getTime() - Date.parse(queue.dueSince)) / 1000) : 0,
    },
    workersAlive: beats.filter((b) => Date.parse(b.beat_at) >= now.getTime() - WORKER_ALIVE_MS).length,
  };
}

/**
 * Gauges read from the database at scrape time (each gauge's `collect`), shared by every API process: the
 * refills and rentals per status, the refill queue, the live workers. One snapshot serves all of a
 * scrape's gauges (they are collected together). Should the database not answer, the scrape still
 * answers with the rest: the status gauges have no samples and the others read NaN, never a reassuring 0.
 */
export function registerDatabaseGauges(
  registry: Registry,
  db: DB,
  log: { warn(obj: unknown, msg: string): void },
  walletProvider: WalletProvider = "simulated",
): void {
  let pending: Promise<Snapshot | null> | null = null;
  const snapshot = () =>
    (pending ??= readSnapshot(db, new Date(), walletProvider)
      .catch((err: unknown) => {
        log.warn({ err }, "metrics: the database gauges could not be read");
        return null;
      })
      .finally(() => {
        pending = null;
      }));
  const registers = [registry];

  const perStatus = (name: string, help: string, list: CountedList, statuses: readonly string[]) =>
    new Gauge({
      name,
      help,
      labelNames: ["status"],
      registers,
      async collect() {
        const s = await snapshot();
        this.reset();
        if (!s) return;
        // Every status, 0 included, so that a status nobody is in yet still draws a line.
        for (const status of statuses) this.set({ status }, s.counts[list].get(status) ?? 0);
      },
    });
  perStatus(
    "refills",
    "Refills (transactions) per status, all companies, from the kept per-company counts",
    "transactions",
    TRANSACTION_STATUSES,
  );
  perStatus(
    "rentals",
    "Rentals per status, all companies, from the kept per-company counts",
    "rentals",
    RENTAL_STATUSES,
  );

  const figure = (name: string, help: string, read: (s: Snapshot) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const s = await snapshot();
        this.set(s ? read(s) : Number.NaN);
      },
    });
  figure(
    "refill_queue_depth",
    "Refills waiting in the queue (in_queue), due or backing off",
    (s) => s.queue.depth,
  );
  figure(
    "refill_queue_due",
    "Queued refills a worker may take now (their backoff, if any, is over)",
    (s) => s.queue.due,
  );
  figure(
    "refill_queue_oldest_age_seconds",
    "How long the longest-waiting due refill has waited since it became due (0: none waits)",
    (s) => s.queue.oldestAgeSeconds,
  );
  figure(
    "workers_alive",
    "Workers (in any process) whose heartbeat is less than a minute old",
    (s) => s.workersAlive,
  );

  // The wallet as the worker last read it: a scrape never calls the aggregator. No sample before its first read.
  const wallet = (name: string, help: string, read: (w: KeptWallet, now: number) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ["currency"],
      registers,
      async collect() {
        const s = await snapshot();
        this.reset();
        if (s?.wallet) this.set({ currency: s.wallet.currency }, read(s.wallet, Date.now()));
      },
    });
  wallet(
    "topup_wallet_balance",
    "The top-up aggregator's prepaid wallet as last known, in its currency (not cents)",
    (w) => w.amount / 100,
  );
  wallet(
    "topup_wallet_read_age_seconds",
    "How long ago the wallet's balance was last known (a read or a top-up's answer)",
    (w, now) => Math.max(0, (now - Date.parse(w.readAt)) / 1000),
  );
}
