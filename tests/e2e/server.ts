import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * The real server for the browser tests, compiled as `npm start` runs it (dist/server/, written by the
 * webServer command's `npm run build` just before): a fresh temporary data folder (SQLite file + mail/),
 * the demo company, the worker on. Sign-in throttling is off here because the suite signs the same demo
 * users in many times; the throttles have their own server tests.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "refill-e2e-"));
fs.writeFileSync(path.join(os.tmpdir(), `refill-e2e-data-dir-${process.env.E2E_PORT ?? "8787"}`), dataDir);
Object.assign(process.env, {
  DATA_DIR: dataDir,
  PORT: process.env.E2E_PORT ?? "8787",
  HOST: "127.0.0.1",
  SEED: "demo",
  WORKER: "on",
  RATE_LIMIT: "off",
  LOG_LEVEL: "warn",
  PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? "8787"}`,
});
delete process.env.DATABASE_URL;
const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
process.on("exit", cleanup);
// A specifier in a variable: the compiled file has no types, and the type checker need not look for them.
const compiled = "../../dist/server/main.js";
await import(compiled);
