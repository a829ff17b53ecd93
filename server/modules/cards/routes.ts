import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isStaff, requireUser } from "../../http/auth";
import { forbidden } from "../../http/errors";
import { emptyBodyAsObject, errorResponses, idParams } from "../../http/validation";
import { createPayments } from "../../integrations/payments";
import { cardListQuery, cardPage, cardRow, type PaymentsConfig, paymentsConfig } from "./schemas";
import { addCard, listCards, makeDefault, removeCard } from "./service";

const detail = z.object({ detail: z.string() });

/** The caller must be acting as a customer: staff look at cards but never add, remove or choose them. */
function requireCustomer(request: Parameters<typeof requireUser>[0]) {
  const ctx = requireUser(request);
  if (isStaff(ctx)) throw forbidden();
  return ctx;
}

/** /api/payments/cards/: a customer's saved cards; staff list a customer's with ?user=<id>. /api/payments/config/: the processor. */
const cards: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preValidation", emptyBodyAsObject);
  const payments = createPayments(app.config, app.log);
  const tags = ["cards"];

  app.get(
    "/payments/config/",
    {
      schema: {
        tags,
        summary:
          "How the panel adds cards: the processor, and Stripe's publishable key in Stripe mode (signed-in users)",
        response: { 200: paymentsConfig, ...errorResponses(401) },
      },
    },
    async (request): Promise<PaymentsConfig> => {
      requireUser(request);
      const stripe = payments.processor === "stripe";
      return {
        processor: payments.processor,
        publishable_key: stripe ? (app.config.stripePublishableKey ?? null) : null,
      };
    },
  );

  app.get(
    "/payments/cards/",
    {
      schema: {
        tags,
        summary:
          "The caller's active cards, default first; staff: ?user=<customer id> (brand, last4, expiry only)",
        querystring: cardListQuery,
        response: { 200: cardPage, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listCards(app.db, requireUser(request), request),
  );

  app.post(
    "/payments/cards/",
    {
      schema: {
        tags,
        summary:
          payments.processor === "stripe"
            ? "Save a card: {payment_method} from Stripe Elements (customers only)"
            : "Save a card: {number, exp_month, exp_year, cvc}; only brand, last4 and expiry are kept (customers only)",
        body: payments.cardInput,
        response: {
          201: cardRow,
          ...errorResponses(400, 401, 403),
          502: detail.describe("The processor could not be reached"),
        },
      },
    },
    async (request, reply) => {
      const ctx = requireCustomer(request);
      return reply.status(201).send(await addCard(app.db, ctx, payments, request.body));
    },
  );

  app.delete(
    "/payments/cards/:id/",
    {
      schema: {
        tags,
        summary: "Remove a card (kept for history); refused while an active scheduled refill uses it",
        params: idParams,
        response: { 204: z.null().describe("Removed"), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeCard(app.db, requireCustomer(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/payments/cards/:id/default/",
    {
      schema: {
        tags,
        summary: "Make this the default card",
        params: idParams,
        response: { 200: cardRow, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => makeDefault(app.db, requireCustomer(request), request.params.id),
  );
};

export default cards;
