import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type RawBuilder, sql } from "kysely";
import { type App, buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { compactListCounts, refreshPlannerStatistics } from "../../server/db/list-counts";
import { FIRST_NAMES, LAST_NAMES } from "../../server/db/seed/names";

/**
 * `npm run bench`: the lists at scale (issue 9), printing figures (never asserting them).
 *
 * A fresh database (SQLite in a temporary folder, or DATABASE_URL=postgres://… — give it an empty
 * database) gets the demo data, then BENCH_ROWS transactions (default 1,000,000) and a fifth as many
 * rentals in the demo company, bulk-inserted in batches inside transactions. Then each list call runs
 * BENCH_RUNS times (after a warm-up) through buildApp()+inject with a member's token, beside the bare SQL
 * that answers the same question on the same data, in the same run: p50, p99 and the ratio of the p50s.
 * BENCH_LOAD=1 adds autocannon's throughput figures over a real HTTP port. BENCH_DATA_DIR=<folder> keeps
 * the SQLite database there, so that a second run skips the bulk insert.
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RENTALS = Number(process.env.BENCH_RENTALS ?? Math.round(ROWS / 5));
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? Math.max(100, Math.round(ROWS / 50)));
const RUNS = Number(process.env.BENCH_RUNS ?? 15);

/** A fixed pseudo-random sequence (xorshift), so that two runs insert the same rows. */
function random(seed: number) {
  let x = seed | 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4_294_967_296;
  };
}
const pick = <T>(rnd: () => number, items: readonly T[]) => items[Math.floor(rnd() * items.length)];
/** `[value, weight]` pairs → a value drawn by weight. */
function weighted<T>(rnd: () => number, table: ReadonlyArray<readonly [T, number]>): T {
  let r = rnd() * table.reduce((s, [, w]) => s + w, 0);
  for (const [v, w] of table) if ((r -= w) < 0) return v;
  return table[table.length - 1][0];
}

const BATCH = 500;
const PER_TRANSACTION = 50_000;

async function insertMany(
  app: App,
  table: "users" | "phone_numbers" | "transactions" | "rentals",
  count: number,
  row: (i: number) => object,
) {
  for (let start = 0; start < count; start += PER_TRANSACTION) {
    await app.db.transaction().execute(async (trx) => {
      for (let i = start; i < Math.min(count, start + PER_TRANSACTION); i += BATCH) {
        const chunk = Array.from({ length: Math.min(BATCH, count - i) }, (_, k) => row(i + k));
        await trx
          .insertInto(table)
          .values(chunk as never)
          .execute();
      }
    });
  }
}

/** The demo company grown to ROWS transactions and RENTALS rentals (once: a second run on the same database reuses them). */
async function grow(app: App, companyId: number): Promise<void> {
  const db = app.db;
  const have = Number(
    (
      await sql<{
        n: number;
      }>`select count(*) as n from transactions where company_id = ${companyId}`.execute(db)
    ).rows[0].n,
  );
  if (have >= ROWS) return;
  const rnd = random(42);
  const t0 = performance.now();
  const now = Date.now();
  const firstUser = Number(
    (await sql<{ id: number }>`select coalesce(max(id), 0) + 1 as id from users`.execute(db)).rows[0].id,
  );
  await insertMany(app, "users", CUSTOMERS, (i) => ({
    company_id: companyId,
    email: `bench${firstUser + i}@bench.test`,
    first_name: pick(rnd, FIRST_NAMES),
    last_name: pick(rnd, LAST_NAMES),
    is_company_member: false,
    created_at: new Date(now - (CUSTOMERS - i) * 60_000).toISOString(),
  }));
  const users = (
    await db
      .selectFrom("users")
      .select("id")
      .where("email", "like", "bench%@bench.test")
      .orderBy("id")
      .execute()
  ).map((r) => r.id);
  await insertMany(app, "phone_numbers", users.length, (i) => ({
    company_id: companyId,
    user_id: users[i],
    number: `7${String(100_000_000 + i).padStart(9, "0")}`,
    created_at: new Date(now - (users.length - i) * 60_000).toISOString(),
  }));
  const phones = new Map(
    (
      await db.selectFrom("phone_numbers").select(["id", "user_id"]).where("number", "like", "7%").execute()
    ).map((r) => [r.user_id, r.id]),
  );
  const plans = await db
    .selectFrom("plans as p")
    .innerJoin("carriers as c", "c.id", "p.carrier_id")
    .select(["p.id", "p.amount"])
    .where("c.company_id", "=", companyId)
    .execute();
  const span = 3 * 365 * 86_400_000;
  const txStatus = [
    ["success", 85],
    ["error", 5],
    ["resolved", 3],
    ["action_required", 2],
    ["in_queue", 3],
    ["in_progress", 2],
  ] as const;
  const triggers = [
    ["scheduled", 60],
    ["manual", 35],
    ["ivr", 5],
  ] as const;
  await insertMany(app, "transactions", ROWS - have, (i) => {
    const user = pick(rnd, users);
    const plan = pick(rnd, plans);
    const status = weighted(rnd, txStatus);
    const at = new Date(now - span + Math.floor((i / ROWS) * span)).toISOString();
    return {
      company_id: companyId,
      user_id: user,
      phone_number_id: phones.get(user)!,
      plan_id: plan.id,
      amount: plan.amount,
      status,
      trigger: weighted(rnd, triggers),
      payment_error: status === "error" && rnd() < 0.5 ? "Your card was declined." : null,
      refill_error: status === "error" ? "Carrier rejected the top-up." : null,
      provider_ref: status === "success" ? `sim_topup_${(i + 1).toString(16).padStart(12, "0")}` : null,
      attempts: 1,
      created_at: at,
      updated_at: at,
    };
  });
  const devices = await db
    .selectFrom("devices")
    .select(["id", "daily_rate", "deposit"])
    .where("company_id", "=", companyId)
    .execute();
  const countries = (
    await db.selectFrom("countries").select("id").where("company_id", "=", companyId).execute()
  ).map((r) => r.id);
  const rentalStatus = [
    ["returned", 80],
    ["picked_up", 8],
    ["preorder", 4],
    ["ready_for_pickup", 3],
    ["error", 3],
    ["resolved", 2],
  ] as const;
  await insertMany(app, "rentals", RENTALS, (i) => {
    const device = pick(rnd, devices);
    const user = pick(rnd, users);
    const startMs = now - span + Math.floor((i / RENTALS) * span);
    const days = 2 + Math.floor(rnd() * 20);
    const amount = device.daily_rate * days;
    const total = amount + device.deposit;
    const paid = rnd() < 0.9 ? total : Math.floor(total * rnd());
    return {
      company_id: companyId,
      user_id: user,
      device_id: device.id,
      country_id: pick(rnd, countries),
      phone_number: rnd() < 0.3 ? `8${String(100_000_000 + i).padStart(9, "0")}` : null,
      start_date: new Date(startMs).toISOString().slice(0, 10),
      end_date: new Date(startMs + (days - 1) * 86_400_000).toISOString().slice(0, 10),
      status: weighted(rnd, rentalStatus),
      trigger: "member",
      amount,
      tax_amount: 0,
      deposit_amount: device.deposit,
      total_due_amount: total,
      paid_amount: paid,
      balance: total - paid,
      created_at: new Date(startMs).toISOString(),
      updated_at: new Date(startMs).toISOString(),
    };
  });
  const seeded = performance.now() - t0;
  // After a bulk load: fold the count deltas, give the planner statistics, and (PostgreSQL) set the
  // visibility map so that index-only scans need not visit the table.
  await compactListCounts(db, app.dialect);
  if (app.dialect === "postgres") await sql`vacuum analyze`.execute(db);
  else await refreshPlannerStatistics(db, app.dialect);
  console.log(
    `bulk insert: ${ROWS - have} transactions, ${RENTALS} rentals, ${users.length} customers in ${(seeded / 1000).toFixed(1)} s; ` +
      `statistics ${((performance.now() - t0 - seeded) / 1000).toFixed(1)} s`,
  );
}

interface Case {
  name: string;
  url: string;
  /** the bare SQL that answers the same question (a count and a page, or the grouped counts) */
  bare: RawBuilder<unknown>[];
}

const TX_JOINS = sql`
  from transactions t
  join users u on u.id = t.user_id
  join phone_numbers pn on pn.id = t.phone_number_id
  join plans p on p.id = t.plan_id
  join carriers c on c.id = p.carrier_id
  left join payment_methods pm on pm.id = t.payment_method_id`;
const TX_COLUMNS = sql`t.*, u.first_name, u.last_name, u.email, pn.number, p.name as plan_name, c.name as carrier_name, pm.brand, pm.last4`;
const RENTAL_JOINS = sql`
  from rentals r
  join users u on u.id = r.user_id
  join devices d on d.id = r.device_id
  join countries co on co.id = r.country_id
  left join plans p on p.id = r.plan_id
  left join carriers c on c.id = p.carrier_id
  left join payment_methods pm on pm.id = r.payment_method_id`;
const RENTAL_COLUMNS = sql`r.*, u.first_name, u.last_name, u.email, d.name as device_name, co.name as country_name, p.name as plan_name, c.name as carrier_name, pm.brand, pm.last4`;

function cases(companyId: number): Case[] {
  const c = companyId;
  const txPage = (where: RawBuilder<unknown>, order: RawBuilder<unknown>, offset = 0) => [
    sql`select count(*) from transactions t where t.company_id = ${c} and ${where}`,
    sql`select ${TX_COLUMNS} ${TX_JOINS} where t.company_id = ${c} and ${where} order by ${order} limit 25 offset ${offset}`,
  ];
  const rentalPage = (where: RawBuilder<unknown>, order: RawBuilder<unknown>, offset = 0) => [
    sql`select count(*) from rentals r where r.company_id = ${c} and ${where}`,
    sql`select ${RENTAL_COLUMNS} ${RENTAL_JOINS} where r.company_id = ${c} and ${where} order by ${order} limit 25 offset ${offset}`,
  ];
  // The bare SQL for a search is the query a careful hand would write knowing what the term matches:
  // "rivera" matches people only, so only their ids are looked up; a term matching nothing costs the
  // small-table lookups that show it.
  const people = (p: string) =>
    sql`(select id from users where company_id = ${c} and (lower(first_name) like ${p} or lower(last_name) like ${p} or lower(email) like ${p}))`;
  const nothingFound = (p: string) => [
    sql`select id from users where company_id = ${c} and (lower(first_name) like ${p} or lower(last_name) like ${p} or lower(email) like ${p}) limit 1`,
    sql`select id from phone_numbers where company_id = ${c} and lower(number) like ${p} limit 1`,
    sql`select p2.id from plans p2 join carriers c2 on c2.id = p2.carrier_id where c2.company_id = ${c} and (lower(p2.name) like ${p} or lower(c2.name) like ${p}) limit 1`,
  ];
  const newest = sql`t.created_at desc, t.id desc`;
  const newestRental = sql`r.created_at desc, r.id desc`;
  const deep = Math.max(1, Math.floor(ROWS / 25 / 2));
  const deepRental = Math.max(1, Math.floor(RENTALS / 25 / 2));
  return [
    { name: "transactions page 1", url: "/api/transactions/", bare: txPage(sql`true`, newest) },
    {
      name: "transactions counters",
      url: "/api/transactions/counters/",
      bare: [sql`select status, count(*) from transactions where company_id = ${c} group by status`],
    },
    {
      name: "transactions ?status=error",
      url: "/api/transactions/?status=error",
      bare: txPage(sql`t.status = 'error'`, newest),
    },
    {
      name: "transactions ?search=rivera",
      url: "/api/transactions/?search=rivera",
      bare: txPage(sql`t.user_id in ${people("%rivera%")}`, newest),
    },
    {
      name: "transactions ?search=(nothing)",
      url: "/api/transactions/?search=zzqx",
      bare: nothingFound("%zzqx%"),
    },
    {
      name: `transactions ?page=${deep}`,
      url: `/api/transactions/?page=${deep}`,
      bare: txPage(sql`true`, newest, (deep - 1) * 25),
    },
    {
      name: "transactions ?ordering=-amount",
      url: "/api/transactions/?ordering=-amount",
      bare: txPage(sql`true`, sql`t.amount desc, t.id desc`),
    },
    { name: "rentals page 1", url: "/api/rental/rentals/", bare: rentalPage(sql`true`, newestRental) },
    {
      name: "rentals ?hide_returned=true",
      url: "/api/rental/rentals/?hide_returned=true",
      bare: rentalPage(sql`r.status <> 'returned'`, newestRental),
    },
    {
      name: "rentals ?status=error",
      url: "/api/rental/rentals/?status=error",
      bare: rentalPage(sql`r.status = 'error'`, newestRental),
    },
    {
      name: "rentals ?has_balance=true",
      url: "/api/rental/rentals/?has_balance=true",
      bare: rentalPage(sql`r.balance > 0`, newestRental),
    },
    {
      name: "rentals ?search=rivera",
      url: "/api/rental/rentals/?search=rivera",
      bare: rentalPage(sql`r.user_id in ${people("%rivera%")}`, newestRental),
    },
    {
      name: `rentals ?page=${deepRental}`,
      url: `/api/rental/rentals/?page=${deepRental}`,
      bare: rentalPage(sql`true`, newestRental, (deepRental - 1) * 25),
    },
    {
      name: "rentals ?ordering=-balance",
      url: "/api/rental/rentals/?ordering=-balance",
      bare: rentalPage(sql`true`, sql`r.balance desc, r.id desc`),
    },
  ];
}

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

async function listFigures(app: App, companyId: number, token: string): Promise<void> {
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
async function loadFigures(app: App, tokens: { member: string; customer: string }): Promise<void> {
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
    staticDir: undefined,
  };
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
  await listFigures(app, company.id, member);
  // The refill engine's worker throughput figures (tests/bench/worker.ts) go here, beside the lists'.
  if (process.env.BENCH_LOAD === "1")
    await loadFigures(app, { member, customer: await signIn("customer@demo.test") });

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
