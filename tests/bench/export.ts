import http from "node:http";
import type { App } from "../../server/app";

interface Measure {
  ms: number;
  rows: number;
  /** the process's resident memory at its highest while `run` went, above where it started */
  peakGrowthMiB: number;
  /** the heap once garbage is collected, above where it started (needs node --expose-gc) */
  keptMiB: number | null;
}

/** Resident memory, sampled while `run` goes, and the time it took: what an export costs the process. */
async function measured(run: () => Promise<number>): Promise<Measure> {
  global.gc?.();
  const before = process.memoryUsage();
  let peak = before.rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const t = performance.now();
  const rows = await run();
  const ms = performance.now() - t;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  global.gc?.();
  const kept = global.gc ? (process.memoryUsage().heapUsed - before.heapUsed) / 2 ** 20 : null;
  return { ms, rows, peakGrowthMiB: (peak - before.rss) / 2 ** 20, keptMiB: kept };
}

/** GET `url` over HTTP, counting the CSV's lines as they arrive and keeping none of them. */
function streamedLines(url: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { authorization: `Token ${token}` } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
        let lines = 0;
        res.on("data", (chunk: Buffer) => {
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
        });
        res.on("end", () => resolve(lines - 1));
      })
      .on("error", reject);
  });
}

/**
 * Issue 20's export figures: the company's whole transactions list as CSV over HTTP (streamed, the body
 * counted and dropped as a browser's download would write it to disk) — target under 30 s with the
 * process's memory growing by under 100 MB — beside the bare SQL reading the same rows through a cursor.
 */
export async function exportFigures(app: App, base: string, companyId: number, token: string): Promise<void> {
  const csv = await measured(() => streamedLines(`${base}/api/transactions/export/`, token));
  const bare = await measured(async () => {
    let rows = 0;
    const query = app.db
      .selectFrom("transactions as t")
      .innerJoin("users as u", "u.id", "t.user_id")
      .innerJoin("phone_numbers as pn", "pn.id", "t.phone_number_id")
      .innerJoin("plans as p", "p.id", "t.plan_id")
      .selectAll("t")
      .select(["u.first_name", "u.last_name", "u.email", "pn.number", "p.name as plan_name"])
      .where("t.company_id", "=", companyId)
      .orderBy("t.created_at", "desc")
      .orderBy("t.id", "desc");
    for await (const row of query.stream(500)) if (row) rows++;
    return rows;
  });
  const f = (x: number | null) => (x === null ? "n/a" : x.toFixed(0));
  console.log(
    "\nWhole transactions export (no filter), streamed; peak RSS growth while it ran; heap kept after it" +
      (global.gc ? "" : " (n/a: run with NODE_OPTIONS=--expose-gc)"),
  );
  console.log("| read | rows | time | peak RSS growth | heap kept |\n|---|---:|---:|---:|---:|");
  for (const [name, m] of [
    ["`GET /api/transactions/export/` over HTTP", csv],
    ["bare SQL, same rows through a cursor", bare],
  ] as const)
    console.log(`| ${name} | ${m.rows} | ${f(m.ms)} ms | ${f(m.peakGrowthMiB)} MiB | ${f(m.keptMiB)} MiB |`);
}
