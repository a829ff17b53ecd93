import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../http/auth";
import { listQuerySchema, pageOf } from "../../http/drf";
import { errorResponses, idParams } from "../../http/validation";
import { countByStatus, listTransactions, transactionListSpec } from "./queries";
import { countersAnswer, transactionAnswer } from "./schemas";
import { requireMember } from "../../http/auth";
import { getTransactionDetail } from "./detail";
import { transactionCreateBody, transactionDetailAnswer, transactionResolveBody } from "./schemas";
import { assignCardToUser, createTransaction, resolveTransaction, retryTransaction } from "./service";

/** The read side of refills: staff see the company's transactions, a customer their own. */
const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/transactions/",
    {
      schema: {
        tags: ["transactions"],
        summary: "Transactions (refills), filtered, searched, ordered and paginated",
        querystring: listQuerySchema(transactionListSpec),
        response: { 200: pageOf(transactionAnswer), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listTransactions(app.db, requireUser(request), request),
  );

  app.get(
    "/transactions/counters/",
    {
      schema: {
        tags: ["transactions"],
        summary: "How many transactions per status under the list's filters (status excepted)",
        querystring: listQuerySchema(transactionListSpec),
        response: { 200: countersAnswer, ...errorResponses(400, 401) },
      },
    },
    async (request) => countByStatus(app.db, requireUser(request), request),
  );

  app.get(
    "/transactions/:id/",
    {
      schema: {
        tags: ["transactions"],
        summary: "One transaction, with its charges and its steps' outcomes and errors",
        params: idParams,
        response: { 200: transactionDetailAnswer, ...errorResponses(401, 404) },
      },
    },
    async (request) => getTransactionDetail(app.db, requireUser(request), request.params.id),
  );

  // The write side (service.ts): Refill Now, and the staff actions on a stopped refill.
  app.post(
    "/transactions/",
    {
      schema: {
        tags: ["transactions"],
        summary:
          "Refill Now: queue a refill of a line with a plan and a card (201, in_queue, trigger manual)",
        body: transactionCreateBody,
        response: { 201: transactionDetailAnswer, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const ctx = requireUser(request);
      const id = await createTransaction(app.db, ctx, request.body);
      return reply.status(201).send(await getTransactionDetail(app.db, ctx, id));
    },
  );

  const action = (
    path: string,
    summary: string,
    run: (ctx: ReturnType<typeof requireMember>, id: number, body: { note?: string }) => Promise<void>,
  ) =>
    app.post(
      path,
      {
        schema: {
          tags: ["transactions"],
          summary,
          params: idParams,
          body: transactionResolveBody,
          response: { 200: transactionDetailAnswer, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const ctx = requireMember(request);
        await run(ctx, request.params.id, request.body);
        return getTransactionDetail(app.db, ctx, request.params.id);
      },
    );
  action(
    "/transactions/:id/retry/",
    "Members: put an error/action_required refill back in the queue (never charges twice)",
    (ctx, id) => retryTransaction(app.db, ctx, id),
  );
  action(
    "/transactions/:id/resolve/",
    "Members: close an error/action_required refill as resolved, with an optional note",
    (ctx, id, body) => resolveTransaction(app.db, ctx, id, body.note),
  );
  action(
    "/transactions/:id/assign-cc-to-user/",
    "Members: make the card used on the refill the customer's default card",
    (ctx, id) => assignCardToUser(app.db, ctx, id),
  );
};

export default transactionRoutes;
