import { type BuildOptions, buildApp } from "./app";
import { loadConfigOrExit } from "./config";
import { createJobs } from "./jobs";
import { startWorker, type WorkerHandle } from "./jobs/worker";
import { listeningText, startupBanner } from "./startup-banner";

/**
 * The API and the panel listening, with the worker in-process unless WORKER=off: `npm start` (server/main.ts),
 * and the browser tests' server (tests/e2e/server.ts), which passes `options` to hold every answer to the
 * OpenAPI document.
 */
export async function serve(options: BuildOptions = {}) {
  const config = loadConfigOrExit();

  const app = await buildApp(config, options);
  let worker: WorkerHandle | null = null;
  if (config.worker)
    worker = startWorker({
      db: app.db,
      log: app.log,
      jobs: createJobs(config, app.log, app.instruments, {
        mailer: app.mailer,
        sms: app.sms,
        topups: app.topups,
      }),
      bell: app.refillBell,
    });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await worker?.stop();
    await app.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: listeningText(config.publicUrl),
  });
  const demo = await app.db
    .selectFrom("companies")
    .select("id")
    .where("slug", "=", "demo")
    .executeTakeFirst();
  console.log(startupBanner(config, { dialect: app.dialect, demo: demo !== undefined }));
}
