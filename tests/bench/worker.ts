import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { openDatabase } from "../../server/db/connection";
import { migrateToLatest } from "../../server/db/migrate";
import { createSimulatedPayments } from "../../server/integrations/payments/simulated";
import { createSimulatedTopups } from "../../server/integrations/topups/simulated";
import { createRefillEngine } from "../../server/jobs/refills/engine";
import { refillNowLatency } from "./refill-latency";
import { queueRefills } from "./refill-queue";

/**
 * `npm run bench:worker`: refills per second one worker completes (claim, charge, top-up, each step
 * recorded) with zero-latency simulated providers, so that the figure is the engine's and the database's.
 * A fresh SQLite file, and PostgreSQL when DATABASE_URL is set (a database of its own, dropped after).
 * Prints figures; asserts nothing.
 */
const COUNT = Number(process.env.BENCH_REFILLS ?? 5000);
const log = pino({ level: "warn" });

async function bench(label: string, url: string) {
  const handle = openDatabase(url);
  try {
    await migrateToLatest(handle.db, handle.dialect);
    await queueRefills(handle.db, { count: COUNT, customers: 100 });
    const payments = createSimulatedPayments();
    const topups = createSimulatedTopups();
    const engine = createRefillEngine({ payments, topups, batchSize: 100, concurrency: 8 });
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    let done = 0;
    for (let n = 1; n > 0; done += n) n = await engine.job.run({ db: handle.db, log, now: new Date() });
    const seconds = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    // This process's CPU time only (a PostgreSQL server's is not in it): on a busy machine it says what wall time cannot.
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const ok = await handle.db
      .selectFrom("transactions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "success")
      .executeTakeFirstOrThrow();
    console.log(
      `${label.padEnd(11)} ${String(done).padStart(6)} refills in ${seconds.toFixed(2)} s = ${Math.round(done / seconds)} refills/s; ` +
        `${cpuSeconds.toFixed(2)} s of CPU = ${Math.round(done / cpuSeconds)} refills per CPU-second ` +
        `(success ${ok.n}, charges ${payments.record.calls}, top-ups ${topups.record.sent})`,
    );
  } finally {
    await handle.close();
  }
}

async function main() {
  console.log(
    `worker throughput, one worker, batch 100, 8 at once, ${COUNT} queued refills, zero-latency simulated providers`,
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "refill-worker-bench-"));
  await bench("SQLite", `sqlite:${path.join(dir, "bench.db")}`);
  await refillNowLatency(
    "SQLite, worker in the API process",
    `sqlite:${path.join(dir, "latency.db")}`,
    false,
  );
  fs.rmSync(dir, { recursive: true, force: true });
  const pgUrl = process.env.DATABASE_URL;
  if (pgUrl && /^postgres/.test(pgUrl)) {
    const pg = (await import("pg")).default;
    const name = `bench_worker_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(pgUrl);
      url.pathname = `/${name}`;
      await bench("PostgreSQL", url.toString());
      await refillNowLatency("PostgreSQL, worker in its own process", url.toString(), true);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } else {
    console.log("PostgreSQL  skipped (set DATABASE_URL=postgres://… to measure it)");
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
