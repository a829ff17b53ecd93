import { afterAll, describe, expect, it } from "vitest";
import { stripePayments } from "../../../server/integrations/payments/stripe";
import { reloadlyTopups } from "../../../server/integrations/topups/reloadly";
import { createRefillEngine } from "../../../server/jobs/refills/engine";
import { addPhone } from "../fixtures";
import { appForFile, updateRows } from "../helpers";
import { fakeStripe, STRIPE_CARDS } from "./fakes";
import { reloadlyDouble } from "./topups/reloadly-double";
import { chargesOf, failingLine, queue, refillWorld, txn, type World } from "../transactions/support";

/**
 * PAYMENTS=stripe (official SDK) and TOPUPS=reloadly against local doubles that speak their HTTP: the engine's
 * paths end to end, and the providers' repeats answered without a second charge or top-up.
 */
const stripe = await fakeStripe();
const aggregator = await reloadlyDouble();
afterAll(async () => {
  // Every request the adapter sent is one Reloadly's OpenAPI document describes.
  expect(aggregator.state.faults).toEqual([]);
  await stripe.close();
  await aggregator.close();
});
const app = await appForFile();
const w = await refillWorld(app.db);
await updateRows(app.db, "carriers", w.carrier.id, { provider_operator_id: "341" });
await updateRows(app.db, "plans", w.plan.id, { provider_product_id: "prod-25" });
await updateRows(app.db, "users", w.customer.id, { stripe_customer_id: "cus_fake_saved" });

async function stripeCard(world: World, pm: string) {
  return app.db
    .insertInto("payment_methods")
    .values({
      user_id: world.customer.id,
      processor: "stripe",
      processor_ref: pm,
      brand: "visa",
      last4: "4242",
      exp_month: 12,
      exp_year: 2099,
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}
const visa = await stripeCard(w, STRIPE_CARDS.visa);
const declined = await stripeCard(w, STRIPE_CARDS.declined);
const authentication = await stripeCard(w, STRIPE_CARDS.authentication);

const payments = stripePayments({ secretKey: "sk_test_fake", apiBase: stripe.url });
const topups = reloadlyTopups(aggregator.settings);
const engine = createRefillEngine({ payments, topups, backoffBaseMs: 1000 });

/** The top-up of a queued refill sent straight to the aggregator, as a worker would send it. */
const sendTopupOf = (id: number, extra: { mayHaveBeenSent?: boolean } = {}) =>
  topups.topup({
    reference: `txn-${id}`,
    operatorId: "341",
    productId: "prod-25",
    amount: 2500,
    recipient: w.phone.number,
    ...extra,
  });
const drain = async (now = new Date()) => {
  while ((await engine.job.run({ db: app.db, log: app.log, now })) > 0);
};

describe("Stripe PaymentIntents and Reloadly", () => {
  it("charges off-session on the saved card with the idempotency key, then tops up with our reference", async () => {
    const t = await queue(app.db, w, { payment_method_id: visa.id });
    await drain();
    const done = await txn(app.db, t.id);
    expect(done).toMatchObject({ status: "success", provider_ref: expect.stringMatching(/^\d+$/) });
    const intent = stripe.state.intents.get(`txn-${t.id}-charge`)!;
    expect(Object.fromEntries(intent.params)).toMatchObject({
      amount: "2500",
      currency: "usd",
      payment_method: STRIPE_CARDS.visa,
      customer: "cus_fake_saved",
      off_session: "true",
      confirm: "true",
    });
    expect(await chargesOf(app.db, t.id)).toMatchObject([{ status: "succeeded", processor_ref: intent.id }]);
    expect(aggregator.state.topups.get(`txn-${t.id}`)).toMatchObject({
      operatorId: 341,
      requestedAmount: 25,
      recipientPhone: w.phone.number,
      countryCode: "US",
      status: "SUCCESSFUL",
    });
    // One token, asked for with the client credentials and the Airtime API as audience.
    expect(aggregator.state.tokenRequests).toEqual([
      {
        client_id: "client-id",
        client_secret: "client-secret",
        grant_type: "client_credentials",
        audience: aggregator.url,
      },
    ]);
  });

  it("tells the aggregator each line's own country and national number, not always US", async () => {
    const lines = {
      mexico: await addPhone(app.db, w.company.id, w.customer.id, { number: "525512345678" }),
      canada: await addPhone(app.db, w.company.id, w.customer.id, { number: "4165550142" }),
      britain: await addPhone(app.db, w.company.id, w.customer.id, { number: "447700900142" }),
    };
    const sent: Record<string, unknown> = {};
    for (const [name, line] of Object.entries(lines)) {
      const t = await queue(app.db, w, { phone_number_id: line.id, payment_method_id: visa.id });
      await drain();
      expect(await txn(app.db, t.id)).toMatchObject({ status: "success" });
      const { countryCode, recipientPhone } = aggregator.state.topups.get(`txn-${t.id}`)!;
      sent[name] = { countryCode, recipient: recipientPhone };
    }
    expect(sent).toEqual({
      mexico: { countryCode: "MX", recipient: "5512345678" },
      canada: { countryCode: "CA", recipient: "4165550142" },
      britain: { countryCode: "GB", recipient: "7700900142" },
    });
  });

  it("a number whose country cannot be told is not sent: the refill fails with why", async () => {
    const line = await addPhone(app.db, w.company.id, w.customer.id, { number: "999123456789" });
    const t = await queue(app.db, w, { phone_number_id: line.id, payment_method_id: visa.id });
    const posts = aggregator.state.posts;
    await drain();
    expect(await txn(app.db, t.id)).toMatchObject({
      status: "error",
      refill_error: "The phone number's country could not be told from its digits.",
    });
    expect(aggregator.state.posts).toBe(posts);
  });

  it("a decline is an error with Stripe's message; authentication required is action_required", async () => {
    const a = await queue(app.db, w, { payment_method_id: declined.id });
    const b = await queue(app.db, w, { payment_method_id: authentication.id });
    await drain();
    expect(await txn(app.db, a.id)).toMatchObject({
      status: "error",
      payment_error: "Your card was declined.",
    });
    expect(await chargesOf(app.db, a.id)).toMatchObject([
      { status: "failed", processor_ref: stripe.state.intents.get(`txn-${a.id}-charge`)!.id },
    ]);
    expect(await txn(app.db, b.id)).toMatchObject({
      status: "action_required",
      payment_error: "Your card was declined. This transaction requires authentication.",
    });
  });

  it("Stripe answering 500 is transient: the next try reuses the key and one PaymentIntent exists", async () => {
    const t = await queue(app.db, w, { payment_method_id: visa.id });
    stripe.state.failNext = 1;
    const t0 = new Date();
    await drain(t0);
    expect(await txn(app.db, t.id)).toMatchObject({ status: "in_queue", transient_errors: 1 });
    await drain(new Date(t0.getTime() + 1000));
    expect(await txn(app.db, t.id)).toMatchObject({ status: "success" });
    expect([...stripe.state.intents.keys()].filter((k) => k.startsWith(`txn-${t.id}-`))).toEqual([
      `txn-${t.id}-charge`,
    ]);
  });

  it("a repeated charge (a worker died before recording it) gets the same PaymentIntent, not a second", async () => {
    const request = {
      amount: 1000,
      card: STRIPE_CARDS.visa,
      customer: "cus_fake_saved",
      idempotencyKey: "txn-repeat-charge",
      description: "x",
      session: "off" as const,
    };
    const first = await payments.charge(request);
    const second = await payments.charge(request);
    expect(second).toEqual(first);
    expect(stripe.succeeded().filter((i) => i.amount === 1000)).toHaveLength(1);
  });

  it("a carrier refusal and a refund are failures with the aggregator's message; the charge stands", async () => {
    const line = await failingLine(app.db, w);
    const t = await queue(app.db, w, { payment_method_id: visa.id, phone_number_id: line.id });
    await drain();
    expect(await txn(app.db, t.id)).toMatchObject({
      status: "error",
      refill_error: "Invalid recipient: number not active.",
    });
    expect(await chargesOf(app.db, t.id)).toMatchObject([{ status: "succeeded" }]);
    aggregator.state.refuse = { status: "REFUNDED", message: "" };
    const r = await queue(app.db, w, { payment_method_id: visa.id, phone_number_id: line.id });
    await drain();
    expect(await txn(app.db, r.id)).toMatchObject({
      status: "error",
      refill_error: "The top-up was refunded by the carrier.",
    });
  });

  it("looks the reference up before any re-send: a top-up sent before a crash is not sent again", async () => {
    const t = await queue(app.db, w, { payment_method_id: visa.id });
    // A worker sent the top-up and died before recording the answer: its lease has run out.
    await sendTopupOf(t.id);
    await app.db
      .updateTable("transactions")
      .set({
        status: "in_progress",
        attempts: 1,
        lease_owner: "dead/1",
        lease_until: new Date(Date.now() - 1000).toISOString(),
      })
      .where("id", "=", t.id)
      .execute();
    const posts = aggregator.state.posts;
    const lookups = aggregator.state.lookups;
    await drain();
    expect(await txn(app.db, t.id)).toMatchObject({
      status: "success",
      attempts: 2,
      provider_ref: String(aggregator.state.topups.get(`txn-${t.id}`)!.transactionId),
    });
    expect(aggregator.state.posts).toBe(posts);
    expect(aggregator.state.lookups).toBe(lookups + 1);
  });

  it("two senders racing on one reference: the aggregator refuses the second, which takes the first's answer", async () => {
    const t = await queue(app.db, w, { payment_method_id: visa.id });
    await sendTopupOf(t.id, { mayHaveBeenSent: false });
    const lookups = aggregator.state.lookups;
    await drain();
    expect(await txn(app.db, t.id)).toMatchObject({
      status: "success",
      provider_ref: String(aggregator.state.topups.get(`txn-${t.id}`)!.transactionId),
    });
    expect(aggregator.state.lookups).toBe(lookups + 1);
    expect([...aggregator.state.topups.keys()].filter((k) => k.startsWith(`txn-${t.id}`))).toHaveLength(1);
  });

  it("processing and an unavailable aggregator are transient: tried again after the backoff, topped up once", async () => {
    // PROCESSING to the send and its first status poll, SUCCESSFUL to the next.
    aggregator.state.processingLookups = 2;
    const t = await queue(app.db, w, { payment_method_id: visa.id });
    const t0 = new Date();
    await drain(t0);
    const sent = String(aggregator.state.topups.get(`txn-${t.id}`)!.transactionId);
    expect(await txn(app.db, t.id)).toMatchObject({
      status: "in_queue",
      transient_errors: 1,
      topup_processing_ref: sent,
    });
    aggregator.state.processingLookups = 0;
    aggregator.state.failNext = 1;
    await drain(new Date(t0.getTime() + 1000));
    expect(await txn(app.db, t.id)).toMatchObject({ status: "in_queue", transient_errors: 2 });
    await drain(new Date(t0.getTime() + 3000));
    expect(await txn(app.db, t.id)).toMatchObject({
      status: "success",
      transient_errors: 0,
      provider_ref: sent,
      topup_processing_ref: null,
    });
    expect([...aggregator.state.topups.keys()].filter((k) => k.startsWith(`txn-${t.id}`))).toEqual([
      `txn-${t.id}`,
    ]);
    expect(
      stripe.succeeded().filter((i) => i.params.get("description") === `Refill txn-${t.id}`),
    ).toHaveLength(1);
  });
});
