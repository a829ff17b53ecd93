import Stripe from "stripe";
import { afterAll, describe, expect, it } from "vitest";
import { rowsWhere } from "../../helpers";
import { deliver, stripeEvent, stripeWorld, WEBHOOK } from "./support";

/**
 * POST /api/payments/stripe/webhook/ (issue 36 item 1): the raw body checked against Stripe-Signature with
 * STRIPE_WEBHOOK_SECRET; each event stored once; answered at once, the worker doing the rest.
 */
const w = await stripeWorld();
afterAll(() => w.stripe.close());
const { app } = w;
const stored = () => app.db.selectFrom("processor_events").selectAll().orderBy("id").execute();

describe("the Stripe webhook", () => {
  it("stores a signed event once: a repeat answers 200 and does nothing else", async () => {
    const event = stripeEvent("payment_intent.succeeded", { id: "pi_unknown_1", object: "payment_intent" });
    const first = await deliver(app, event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const again = await deliver(app, event);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    const rows = await rowsWhere(app.db, "processor_events", { event_id: event.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      processor: "stripe",
      type: "payment_intent.succeeded",
      object_id: "pi_unknown_1",
      handled_at: null,
    });
    // The worker reads the PaymentIntent again; one that is none of ours changes nothing and is done with.
    expect(await w.handleEvents()).toBe(1);
    expect(
      (await rowsWhere(app.db, "processor_events", { event_id: event.id }))[0].handled_at,
    ).not.toBeNull();
  });

  it("refuses a bad, forged, stale or missing signature with 400 and writes nothing", async () => {
    const before = (await stored()).length;
    const event = stripeEvent("refund.created", { id: "re_x", object: "refund" });
    const payload = JSON.stringify(event);
    const forged = await deliver(app, event, "whsec_someone_else");
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ detail: "The Stripe-Signature header does not match this body." });
    const none = await app.inject({
      method: "POST",
      url: WEBHOOK,
      headers: { "content-type": "application/json" },
      payload,
    });
    expect(none.statusCode).toBe(400);
    // Signed, then changed on the way.
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_test_secret" });
    const changed = await app.inject({
      method: "POST",
      url: WEBHOOK,
      headers: { "content-type": "application/json", "stripe-signature": header },
      payload: payload.replace("re_x", "re_y"),
    });
    expect(changed.statusCode).toBe(400);
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: "whsec_test_secret",
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const old = await app.inject({
      method: "POST",
      url: WEBHOOK,
      headers: { "content-type": "application/json", "stripe-signature": stale },
      payload,
    });
    expect(old.statusCode).toBe(400);
    expect(await stored()).toHaveLength(before);
  });

  it("is in the OpenAPI document, public, with its answers", async () => {
    const doc = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const op = doc.paths["/api/payments/stripe/webhook/"].post;
    expect(op.security).toEqual([]);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["200", "400"]));
  });
});
