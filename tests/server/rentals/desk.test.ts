import { describe, expect, it } from "vitest";
import { simulatedPayments } from "../../../server/integrations/payments/simulated";
import { addDevice } from "../fixtures";
import { appForFile, auditRows } from "../helpers";
import {
  CHARGED_DEPOSIT,
  bookAsMember,
  chargesOf,
  day,
  deskCalls,
  patch,
  rentalRow,
  rentalWorld,
  rentNow,
  shiftDates,
} from "./support";

const app = await appForFile();
const w = await rentalWorld(app);
const { pay, giveBack, refund, endPreview } = deskCalls(w);

/** Takes a booked rental through ready_for_pickup to picked_up. */
async function pickUp(id: number) {
  await patch(w, id, { status: "ready_for_pickup" });
  const res = await patch(w, id, { status: "picked_up" });
  expect(res.status).toBe(200);
  return res.body;
}
/** A Rent Now rental taken through pickup: 3 days booked, picked up. */
/** A Rent Now rental with its deposit charged at booking (support.ts CHARGED_DEPOSIT), picked up. */
const pickedUp = async () => pickUp((await rentNow(w, CHARGED_DEPOSIT)).body.id);

describe("status along preorder → ready_for_pickup → picked_up → returned, error → resolved", () => {
  it("moves one step at a time and stamps picked_up_at", async () => {
    const r = (await bookAsMember(w)).body;
    const ready = await patch(w, r.id, { status: "ready_for_pickup" });
    expect(ready.body).toMatchObject({
      status: "ready_for_pickup",
      next_statuses: ["picked_up"],
      picked_up_at: null,
    });
    const out = await patch(w, r.id, { status: "picked_up" });
    expect(out.body.picked_up_at).toEqual(expect.any(String));
    const back = await patch(w, r.id, { status: "returned" });
    expect(back.body).toMatchObject({
      status: "returned",
      returned_at: expect.any(String),
      next_statuses: [],
    });
  });

  it("refuses anything else with a 400 naming status", async () => {
    const r = (await bookAsMember(w)).body;
    for (const to of ["picked_up", "returned", "resolved", "error"]) {
      expect(await patch(w, r.id, { status: to })).toEqual({
        status: 400,
        body: { status: [`The status cannot change from preorder to ${to}.`] },
      });
    }
    expect((await patch(w, r.id, { status: "lost" })).status).toBe(400);
    const failed = (await rentNow(w, { payment_method: w.cards.declined.id })).body;
    expect((await patch(w, failed.id, { status: "preorder" })).body).toEqual({
      status: ["The status cannot change from error to preorder."],
    });
    expect((await patch(w, failed.id, { status: "resolved" })).body).toMatchObject({
      status: "resolved",
      resolved_by: w.home.member.id,
    });
  });

  it("an empty update is a 400, not a 500", async () => {
    const r = (await bookAsMember(w)).body;
    expect(await patch(w, r.id, {})).toEqual({
      status: 400,
      body: { non_field_errors: ["Send at least one field to change."] },
    });
    expect((await patch(w, r.id, { end_date: "soon", total_due_amount: "1.234" })).status).toBe(400);
  });
});

describe("end date, total due and the other fields", () => {
  it("a later end date adds its days at the daily rate, recomputes the tax and the balance", async () => {
    const r = (await bookAsMember(w)).body; // 3 days: 19.50 + 1.73 + 100.00
    const res = await patch(w, r.id, { end_date: day(5) });
    // 5 days: 32.50, tax 2.88 (2.884375), total 135.38
    expect(res.body).toMatchObject({
      end_date: day(5),
      days: 5,
      amount: "32.50",
      tax_amount: "2.88",
      total_due_amount: "135.38",
      balance: "135.38",
    });
    expect((await patch(w, r.id, { end_date: day(-1) })).body).toEqual({
      end_date: ["The end date cannot be before the start date."],
    });
  });

  it("re-checks the stock for the new dates", async () => {
    const one = await addDevice(app.db, w.home.company.id, { stock: 1 });
    const first = (await bookAsMember(w, { device: one.id, start_date: day(1), end_date: day(2) })).body;
    await bookAsMember(w, { device: one.id, start_date: day(4), end_date: day(5) });
    expect(await patch(w, first.id, { end_date: day(4) })).toEqual({
      status: 400,
      body: { end_date: ["This device is not available for these dates."] },
    });
    expect((await patch(w, first.id, { end_date: day(3) })).status).toBe(200);
  });

  it("total due by staff needs a reason, is audited, and survives an end-date change as an adjustment", async () => {
    const r = (await bookAsMember(w)).body;
    expect((await patch(w, r.id, { total_due_amount: "100.00" })).body).toEqual({
      reason: ["Say why the total due changes."],
    });
    const res = await patch(w, r.id, { total_due_amount: "111.23", reason: "Loyalty discount" });
    expect(res.body).toMatchObject({ total_due_amount: "111.23", balance: "111.23" });
    const [log] = await auditRows(app.db, r.id, { action: "rental.total_due" });
    expect(JSON.parse(log.data!)).toEqual({
      changes: { total_due_amount: { from: "121.23", to: "111.23" } },
      reason: "Loyalty discount",
    });
    // 5 days: 32.50 + 2.88 + 100.00 − the 10.00 discount.
    expect((await patch(w, r.id, { end_date: day(5) })).body.total_due_amount).toBe("125.38");
  });

  it("note, line and plan", async () => {
    const r = (await bookAsMember(w)).body;
    const res = await patch(w, r.id, { note: "Charger included", phone_number: "(555) 010-0199" });
    expect(res.body).toMatchObject({ note: "Charger included", phone_number: "5550100199" });
    expect((await patch(w, r.id, { phone_number: "call me" })).body).toEqual({
      phone_number: ["Enter a valid phone number."],
    });
    expect((await patch(w, r.id, { plan: 999999 })).body).toEqual({
      plan: ['Invalid pk "999999" - object does not exist.'],
    });
  });
});

describe("payments", () => {
  it("cash lowers the balance in cents; more than the balance is refused", async () => {
    const r = (await bookAsMember(w)).body;
    expect((await pay({ rental: r.id, amount: "21.23", method: "cash" })).body).toMatchObject({
      paid_amount: "21.23",
      balance: "100.00",
    });
    expect(await pay({ rental: r.id, amount: "100.01", method: "cash" })).toEqual({
      status: 400,
      body: { amount: ["The payment is more than the balance (100.00)."] },
    });
    const res = await pay({ rental: r.id, amount: 100, method: "cash" });
    expect(res.body).toMatchObject({ paid_amount: "121.23", balance: "0.00", deposit_paid_amount: "100.00" });
    expect(res.body.charges).toMatchObject([
      { kind: "rental_payment", method: "cash", amount: "21.23", status: "succeeded" },
      { kind: "rental_payment", method: "cash", amount: "100.00", status: "succeeded" },
    ]);
    expect((await rentalRow(app.db, r.id)).balance).toBe(0);
  });

  it("card payments go through the processor with a key of their own; a decline is a 400 and changes nothing", async () => {
    const r = (await bookAsMember(w)).body;
    const res = await pay({ rental: r.id, amount: "50.00", method: "card", payment_method: w.cards.good.id });
    expect(res.body).toMatchObject({ paid_amount: "50.00", balance: "71.23" });
    expect(simulatedPayments.record.succeeded.get(`rental-${r.id}-payment`)).toMatchObject({ amount: 5000 });
    const declined = await pay({
      rental: r.id,
      amount: "10.00",
      method: "card",
      payment_method: w.cards.declined.id,
    });
    expect(declined).toEqual({ status: 400, body: { payment_method: ["Your card was declined."] } });
    expect((await rentalRow(app.db, r.id)).balance).toBe(7123);
    expect((await chargesOf(app.db, r.id)).map((c) => [c.idempotency_key, c.status])).toEqual([
      [`rental-${r.id}-payment`, "succeeded"],
      [`rental-${r.id}-payment-2`, "failed"],
    ]);
    expect((await pay({ rental: r.id, amount: "1.00", method: "card" })).body).toEqual({
      payment_method: ["Choose the card to charge."],
    });
  });

  it("bad bodies are 400s naming the field", async () => {
    expect((await pay({})).status).toBe(400);
    expect((await pay({ rental: 999999, amount: "1.00", method: "cash" })).body).toEqual({
      rental: ['Invalid pk "999999" - object does not exist.'],
    });
    const r = (await bookAsMember(w)).body;
    expect((await pay({ rental: r.id, amount: "0", method: "cash" })).status).toBe(400);
    expect((await pay({ rental: r.id, amount: "-5", method: "cash" })).status).toBe(400);
    expect((await pay({ rental: r.id, amount: "1.00", method: "cheque" })).status).toBe(400);
  });
});

describe("end preview and return", () => {
  it("before the end date: no extra days; the refundable deposit and the balance after", async () => {
    const r = await pickedUp();
    const res = await endPreview(r.id);
    expect(res.body).toMatchObject({
      extra_days: 0,
      extra_amount: "0.00",
      extra_tax_amount: "0.00",
      balance_after: "0.00",
      refundable_deposit_amount: "100.00",
    });
  });

  it("two days late: the preview prices them, the return adds exactly that to the total due", async () => {
    const r = await pickedUp();
    await shiftDates(app.db, r.id, day(-4), day(-2));
    const preview = await endPreview(r.id, w.home.customer.token);
    // 2 days × 6.50 = 13.00, tax 1.15 (1.15375)
    expect(preview.body).toMatchObject({
      return_date: day(0),
      extra_days: 2,
      daily_rate: "6.50",
      extra_amount: "13.00",
      extra_tax_amount: "1.15",
      balance_after: "14.15",
      total_due_amount_after: "135.38",
    });
    const res = await giveBack({ rental: r.id });
    expect(res.body).toMatchObject({
      status: "returned",
      total_due_amount: "135.38",
      balance: "14.15",
      amount: "32.50",
      tax_amount: "2.88",
    });
  });

  it("returned_at in the past prices the days up to it; refuses the future and a rental not picked up", async () => {
    const r = await pickedUp();
    await shiftDates(app.db, r.id, day(-6), day(-4));
    await app.db
      .updateTable("rentals")
      .set({ picked_up_at: new Date(Date.now() - 6 * 86_400_000).toISOString() })
      .where("id", "=", r.id)
      .execute();
    expect(
      (await giveBack({ rental: r.id, returned_at: new Date(Date.now() + 86_400_000).toISOString() })).body,
    ).toEqual({ returned_at: ["The return time cannot be in the future."] });
    const res = await giveBack({ rental: r.id, returned_at: `${day(-3)}T10:00:00Z` });
    expect(res.body).toMatchObject({ status: "returned", balance: "7.08" }); // 1 day: 6.50 + 0.58
    expect(await giveBack({ rental: r.id })).toEqual({
      status: 400,
      body: { rental: ["Only a picked-up rental can be returned."] },
    });
    expect((await giveBack({})).status).toBe(400);
  });
});

describe("deposit refund", () => {
  it("goes back to the card that paid it, once; a second try is a 400 with a detail", async () => {
    const r = await pickedUp();
    expect(await refund(r.id)).toEqual({
      status: 400,
      body: { detail: "The deposit can be refunded once the rental is returned." },
    });
    await giveBack({ rental: r.id });
    const calls = simulatedPayments.record.refundCalls;
    const res = await refund(r.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      deposit_refunded_at: expect.any(String),
      deposit_refunded_amount: "100.00",
      refundable_deposit_amount: "0.00",
      balance: "0.00",
    });
    const charges = await chargesOf(app.db, r.id);
    const deposit = charges.find((c) => c.kind === "deposit")!;
    expect(deposit.status).toBe("refunded");
    expect(simulatedPayments.record.refunds.get(`rental-${r.id}-refund`)).toMatchObject({
      amount: 10000,
      chargeRef: deposit.processor_ref,
    });
    expect(await refund(r.id)).toEqual({
      status: 400,
      body: { detail: "The deposit has already been refunded." },
    });
    expect(simulatedPayments.record.refundCalls - calls).toBe(1);
  });

  it("a part of it, at most what was paid; cash deposits come back in cash", async () => {
    const r = (await bookAsMember(w)).body;
    await pay({ rental: r.id, amount: "121.23", method: "cash" });
    await pickUp(r.id);
    await giveBack({ rental: r.id });
    expect(await refund(r.id, { amount: "100.01" })).toEqual({
      status: 400,
      body: { amount: ["At most 100.00 of the deposit can be refunded."] },
    });
    const res = await refund(r.id, { amount: "60.00" });
    expect(res.body.charges.at(-1)).toMatchObject({
      kind: "refund",
      method: "cash",
      amount: "60.00",
      status: "succeeded",
    });
    expect((await refund(r.id)).body).toEqual({ detail: "The deposit has already been refunded." });
  });

  it("unpaid extra days come out of the deposit: what is refunded is the rest, and nothing is owed after", async () => {
    const r = await pickedUp();
    await shiftDates(app.db, r.id, day(-4), day(-2));
    const back = await giveBack({ rental: r.id }); // 2 extra days: 13.00 + 1.15
    expect(back.body).toMatchObject({ balance: "14.15", refundable_deposit_amount: "85.85" });
    const res = await refund(r.id);
    // The customer paid 121.23 and got 85.85 back: 35.38 net, which is the 5 days with their tax.
    expect(res.body).toMatchObject({
      deposit_refunded_amount: "85.85",
      rental_due_amount: "35.38",
      total_due_amount: "35.38",
      received_amount: "121.23",
      refunded_amount: "85.85",
      paid_amount: "35.38",
      balance: "0.00",
    });
    expect(res.body.lines.map((l: { kind: string; amount: string }) => [l.kind, l.amount])).toEqual([
      ["days", "19.50"],
      ["deposit", "100.00"],
      ["payment", "0.00"],
      ["payment", "0.00"],
      ["extra_days", "13.00"],
      ["deposit_applied", "-14.15"],
      ["deposit_refund", "-85.85"],
    ]);
    expect(simulatedPayments.record.refunds.get(`rental-${r.id}-refund`)).toMatchObject({ amount: 8585 });
  });

  it("nothing paid, nothing to refund", async () => {
    const r = await pickUp((await bookAsMember(w)).body.id);
    await giveBack({ rental: r.id });
    expect(await refund(r.id)).toEqual({ status: 400, body: { detail: "There is no deposit to refund." } });
  });
});
