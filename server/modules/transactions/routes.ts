import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type AuthContext, requireUser } from "../../http/auth";
import { recordRoutes } from "../../http/routes";
import { errorResponses } from "../../http/validation";
import { getTransactionDetail } from "./detail";
import { countByStatus, listTransactions } from "./queries";
import {
  countersAnswer,
  transactionAnswer,
  transactionCreateBody,
  transactionDetailAnswer,
  transactionResolveBody,
} from "./schemas";
import { assignCardToUser, createTransaction, resolveTransaction, retryTransaction } from "./service";

/** Refills: staff see the company's transactions, a customer their own. */
const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = recordRoutes(app, { path: "/transactions/", tag: "transactions", caller: "user" });

  routes.list({
    summary: "Transactions (refills), filtered, searched, ordered and paginated",
    row: transactionAnswer,
    read: listTransactions,
  });

  app.get(
    "/transactions/counters/",
    {
      schema: {
        tags: ["transactions"],
        summary: "How many transactions per status under the list's filters (status excepted)",
        querystring: listTransactions.query,
        response: { 200: countersAnswer, ...errorResponses(400, 401) },
      },
    },
    async (request) => countByStatus(app.db, requireUser(request), request),
  );

  routes.retrieve({
    summary: "One transaction, with its charges and its steps' outcomes and errors",
    row: transactionDetailAnswer,
    handler: (ctx, id) => getTransactionDetail(app.db, ctx, id),
  });

  // The write side (service.ts): Refill Now, and the staff actions on a stopped refill.
  routes.create({
    summary: "Refill Now: queue a refill of a line with a plan and a card (201, in_queue, trigger manual)",
    body: transactionCreateBody,
    row: transactionDetailAnswer,
    handler: async (ctx, body) =>
      getTransactionDetail(app.db, ctx, await createTransaction(app.db, ctx, body)),
  });

  const staffAction = (
    name: string,
    summary: string,
    run: (ctx: AuthContext, id: number, body: { note?: string }) => Promise<void>,
  ) =>
    routes.action(name, {
      summary,
      caller: "member",
      body: transactionResolveBody,
      row: transactionDetailAnswer,
      handler: async (ctx, id, body) => {
        await run(ctx, id, body);
        return getTransactionDetail(app.db, ctx, id);
      },
    });
  staffAction(
    "retry",
    "Members: put an error/action_required refill back in the queue (never charges twice)",
    (ctx, id) => retryTransaction(app.db, ctx, id),
  );
  staffAction(
    "resolve",
    "Members: close an error/action_required refill as resolved, with an optional note",
    (ctx, id, body) => resolveTransaction(app.db, ctx, id, body.note),
  );
  staffAction(
    "assign-cc-to-user",
    "Members: make the card used on the refill the customer's default card",
    (ctx, id) => assignCardToUser(app.db, ctx, id),
  );
};

export default transactionRoutes;
