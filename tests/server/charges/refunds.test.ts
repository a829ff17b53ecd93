import { afterEach, describe, expect, it, vi } from "vitest";
import { simulatedPayments } from "../../../server/integrations/payments/simulated";
import { TransientProviderError } from "../../../server/integrations/payments/types";
import { addCarrier, addPhone, addPlan, addTransaction } from "../fixtures";
import { appForFile, auditRows, rowsWhere } from "../helpers";
import {
  CHARGED_DEPOSIT,
  rentalWorld,
  rentNow,
  bookAsMember,
  deskCalls,
  rentalRow,
} from "../rentals/support";
import { addCharge, chargeDetail, refund, refundsOf } from "./support";

/**
 * POST /api/charges/{id}/refund/ (docs/engines.md, "Where money moves"): money goes back to what paid it,
 * never more than is left of the charge, with a note saying why; the charge's page shows the chain.
 */
const w = await rentalWorld(await appForFile());
const { app, db, home, other } = w;
const member = home.member.token;
const customer = { company_id: home.company.id, id: home.customer.id };
const card = { id: w.cards.good.id, brand: "visa", last4: "4242" };
const cardCharge = (fields: Parameters<typeof addCharge>[2] = {}) =>
  addCharge(db, customer, { card, ...fields });

/**
 * A refund of the charge is refused with `reason` (400), and the charge's page says the same: nothing can be
 * refunded, and why.
 */
async function expectRefundRefused(chargeId: number, reason: string) {
  expect(await refund(app, member, chargeId, { note: "x" })).toEqual({
    status: 400,
    body: { detail: reason },
  });
  expect((await chargeDetail(app, member, chargeId)).body).toMatchObject({
    refundable_amount: "0.00",
    refund_refusal: reason,
  });
}

afterEach(() => vi.restoreAllMocks());

describe("refunds of a card charge", () => {
  it("partial refunds until nothing is left: each under refund-<charge>-<n>, the charge then reads refunded", async () => {
    const c = await cardCharge({ amount: 2500 });
    const first = await refund(app, member, c.id, { amount: "5.00", note: "Customer changed plan." });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      kind: "refund",
      amount: "5.00",
      status: "succeeded",
      method: "card",
      brand: "visa",
      last4: "4242",
      user: home.customer.id,
      note: "Customer changed plan.",
      idempotency_key: `refund-${c.id}-1`,
      refund_of: { id: c.id, label: `Charge #${c.id} · Refill · $25.00` },
      refunds: [],
      created_by: home.member.id,
    });
    expect(first.body.processor_ref).toMatch(/^re_sim_/);
    expect(simulatedPayments.record.refunds.get(`refund-${c.id}-1`)).toMatchObject({
      amount: 500,
      chargeRef: c.processor_ref,
    });

    let detail = (await chargeDetail(app, member, c.id)).body;
    expect(detail).toMatchObject({ status: "succeeded", refundable_amount: "20.00", refund_refusal: null });
    expect(detail.refunds).toMatchObject([
      {
        id: first.body.id,
        amount: "5.00",
        status: "succeeded",
        note: "Customer changed plan.",
        created_by_name: `${home.member.first_name} ${home.member.last_name}`,
      },
    ]);

    // No amount: what is left.
    const rest = await refund(app, member, c.id, { note: "And the rest." });
    expect(rest).toMatchObject({
      status: 201,
      body: { amount: "20.00", idempotency_key: `refund-${c.id}-2` },
    });
    detail = (await chargeDetail(app, member, c.id)).body;
    expect(detail).toMatchObject({ status: "refunded", refundable_amount: "0.00" });
    expect(detail.refunds.map((r: { amount: string }) => r.amount)).toEqual(["5.00", "20.00"]);

    expect(await refund(app, member, c.id, { amount: "0.01", note: "More?" })).toEqual({
      status: 400,
      body: { detail: "Nothing is left to refund on this charge." },
    });
    expect(await refundsOf(db, c.id)).toHaveLength(2);
    expect(await auditRows(db, c.id, { action: "charge.refund" })).toMatchObject([
      { actor_id: home.member.id },
      { actor_id: home.member.id },
    ]);
  });

  it("never above what is left: 400 naming the amount and what can still go back", async () => {
    const c = await cardCharge({ amount: 2500 });
    expect(await refund(app, member, c.id, { amount: "25.01", note: "Too much." })).toEqual({
      status: 400,
      body: { amount: ["At most $25.00 can be refunded."] },
    });
    expect((await refund(app, member, c.id, { amount: "10.00", note: "Part." })).status).toBe(201);
    expect(await refund(app, member, c.id, { amount: "15.01", note: "Too much." })).toEqual({
      status: 400,
      body: { amount: ["At most $15.00 can be refunded."] },
    });
    expect(await refundsOf(db, c.id)).toHaveLength(1);
  });

  it("a note is required, and the amount is money", async () => {
    const c = await cardCharge();
    const note = ["Say why the money goes back."];
    expect(await refund(app, member, c.id, {})).toEqual({ status: 400, body: { note } });
    expect(await refund(app, member, c.id, { note: "   " })).toEqual({ status: 400, body: { note } });
    expect((await refund(app, member, c.id, { amount: "abc", note: "x" })).body).toEqual({
      amount: ["A valid number is required, with at most 2 decimal places."],
    });
    expect((await refund(app, member, c.id, { amount: "0", note: "x" })).status).toBe(400);
    expect(await refundsOf(db, c.id)).toHaveLength(0);
  });

  it("the processor's silence: 502, the refund stays pending, and the next press resends it under the same key", async () => {
    const c = await cardCharge({ amount: 1200 });
    const spy = vi
      .spyOn(simulatedPayments, "refund")
      .mockRejectedValueOnce(new TransientProviderError("The payment processor could not be reached."));
    expect(await refund(app, member, c.id, { note: "Line never worked." })).toEqual({
      status: 502,
      body: { detail: "The payment processor could not be reached." },
    });
    const [pending] = await refundsOf(db, c.id);
    expect(pending).toMatchObject({ status: "pending", amount: 1200, idempotency_key: `refund-${c.id}-1` });
    // Nothing more may go back while it waits.
    expect((await chargeDetail(app, member, c.id)).body.refundable_amount).toBe("0.00");

    const again = await refund(app, member, c.id, { note: "Line never worked." });
    expect(again).toMatchObject({
      status: 201,
      body: { id: pending.id, status: "succeeded", idempotency_key: `refund-${c.id}-1` },
    });
    expect(spy.mock.calls.map(([r]) => r.idempotencyKey)).toEqual([`refund-${c.id}-1`, `refund-${c.id}-1`]);
    expect((await chargeDetail(app, member, c.id)).body.status).toBe("refunded");
  });

  it("a refund on its way is not doubled by a second press", async () => {
    const c = await cardCharge();
    await db
      .insertInto("charges")
      .values({
        company_id: c.company_id,
        user_id: c.user_id,
        kind: "refund",
        amount: 100,
        status: "pending",
        method: "card",
        idempotency_key: `refund-${c.id}-1`,
        created_at: new Date().toISOString(),
        refund_of: c.id,
      })
      .execute();
    expect(await refund(app, member, c.id, { note: "Twice?" })).toEqual({
      status: 400,
      body: { detail: "A refund of this charge is already on its way. Try again in a moment." },
    });
  });

  it("the processor declines: 400 with its words, the refund recorded as failed, the money still refundable", async () => {
    const c = await cardCharge({ amount: 900 });
    vi.spyOn(simulatedPayments, "refund").mockResolvedValueOnce({
      status: "failed",
      ref: null,
      message: "The charge was disputed.",
    });
    expect(await refund(app, member, c.id, { note: "Goodwill." })).toEqual({
      status: 400,
      body: { detail: "The charge was disputed." },
    });
    expect(await refundsOf(db, c.id)).toMatchObject([
      { status: "failed", failure_message: "The charge was disputed." },
    ]);
    expect((await chargeDetail(app, member, c.id)).body).toMatchObject({
      status: "succeeded",
      refundable_amount: "9.00",
    });
    // A failed key is never reused.
    expect((await refund(app, member, c.id, { note: "Goodwill." })).body.idempotency_key).toBe(
      `refund-${c.id}-2`,
    );
  });
});

describe("what can be refunded", () => {
  it("a refund, a failed or pending charge, and a refill still being processed are refused with the reason", async () => {
    const c = await cardCharge();
    const r = (await refund(app, member, c.id, { amount: "1.00", note: "x" })).body;
    expect(await refund(app, member, r.id, { note: "x" })).toEqual({
      status: 400,
      body: { detail: "A refund cannot be refunded." },
    });
    for (const status of ["failed", "pending"] as const) {
      const f = await cardCharge({ status });
      expect(await refund(app, member, f.id, { note: "x" })).toEqual({
        status: 400,
        body: { detail: "Only a charge that succeeded can be refunded." },
      });
      expect((await chargeDetail(app, member, f.id)).body.refundable_amount).toBe("0.00");
    }
    const carrier = await addCarrier(db, home.company.id);
    const plan = await addPlan(db, carrier.id);
    const line = await addPhone(db, home.company.id, home.customer.id, { carrier_id: carrier.id });
    const t = await addTransaction(db, home.company.id, {
      user_id: home.customer.id,
      phone_number_id: line.id,
      plan_id: plan.id,
      status: "in_queue",
    });
    const moving = await cardCharge({ transaction_id: t.id });
    await expectRefundRefused(moving.id, "This refill is being processed; refund it once it has stopped.");
  });

  it("customers may not refund (403); another company's charge and an unknown one are 404", async () => {
    const c = await cardCharge();
    expect((await refund(app, home.customer.token, c.id, { note: "x" })).status).toBe(403);
    expect((await refund(app, home.customer.token, c.id, {})).status).toBe(403);
    expect(await refund(app, other.member.token, c.id, { note: "x" })).toEqual({
      status: 404,
      body: { detail: "Not found." },
    });
    expect((await refund(app, member, 999_999, { note: "x" })).status).toBe(404);
    expect((await chargeDetail(app, other.member.token, c.id)).status).toBe(404);
    expect(await refundsOf(db, c.id)).toHaveLength(0);
  });
});

describe("refunds of a rental's charges", () => {
  it("a rental payment's refund writes the rental's ledger line and raises its balance by the refund", async () => {
    const rental = (await rentNow(w)).body;
    expect(rental.status).toBe("preorder");
    const before = await rentalRow(db, rental.id);
    const [paid] = await rowsWhere(db, "charges", { rental_id: rental.id, kind: "rental" });
    const res = await refund(app, member, paid.id, { amount: "3.00", note: "A day short." });
    expect(res).toMatchObject({ status: 201, body: { kind: "refund", rental: rental.id, amount: "3.00" } });
    const [line] = await rowsWhere(db, "rental_lines", { charge_id: res.body.id });
    expect(line).toMatchObject({
      rental_id: rental.id,
      kind: "refund",
      card_brand: "visa",
      card_last4: "4242",
      paid_amount: -300,
      method: "card",
      created_by: home.member.id,
    });
    const after = await rentalRow(db, rental.id);
    expect(after.balance).toBe(before.balance + 300);
    expect(after.paid_amount).toBe(before.paid_amount - 300);
    expect(after.total_due_amount).toBe(before.total_due_amount);
  });

  it("cash goes back in cash at once, without the processor, and the ledger says so", async () => {
    const rental = (await bookAsMember(w)).body;
    const paid = await deskCalls(w).pay({
      rental: rental.id,
      amount: "20.00",
      method: "cash",
    });
    expect(paid.status).toBe(200);
    const [cash] = await rowsWhere(db, "charges", { rental_id: rental.id, method: "cash" });
    const before = await rentalRow(db, rental.id);
    const calls = simulatedPayments.record.refundCalls;
    const res = await refund(app, member, cash.id, { note: "Paid twice at the desk." });
    expect(res).toMatchObject({
      status: 201,
      body: { method: "cash", status: "succeeded", amount: "20.00", brand: null, last4: null },
    });
    expect(simulatedPayments.record.refundCalls).toBe(calls);
    expect((await chargeDetail(app, member, cash.id)).body.status).toBe("refunded");
    expect((await rowsWhere(db, "rental_lines", { charge_id: res.body.id }))[0]).toMatchObject({
      card_last4: null,
      paid_amount: -2000,
      method: "cash",
    });
    expect((await rentalRow(db, rental.id)).balance).toBe(before.balance + 2000);
  });

  it("a rental's deposit is refunded from the rental's page", async () => {
    const rental = (await rentNow(w, CHARGED_DEPOSIT)).body;
    const [deposit] = await rowsWhere(db, "charges", { rental_id: rental.id, kind: "deposit" });
    await expectRefundRefused(deposit.id, "Refund the deposit from the rental's page.");
  });
});
