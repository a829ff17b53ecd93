import type { App } from "../../server/app";
import { cases } from "./list-cases";
import { RUNS } from "./scale";

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  await run();
  const out: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run();
    out.push(performance.now() - t);
  }
  return out;
}

/** Each list call through the API beside its bare SQL: p50, p99 and the ratio of the p50s, as a table. */
export async function listFigures(app: App, companyId: number, token: string): Promise<void> {
  console.log(`\n${RUNS} runs after a warm-up; ms; ratio = API p50 / bare SQL p50`);
  console.log(
    "| call | API p50 | API p99 | bare SQL p50 | bare SQL p99 | ratio |\n|---|---:|---:|---:|---:|---:|",
  );
  for (const c of cases(companyId)) {
    const api = await timed(async () => {
      const res = await app.inject({
        method: "GET",
        url: c.url,
        headers: { authorization: `Token ${token}` },
      });
      if (res.statusCode !== 200) throw new Error(`${c.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    });
    const bare = await timed(async () => {
      for (const q of c.bare) await q.execute(app.db);
    });
    const f = (x: number) => x.toFixed(1);
    console.log(
      `| \`${c.name}\` | ${f(quantile(api, 0.5))} | ${f(quantile(api, 0.99))} | ${f(quantile(bare, 0.5))} | ${f(quantile(bare, 0.99))} | ${(quantile(api, 0.5) / quantile(bare, 0.5)).toFixed(2)} |`,
    );
  }
}

/** BENCH_LOAD=1: requests per second under autocannon over a real port, as the bench printed before. */
export async function loadFigures(app: App, tokens: { member: string; customer: string }): Promise<void> {
  const { default: autocannon } = await import("autocannon");
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
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
