import { afterAll, describe, expect, it } from "vitest";
import { send } from "../../fixtures";
import { rowsWhere, updateRows } from "../../helpers";
import { chargesOf, queue, txn } from "../../transactions/support";
import { deliver, stripeEvent, stripeRefillWorld } from "./support";

/**
 * On-session and off-session charges (issue 36 item 4, DESIGN.md §17) against the fake Stripe: what the
 * customer starts on screen is confirmed on-session (the bank's step in their browser), what runs without
 * them off-session (the bank's request ends it, and they get the pay link); a charge waiting for the bank
 * is cancelled when they pay with another card, and its late success takes nothing more.
 */
const w = await stripeRefillWorld();
afterAll(() => w.stripe.close());
const { app, stripe, world, visa, needsAuth } = w;

const refillNow = (token: string, card: number) =>
  send(app, "POST", "/api/transactions/", token, {
    phone_number: world.phone.id,
    plan: world.plan.id,
    payment_method: card,
  });
const lastIntent = () => [...stripe.state.intents.values()].at(-1)!;
const payWith = (id: number, card: number) =>
  send(app, "POST", `/api/transactions/${id}/pay/`, world.customer.token, { payment_method: card });
const payLinks = (id: number) =>
  app.db
    .selectFrom("messages")
    .select(["channel", "kind", "body", "secret_link"])
    .where("user_id", "=", world.customer.id)
    .where("event_key", "=", `refill-failed:${id}`)
    .execute();

/** A customer's Refill Now on the card that needs authentication: waiting for their bank, on-session. */
async function waitingOnScreen() {
  const made = await refillNow(world.customer.token, needsAuth.id);
  expect(made.status).toBe(201);
  await w.runEngine();
  const t = await txn(app.db, made.body.id);
  expect(t).toMatchObject({ status: "action_required" });
  expect(Boolean(t.on_session)).toBe(true);
  const [charge] = await chargesOf(app.db, t.id);
  expect(charge).toMatchObject({ status: "pending", processor_ref: lastIntent().id });
  return { t, charge, pi: charge.processor_ref! };
}

describe("on-session: what the customer starts on screen", () => {
  it("Refill Now is confirmed on-session (no off_session, Stripe.js's next action) and succeeds", async () => {
    const made = await refillNow(world.customer.token, visa.id);
    await w.runEngine();
    const t = await txn(app.db, made.body.id);
    expect(t.status).toBe("success");
    expect(Boolean(t.on_session)).toBe(true);
    const params = lastIntent().params;
    expect(params.get("off_session")).toBeNull();
    expect(params.get("confirm")).toBe("true");
    expect(params.get("use_stripe_sdk")).toBe("true");
    expect(params.get("automatic_payment_methods[allow_redirects]")).toBe("never");
  });

  it("staff's Refill Now for the customer is off-session: the cardholder is not on screen", async () => {
    const made = await refillNow(world.member.token, visa.id);
    await w.runEngine();
    const t = await txn(app.db, made.body.id);
    expect(t.status).toBe("success");
    expect(Boolean(t.on_session)).toBe(false);
    expect(lastIntent().params.get("off_session")).toBe("true");
  });

  it("the bank's step: the secret for handleNextAction, then paying again reads the PaymentIntent, charged once", async () => {
    const { t, charge, pi } = await waitingOnScreen();
    // On screen, no message: the page itself asks them.
    expect(await payLinks(t.id)).toEqual([]);
    const detail = await send(app, "GET", `/api/transactions/${t.id}/`, world.customer.token);
    expect(detail.body.next_action).toEqual({ type: "authenticate", client_secret: `${pi}_secret_fake` });

    // Stripe.js ran the bank's step in the browser; the panel asks the server to go on with the same card.
    stripe.setIntent(pi, "succeeded");
    const calls = stripe.state.intentCalls;
    expect((await payWith(t.id, needsAuth.id)).status).toBe(200);
    await w.runEngine();
    expect(await txn(app.db, t.id)).toMatchObject({ status: "success", charge_id: charge.id });
    expect(stripe.state.intentCalls).toBe(calls);
    expect(stripe.state.cancelCalls).toEqual([]);
    expect(await chargesOf(app.db, t.id)).toEqual([
      expect.objectContaining({ id: charge.id, status: "succeeded", processor_ref: pi }),
    ]);
  });
});

describe("off-session: what runs without the customer", () => {
  it.each(["scheduled", "ivr", "sms"] as const)(
    "a %s refill's authentication_required is action_required with the pay link, sent once",
    async (trigger) => {
      const t = await queue(app.db, world, { payment_method_id: needsAuth.id, trigger });
      await w.runEngine();
      expect(lastIntent().params.get("off_session")).toBe("true");
      expect(await txn(app.db, t.id)).toMatchObject({
        status: "action_required",
        payment_error_code: "authentication_required",
      });
      const links = await payLinks(t.id);
      expect(links.map((m) => m.channel)).toEqual(["email"]);
      expect(links[0].body).toContain("Your bank asks you to confirm this payment.");
      expect(links[0].secret_link).toBe(`/transactions/show/${t.id}`);

      // Asked again (the waiting PaymentIntent read anew), it says nothing more.
      await updateRows(app.db, "transactions", t.id, { status: "in_queue" });
      await w.runEngine();
      expect(await payLinks(t.id)).toHaveLength(1);
    },
  );
});

describe("a waiting PaymentIntent, when the customer pays with another card", () => {
  it("is cancelled at Stripe; its late succeeded event takes nothing more", async () => {
    const { t, charge, pi } = await waitingOnScreen();
    expect((await payWith(t.id, visa.id)).status).toBe(200);
    expect(stripe.state.cancelCalls.map((c) => [c.id, c.params.get("cancellation_reason")])).toEqual([
      [pi, "requested_by_customer"],
    ]);
    await w.runEngine();
    const paid = await txn(app.db, t.id);
    expect(paid).toMatchObject({ status: "success" });
    expect(paid.charge_id).not.toBe(charge.id);

    // Stripe's events about the cancelled one arrive late, twice; one even says succeeded (read again: canceled).
    const late = stripeEvent("payment_intent.succeeded", { id: pi, object: "payment_intent" });
    expect((await deliver(app, late)).statusCode).toBe(200);
    expect((await deliver(app, late)).statusCode).toBe(200);
    await w.handleEvents();
    // Even were Stripe to hold it succeeded, our failed charge stays failed and the refill is not queued again.
    stripe.setIntent(pi, "succeeded");
    await deliver(app, stripeEvent("payment_intent.succeeded", { id: pi, object: "payment_intent" }));
    await w.handleEvents();
    expect(await txn(app.db, t.id)).toMatchObject({ status: "success", charge_id: paid.charge_id });
    const charges = await chargesOf(app.db, t.id);
    expect(charges.map((c) => [c.processor_ref === pi, c.status, c.failure_code])).toEqual([
      [true, "failed", "other_card_chosen"],
      [false, "succeeded", null],
    ]);
    expect(await rowsWhere(app.db, "charges", { refund_of: charge.id })).toEqual([]);
  });

  it("is not cancelled, and nothing else charged, when the bank's step went through first", async () => {
    const { t, charge, pi } = await waitingOnScreen();
    stripe.setIntent(pi, "succeeded");
    const calls = stripe.state.intentCalls;
    const refused = await payWith(t.id, visa.id);
    expect(refused).toEqual({
      status: 400,
      body: {
        detail: "Your bank has just confirmed the payment with the card it asked about: this refill is paid.",
      },
    });
    expect(await txn(app.db, t.id)).toMatchObject({
      status: "action_required",
      payment_method_id: needsAuth.id,
    });
    // Its event brings the refill on with the charge that paid.
    await deliver(app, stripeEvent("payment_intent.succeeded", { id: pi, object: "payment_intent" }));
    await w.handleEvents();
    await w.runEngine();
    expect(await txn(app.db, t.id)).toMatchObject({ status: "success", charge_id: charge.id });
    expect(stripe.state.intentCalls).toBe(calls);
  });

  it("is cancelled when staff assign another card too; and refused as paid if the bank's step went through", async () => {
    const { t, pi } = await waitingOnScreen();
    const assign = (id: number, card: number) =>
      send(app, "POST", `/api/transactions/${id}/assign-cc-to-user/`, world.member.token, {
        payment_method: card,
      });
    expect((await assign(t.id, visa.id)).status).toBe(200);
    expect(stripe.state.cancelCalls.at(-1)?.id).toBe(pi);
    await w.runEngine();
    expect(await txn(app.db, t.id)).toMatchObject({ status: "success" });
    expect((await chargesOf(app.db, t.id)).map((c) => c.status)).toEqual(["failed", "succeeded"]);

    const second = await waitingOnScreen();
    stripe.setIntent(second.pi, "succeeded");
    expect(await assign(second.t.id, visa.id)).toEqual({
      status: 400,
      body: {
        detail:
          "The customer's bank has just confirmed the payment with the card it asked about: this refill is paid.",
      },
    });
  });

  it("answers 502 and changes nothing when Stripe cannot say", async () => {
    const { t } = await waitingOnScreen();
    stripe.state.failNext = 1;
    expect(await payWith(t.id, visa.id)).toEqual({
      status: 502,
      body: { detail: "The payment waiting for the bank could not be cancelled. Please try again." },
    });
    expect(await txn(app.db, t.id)).toMatchObject({
      status: "action_required",
      payment_method_id: needsAuth.id,
    });
  });
});
