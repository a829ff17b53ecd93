import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { recordRoutes } from "../../http/routes";
import { receiveStripeEvent } from "./receive";
import { webhookAnswer, webhookRefusal } from "./schemas";

/**
 * POST /api/payments/stripe/webhook/: Stripe's signed events (DESIGN.md §17). Stripe signs the body as
 * sent, so this plugin keeps JSON bodies as their bytes (only here); the worker reads each event's object
 * again from Stripe (server/payments-events/).
 */
const paymentEvents: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "buffer", bodyLimit: 512 * 1024 },
    (_req, body, done) => done(null, body),
  );
  const routes = recordRoutes(app, { path: "/payments/stripe/", tag: "payment events", caller: "user" });
  routes.call({
    method: "POST",
    path: "webhook/",
    summary: "Stripe's webhook: a signed event (Stripe-Signature), stored once and handled by the worker",
    description:
      "Stripe signs each event with the endpoint's secret (STRIPE_WEBHOOK_SECRET). A missing or bad signature " +
      "is 400 and nothing is written; an event seen before answers 200 with `duplicate: true` and does nothing. " +
      "For local use: `stripe listen --forward-to localhost:8000/api/payments/stripe/webhook/`.",
    caller: "public",
    security: [],
    answer: webhookAnswer,
    responses: { 400: webhookRefusal, 404: webhookRefusal },
    handler: (_ctx, { request }) =>
      receiveStripeEvent(
        app.db,
        app.config.payments === "stripe" ? app.config.stripeWebhookSecret : undefined,
        (request.body as Buffer | undefined) ?? Buffer.alloc(0),
        request.headers["stripe-signature"],
      ),
  });
};

export default paymentEvents;
