import { describe, expect, it } from "vitest";
import type { Dashboard } from "../../../common/api/dashboard";
import { formatCents, parseCents } from "../../../common/money";
import { addCarrier, addPhone, addPlan, freshNumber, send } from "../fixtures";
import { appForFile, auth } from "../helpers";
import { csvRecords } from "../csv";
import { queuedTransaction } from "../../../server/refills/enqueue";
import { engineFor, failingLine, queue, refillWorld, txn } from "../transactions/support";
import { dashboardAs } from "./support";

/**
 * The company's margin (issue 37 item 6): "the dashboard's margin for a range equals the sum over its
 * refills". Refills on two carriers go through the engine (simulated card fees, the plan's cost as the
 * top-up's), some refunded in part or whole, one declined; the dashboard's revenue, cost, fees and gross
 * margin, in total and per carrier, equal the sums over those refills' own rows and over the transactions
 * CSV's margin columns. On SQLite and PostgreSQL.
 */
const app = await appForFile();
const w = await refillWorld(app.db);
const other = await refillWorld(app.db);
const e = engineFor(app);
const member = w.member.token;

const tello = { carrier: w.carrier, plan: w.plan, line: w.phone };
const mint = await (async () => {
  const carrier = await addCarrier(app.db, w.company.id);
  const plan = await addPlan(app.db, carrier.id, { amount: 1500, cost: 1390 });
  const line = await addPhone(app.db, w.company.id, w.customer.id, {
    carrier_id: carrier.id,
    plan_id: plan.id,
    number: `${freshNumber().slice(0, 8)}42`,
  });
  return { carrier, plan, line };
})();

/** A refill of `on`'s line with its plan, queued as Refill Now queues one. */
const refill = (on: typeof tello, fields: { payment_method_id?: number } = {}) =>
  app.db
    .insertInto("transactions")
    .values(
      queuedTransaction(
        {
          company_id: w.company.id,
          user_id: w.customer.id,
          phone_number_id: on.line.id,
          plan_id: on.plan.id,
          amount: on.plan.amount,
          trigger: "manual",
          payment_method_id: fields.payment_method_id ?? w.cards.good.id,
          created_by: null,
        },
        new Date().toISOString(),
      ),
    )
    .returningAll()
    .executeTakeFirstOrThrow();

const dashboard = (range: string) => dashboardAs(app, member, range);

const cents = (v: string) => parseCents(v)!;
const figures = (m: { revenue: number; cost: number; fees: number }) => ({
  revenue: formatCents(m.revenue),
  cost: formatCents(m.cost),
  fees: formatCents(m.fees),
  gross_margin: formatCents(m.revenue - m.cost - m.fees),
});

/** The margin summed refill by refill over the company's rows, per carrier (undefined: every carrier). */
async function summedOverRefills(carrierId?: number) {
  let query = app.db
    .selectFrom("transactions as t")
    .innerJoin("plans as p", "p.id", "t.plan_id")
    .select(["t.id", "t.topup_cost"])
    .where("t.company_id", "=", w.company.id);
  if (carrierId !== undefined) query = query.where("p.carrier_id", "=", carrierId);
  const refills = await query.execute();
  const sum = { revenue: 0, cost: 0, fees: 0 };
  for (const t of refills) {
    sum.cost += t.topup_cost ?? 0;
    const charges = await app.db
      .selectFrom("charges")
      .selectAll()
      .where("transaction_id", "=", t.id)
      .execute();
    for (const c of charges) {
      const tookMoney = c.status === "succeeded" || c.status === "refunded";
      if (c.kind === "refund") {
        if (c.status === "succeeded") sum.revenue -= c.amount;
      } else if (tookMoney) {
        sum.revenue += c.amount;
        sum.fees += c.fee ?? 0;
      }
    }
  }
  return figures(sum);
}

/** The transactions CSV of the dashboard's days, its margin columns added up as a spreadsheet would. */
async function summedOverCsv(d: Dashboard, token = member) {
  const res = await app.inject({
    method: "GET",
    url: `/api/transactions/export/?created_after=${d.from}&created_before=${d.to}`,
    headers: auth(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  const rows = csvRecords(res.body);
  const sum = (header: string) => formatCents(rows.reduce((a, r) => a + cents(r[header]), 0));
  return {
    rows,
    margin: {
      revenue: sum("Revenue"),
      cost: sum("Top-up cost"),
      fees: sum("Processor fees"),
      gross_margin: sum("Gross margin"),
    },
  };
}

// Five refills on Tello ($25.00, cost $22.10 once set below), three on Mint ($15.00, cost $13.90); one is
// declined; one fails at the carrier and is refunded and closed; one is refunded in part. The other
// company's refill never counts.
await send(app, "PATCH", `/api/plans/${tello.plan.id}/`, member, { cost: "22.10" });
const made = [
  ...(await Promise.all([1, 2, 3, 4].map(() => refill(tello)))),
  await refill(tello, { payment_method_id: w.cards.declined.id }),
  ...(await Promise.all([1, 2, 3].map(() => refill(mint)))),
];
const failing = await failingLine(app.db, w);
const refused = await refill({ ...tello, line: failing });
await queue(app.db, other);
await e.drain();

describe("the dashboard's margin", () => {
  it("each refill keeps its top-up's cost: the plan's at the time, none when not topped up", async () => {
    expect(await txn(app.db, made[0].id)).toMatchObject({ status: "success", topup_cost: 2210 });
    expect(await txn(app.db, made[5].id)).toMatchObject({ status: "success", topup_cost: 1390 });
    expect(await txn(app.db, made[4].id)).toMatchObject({ status: "error", topup_cost: null });
    expect(await txn(app.db, refused.id)).toMatchObject({ status: "error", topup_cost: null });
    // a later change of the plan's cost leaves past refills' alone
    const changed = await send(app, "PATCH", `/api/plans/${tello.plan.id}/`, member, { cost: "23.00" });
    expect(changed).toMatchObject({ status: 200, body: { cost: "23.00" } });
    expect(await txn(app.db, made[0].id)).toMatchObject({ topup_cost: 2210 });
  });

  it("equals the sum over its refills, in total and per carrier, with refunds in the range", async () => {
    const closed = await send(app, "POST", `/api/transactions/${refused.id}/refund/`, member, {
      note: "Number was never active.",
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const paid = await app.db
      .selectFrom("charges")
      .select("id")
      .where("transaction_id", "=", made[1].id)
      .where("kind", "=", "refill")
      .executeTakeFirstOrThrow();
    const partial = await send(app, "POST", `/api/charges/${paid.id}/refund/`, member, {
      amount: "5.00",
      note: "Goodwill.",
    });
    expect(partial.status, JSON.stringify(partial.body)).toBe(201);

    for (const range of ["today", "7d", "30d"]) {
      const d = await dashboard(range);
      expect(d.margin).toEqual(await summedOverRefills());
      expect(d.margin).toEqual((await summedOverCsv(d)).margin);
      expect(d.carriers.map((c) => c.carrier).sort()).toEqual([tello.carrier.id, mint.carrier.id].sort());
      for (const c of d.carriers)
        expect(c.margin, c.carrier_name).toEqual(await summedOverRefills(c.carrier));
    }
    // The figures themselves: 4 Tello refills charged $25.00 and 1 refused then given back, less $5.00;
    // 3 Mint refills at $15.00. Costs: 4 × $22.10 + 3 × $13.90. Fees: the simulated 2.9% + 30¢ a charge.
    const d = await dashboard("today");
    const fee = (amount: number) => Math.round(amount * 0.029) + 30;
    expect(d.margin).toEqual(
      figures({
        revenue: 4 * 2500 - 500 + 3 * 1500,
        cost: 4 * 2210 + 3 * 1390,
        fees: 5 * fee(2500) + 3 * fee(1500),
      }),
    );
    expect(cents(d.margin.gross_margin)).toBeGreaterThan(0);
  });

  it("staff's export has the margin's columns; a customer's own has none, nor a plan's cost", async () => {
    const d = await dashboard("today");
    const staff = await summedOverCsv(d);
    const mine = staff.rows.find((r) => r.Transaction === String(made[0].id))!;
    expect(mine).toMatchObject({
      Revenue: "25.00",
      "Top-up cost": "22.10",
      "Processor fees": formatCents(Math.round(2500 * 0.029) + 30),
      "Gross margin": formatCents(2500 - 2210 - (Math.round(2500 * 0.029) + 30)),
    });
    const res = await app.inject({
      method: "GET",
      url: "/api/transactions/export/",
      headers: auth(w.customer.token),
    });
    expect(res.statusCode).toBe(200);
    const header = csvRecords(res.body)[0];
    for (const column of ["Revenue", "Top-up cost", "Processor fees", "Gross margin"])
      expect(header).not.toHaveProperty(column);
    const plans = await send(app, "GET", `/api/plans/?carrier=${mint.carrier.id}`, w.customer.token);
    expect(plans.body.results[0]).toMatchObject({ id: mint.plan.id, cost: null });
    const staffPlans = await send(app, "GET", `/api/plans/?carrier=${mint.carrier.id}`, member);
    expect(staffPlans.body.results[0]).toMatchObject({ id: mint.plan.id, cost: "13.90" });
  });

  it("a plan's cost is checked as money: a 400 naming the field", async () => {
    const res = await send(app, "PATCH", `/api/plans/${mint.plan.id}/`, member, { cost: "abc" });
    expect(res.status).toBe(400);
    expect(res.body).toHaveProperty("cost");
    const negative = await send(app, "PATCH", `/api/plans/${mint.plan.id}/`, member, { cost: "-1.00" });
    expect(negative.status).toBe(400);
    expect(negative.body).toHaveProperty("cost");
  });
});
