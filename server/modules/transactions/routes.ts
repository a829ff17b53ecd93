import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AuthContext } from "../../security/caller";
import { answerCreated, answerWith, recordRoutes } from "../../http/routes";
import { getTransactionDetail } from "./detail";
import { countByStatus, exportTransactions, listTransactions } from "./queries";
import { transactionCsvFor } from "./export";
import {
  bulkAnswer,
  countersAnswer,
  transactionAnswer,
  transactionCreateBody,
  transactionDetailAnswer,
  transactionAssignCardBody,
  transactionAuthenticateBody,
  transactionPayBody,
  transactionCloseBody,
  transactionRefundBody,
  transactionBulkResolveBody,
  transactionBulkRetryBody,
} from "./schemas";
import { bulkAction } from "./bulk";
import { createTransaction } from "../../refills/place";
import { authenticateTransaction } from "./authenticate";
import { payTransaction } from "./pay";
import { refundAndClose } from "./refund-and-close";
import { assignCard } from "./assign-card";
import { resolveTransaction } from "./resolve";
import { retryTransaction } from "./retry";

/** Refills: staff see the company's transactions, a customer their own. */
const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = recordRoutes(app, { path: "/transactions/", tag: "transactions", caller: "user" });
  const payments = app.payments;
  const detail = (ctx: AuthContext, id: number) => getTransactionDetail(app.db, ctx, id, payments);

  routes.list({
    summary: "Transactions (refills), filtered, searched, ordered and paginated",
    row: transactionAnswer,
    read: listTransactions,
  });
  routes.csv({
    list: exportTransactions,
    cells: transactionCsvFor,
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

  // The write side: Refill Now (server/refills/place.ts), and the staff actions on a stopped refill (retry.ts, resolve.ts, assign-card.ts).
  // A write that may queue a refill `rings` the bell, so that the workers take it at once.
  routes.create({
    summary: "Refill Now: queue a refill of a line with a plan and a card (201, in_queue, trigger manual)",
    body: transactionCreateBody,
    row: transactionDetailAnswer,
    rings: true,
    handler: answerCreated(detail)((ctx, body) => createTransaction(app.db, ctx, body)),
  });

  // An action answers the refill's detail, read again (for staff, `detail` is the plain detail).
  const answerDetail = answerWith(detail);
  routes.action("retry", {
    summary: "Members: put an error/action_required refill back in the queue (never charges twice)",
    caller: "member",
    row: transactionDetailAnswer,
    rings: true,
    handler: answerDetail((ctx, id) => retryTransaction(app.db, ctx, id)),
  });
  // Closing a refill needs a note, and refund-and-close gives its money back first (refund-and-close.ts).
  routes.action("resolve", {
    summary:
      "Members: close an error/action_required refill as resolved, with the note saying why (required)",
    caller: "member",
    body: transactionCloseBody,
    row: transactionDetailAnswer,
    handler: answerDetail((ctx, id, body) => resolveTransaction(app.db, ctx, id, body.note)),
  });
  routes.action("refund", {
    summary:
      "Members: a refill in error whose charge succeeded: what is left of the charge goes back to its card " +
      "(charges' refund) and the refill is resolved with the note; a declined refund leaves it in error",
    caller: "member",
    body: transactionRefundBody,
    row: transactionDetailAnswer,
    responses: {
      502: z
        .object({ detail: z.string() })
        .describe("The processor did not answer; the same refund is sent again by the next call"),
    },
    handler: answerDetail((ctx, id, body) => refundAndClose(app.db, payments, ctx, id, body.note)),
  });
  routes.action("assign-cc-to-user", {
    summary:
      "Members: put one of the line owner's cards on the refill and queue it again if it stopped (a succeeded " +
      "charge stands); the customer's default card changes only with make_default. Refused when closed",
    caller: "member",
    body: transactionAssignCardBody,
    row: transactionDetailAnswer,
    rings: true,
    responses: { 502: z.object({ detail: z.string() }).describe("The processor could not be reached") },
    handler: answerDetail((ctx, id, body) => assignCard(app.db, payments, ctx, id, body)),
  });

  // Bulk retry and resolve: each refill as one by one (bulk.ts), one outcome per refill.
  routes.listAction("bulk/retry", {
    summary:
      "Members: retry each refill asked for (ids, or every row the list's filters match) as one by one; one outcome per refill",
    caller: "member",
    body: transactionBulkRetryBody,
    row: bulkAnswer,
    rings: (answer) => answer.done > 0,
    handler: (ctx, body) =>
      bulkAction(app.db, ctx, body, "retried", (db, c, id) => retryTransaction(db, c, id)),
  });
  routes.listAction("bulk/resolve", {
    summary:
      "Members: resolve each refill asked for (ids, or every row the list's filters match) with one note, as one by one",
    caller: "member",
    body: transactionBulkResolveBody,
    row: bulkAnswer,
    handler: (ctx, body) =>
      bulkAction(app.db, ctx, body, "resolved", (db, c, id) => resolveTransaction(db, c, id, body.note)),
  });

  // The customer's way forward when their payment failed or their bank asks them to authenticate it.
  routes.action("pay", {
    summary:
      "The customer: their refill stopped for a payment reason (nothing charged) is queued again on the card they choose",
    caller: "customer",
    body: transactionPayBody,
    row: transactionDetailAnswer,
    rings: true,
    responses: { 502: z.object({ detail: z.string() }).describe("The processor could not be reached") },
    handler: answerDetail((ctx, id, body) => payTransaction(app.db, payments, ctx, id, body)),
  });
  if (payments.processor === "simulated")
    routes.action("authenticate", {
      summary:
        "PAYMENTS=simulated only, the customer: the bank's authentication step (Stripe.js runs it with Stripe). " +
        "succeeded: the waiting charge is confirmed and the refill queued to top up; failed: it stays action_required",
      caller: "customer",
      body: transactionAuthenticateBody,
      row: transactionDetailAnswer,
      rings: true,
      handler: answerDetail((ctx, id, body) => authenticateTransaction(app.db, ctx, id, body.outcome)),
    });
};

export default transactionRoutes;
