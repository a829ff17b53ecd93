import { afterAll, describe, expect, it } from "vitest";
import { auth, rowsWhere } from "../../helpers";
import { queue, txn } from "../../transactions/support";
import { deliver, stripeEvent, stripeRefillWorld } from "./support";

/**
 * Stripe's events handled (issue 36 item 2, DESIGN.md §17): each sent signed, twice and out of order; the
 * worker reads the object again from Stripe, so the last word is Stripe's state, not the event's order.
 */
const w = await stripeRefillWorld();
afterAll(() => w.stripe.close());
const { app, stripe, world, stripeCard, visa, needsAuth } = w;

/** Delivers each event twice, the list's order reversed the second time, then lets the worker handle them. */
async function deliverTwiceOutOfOrder(...events: object[]) {
  for (const e of events) expect((await deliver(app, e)).statusCode).toBe(200);
  for (const e of [...events].reverse())
    expect((await deliver(app, e)).json()).toMatchObject({ duplicate: true });
  await w.handleEvents();
}
const intentEvent = (type: string, id: string) => stripeEvent(type, { id, object: "payment_intent" });
const refillCharge = async (transactionId: number) =>
  (await rowsWhere(app.db, "charges", { transaction_id: transactionId, kind: "refill" }))[0];
const refundsOf = (chargeId: number) => rowsWhere(app.db, "charges", { refund_of: chargeId });

/** A refill waiting for its customer's bank: action_required, its charge pending under a PaymentIntent. */
async function waitingRefill() {
  const t = await queue(app.db, world, { payment_method_id: needsAuth.id });
  await w.runEngine();
  expect(await txn(app.db, t.id)).toMatchObject({ status: "action_required" });
  const charge = await refillCharge(t.id);
  expect(charge).toMatchObject({ status: "pending", processor_ref: expect.stringMatching(/^pi_/) });
  return { t, charge, pi: charge.processor_ref! };
}

/** A refill paid on Stripe and topped up: its charge succeeded under a PaymentIntent. */
async function paidRefill() {
  const t = await queue(app.db, world, { payment_method_id: visa.id });
  await w.runEngine();
  expect(await txn(app.db, t.id)).toMatchObject({ status: "success" });
  const charge = await refillCharge(t.id);
  return { t, charge, pi: charge.processor_ref! };
}

const refund = (chargeId: number, body: object) =>
  app.inject({
    method: "POST",
    url: `/api/charges/${chargeId}/refund/`,
    headers: auth(world.member.token),
    payload: body,
  });

describe("payment_intent events", () => {
  it("succeeded after the customer authenticated and closed the tab: the refill tops up, charged once", async () => {
    const { t, charge, pi } = await waitingRefill();
    stripe.setIntent(pi, "succeeded");
    const calls = stripe.state.intentCalls;
    await deliverTwiceOutOfOrder(
      intentEvent("payment_intent.requires_action", pi),
      intentEvent("payment_intent.succeeded", pi),
    );
    expect(await txn(app.db, t.id)).toMatchObject({
      status: "in_queue",
      charge_id: charge.id,
      payment_error: null,
    });
    await w.runEngine();
    expect(await txn(app.db, t.id)).toMatchObject({ status: "success", charge_id: charge.id });
    expect(await rowsWhere(app.db, "charges", { transaction_id: t.id })).toEqual([
      expect.objectContaining({ id: charge.id, status: "succeeded", processor_ref: pi }),
    ]);
    expect(stripe.state.intentCalls).toBe(calls);
    const history = await rowsWhere(app.db, "transaction_events", { transaction_id: t.id });
    expect(history.filter((e) => e.code === "bank_confirmed")).toHaveLength(1);
  });

  it("payment_failed: the bank's refusal stored, the refill still waits for another card", async () => {
    const { t, charge, pi } = await waitingRefill();
    stripe.setIntent(pi, "requires_payment_method", {
      type: "card_error",
      code: "card_declined",
      decline_code: "insufficient_funds",
      message: "Your card has insufficient funds.",
    });
    await deliverTwiceOutOfOrder(
      intentEvent("payment_intent.payment_failed", pi),
      intentEvent("payment_intent.requires_action", pi),
    );
    expect(await txn(app.db, t.id)).toMatchObject({
      status: "action_required",
      payment_error: "Your card has insufficient funds.",
    });
    expect(await refillCharge(t.id)).toMatchObject({
      id: charge.id,
      status: "failed",
      // Stripe's decline code, whose words are the reader's; Stripe's sentence is those words: not kept twice.
      failure_code: "insufficient_funds",
      failure_message: null,
    });
  });

  it("requires_action: the refill keeps waiting, nothing changes", async () => {
    const { t, charge, pi } = await waitingRefill();
    await deliverTwiceOutOfOrder(intentEvent("payment_intent.requires_action", pi));
    expect(await txn(app.db, t.id)).toMatchObject({ status: "action_required" });
    expect(await refillCharge(t.id)).toMatchObject({ id: charge.id, status: "pending" });
  });
});

describe("refund events", () => {
  it("a refund made in Stripe's dashboard adds one refund line however often and in whatever order it comes", async () => {
    const { charge, pi } = await paidRefill();
    const r = stripe.dashboardRefund(pi, 1000);
    await deliverTwiceOutOfOrder(
      stripeEvent("charge.refunded", { id: stripe.chargeIdOf(pi), object: "charge" }),
      stripeEvent("refund.created", { id: r.id, object: "refund" }),
    );
    expect(await refundsOf(charge.id)).toEqual([
      expect.objectContaining({
        amount: 1000,
        status: "succeeded",
        processor_ref: r.id,
        note: "Refunded in Stripe",
      }),
    ]);
    // the rest refunded in the dashboard too: the charge reads refunded
    const rest = stripe.dashboardRefund(pi, 1500);
    await deliverTwiceOutOfOrder(stripeEvent("refund.created", { id: rest.id, object: "refund" }));
    expect((await refundsOf(charge.id)).map((x) => x.amount)).toEqual([1000, 1500]);
    expect(await refillCharge(charge.transaction_id!)).toMatchObject({ status: "refunded" });
  });

  it("a refund Stripe answers pending is pending, counted once it succeeds", async () => {
    const { charge, pi } = await paidRefill();
    stripe.state.refundStatus = "pending";
    try {
      const res = await refund(charge.id, { amount: "5.00", note: "Customer asked" });
      expect(res.statusCode).toBe(201);
    } finally {
      stripe.state.refundStatus = "succeeded";
    }
    const [ours] = await refundsOf(charge.id);
    expect(ours).toMatchObject({
      amount: 500,
      status: "pending",
      processor_ref: expect.stringMatching(/^re_/),
    });
    // a second press while it is on its way is refused, nothing sent twice
    expect((await refund(charge.id, { amount: "1.00", note: "again" })).statusCode).toBe(400);
    const created = stripeEvent("refund.created", { id: ours.processor_ref!, object: "refund" });
    await deliverTwiceOutOfOrder(created);
    expect((await refundsOf(charge.id))[0]).toMatchObject({ status: "pending" });
    stripe.setRefundStatus(ours.processor_ref!, "succeeded");
    await deliverTwiceOutOfOrder(
      stripeEvent("refund.updated", { id: ours.processor_ref!, object: "refund" }),
      stripeEvent("charge.refunded", { id: stripe.chargeIdOf(pi), object: "charge" }),
    );
    expect(await refundsOf(charge.id)).toEqual([
      expect.objectContaining({ id: ours.id, status: "succeeded" }),
    ]);
    expect(stripe.refundsOf(pi)).toHaveLength(1);
  });

  it("a refund that fails reopens the money: the charge can be refunded again", async () => {
    const { charge, pi } = await paidRefill();
    const r = stripe.dashboardRefund(pi, 2500);
    await deliverTwiceOutOfOrder(stripeEvent("refund.created", { id: r.id, object: "refund" }));
    expect(await refillCharge(charge.transaction_id!)).toMatchObject({ status: "refunded" });
    stripe.setRefundStatus(r.id, "failed");
    await deliverTwiceOutOfOrder(
      stripeEvent("refund.failed", { id: r.id, object: "refund" }),
      stripeEvent("refund.updated", { id: r.id, object: "refund" }),
    );
    expect(await refundsOf(charge.id)).toEqual([expect.objectContaining({ status: "failed" })]);
    expect(await refillCharge(charge.transaction_id!)).toMatchObject({ status: "succeeded" });
    const detail = await app.inject({
      method: "GET",
      url: `/api/charges/${charge.id}/`,
      headers: auth(world.member.token),
    });
    expect(detail.json()).toMatchObject({ refundable_amount: "25.00", refund_refusal: null });
  });
});

describe("cards and fraud", () => {
  it("payment_method.automatically_updated: the saved card takes its new expiry and last four", async () => {
    const card = await stripeCard("pm_renewed_1", "1111");
    stripe.state.cards.set("pm_renewed_1", { brand: "visa", last4: "4444", exp_month: 3, exp_year: 2031 });
    await deliverTwiceOutOfOrder(
      stripeEvent("payment_method.automatically_updated", { id: "pm_renewed_1", object: "payment_method" }),
    );
    expect((await rowsWhere(app.db, "payment_methods", { id: card.id }))[0]).toMatchObject({
      last4: "4444",
      exp_month: 3,
      exp_year: 2031,
    });
  });

  it("radar.early_fraud_warning.created: the charge is flagged once", async () => {
    const { charge, pi } = await paidRefill();
    stripe.state.fraudWarnings.set("issfr_1", { charge: stripe.chargeIdOf(pi), payment_intent: null });
    await deliverTwiceOutOfOrder(
      stripeEvent("radar.early_fraud_warning.created", {
        id: "issfr_1",
        object: "radar.early_fraud_warning",
      }),
    );
    const flagged = await refillCharge(charge.transaction_id!);
    expect(flagged.fraud_warning_at).not.toBeNull();
  });
});
