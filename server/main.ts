import type { AddressInfo } from "node:net";
import { buildApp } from "./app";
import { loadConfigOrExit } from "./config";
import { createJobs } from "./jobs";
import { startWorker, type WorkerHandle } from "./jobs/worker";

/** `npm start` / `npm run serve`: the API and the panel, with the worker in-process unless WORKER=off. */
async function main() {
  const config = loadConfigOrExit();

  const app = await buildApp(config);
  let worker: WorkerHandle | null = null;
  if (config.worker)
    worker = startWorker({
      db: app.db,
      log: app.log,
      jobs: createJobs(config, app.log, app.instruments),
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

  await app.listen({ port: config.port, host: config.host });
  const url = `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${(app.server.address() as AddressInfo).port}`;
  const demo = await app.db
    .selectFrom("companies")
    .select("id")
    .where("slug", "=", "demo")
    .executeTakeFirst();
  const lines = [
    "",
    `  Refill & Rental back-office is running at ${url}`,
    `  API docs: ${url}/api/docs/   Health: ${url}/api/health/`,
    `  Database: ${app.dialect}${app.dialect === "sqlite" ? ` (${config.databaseUrl.replace(/^sqlite:/, "")})` : ""}   Worker: ${config.worker ? "in-process" : "off"}`,
  ];
  if (demo) {
    lines.push(
      "",
      '  Demo sign-ins (company "Demo Wireless", slug demo), password demo-pass-1:',
      "    owner     owner@demo.test",
      "    member    member@demo.test",
      "    customer  customer@demo.test   (or phone 5550100001 with PIN 1234)",
      "    second company's owner: owner@second.test",
    );
  }
  console.log(lines.join("\n") + "\n");
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
