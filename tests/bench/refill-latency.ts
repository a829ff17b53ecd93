import { type ChildProcess, spawn } from "node:child_process";
import { buildApp } from "../../server/app";
import { testConfig } from "../../server/config";
import { createJobs } from "../../server/jobs";
import { startWorker } from "../../server/jobs/worker";
import { refillWorld } from "../server/transactions/support";
import { auth } from "../server/helpers";

/**
 * Refill Now's latency as a customer lives it: from the POST to the refill's `success`, with zero-latency
 * simulated providers, one refill at a time (each waits for the last). The worker is woken by the refill bell
 * (server/jobs/refill-bell.ts): in-process, or (PostgreSQL) a separate `npm run worker` process that hears
 * the API's NOTIFY. Polled every millisecond; prints p50 and p99.
 */
const ROUNDS = Number(process.env.BENCH_LATENCY_ROUNDS ?? 60);
const WARM_UP = 5;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function refillNowLatency(label: string, databaseUrl: string, separateWorker: boolean) {
  const config = testConfig({
    databaseUrl,
    payments: "simulated",
    topups: "simulated",
    simulatedLatencyMs: 0,
  });
  const app = await buildApp(config);
  let child: ChildProcess | null = null;
  const inProcess = separateWorker
    ? null
    : startWorker({ db: app.db, log: app.log, jobs: createJobs(config, app.log), bell: app.refillBell });
  try {
    const w = await refillWorld(app.db);
    if (separateWorker) {
      child = spawn(process.execPath, ["--import", "tsx", "server/worker-main.ts"], {
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          PAYMENTS: "simulated",
          TOPUPS: "simulated",
          LOG_LEVEL: "warn",
        },
        stdio: ["ignore", "ignore", "inherit"],
      });
      for (let beats = 0; beats === 0;) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        beats = (await app.db.selectFrom("worker_heartbeats").select("worker_id").execute()).length;
      }
      // The worker's first poll is over: from here a refill is taken because the bell rang.
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
    const times: number[] = [];
    for (let n = 0; n < WARM_UP + ROUNDS; n++) {
      const started = performance.now();
      const res = await app.inject({
        method: "POST",
        url: "/api/transactions/",
        headers: auth(w.customer.token),
        payload: { phone_number: w.phone.id, plan: w.plan.id, payment_method: w.cards.good.id },
      });
      if (res.statusCode !== 201) throw new Error(`Refill Now answered ${res.statusCode}: ${res.body}`);
      const id = res.json().id as number;
      for (;;) {
        const row = await app.db
          .selectFrom("transactions")
          .select("status")
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        if (row.status === "success") break;
        if (row.status !== "in_queue" && row.status !== "in_progress")
          throw new Error(`refill ${id} ${row.status}`);
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      if (n >= WARM_UP) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(36)} Refill Now → success over ${ROUNDS}: p50 ${percentile(times, 50).toFixed(1)} ms, ` +
        `p99 ${percentile(times, 99).toFixed(1)} ms (woken by the bell; by its poll alone a worker takes up to 2 s)`,
    );
  } finally {
    await inProcess?.stop();
    if (child) {
      const exited = new Promise((resolve) => child!.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await app.close();
  }
}
