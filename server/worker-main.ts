import { loadConfigOrExit } from "./config";
import { openDatabase } from "./db/connection";
import { migrateToLatest } from "./db/migrate";
import { createLogger } from "./plugins/logging";
import { createJobs } from "./jobs";
import { postgresBell } from "./jobs/refill-bell";
import { startWorker } from "./jobs/worker";

/** `npm run worker`: a worker process of its own, for scale-out (API processes then run with WORKER=off). */
async function main() {
  const config = loadConfigOrExit();
  const log = createLogger(config);
  const handle = openDatabase(config.databaseUrl);
  await migrateToLatest(handle.db, handle.dialect);
  // On PostgreSQL the API's rings reach this process (LISTEN); SQLite cannot ring across processes: it polls.
  const bell = handle.dialect === "postgres" ? postgresBell(handle.db, config.databaseUrl, log) : undefined;
  const worker = startWorker({ db: handle.db, log, jobs: createJobs(config, log), bell });
  const shutdown = async () => {
    await worker.stop();
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
