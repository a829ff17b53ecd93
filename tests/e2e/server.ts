import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import { answers, checkAnswer } from "../server/openapi-check";
import { answersFile } from "./openapi-answers";

/**
 * The real server for the browser tests, compiled as `npm start` runs it (dist/server/, written by the
 * webServer command's `npm run build` just before): a fresh temporary data folder (SQLite file + mail/),
 * the demo company, the worker on. Sign-in throttling is off here because the suite signs the same demo
 * users in many times; the throttles have their own server tests.
 *
 * Every answer it sends is held to the OpenAPI document by the server suite's own check
 * (tests/server/openapi-check.ts), and what breaks it is written to answersFile() as it happens:
 * global-teardown.ts fails the run on any (issue 39, item 4). Written at once because Playwright ends this
 * process after the teardown has read the file.
 */
const port = process.env.E2E_PORT ?? "8787";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "refill-e2e-"));
fs.writeFileSync(path.join(os.tmpdir(), `refill-e2e-data-dir-${port}`), dataDir);
Object.assign(process.env, {
  DATA_DIR: dataDir,
  PORT: port,
  HOST: "127.0.0.1",
  SEED: "demo",
  WORKER: "on",
  RATE_LIMIT: "off",
  LOG_LEVEL: "warn",
  PUBLIC_URL: `http://127.0.0.1:${port}`,
});
delete process.env.DATABASE_URL;
const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
process.on("exit", cleanup);

const record = answersFile(port);
fs.writeFileSync(record, "");
async function recordAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const before = answers.violations.length;
  const checked = answers.checked;
  const sent = await checkAnswer(request, reply, payload);
  const lines = answers.violations.slice(before).map((v) => JSON.stringify(v));
  if (answers.checked > checked) lines.push(JSON.stringify({ checked: 1 }));
  if (lines.length) fs.appendFileSync(record, `${lines.join("\n")}\n`);
  return sent;
}

// A specifier in a variable: the compiled file has no types, and the type checker need not look for them.
const compiled = "../../dist/server/serve.js";
const { serve } = (await import(compiled)) as {
  serve: (options: { inspectAnswers: typeof recordAnswer }) => Promise<void>;
};
await serve({ inspectAnswers: recordAnswer });
