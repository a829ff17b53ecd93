import { sql } from "kysely";
import type { App } from "../../server/app";
import { compactListCounts, refreshPlannerStatistics } from "../../server/db/list-counts";
import { FIRST_NAMES, LAST_NAMES } from "../../server/db/seed/names";
import { CUSTOMERS, RENTALS, ROWS } from "./scale";

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
export async function grow(app: App, companyId: number): Promise<void> {
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
