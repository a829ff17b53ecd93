import { afterAll, describe, expect, it } from "vitest";
import { addCountry, addDevice, send } from "../../fixtures";
import { addDays, dayIn, DEFAULT_TIME_ZONE } from "../../../../common/dates";
import { STRIPE_CARDS } from "../fakes";
import { deliver, stripeEvent, stripeRefillWorld } from "./support";

/**
 * Rent Now on-session with PAYMENTS=stripe against the fake Stripe (issue 36 item 4, DESIGN.md §17): the
 * customer's two PaymentIntents (rental, deposit) are confirmed on-session; one whose bank asks to
 * authenticate waits, its secret answered for Stripe.js handleNextAction; the server reads each PaymentIntent
 * again when told, never taking the browser's word; Stripe's events end it when the customer closed the tab,
 * and late, repeated or reordered events change nothing more.
 */
const w = await stripeRefillWorld();
afterAll(() => w.stripe.close());
const { app, stripe, world, visa, needsAuth } = w;
const device = await addDevice(app.db, world.company.id, { daily_rate: 450, deposit: 10000, stock: 1 });
const country = await addCountry(app.db, world.company.id, { daily_rate: 200 });
const day = (n: number) => addDays(dayIn(DEFAULT_TIME_ZONE, new Date()), n);
let week = 0;

/** Rent Now on the one unit, each call a week later than the last, so that no two collide. */
function rentNow(card: number, token = world.customer.token) {
  week += 1;
  return send(app, "POST", "/api/rental/rentals/create/as-customer/", token, {
    device: device.id,
    country: country.id,
    start_date: day(7 * week),
    end_date: day(7 * week + 2),
    payment_method: card,
  });
}
const intentsOf = (id: number) =>
  ["rental", "deposit"].map((kind) => stripe.state.intents.get(`rental-${id}-${kind}`)!);
const rental = (id: number, token = world.customer.token) =>
  send(app, "GET", `/api/rental/rentals/${id}/`, token);
const authenticate = (id: number) =>
  send(app, "POST", `/api/rental/rentals/${id}/authenticate/`, world.customer.token);
const chargeStates = async (id: number) =>
  (
    await app.db.selectFrom("charges").select("status").where("rental_id", "=", id).orderBy("id").execute()
  ).map((c) => c.status);
const event = (type: string, pi: string, id?: string) =>
  deliver(app, stripeEvent(type, { id: pi, object: "payment_intent" }, id));

/** Rent Now on the card whose bank asks: waiting, both PaymentIntents made on-session. */
async function waiting() {
  const made = await rentNow(needsAuth.id);
  expect(made).toMatchObject({
    status: 201,
    body: { status: "error", payment_error: "Authentication required." },
  });
  const [pi1, pi2] = intentsOf(made.body.id);
  for (const pi of [pi1, pi2]) {
    expect(pi.params.get("off_session")).toBeNull();
    expect(pi.params.get("use_stripe_sdk")).toBe("true");
    expect(pi.status).toBe("requires_action");
  }
  expect(made.body.next_action).toEqual({ type: "authenticate", client_secret: `${pi1.id}_secret_fake` });
  return { id: made.body.id as number, pi1: pi1.id, pi2: pi2.id };
}

describe("Rent Now on Stripe, on-session", () => {
  it("a card that needs nothing pays at once, on-session", async () => {
    const made = await rentNow(visa.id);
    expect(made.body).toMatchObject({ status: "preorder", balance: "0.00", next_action: null });
    for (const pi of intentsOf(made.body.id)) expect(pi.params.get("off_session")).toBeNull();
  });

  it("the bank's step: each PaymentIntent authenticated in the browser, read again by the server, paid once", async () => {
    const { id, pi1, pi2 } = await waiting();
    // Staff see that it waits, never the secret; the device stays held.
    expect((await rental(id, world.member.token)).body.next_action).toEqual({
      type: "authenticate",
      client_secret: null,
    });
    // The browser says nothing the server believes: until Stripe holds it succeeded, it still waits.
    expect((await authenticate(id)).body).toMatchObject({
      status: "error",
      next_action: { client_secret: `${pi1}_secret_fake` },
    });
    const calls = stripe.state.intentCalls;
    stripe.setIntent(pi1, "succeeded");
    expect((await authenticate(id)).body).toMatchObject({
      status: "error",
      paid_amount: "21.23",
      next_action: { type: "authenticate", client_secret: `${pi2}_secret_fake` },
    });
    stripe.setIntent(pi2, "succeeded");
    expect((await authenticate(id)).body).toMatchObject({
      status: "preorder",
      paid_amount: "121.23",
      balance: "0.00",
      payment_error: null,
      next_action: null,
    });
    expect(stripe.state.intentCalls).toBe(calls);
    expect(await chargeStates(id)).toEqual(["succeeded", "succeeded"]);
    // Their events, late and twice, take nothing more.
    await event("payment_intent.succeeded", pi1);
    await event("payment_intent.succeeded", pi2);
    await w.handleEvents();
    const lines = (await rental(id)).body.lines.map((l: { kind: string }) => l.kind);
    expect(lines).toEqual(["days", "deposit", "payment", "payment"]);
  });

  it("the bank refuses: nothing charged, the deposit's PaymentIntent cancelled, resolved with the bank's words", async () => {
    const { id, pi1, pi2 } = await waiting();
    const words =
      "We are unable to authenticate your payment method. Please choose a different payment method.";
    stripe.setIntent(pi1, "requires_payment_method", {
      type: "invalid_request_error",
      code: "payment_intent_authentication_failure",
      message: words,
    });
    const refused = await authenticate(id);
    expect(refused.body).toMatchObject({
      status: "resolved",
      paid_amount: "0.00",
      next_action: null,
      payment_problem: { code: "authentication_failed", details: words },
    });
    expect(stripe.state.cancelCalls.map((c) => c.id)).toContain(pi2);
    expect(await chargeStates(id)).toEqual(["failed", "failed"]);
    // The one unit is free for those days again.
    week -= 1;
    expect((await rentNow(visa.id)).body).toMatchObject({ status: "preorder" });
  });

  it("the customer closed the tab: Stripe's events bring it to its end; repeated and reordered ones change nothing", async () => {
    const { id, pi1, pi2 } = await waiting();
    stripe.setIntent(pi1, "succeeded");
    stripe.setIntent(pi2, "succeeded");
    // Out of order: the deposit's first; the rental's arrives twice (same event id: stored once) and with a
    // stale requires_action event after it.
    await event("payment_intent.succeeded", pi2);
    await event("payment_intent.succeeded", pi1, "evt_rental_twice");
    expect((await event("payment_intent.succeeded", pi1, "evt_rental_twice")).statusCode).toBe(200);
    await event("payment_intent.requires_action", pi1);
    await w.handleEvents();
    expect((await rental(id)).body).toMatchObject({
      status: "preorder",
      paid_amount: "121.23",
      balance: "0.00",
    });
    expect(await chargeStates(id)).toEqual(["succeeded", "succeeded"]);
    await event("payment_intent.payment_failed", pi1);
    await w.handleEvents();
    expect((await rental(id)).body.lines.filter((l: { kind: string }) => l.kind === "payment")).toHaveLength(
      2,
    );
  });

  it("events of a refusal: the rental waits while the other PaymentIntent does, then falls with nothing taken", async () => {
    const { id, pi1, pi2 } = await waiting();
    const failure = {
      type: "card_error",
      code: "card_declined",
      decline_code: "insufficient_funds",
      message: "Your card has insufficient funds.",
    };
    stripe.setIntent(pi1, "requires_payment_method", failure);
    await event("payment_intent.payment_failed", pi1);
    await w.handleEvents();
    expect((await rental(id)).body).toMatchObject({ status: "error", next_action: { type: "authenticate" } });
    stripe.setIntent(pi2, "canceled");
    await event("payment_intent.canceled", pi2);
    await event("payment_intent.payment_failed", pi2);
    await w.handleEvents();
    expect((await rental(id)).body).toMatchObject({
      status: "resolved",
      paid_amount: "0.00",
      payment_error: "Your card has insufficient funds.",
    });
    // A late success about the refused one (read again: still refused) changes nothing.
    await event("payment_intent.succeeded", pi1);
    await w.handleEvents();
    expect(await chargeStates(id)).toEqual(["failed", "failed"]);
  });

  it("a short rental's deposit is held once Stripe's event says the rental part was paid (the tab closed)", async () => {
    // Ends within the hold's 7 days: the deposit is held on the card, not charged (money/deposit.ts). The card
    // asks the bank's step on screen, not off-session once set up (Stripe's 4000 0025 0000 3155).
    const card = await w.stripeCard(STRIPE_CARDS.authenticationUnlessSetUp, "3155");
    const made = await send(app, "POST", "/api/rental/rentals/create/as-customer/", world.customer.token, {
      device: device.id,
      country: country.id,
      start_date: day(1),
      end_date: day(3),
      payment_method: card.id,
    });
    expect(made.body).toMatchObject({ status: "error", payment_error: "Authentication required." });
    const id = made.body.id as number;
    const pi = stripe.state.intents.get(`rental-${id}-rental`)!;
    expect(pi.status).toBe("requires_action");
    expect(stripe.state.intents.has(`rental-${id}-hold`)).toBe(false);
    stripe.setIntent(pi.id, "succeeded");
    await event("payment_intent.succeeded", pi.id);
    await event("payment_intent.succeeded", pi.id);
    await w.handleEvents();
    const hold = stripe.state.intents.get(`rental-${id}-hold`)!;
    expect(hold).toMatchObject({ status: "requires_capture", amount: 10000 });
    expect(hold.params.get("off_session")).toBe("true");
    const after = (await rental(id)).body;
    expect(after).toMatchObject({
      status: "preorder",
      balance: "0.00",
      payment_error: null,
      card_hold: { status: "held", amount: "100.00" },
    });
    expect(after.lines.map((l: { kind: string }) => l.kind)).toEqual(["days", "payment", "deposit_hold"]);
    // A late repeat asks nothing more.
    const calls = stripe.state.intentCalls;
    await event("payment_intent.succeeded", pi.id);
    await w.handleEvents();
    expect(stripe.state.intentCalls).toBe(calls);
    expect((await rental(id)).body.lines).toHaveLength(after.lines.length);
  });

  it("a card whose bank asks every time refuses the hold off-session: the rental waits in error for another card", async () => {
    const made = await send(app, "POST", "/api/rental/rentals/create/as-customer/", world.customer.token, {
      device: device.id,
      country: country.id,
      start_date: day(4),
      end_date: day(5),
      payment_method: needsAuth.id,
    });
    const id = made.body.id as number;
    const pi = stripe.state.intents.get(`rental-${id}-rental`)!;
    stripe.setIntent(pi.id, "succeeded");
    await event("payment_intent.succeeded", pi.id);
    await w.handleEvents();
    expect(stripe.state.intents.get(`rental-${id}-hold`)?.status).toBe("requires_payment_method");
    expect((await rental(id)).body).toMatchObject({
      status: "error",
      paid_amount: "14.15",
      card_hold: { status: "pending" },
    });
  });

  it("the desk's booking stays off-session", async () => {
    week += 1;
    const booked = await send(app, "POST", "/api/rental/rentals/create/as-member/", world.member.token, {
      user: world.customer.id,
      device: device.id,
      country: country.id,
      start_date: day(7 * week),
      end_date: day(7 * week + 2),
      payment_method: visa.id,
    });
    expect(booked.body).toMatchObject({ status: "preorder" });
    for (const pi of intentsOf(booked.body.id)) expect(pi.params.get("off_session")).toBe("true");
  });
});
