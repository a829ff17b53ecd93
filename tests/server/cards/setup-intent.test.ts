import { afterAll, describe, expect, it } from "vitest";
import { send } from "../fixtures";
import { companyWithPeople, rowsWhere } from "../helpers";
import { stripeWorld } from "../integrations/payments/support";

/**
 * Cards saved through a SetupIntent (issue 36 item 4, DESIGN.md §17) against the fake Stripe: the server makes
 * it (usage off_session) for the customer's Stripe Customer; Stripe.js confirms it with the card in the
 * browser (the fake's confirmSetup); the card posted with it is checked against it and saved as before.
 */
const w = await stripeWorld();
afterAll(() => w.stripe.close());
const { app, stripe } = w;
const YEAR = new Date().getUTCFullYear();
stripe.state.cards.set("pm_card_visa", { brand: "visa", last4: "4242", exp_month: 8, exp_year: YEAR + 2 });
stripe.state.cards.set("pm_card_mastercard", {
  brand: "mastercard",
  last4: "4444",
  exp_month: 3,
  exp_year: YEAR + 3,
});

const setup = (token: string) => send(app, "POST", "/api/payments/cards/setup/", token);
const save = (token: string, body: unknown) => send(app, "POST", "/api/payments/cards/", token, body);

describe("POST /api/payments/cards/setup/", () => {
  it("makes an off-session SetupIntent for the customer's Stripe Customer, made once and kept", async () => {
    const { customer } = await companyWithPeople(app.db);
    const first = await setup(customer.token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      setup_intent: expect.stringMatching(/^seti_/),
      client_secret: `${first.body.setup_intent}_secret_fake`,
    });
    const made = stripe.state.setupIntents.get(first.body.setup_intent)!;
    expect(made.params.get("usage")).toBe("off_session");
    expect(made.params.get("automatic_payment_methods[allow_redirects]")).toBe("never");
    const [user] = await rowsWhere(app.db, "users", { id: customer.id });
    expect(user.stripe_customer_id).toBe(made.customer);

    const again = await setup(customer.token);
    expect(stripe.state.setupIntents.get(again.body.setup_intent)?.customer).toBe(made.customer);
  });

  it("is the customer's alone", async () => {
    const { member } = await companyWithPeople(app.db);
    expect((await setup(member.token)).status).toBe(403);
    expect((await send(app, "POST", "/api/payments/cards/setup/", null)).status).toBe(401);
  });
});

describe("saving the card the SetupIntent confirmed", () => {
  it("checks the SetupIntent, then saves the card already attached by Stripe (no second attach)", async () => {
    const { customer } = await companyWithPeople(app.db);
    const { body } = await setup(customer.token);
    stripe.confirmSetup(body.setup_intent, "pm_card_visa");
    const saved = await save(customer.token, {
      payment_method: "pm_card_visa",
      setup_intent: body.setup_intent,
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ brand: "visa", last4: "4242", is_default: true });
    const [card] = await rowsWhere(app.db, "payment_methods", { user_id: customer.id });
    expect(card).toMatchObject({ processor: "stripe", processor_ref: "pm_card_visa" });
  });

  it("names the field when the SetupIntent is not confirmed, is for another card, or another customer's", async () => {
    const { customer } = await companyWithPeople(app.db);
    const { body } = await setup(customer.token);
    expect(
      await save(customer.token, { payment_method: "pm_card_visa", setup_intent: body.setup_intent }),
    ).toEqual({
      status: 400,
      body: { setup_intent: ["The card was not confirmed with your bank. Please try again."] },
    });
    stripe.confirmSetup(body.setup_intent, "pm_card_visa");
    expect(
      await save(customer.token, { payment_method: "pm_card_mastercard", setup_intent: body.setup_intent }),
    ).toEqual({
      status: 400,
      body: { payment_method: ["This card is not the one confirmed with your bank."] },
    });

    const other = await companyWithPeople(app.db);
    await setup(other.customer.token);
    expect(
      await save(other.customer.token, { payment_method: "pm_card_visa", setup_intent: body.setup_intent }),
    ).toEqual({ status: 400, body: { setup_intent: ["No such setup intent."] } });
    expect(
      await save(customer.token, { payment_method: "pm_card_visa", setup_intent: "seti_unknown" }),
    ).toEqual({ status: 400, body: { setup_intent: ["No such setup intent."] } });
    expect(await rowsWhere(app.db, "payment_methods", { user_id: customer.id })).toEqual([]);
    expect(await rowsWhere(app.db, "payment_methods", { user_id: other.customer.id })).toEqual([]);
  });
});
