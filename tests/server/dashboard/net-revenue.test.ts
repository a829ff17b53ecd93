import { describe, expect, it } from "vitest";
import type { Dashboard } from "../../../common/api/dashboard";
import { formatCents, parseCents } from "../../../common/money";
import type { ChargeKind, ChargeStatus } from "../../../server/db/schema";
import { foldChargeDays } from "../../../server/db/charge-days";
import * as chargeDaysMigration from "../../../server/db/migrations/0012_charge_days";
import { auth, companiesForFile } from "../helpers";
import { csvRecords } from "../csv";
import { send } from "../fixtures";
import { addCharge } from "../charges/support";
import { changeTimeZone, dashboardAs } from "./support";

/**
 * The dashboard's money net of refunds (issue 33): "the month's charges CSV summed in a spreadsheet equals the
 * dashboard's net revenue for the month". A refund counts on the company day it was made, negative in the
 * CSV, and lowers that day's net; a payment given back later keeps counting as money in on its own day.
 */
const { app, db, home, other } = await companiesForFile();
const member = home.member.token;
const HOUR = 3_600_000;

/** A charge as the engines write them, made `hoursAgo`. */
const charge = (
  owner: { company_id: number; id: number },
  hoursAgo: number,
  {
    cash,
    ...fields
  }: { kind?: ChargeKind; amount: number; status?: ChargeStatus; cash?: boolean; refund_of?: number },
) =>
  addCharge(db, owner, {
    ...fields,
    method: cash ? "cash" : "card",
    created_at: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
  });

const customer = { company_id: home.company.id, id: home.customer.id };
const KINDS: ChargeKind[] = ["refill", "rental", "rental_payment", "deposit"];
const STATUSES: ChargeStatus[] = ["succeeded", "succeeded", "failed", "succeeded", "pending"];
// Payments every 9 hours over 40 days (around the company's midnights, inside and outside the month), in
// every kind and status; refunds of some of them days later, one failed; the other company's, never counted.
for (let i = 0; i < 40 * 24; i += 9) {
  const n = i / 9;
  const paid = await charge(customer, i + 0.25, {
    kind: KINDS[n % KINDS.length],
    amount: 1000 + n * 37,
    status: STATUSES[n % STATUSES.length],
    cash: n % 4 === 1,
  });
  if (paid.status === "succeeded" && n % 3 === 0) {
    const whole = n % 2 === 1;
    const refund = await charge(customer, Math.max(0, i - 30), {
      kind: "refund",
      amount: whole ? paid.amount : 500,
      status: n % 7 === 0 ? "failed" : "succeeded",
      cash: paid.method === "cash",
      refund_of: paid.id,
    });
    // As refund.ts settles it: a charge whose every cent went back reads refunded.
    if (whole && refund.status === "succeeded")
      await db.updateTable("charges").set({ status: "refunded" }).where("id", "=", paid.id).execute();
  }
}
await charge({ company_id: other.company.id, id: other.customer.id }, 2, { amount: 99_900 });

const dashboard = (range = "30d") => dashboardAs(app, member, range);

/** The charges' CSV of these company days, as a spreadsheet adds up its Succeeded rows' amounts (cents). */
async function sheetSums(from: string, to: string) {
  const res = await app.inject({
    method: "GET",
    url: `/api/charges/export/?created_after=${from}&created_before=${to}`,
    headers: auth(member),
  });
  expect(res.statusCode, res.body).toBe(200);
  const amounts = csvRecords(res.body)
    .filter((row) => row.Status === "Succeeded")
    .map((row) => parseCents(row.Amount)!);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return {
    net: formatCents(sum(amounts)),
    gross: formatCents(sum(amounts.filter((c) => c > 0))),
    refunds: formatCents(-sum(amounts.filter((c) => c < 0))),
  };
}

async function expectSheetsMatch(d: Dashboard) {
  expect(await sheetSums(d.from, d.to)).toEqual({
    net: d.net_revenue,
    gross: d.gross_revenue,
    refunds: d.refunds,
  });
  expect(parseCents(d.net_revenue)).toBe(parseCents(d.gross_revenue)! - parseCents(d.refunds)!);
  for (const day of d.days)
    expect({ day: day.day, ...(await sheetSums(day.day, day.day)) }).toEqual({
      day: day.day,
      net: day.net_revenue,
      gross: day.gross_revenue,
      refunds: day.refunds,
    });
}

describe("the dashboard's net revenue", () => {
  it("equals the month's charges CSV summed over its Succeeded rows, in total and day by day", async () => {
    const d = await dashboard("30d");
    const refunded = await db.selectFrom("charges").select("id").where("status", "=", "refunded").execute();
    expect(refunded.length).toBeGreaterThan(2);
    expect(parseCents(d.refunds)).toBeGreaterThan(0);
    expect(parseCents(d.net_revenue)).toBeLessThan(parseCents(d.gross_revenue)!);
    await expectSheetsMatch(d);
    for (const range of ["today", "7d"]) await expectSheetsMatch(await dashboard(range));
  });

  it("goes down on the day of a refund made today, the payment's day keeping its gross", async () => {
    const payment = await charge(customer, 24 * 10, { amount: 4000 });
    const cash = await charge(customer, 24 * 12, { amount: 1500, cash: true });
    const before = await dashboard("30d");
    const partial = await send(app, "POST", `/api/charges/${payment.id}/refund/`, member, {
      amount: "10.00",
      note: "Plan changed.",
    });
    expect(partial.status, JSON.stringify(partial.body)).toBe(201);
    const whole = await send(app, "POST", `/api/charges/${cash.id}/refund/`, member, { note: "Wrong line." });
    expect(whole.status, JSON.stringify(whole.body)).toBe(201);
    expect(
      (await db.selectFrom("charges").select("status").where("id", "=", cash.id).executeTakeFirst())?.status,
    ).toBe("refunded");

    const after = await dashboard("30d");
    const cents = (v: string) => parseCents(v)!;
    expect(cents(after.net_revenue)).toBe(cents(before.net_revenue) - 2500);
    expect(cents(after.refunds)).toBe(cents(before.refunds) + 2500);
    expect(after.gross_revenue).toBe(before.gross_revenue);
    const today = (d: Dashboard) => d.days.at(-1)!;
    expect(cents(today(after).net_revenue)).toBe(cents(today(before).net_revenue) - 2500);
    expect(after.days.slice(0, -1)).toEqual(before.days.slice(0, -1));
    await expectSheetsMatch(after);
    // PostgreSQL's appended deltas folded in (a no-op on SQLite) change no figure.
    await foldChargeDays(db, app.dialect);
    expect(await dashboard("30d")).toEqual(after);
  });

  it("files the charges again under the company's days when its time zone changes", async () => {
    const patch = (zone: string) => changeTimeZone(app, home.owner.token, zone);
    expect(await patch("Asia/Kathmandu")).toBe(200);
    await expectSheetsMatch(await dashboard("7d"));
    expect(await patch("America/New_York")).toBe(200);
    await expectSheetsMatch(await dashboard("7d"));
  });

  it("is filled by its migration from the charges already there, refunds included", async () => {
    const before = await dashboard("30d");
    await chargeDaysMigration.down(db, app.dialect);
    await chargeDaysMigration.up(db, app.dialect);
    expect(await dashboard("30d")).toEqual(before);
  });
});
