import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireMember } from "../../http/auth";
import { type AuthContext } from "../../security/caller";
import { answerWith, recordRoutes } from "../../http/routes";
import { errorResponses } from "../../http/validation";
import { getTransactionDetail } from "./detail";
import { countByStatus, listTransactions } from "./queries";
import { TRANSACTION_CSV } from "./export";
import {
  bulkAnswer,
  countersAnswer,
  transactionAnswer,
  transactionCreateBody,
  transactionDetailAnswer,
  transactionAssignCardBody,
  transactionAuthenticateBody,
  transactionPayBody,
  transactionResolveBody,
  transactionCloseBody,
  transactionRefundBody,
  transactionBulkResolveBody,
  transactionBulkRetryBody,
} from "./schemas";
import { bulkAction } from "./bulk";
import type { BulkAnswer } from "../../../common/api/bulk";
import { createTransaction } from "./create";
import { authenticateTransaction, payTransaction } from "./customer-actions";
import { refundAndClose } from "./refund-and-close";
import { assignCard, resolveTransaction, retryTransaction } from "./staff-actions";

/** Refills: staff see the company's transactions, a customer their own. */
const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = recordRoutes(app, { path: "/transactions/", tag: "transactions", caller: "user" });
  const payments = app.payments;
  const detail = (ctx: AuthContext, id: number) => getTransactionDetail(app.db, ctx, id, payments);
  // Actions with a body: the wrong role is refused before the body is read (403 before 400, as DRF).
  const bodied = recordRoutes(app, {
    path: "/transactions/",
    tag: "transactions",
    caller: "member",
    refuseBeforeBody: true,
  });

  routes.list({
    summary: "Transactions (refills), filtered, searched, ordered and paginated",
    row: transactionAnswer,
    read: listTransactions,
  });
  routes.csv({
    list: listTransactions,
    cells: TRANSACTION_CSV,
    name: "transactions",
  });
  routes.counters({
    name: "transactions",
    row: countersAnswer,
    list: listTransactions,
    count: countByStatus,
  });

  routes.retrieve({
    summary: "One transaction, with its charges and its steps' outcomes and errors",
    row: transactionDetailAnswer,
    handler: (ctx, id) => detail(ctx, id),
  });

  /** A write that may have queued a refill: the bell wakes the workers once it is committed. */
  const ringing =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await write(...args);
      app.refillBell.ring();
      return result;
    };

  // The write side: Refill Now (create.ts), and the staff actions on a stopped refill (staff-actions.ts).
  routes.create({
    summary: "Refill Now: queue a refill of a line with a plan and a card (201, in_queue, trigger manual)",
    body: transactionCreateBody,
    row: transactionDetailAnswer,
    handler: async (ctx, body) =>
      getTransactionDetail(app.db, ctx, await ringing(createTransaction)(app.db, ctx, body)),
  });

  // An action answers the refill's detail, read again (for staff, `detail` is the plain detail).
  const answerDetail = answerWith(detail);
  routes.action("retry", {
    summary: "Members: put an error/action_required refill back in the queue (never charges twice)",
    caller: "member",
    body: transactionResolveBody,
    row: transactionDetailAnswer,
    handler: answerDetail(ringing((ctx, id) => retryTransaction(app.db, ctx, id))),
  });
  // Closing a refill needs a note, and refund-and-close gives its money back first (refund-and-close.ts).
  bodied.action("resolve", {
    summary:
      "Members: close an error/action_required refill as resolved, with the note saying why (required)",
    body: transactionCloseBody,
    row: transactionDetailAnswer,
    handler: answerDetail((ctx, id, body) => resolveTransaction(app.db, ctx, id, body.note)),
  });
  bodied.action("refund", {
    summary:
      "Members: a refill in error whose charge succeeded: what is left of the charge goes back to its card " +
      "(charges' refund) and the refill is resolved with the note; a declined refund leaves it in error",
    body: transactionRefundBody,
    row: transactionDetailAnswer,
    responses: {
      502: z
        .object({ detail: z.string() })
        .describe("The processor did not answer; the same refund is sent again by the next call"),
    },
    handler: answerDetail((ctx, id, body) => refundAndClose(app.db, payments, ctx, id, body.note)),
  });
  bodied.action("assign-cc-to-user", {
    summary:
      "Members: put one of the line owner's cards on the refill and queue it again if it stopped (a succeeded " +
      "charge stands); the customer's default card changes only with make_default. Refused when closed",
    caller: "member",
    body: transactionAssignCardBody,
    row: transactionDetailAnswer,
    handler: answerDetail(ringing((ctx, id, body) => assignCard(app.db, ctx, id, body))),
  });

  // Bulk retry and resolve: each refill as one by one (bulk.ts); members only, refused before the body is read.
  const bulk = <Body extends z.ZodType>(
    name: "retry" | "resolve",
    summary: string,
    body: Body,
    answer: (ctx: AuthContext, body: z.output<Body>) => Promise<BulkAnswer>,
  ) =>
    app.post(
      `/transactions/bulk/${name}/`,
      {
        preValidation: async (request) => void requireMember(request),
        schema: {
          tags: ["transactions"],
          summary,
          body,
          response: { 200: bulkAnswer, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => answer(requireMember(request), request.body as z.output<Body>),
    );
  bulk(
    "retry",
    "Members: retry each refill asked for (ids, or every row the list's filters match) as one by one; one outcome per refill",
    transactionBulkRetryBody,
    async (ctx, body) => {
      const answer = await bulkAction(app.db, ctx, body, "retried", (db, c, id) =>
        retryTransaction(db, c, id),
      );
      if (answer.done) app.refillBell.ring();
      return answer;
    },
  );
  bulk(
    "resolve",
    "Members: resolve each refill asked for (ids, or every row the list's filters match) with one note, as one by one",
    transactionBulkResolveBody,
    (ctx, body) =>
      bulkAction(app.db, ctx, body, "resolved", (db, c, id) => resolveTransaction(db, c, id, body.note)),
  );

  // The customer's way forward when their payment failed or their bank asks them to authenticate it.
  bodied.action("pay", {
    summary:
      "The customer: their refill stopped for a payment reason (nothing charged) is queued again on the card they choose",
    caller: "customer",
    body: transactionPayBody,
    row: transactionDetailAnswer,
    handler: answerDetail(ringing((ctx, id, body) => payTransaction(app.db, ctx, id, body))),
  });
  if (payments.processor === "simulated")
    bodied.action("authenticate", {
      summary:
        "PAYMENTS=simulated only, the customer: the bank's authentication step (Stripe.js runs it with Stripe). " +
        "succeeded: the waiting charge is confirmed and the refill queued to top up; failed: it stays action_required",
      caller: "customer",
      body: transactionAuthenticateBody,
      row: transactionDetailAnswer,
      handler: answerDetail(
        ringing((ctx, id, body) => authenticateTransaction(app.db, ctx, id, body.outcome)),
      ),
    });
};

export default transactionRoutes;
