import http from "node:http";
import { sql } from "kysely";
import type { App } from "../../server/app";
import { addDays, dayIn, startOfDayIn } from "../../common/dates";
import { companyTimeZone } from "../../server/db/company-day";
import { httpGet, quantile, timed } from "./figures";

/**
 * The dashboard (issue 20) over HTTP for each range, beside a lookup (one transaction's page, the call
 * the dashboard should stay within 2× of) and beside the scan the kept refill days replace: the bare SQL
 * that groups the range's refills by company day, plan and status. ms, p50 and p99.
 */
export async function dashboardFigures(
  app: App,
  base: string,
  companyId: number,
  token: string,
): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const zone = await companyTimeZone(app.db, companyId);
  const today = dayIn(zone);
  const newest = await app.db
    .selectFrom("transactions")
    .select("id")
    .where("company_id", "=", companyId)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const localDay =
    app.dialect === "postgres"
      ? sql`to_char(created_at at time zone ${zone}, 'YYYY-MM-DD')`
      : sql`company_day(created_at, ${zone})`;
  const scan = (days: number) =>
    sql`select ${localDay} as day, plan_id, status, count(*), sum(amount) from transactions
      where company_id = ${companyId} and created_at >= ${startOfDayIn(zone, addDays(today, 1 - days))}
      group by 1, 2, 3`;
  const rows = [
    {
      name: "lookup: one transaction",
      run: () => httpGet(agent, `${base}/api/transactions/${newest.id}/`, token),
    },
    ...(
      [
        ["today", 1],
        ["7d", 7],
        ["30d", 30],
      ] as const
    ).flatMap(([range, days]) => [
      {
        name: `dashboard ${range}`,
        run: () => httpGet(agent, `${base}/api/dashboard/?range=${range}`, token),
      },
      { name: `  the scan it replaces (bare SQL, ${range})`, run: () => scan(days).execute(app.db) },
    ]),
  ];
  console.log("\ndashboard beside a lookup and beside the scan it replaces; ms");
  console.log("| call | p50 | p99 |\n|---|---:|---:|");
  for (const row of rows) {
    const ms = await timed(row.run);
    console.log(`| ${row.name} | ${quantile(ms, 0.5).toFixed(1)} | ${quantile(ms, 0.99).toFixed(1)} |`);
  }
  agent.destroy();
}
