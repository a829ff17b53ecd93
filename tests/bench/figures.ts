import http from "node:http";
import type { App } from "../../server/app";
import { cases } from "./list-cases";
import { RUNS } from "./scale";

export const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};

export async function timed(run: () => Promise<unknown>): Promise<number[]> {
  await run();
  const out: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run();
    out.push(performance.now() - t);
  }
  return out;
}

/** One GET over a kept-alive HTTP connection, read to the end, as a browser's fetch of the page would. */
export function httpGet(agent: http.Agent, url: string, token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { authorization: `Token ${token}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        res.statusCode === 200
          ? resolve()
          : reject(new Error(`${url}: ${res.statusCode} ${Buffer.concat(chunks).toString().slice(0, 200)}`)),
      );
    });
    req.on("error", reject);
  });
}

/**
 * Each list call over HTTP (the app listening on a loopback port, one kept-alive connection, the whole
 * body read) beside its bare SQL: p50, p99 and the ratio of the p50s, as a table. Issue 22's targets at a
 * million transactions on PostgreSQL: page 1 ≤ 7 ms, `status=error` ≤ 5 ms, `page_size=200` ≤ 12 ms.
 */
export async function listFigures(app: App, base: string, companyId: number, token: string): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  console.log(`\n${RUNS} runs after a warm-up; ms; ratio = HTTP p50 / bare SQL p50`);
  console.log(
    "| call | HTTP p50 | HTTP p99 | bare SQL p50 | bare SQL p99 | ratio |\n|---|---:|---:|---:|---:|---:|",
  );
  for (const c of cases(companyId)) {
    const api = await timed(() => httpGet(agent, base + c.url, token));
    const bare = await timed(async () => {
      for (const q of c.bare) await q.execute(app.db);
    });
    const f = (x: number) => x.toFixed(1);
    console.log(
      `| \`${c.name}\` | ${f(quantile(api, 0.5))} | ${f(quantile(api, 0.99))} | ${f(quantile(bare, 0.5))} | ${f(quantile(bare, 0.99))} | ${(quantile(api, 0.5) / quantile(bare, 0.5)).toFixed(2)} |`,
    );
  }
  agent.destroy();
}

/** BENCH_LOAD=1: requests per second under autocannon over a real port, as the bench printed before. */
export async function loadFigures(base: string, tokens: { member: string; customer: string }): Promise<void> {
  const { default: autocannon } = await import("autocannon");
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  const load = [
    { name: "health", path: "/api/health/" },
    { name: "profile (customer)", path: "/api/user/me/", token: tokens.customer },
    { name: "transactions page 1 (member)", path: "/api/transactions/", token: tokens.member },
    { name: "transactions counters (member)", path: "/api/transactions/counters/", token: tokens.member },
    {
      name: "rentals, hide returned (member)",
      path: "/api/rental/rentals/?hide_returned=true&page_size=50",
      token: tokens.member,
    },
    { name: "customers list (member)", path: "/api/company/customers/", token: tokens.member },
  ];
  console.log(`\nautocannon: ${connections} connections, ${seconds}s each`);
  console.log(
    "endpoint".padEnd(36),
    "req/s".padStart(8),
    "p50 ms".padStart(8),
    "p99 ms".padStart(8),
    "non-2xx".padStart(8),
  );
  for (const c of load) {
    const result = await autocannon({
      url: base + c.path,
      headers: c.token ? { authorization: `Token ${c.token}` } : {},
      connections,
      duration: seconds,
    });
    console.log(
      c.name.padEnd(36),
      result.requests.average.toFixed(0).padStart(8),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      String(result.non2xx).padStart(8),
    );
  }
}
