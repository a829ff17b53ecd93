import Stripe from "stripe";
import type { App } from "../../../../server/app";
import { stripePayments } from "../../../../server/integrations/payments/stripe";
import { stripeObjects } from "../../../../server/integrations/payments/stripe-events";
import { createSimulatedTopups } from "../../../../server/integrations/topups/simulated";
import { createRefillEngine } from "../../../../server/jobs/refills/engine";
import { paymentEventsJob } from "../../../../server/payments-events/job";
import { appForFile, stripeSettings } from "../../helpers";
import { addCard } from "../../fixtures";
import { updateRows } from "../../helpers";
import { refillWorld } from "../../transactions/support";
import { fakeStripe, STRIPE_CARDS } from "../fakes";
import { eventFixture } from "./fixtures/stripe";

/**
 * PAYMENTS=stripe against the fake Stripe, with Stripe's events signed as Stripe signs them
 * (`stripe.webhooks.generateTestHeaderString`) and the worker's two jobs run by hand: the refill engine on the
 * Stripe adapter and the payment events.
 */
export const WEBHOOK_SECRET = "whsec_test_secret";
export const WEBHOOK = "/api/payments/stripe/webhook/";

export async function stripeWorld() {
  const stripe = await fakeStripe();
  const app = await appForFile({
    ...stripeSettings({
      stripeSecretKey: "sk_test_fake",
      stripePublishableKey: "pk_test_fake",
      stripeApiBase: stripe.url,
    }),
    stripeWebhookSecret: WEBHOOK_SECRET,
  });
  const options = { secretKey: "sk_test_fake", apiBase: stripe.url };
  const payments = stripePayments(options);
  const events = paymentEventsJob(stripeObjects(options), payments);
  const engine = createRefillEngine({
    payments,
    topups: createSimulatedTopups(),
    backoffBaseMs: 1000,
  });
  const tick = (job: { run: typeof events.run }) => job.run({ db: app.db, log: app.log, now: new Date() });
  return {
    app,
    stripe,
    /** handles every stored event (one worker tick of the events job, repeated until none is left) */
    handleEvents: async () => {
      let total = 0;
      for (let n = await tick(events); n > 0; n = await tick(events)) total += n;
      return total;
    },
    /** runs the refill engine until it has nothing left to do */
    runEngine: async () => {
      for (let n = await tick(engine.job); n > 0; n = await tick(engine.job));
    },
  };
}

let sequence = 0;
/** An event as Stripe sends it: `type`, about `object` (its id is what the handler reads again). */
export function stripeEvent(
  type: string,
  object: { id: string; object: string },
  id = `evt_test_${++sequence}`,
) {
  return {
    ...eventFixture,
    id,
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  };
}

/** Delivers an event to the webhook, signed with `secret` (the endpoint's unless said). */
export function deliver(app: App, event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return app.inject({
    method: "POST",
    url: WEBHOOK,
    headers: { "content-type": "application/json", "stripe-signature": header },
    payload,
  });
}

/**
 * A Stripe app's refill world whose customer has two cards saved at Stripe (a Visa, and one whose bank asks
 * to authenticate); `stripeCard` saves another.
 */
export async function stripeRefillWorld() {
  const w = await stripeWorld();
  const world = await refillWorld(w.app.db);
  const stripeCard = async (ref: string, last4: string) => {
    const card = await addCard(w.app.db, world.customer.id, { processor_ref: ref, last4 });
    await updateRows(w.app.db, "payment_methods", card.id, { processor: "stripe" });
    return card;
  };
  const visa = await stripeCard(STRIPE_CARDS.visa, "4242");
  const needsAuth = await stripeCard(STRIPE_CARDS.authentication, "3184");
  return { ...w, world, stripeCard, visa, needsAuth };
}
