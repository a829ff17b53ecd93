import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { recordRoutes } from "../../http/routes";
import { cardRow, cardSetupAnswer, type PaymentsConfig, paymentsConfig } from "./schemas";
import { setupCard } from "./setup";
import { addCard } from "./add";
import { makeDefault } from "./make-default";
import { listCards } from "./queries";
import { removeCard } from "./remove";

const detail = z.object({ detail: z.string() });

/**
 * /api/payments/cards/: a customer's saved cards; staff list a customer's with ?user=<id> but never add,
 * remove or choose one. /api/payments/config/: the processor.
 */
const cards: FastifyPluginAsyncZod = async (app) => {
  const payments = app.payments;
  const routes = recordRoutes(app, {
    path: "/payments/cards/",
    tag: "cards",
    caller: "customer",
    row: cardRow,
  });

  routes.call({
    method: "GET",
    summary:
      "How the panel adds cards: the processor, and Stripe's publishable key in Stripe mode (signed-in users)",
    path: "/payments/config/",
    caller: "user",
    answer: paymentsConfig,
    handler: async (): Promise<PaymentsConfig> => {
      const stripe = payments.processor === "stripe";
      return {
        processor: payments.processor,
        publishable_key: stripe ? (app.config.stripePublishableKey ?? null) : null,
      };
    },
  });

  routes.list({
    summary:
      "The caller's active cards, default first; staff: ?user=<customer id> (brand, last4, expiry only)",
    caller: "user",
    read: listCards,
  });
  if (payments.processor === "stripe")
    routes.call({
      method: "POST",
      path: "setup/",
      summary:
        "Stripe mode: a SetupIntent (usage off_session) for the caller's card about to be typed; Stripe.js confirms it (customers only)",
      caller: "customer",
      answer: cardSetupAnswer,
      responses: { 502: detail.describe("The processor could not be reached") },
      handler: (ctx) => setupCard(app.db, ctx, payments),
    });
  routes.create({
    summary:
      payments.processor === "stripe"
        ? "Save a card: {payment_method, setup_intent} confirmed by Stripe.js (customers only)"
        : "Save a card: {number, exp_month, exp_year, cvc}; only brand, last4 and expiry are kept (customers only)",
    body: payments.cardInput,
    responses: { 502: detail.describe("The processor could not be reached") },
    handler: (ctx, body) => addCard(app.db, ctx, payments, body),
  });
  routes.remove({
    summary: "Remove a card (kept for history); refused while an active scheduled refill uses it",
    outcome: "Removed",
    errors: [400],
    handler: (ctx, id) => removeCard(app.db, ctx, id),
  });
  routes.action("default", {
    summary: "Make this the default card",
    handler: (ctx, id) => makeDefault(app.db, ctx, id),
  });
};

export default cards;
