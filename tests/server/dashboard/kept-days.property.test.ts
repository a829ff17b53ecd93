import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Dashboard } from "../../../common/api/dashboard";
import { dayIn } from "../../../common/dates";
import { formatCents } from "../../../common/money";
import { refillDays, foldRefillDays } from "../../../server/db/refill-days";
import type { TransactionStatus } from "../../../server/db/schema";
import { TRANSACTION_STATUSES } from "../../../common/api/enums";
import { auth, companiesForFile } from "../helpers";
import { insertCarrierWithPlan, insertPhone, insertTransaction } from "../records";
import { changeTimeZone } from "./support";

/**
 * The kept refill days (migration 0008) against the refills themselves: after any sequence of refills
 * created at any hour, moved between statuses, deleted, a time-zone change and (PostgreSQL) a fold at any
 * point, refill_days says what a scan of the refills says, and the dashboard's days add up the same.
 */
const { app, db, home } = await companiesForFile();
const companyId = home.company.id;
const plans = await Promise.all(
  ["Tello", "Mint"].map(async (name) => {
    const { carrier, plan } = await insertCarrierWithPlan(db, companyId, name);
    const line = await insertPhone(db, companyId, home.customer.id, carrier.id, plan.id);
    return { plan, line };
  }),
);
const ZONES = ["America/New_York", "Asia/Kolkata", "Pacific/Chatham", "UTC", "America/St_Johns"];

type Op =
  | { op: "create"; plan: number; status: TransactionStatus; hoursAgo: number; amount: number }
  | { op: "move"; pick: number; status: TransactionStatus }
  | { op: "delete"; pick: number }
  | { op: "zone"; zone: string }
  | { op: "fold" };

const status = fc.constantFrom(...TRANSACTION_STATUSES);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant("create" as const),
      plan: fc.integer({ min: 0, max: 1 }),
      status,
      hoursAgo: fc.double({ min: 0, max: 24 * 35, noNaN: true }),
      amount: fc.integer({ min: 1, max: 20_000 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ op: fc.constant("move" as const), pick: fc.nat(), status }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("delete" as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("zone" as const), zone: fc.constantFrom(...ZONES) }) },
  { weight: 1, arbitrary: fc.constant({ op: "fold" as const }) },
);

async function apply(op: Op) {
  const ids = async () =>
    (await db.selectFrom("transactions").select("id").where("company_id", "=", companyId).execute()).map(
      (r) => r.id,
    );
  if (op.op === "create") {
    const { plan, line } = plans[op.plan];
    await insertTransaction(
      db,
      { companyId, userId: home.customer.id, phoneId: line.id, planId: plan.id, amount: op.amount },
      op.status,
      { created_at: new Date(Date.now() - op.hoursAgo * 3_600_000).toISOString() },
    );
  } else if (op.op === "move" || op.op === "delete") {
    const all = await ids();
    if (!all.length) return;
    const id = all[op.pick % all.length];
    if (op.op === "move")
      await db.updateTable("transactions").set({ status: op.status }).where("id", "=", id).execute();
    else await db.deleteFrom("transactions").where("id", "=", id).execute();
  } else if (op.op === "zone") {
    expect(await changeTimeZone(app, home.owner.token, op.zone)).toBe(200);
  } else await foldRefillDays(db, app.dialect);
}

/** What the refills themselves say, per company day, plan and status. */
async function scanned() {
  const { time_zone } = await db
    .selectFrom("companies")
    .select("time_zone")
    .where("id", "=", companyId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom("transactions")
    .select(["created_at", "plan_id", "status", "amount"])
    .where("company_id", "=", companyId)
    .execute();
  const out = new Map<string, { n: number; amount: number }>();
  for (const r of rows) {
    const key = `${dayIn(time_zone, new Date(r.created_at))}|${r.plan_id}|${r.status}`;
    const kept = out.get(key) ?? { n: 0, amount: 0 };
    out.set(key, { n: kept.n + 1, amount: kept.amount + r.amount });
  }
  return out;
}

describe("refill_days", () => {
  it("says what a scan of the refills says, after any sequence of writes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
        for (const op of ops) await apply(op);
        const scan = await scanned();
        const kept = await refillDays(db, app.dialect, companyId, "0000-01-01", "9999-12-31");
        expect(
          new Map(kept.map((r) => [`${r.day}|${r.plan_id}|${r.status}`, { n: r.n, amount: r.amount }])),
        ).toEqual(scan);

        const d = (
          await app.inject({
            method: "GET",
            url: "/api/dashboard/?range=30d",
            headers: auth(home.member.token),
          })
        ).json() as Dashboard;
        for (const day of d.days) {
          let refills = 0;
          let sales = 0;
          for (const [key, v] of scan) {
            const [onDay, , s] = key.split("|");
            if (onDay !== day.day) continue;
            refills += v.n;
            if (s === "success") sales += v.amount;
          }
          expect({ day: day.day, refills: day.refills, sales: day.sales }).toEqual({
            day: day.day,
            refills,
            sales: formatCents(sales),
          });
        }
      }),
      { numRuns: 15 },
    );
  });
});
