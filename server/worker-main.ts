import { loadConfigOrExit } from "./config";
import { openDatabase } from "./db/connection";
import { migrateToLatest } from "./db/migrate";
import { createLogger } from "./plugins/logging";
import { createJobs } from "./jobs";
import { createTopups } from "./integrations/topups";
import { walletKeeping } from "./db/topup-wallets";
import { timed } from "./metrics/timed";
import { postgresBell } from "./jobs/refill-bell";
import { startWorker } from "./jobs/worker";
import { createMetrics } from "./metrics/registry";
import { serveMetrics } from "./metrics/server";

/** `npm run worker`: a worker process of its own, for scale-out (API processes then run with WORKER=off). */
async function main() {
  const config = loadConfigOrExit();
  const log = createLogger(config);
  const handle = openDatabase(config.databaseUrl);
  await migrateToLatest(handle.db, handle.dialect);
  // This process's own instruments (claims, completions, provider calls, scheduler lag); the database
  // gauges are the API's /metrics' to report, as every process would report the same figures.
  const metrics = createMetrics();
  const metricsServer =
    config.workerMetricsPort === undefined
      ? null
      : await serveMetrics(metrics.registry, {
          port: config.workerMetricsPort,
          host: config.host,
          token: config.metricsToken,
        });
  if (metricsServer) log.info({ port: metricsServer.port, host: config.host }, "worker metrics at /metrics");
  // On PostgreSQL the API's rings reach this process (LISTEN); SQLite cannot ring across processes: it polls.
  const bell = handle.dialect === "postgres" ? postgresBell(handle.db, config.databaseUrl, log) : undefined;
  // Its top-up adapter keeps the wallet in the database, which the API's dashboard reads (and, simulated,
  // whose funds the owners add through the API).
  const topups = timed(createTopups(config, walletKeeping(handle.db)), metrics.providerCalls, "topups");
  const worker = startWorker({
    db: handle.db,
    log,
    jobs: createJobs(config, log, metrics, { topups }),
    bell,
  });
  const shutdown = async () => {
    await worker.stop();
    await metricsServer?.close();
    await bell?.close();
    await handle.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown());
  process.on("SIGTERM", () => void shutdown());
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
