import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { build } from "vite";
import { CHROMIUM } from "../chromium";
import { coldLoadFigures } from "./cold-load";
import { dashboardFigures } from "./dashboard";
import { exportFigures } from "./export";
import { listFigures, loadFigures } from "./figures";
import { grow } from "./grow";

/**
 * `npm run bench`: the lists at scale (issue 9), printing figures (never asserting them).
 *
 * A fresh database (SQLite in a temporary folder, or DATABASE_URL=postgres://… — give it an empty
 * database) gets the demo data, then BENCH_ROWS transactions (default 1,000,000) and a fifth as many
 * rentals in the demo company, bulk-inserted in batches inside transactions. Then each list call runs
 * BENCH_RUNS times (after a warm-up) over HTTP on a loopback port with a member's token, beside the bare SQL
 * that answers the same question on the same data, in the same run: p50, p99 and the ratio of the p50s.
 * Then the dashboard per range beside a lookup and the scan it replaces (dashboard.ts; BENCH_DASHBOARD=0 skips it).
 * Then the whole transactions list exported as CSV beside the same rows read through a cursor (export.ts;
 * BENCH_EXPORT=0 skips it, BENCH_LISTS=0 skips the list calls; NODE_OPTIONS=--expose-gc adds the heap kept).
 * BENCH_LOAD=1 adds autocannon's throughput figures over a real HTTP port. Then the cold load of /transactions
 * and /rentals in Chromium, to their first row (cold-load.ts; BENCH_COLD=0 skips it). BENCH_DATA_DIR=<folder> keeps
 * the SQLite database there, so that a second run skips the bulk insert.
 */
async function main() {
  // BENCH_DATA_DIR keeps the SQLite file between runs (the rows are inserted once); a temporary folder otherwise.
  const keep = process.env.BENCH_DATA_DIR;
  const dataDir = keep ?? fs.mkdtempSync(path.join(os.tmpdir(), "refill-bench-"));
  const config = {
    ...loadConfig({
      ...process.env,
      DATA_DIR: dataDir,
      SEED: "demo",
      LOG_LEVEL: "warn",
      RATE_LIMIT: "off",
      PORT: "0",
    }),
    // The built panel, for the cold-load figures (built first when dist/ lacks it).
    staticDir: path.resolve("dist"),
  };
  const cold = process.env.BENCH_COLD !== "0" && fs.existsSync(CHROMIUM);
  if (cold && !fs.existsSync(path.resolve("dist/index.html"))) await build({ logLevel: "warn" });
  const t0 = performance.now();
  const app = await buildApp(config);
  console.log(
    `database: ${app.dialect}; boot (migrate + demo seed): ${(performance.now() - t0).toFixed(0)} ms`,
  );
  const company = await app.db
    .selectFrom("companies")
    .select("id")
    .where("slug", "=", "demo")
    .executeTakeFirstOrThrow();
  await grow(app, company.id);

  const signIn = async (email: string) => {
    const res = await app.inject({
      method: "POST",
      url: "/api/user/token/",
      payload: { email, password: "demo-pass-1" },
    });
    return (res.json() as { token: string }).token;
  };
  const member = await signIn("member@demo.test");
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  if (process.env.BENCH_LISTS !== "0") await listFigures(app, base, company.id, member);
  if (process.env.BENCH_DASHBOARD !== "0") await dashboardFigures(app, base, company.id, member);
  if (process.env.BENCH_EXPORT !== "0") await exportFigures(app, base, company.id, member);
  // The refill engine's worker throughput figures (tests/bench/worker.ts) go here, beside the lists'.
  if (process.env.BENCH_LOAD === "1")
    await loadFigures(base, { member, customer: await signIn("customer@demo.test") });

  if (cold) await coldLoadFigures(base, member);
  else console.log(`\ncold load: skipped (BENCH_COLD=0, or no Chromium at ${CHROMIUM})`);

  const mem = process.memoryUsage();
  console.log(
    `\nmemory after the run: rss ${(mem.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(mem.heapUsed / 2 ** 20).toFixed(0)} MiB`,
  );
  await app.close();
  if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
