import pino from "pino";
import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "./connection";
import { migrateToLatest } from "./migrate";
import { seedIfEmpty } from "./seed";

/**
 * `npm run migrate`: brings the database named by the environment (DATABASE_URL, else SQLite in DATA_DIR)
 * to the latest migration, then seeds the demo data on an empty database unless SEED=none.
 * Exits 1 with a message on any failure.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const handle = openDatabase(config.databaseUrl);
  try {
    const applied = await migrateToLatest(handle.db, handle.dialect);
    console.log(
      applied.length
        ? `Applied migrations: ${applied.join(", ")}`
        : "No migration to apply: the database is up to date.",
    );
    if (config.seed === "demo") {
      const started = performance.now();
      const seeded = await seedIfEmpty(handle.db, log);
      console.log(
        seeded
          ? `Seeded the demo data in ${Math.round(performance.now() - started)} ms (sign in as owner@demo.test / demo-pass-1).`
          : "The database already has data: demo seed skipped.",
      );
    }
  } finally {
    await handle.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    const message =
      err instanceof ConfigError
        ? err.message
        : `Migration failed: ${err instanceof Error ? err.message : String(err)}`;
    console.error(message);
    process.exit(1);
  },
);
