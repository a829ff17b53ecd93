import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../http/auth";
import { listPage, listQuerySchema, pageOf } from "../../http/drf";
import { notFound } from "../../http/errors";
import { errorResponses, idParams } from "../../http/validation";
import {
  countByStatus,
  scopedTransactions,
  selectTransaction,
  serializeTransaction,
  transactionListSpec,
} from "./queries";
import { countersAnswer, transactionAnswer } from "./schemas";

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
    async (request) => {
      const ctx = requireUser(request);
      return listPage({
        request,
        base: scopedTransactions(app.db, ctx),
        spec: transactionListSpec,
        select: selectTransaction as any,
        serialize: serializeTransaction,
      });
    },
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
        summary: "One transaction",
        params: idParams,
        response: { 200: transactionAnswer, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const ctx = requireUser(request);
      const row = await selectTransaction(scopedTransactions(app.db, ctx).where("t.id", "=", request.params.id)).executeTakeFirst();
      if (!row) throw notFound();
      return serializeTransaction(row);
    },
  );
};

export default transactionRoutes;
