import type { FastifyInstance } from "fastify";
import { type DatabaseHandle, type DB, type Dialect, openDatabase } from "../db/connection";
import { refreshPlannerStatistics } from "../db/list-counts";
import { migrateToLatest } from "../db/migrate";
import { seedIfEmpty } from "../db/seed";
import { trackRunningHandlers } from "../http/drain";

declare module "fastify" {
  interface FastifyInstance {
    db: DB;
    dialect: Dialect;
  }
}

/** How long closing waits for running handlers before the database closes under them. */
const CLOSE_GRACE_MS = 8_000;

/**
 * The database as `app.db`: the one given (tests share one between apps) or opened from
 * config.databaseUrl, migrated, and seeded when config.seed says so. Closing the app lets running
 * handlers finish, then closes a database it opened. Register before any route (trackRunningHandlers).
 */
export async function registerDatabase(app: FastifyInstance, database?: DatabaseHandle): Promise<void> {
  const handle = database ?? openDatabase(app.config.databaseUrl);
  const ownsDatabase = !database;
  const handlers = trackRunningHandlers(app);
  app.decorate("db", handle.db);
  app.decorate("dialect", handle.dialect);
  app.addHook("onClose", async () => {
    await handlers.settled(CLOSE_GRACE_MS);
    if (ownsDatabase) await handle.close();
  });

  await migrateToLatest(handle.db, handle.dialect);
  if (app.config.seed === "demo" && (await seedIfEmpty(handle.db, app.log)))
    await refreshPlannerStatistics(handle.db, handle.dialect);
}
