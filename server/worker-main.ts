import { loadConfigOrExit } from "./config";
import { openDatabase } from "./db/connection";
import { migrateToLatest } from "./db/migrate";
import { createLogger } from "./plugins/logging";
import { createJobs } from "./jobs";
import { startWorker } from "./jobs/worker";

/** `npm run worker`: a worker process of its own, for scale-out (API processes then run with WORKER=off). */
async function main() {
  const config = loadConfigOrExit();
  const log = createLogger(config);
  const handle = openDatabase(config.databaseUrl);
  await migrateToLatest(handle.db, handle.dialect);
  const worker = startWorker({ db: handle.db, log, jobs: createJobs(config, log) });
  const shutdown = async () => {
    await worker.stop();
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
