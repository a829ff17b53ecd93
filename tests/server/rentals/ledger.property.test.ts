import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCents, parseCents } from "../../../common/money";
import { ledgerFigures, storedFigures } from "../../../common/rental-ledger";
import { addFee, send } from "../fixtures";
import { appForFile } from "../helpers";
import { bookAsMember, day, patch, rentalRow, rentalWorld, rentNow, shiftDates } from "./support";

/**
 * What a customer and an accountant expect of a rental's money, whatever staff and the customer do to it
 * in whatever order: random sequences of the operations the desk allows (payments by card and cash,
 * status steps, end-date changes, time passing, returns on any valid day, refunds of payments and of the
 * deposit, total-due adjustments, fees at the return), with every invariant checked after every step.
 */
const app = await appForFile();
const w = await rentalWorld(app);
const fees = {
  damage: await addFee(app.db, w.home.company.id, { kind: "damage", amount: 2999 }),
  charger: await addFee(app.db, w.home.company.id, {
    kind: "missing_accessory",
    amount: 1250,
    taxable: false,
  }),
  late: await addFee(app.db, w.home.company.id, { kind: "late_return", amount: 333 }),
};
const member = w.home.member.token;
const cents = (v: string) => parseCents(v)!;

type Op =
  | { op: "payCash" | "payCard"; share: number }
  | { op: "step" }
  | { op: "endDate"; days: number }
  | { op: "timePasses"; days: number }
  | { op: "return"; daysBack: number; fees: (keyof typeof fees)[] }
  | { op: "refundDeposit"; share: number; cash: boolean }
  | { op: "refundPayment"; share: number }
  | { op: "adjust"; delta: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constantFrom("payCash" as const, "payCard" as const),
    share: fc.double({ min: 0.05, max: 1, noNaN: true }),
  }),
  fc.constant({ op: "step" as const }),
  fc.constant({ op: "step" as const }),
  fc.record({ op: fc.constant("endDate" as const), days: fc.integer({ min: 0, max: 12 }) }),
  fc.record({ op: fc.constant("timePasses" as const), days: fc.integer({ min: 1, max: 6 }) }),
  fc.record({
    op: fc.constant("return" as const),
    daysBack: fc.integer({ min: 0, max: 3 }),
    fees: fc.subarray(["damage", "charger", "late"] as (keyof typeof fees)[]),
  }),
  fc.record({
    op: fc.constant("refundDeposit" as const),
    share: fc.double({ min: 0.1, max: 1, noNaN: true }),
    cash: fc.boolean(),
  }),
  fc.record({
    op: fc.constant("refundPayment" as const),
    share: fc.double({ min: 0.1, max: 1, noNaN: true }),
  }),
  fc.record({ op: fc.constant("adjust" as const), delta: fc.integer({ min: -1500, max: 1500 }) }),
);

const part = (total: number, share: number) => Math.max(1, Math.min(total, Math.round(total * share)));

async function apply(id: number, o: Op): Promise<void> {
  const r = (await send(app, "GET", `/api/rental/rentals/${id}/`, member)).body;
  switch (o.op) {
    case "payCash":
    case "payCard": {
      if (cents(r.balance) <= 0) return;
      await send(app, "POST", "/api/rental/rentals/add-payment/", member, {
        rental: id,
        amount: formatCents(part(cents(r.balance), o.share)),
        method: o.op === "payCash" ? "cash" : "card",
        payment_method: w.cards.good.id,
      });
      return;
    }
    case "step":
      if (r.next_statuses[0] && r.next_statuses[0] !== "returned")
        await patch(w, id, { status: r.next_statuses[0] });
      return;
    case "endDate":
      await patch(w, id, { end_date: day(o.days) });
      return;
    case "timePasses":
      // The rental's days move into the past, as the calendar would move past them.
      if (r.status !== "returned" && r.status !== "resolved")
        await shiftDates(app.db, id, dayBefore(r.start_date, o.days), dayBefore(r.end_date, o.days));
      return;
    case "return": {
      const on = day(-o.daysBack);
      // A late fee on a return on time is refused, and the return is tried without the fees.
      const res = await send(app, "POST", "/api/rental/rentals/return/", member, {
        rental: id,
        returned_on: on,
        fees: o.fees.map((f) => fees[f].id),
      });
      if (res.status === 400 && res.body.fees)
        await send(app, "POST", "/api/rental/rentals/return/", member, { rental: id, returned_on: on });
      return;
    }
    case "refundDeposit": {
      const max = cents(r.refundable_deposit_amount);
      if (max <= 0) return;
      await send(app, "POST", `/api/rental/rentals/${id}/refund`, member, {
        amount: formatCents(part(max, o.share)),
        ...(o.cash ? { method: "cash" } : {}),
      });
      return;
    }
    case "refundPayment": {
      const paid = r.charges.find(
        (c: { kind: string; status: string }) =>
          c.kind !== "deposit" && c.kind !== "refund" && c.status === "succeeded",
      );
      if (!paid) return;
      const charge = (await send(app, "GET", `/api/charges/${paid.id}/`, member)).body;
      const left = cents(charge.refundable_amount ?? "0");
      if (left <= 0) return;
      await send(app, "POST", `/api/charges/${paid.id}/refund/`, member, {
        amount: formatCents(part(left, o.share)),
        note: "Goodwill.",
      });
      return;
    }
    case "adjust": {
      const to = Math.max(0, cents(r.total_due_amount) + o.delta);
      await patch(w, id, { total_due_amount: formatCents(to), reason: "Agreed with the customer." });
      return;
    }
  }
}

const dayBefore = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

async function expectMoneyAddsUp(id: number, step: string) {
  const row = await rentalRow(app.db, id);
  const lines = await app.db.selectFrom("rental_lines").selectAll().where("rental_id", "=", id).execute();
  const charges = await app.db.selectFrom("charges").selectAll().where("rental_id", "=", id).execute();
  const f = ledgerFigures(lines);
  // Every stored figure is the sum of its lines.
  expect(storedFigures(row), step).toEqual(storedFigures(f));
  // Money in minus money out, charge by charge, is what the ledger says was paid.
  const moved = charges.filter((c) => c.status === "succeeded" || c.status === "refunded");
  const net = moved.reduce((sum, c) => sum + (c.kind === "refund" ? -c.amount : c.amount), 0);
  expect(net, step).toBe(row.paid_amount);
  // Every moved charge has exactly one line carrying its money.
  for (const c of moved) {
    const carried = lines.filter((l) => l.charge_id === c.id);
    expect(
      carried.map((l) => Math.abs(l.paid_amount)),
      `${step}: charge ${c.idempotency_key}`,
    ).toEqual([c.amount]);
  }
  // No refund exceeds what it refunds.
  for (const c of charges.filter((x) => x.kind !== "refund")) {
    const back = charges
      .filter((x) => x.kind === "refund" && x.refund_of === c.id && x.status !== "failed")
      .reduce((sum, x) => sum + x.amount, 0);
    expect(back, `${step}: refunds of ${c.idempotency_key}`).toBeLessThanOrEqual(c.amount);
  }
  // The deposit is refunded at most once, never more than was paid of it, and once settled what is
  // left of it is what the company kept.
  const depositRefunds = lines.filter((l) => l.kind === "deposit_refund");
  expect(depositRefunds.length, step).toBeLessThanOrEqual(1);
  expect(row.deposit_refunded_at !== null, step).toBe(depositRefunds.length === 1);
  expect(f.deposit_held_amount, step).toBeGreaterThanOrEqual(0);
  expect(f.deposit_held_amount, step).toBeLessThanOrEqual(f.deposit_amount);
  // What the rental page and the receipt print adds up to the totals printed under it.
  const detail = (await send(app, "GET", `/api/rental/rentals/${id}/`, member)).body;
  const printed = detail.lines as { amount: string; tax_amount: string; paid_amount: string }[];
  expect(formatCents(printed.reduce((s, l) => s + cents(l.amount) + cents(l.tax_amount), 0)), step).toBe(
    detail.total_due_amount,
  );
  expect(formatCents(printed.reduce((s, l) => s + cents(l.paid_amount), 0)), step).toBe(detail.paid_amount);
  expect(formatCents(cents(detail.total_due_amount) - cents(detail.paid_amount)), step).toBe(detail.balance);
}

/**
 * The dashboard's rental money is the sum of every rental's own ledger: the deposits held are what a deposit
 * refund could give back of each, the balances due the positive balances.
 */
async function expectDashboardAddsUp(step: string) {
  const rentals = await app.db
    .selectFrom("rentals")
    .select("id")
    .where("company_id", "=", w.home.company.id)
    .execute();
  let held = 0;
  let due = 0;
  for (const r of rentals) {
    const f = ledgerFigures(
      await app.db.selectFrom("rental_lines").selectAll().where("rental_id", "=", r.id).execute(),
    );
    held += f.deposit_paid_amount;
    if (f.balance > 0) due += f.balance;
  }
  const d = (await send(app, "GET", "/api/dashboard/", member)).body;
  expect({ deposits_held: d.rentals.deposits_held, balances_due: d.rentals.balances_due }, step).toEqual({
    deposits_held: formatCents(held),
    balances_due: formatCents(due),
  });
}

describe("a rental's money adds up after any sequence of the desk's operations", () => {
  it("holds the ledger's invariants after every step", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(opArb, { minLength: 1, maxLength: 10 }),
        fc.tuple(
          fc.integer({ min: 0, max: 6 }),
          fc.integer({ min: 0, max: 3 }),
          fc.double({ min: 0.1, max: 1, noNaN: true }),
          fc.boolean(),
          fc.array(opArb, { maxLength: 3 }),
          fc.subarray(["damage", "charger", "late"] as (keyof typeof fees)[]),
        ),
        async (byCustomer, ops, [late, daysBack, share, cash, after, picked]) => {
          const created = byCustomer ? await rentNow(w) : await bookAsMember(w);
          expect(created.status).toBe(201);
          const id = created.body.id;
          await expectMoneyAddsUp(id, "created");
          // Whatever happened first, most rentals then go out, come back (late or not) and are settled.
          const closing: Op[] = [
            { op: "step" },
            { op: "timePasses", days: late },
            { op: "step" },
            { op: "return", daysBack, fees: picked },
            { op: "return", daysBack: 0, fees: [] },
            { op: "refundDeposit", share, cash },
          ];
          for (const [i, o] of [...ops, ...closing, ...after].entries()) {
            await apply(id, o);
            await expectMoneyAddsUp(id, `step ${i + 1}: ${JSON.stringify(o)}`);
            if (i === ops.length - 1) await expectDashboardAddsUp(`dashboard after step ${i + 1}`);
          }
          await expectDashboardAddsUp("dashboard at the end");
        },
      ),
      { numRuns: 30 },
    );
  }, 180_000);

  it("settles the issue's rental so that a reader can add it up", async () => {
    // 5 days, paid in full by card with the deposit (booked a week ahead: charged, not held), 3 days
    // added, returned, the deposit refunded.
    const r = (await rentNow(w, { start_date: day(8), end_date: day(12) })).body;
    expect(r).toMatchObject({
      amount: "32.50",
      tax_amount: "2.88",
      deposit_amount: "100.00",
      balance: "0.00",
    });
    await patch(w, r.id, { end_date: day(15) });
    await patch(w, r.id, { status: "ready_for_pickup" });
    await patch(w, r.id, { status: "picked_up" });
    await send(app, "POST", "/api/rental/rentals/return/", member, { rental: r.id });
    const back = (await send(app, "POST", `/api/rental/rentals/${r.id}/refund`, member, {})).body;
    // 8 days at $6.50 = $52.00 + $4.61 tax = $56.61 is what the customer pays in the end: $135.38 in,
    // $78.77 of the deposit back; $21.23 of the deposit paid for the 3 added days.
    expect(back).toMatchObject({
      amount: "52.00",
      rental_due_amount: "56.61",
      received_amount: "135.38",
      refunded_amount: "78.77",
      deposit_refunded_amount: "78.77",
      total_due_amount: "56.61",
      paid_amount: "56.61",
      balance: "0.00",
    });
    // Each line's kind and values: the words are the reader's catalogue's.
    const values = ["days", "daily_rate", "card_label", "from_date", "to_date", "reason", "is_deposit"];
    const none = { days: null, daily_rate: null, card_label: null, from_date: null, to_date: null };
    const visa = { ...none, card_label: "Visa •••• 4242", reason: null };
    expect(
      back.lines.map((l: Record<string, unknown>) => [
        l.kind,
        Object.fromEntries(values.map((k) => [k, l[k]])),
      ]),
    ).toEqual([
      ["days", { ...none, days: 5, daily_rate: "6.50", reason: null, is_deposit: false }],
      ["deposit", { ...none, reason: null, is_deposit: false }],
      ["payment", { ...visa, is_deposit: false }],
      ["payment", { ...visa, is_deposit: true }],
      [
        "extension",
        {
          ...none,
          days: 3,
          daily_rate: "6.50",
          from_date: day(12),
          to_date: day(15),
          reason: null,
          is_deposit: false,
        },
      ],
      ["deposit_applied", { ...none, reason: null, is_deposit: false }],
      ["deposit_refund", { ...visa, is_deposit: false }],
    ]);
    await expectMoneyAddsUp(r.id, "settled");
  });
});
