import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";

/**
 * `npm run bench`: the API under load on this machine, printing figures (never asserting them).
 * A fresh SQLite database with the demo company (or DATABASE_URL=postgres://… for PostgreSQL), the server
 * listening on a loopback port, autocannon driving it for a few seconds per endpoint.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "refill-bench-"));
  const config = {
    ...loadConfig({ ...process.env, DATA_DIR: dataDir, SEED: "demo", LOG_LEVEL: "warn", RATE_LIMIT: "off", PORT: "0" }),
    staticDir: undefined,
  };
  const t0 = performance.now();
  const app = await buildApp(config);
  const bootMs = performance.now() - t0;
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.address() as any).port}`;

  const signIn = async (email: string) => {
    const res = await fetch(`${base}/api/user/token/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "demo-pass-1" }),
    });
    return ((await res.json()) as { token: string }).token;
  };
  const member = await signIn("member@demo.test");
  const customer = await signIn("customer@demo.test");

  const cases: Array<{ name: string; path: string; token?: string; method?: "GET" | "POST"; body?: string }> = [
    { name: "health", path: "/api/health/" },
    { name: "profile (customer)", path: "/api/user/me/", token: customer },
    { name: "transactions page 1 (member)", path: "/api/transactions/?page_size=25", token: member },
    { name: "transactions filtered + search (member)", path: "/api/transactions/?status=error,action_required&search=a&ordering=-amount", token: member },
    { name: "transactions counters (member)", path: "/api/transactions/counters/", token: member },
    { name: "rentals, hide returned (member)", path: "/api/rental/rentals/?hide_returned=true&page_size=50", token: member },
    { name: "customers list (member)", path: "/api/company/customers/?page_size=25", token: member },
    {
      name: "sign-in (argon2id verify)",
      path: "/api/user/token/",
      method: "POST",
      body: JSON.stringify({ email: "customer@demo.test", password: "demo-pass-1" }),
    },
  ];

  console.log(`database: ${app.dialect}; boot (migrate + seed): ${bootMs.toFixed(0)} ms; ${connections} connections, ${seconds}s each`);
  console.log("endpoint".padEnd(44), "req/s".padStart(8), "p50 ms".padStart(8), "p99 ms".padStart(8), "non-2xx".padStart(8));
  for (const c of cases) {
    const result = await autocannon({
      url: base + c.path,
      method: c.method ?? "GET",
      body: c.body,
      headers: { "content-type": "application/json", ...(c.token ? { authorization: `Token ${c.token}` } : {}) },
      connections,
      duration: seconds,
    });
    console.log(
      c.name.padEnd(44),
      result.requests.average.toFixed(0).padStart(8),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      String(result.non2xx).padStart(8),
    );
  }
  const mem = process.memoryUsage();
  console.log(`memory after the run: rss ${(mem.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(mem.heapUsed / 2 ** 20).toFixed(0)} MiB`);
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
