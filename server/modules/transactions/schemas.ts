import { z } from "zod";
import { pk } from "../../http/ids";
import { fields, requiredNote, VALIDATION_MESSAGES } from "../../http/validation";
import { REFUND_MESSAGES } from "../../money/messages";
import { BULK_MAX_IDS, BULK_MAX_ROWS } from "../../../common/api";
export { bulkAnswer } from "../../../common/api/bulk";
export {
  countersAnswer,
  TRANSACTION_STATUSES,
  TRANSACTION_TRIGGERS,
  transactionAnswer,
  transactionChargeAnswer,
  transactionDetailAnswer,
  transactionEventAnswer,
  type Transaction as TransactionAnswer,
  type TransactionDetail,
} from "../../../common/api";

/** What a refill's write or action is refused with. */
export const TRANSACTION_MESSAGES = {
  notRetriable: "Only a transaction in error or action required can be retried.",
  notResolvable: "Only a transaction in error or action required can be resolved.",
  noteRequired: "Say why this refill is closed.",
  notRefundable: "Only a refill in error can be refunded and closed.",
  nothingCharged: "Nothing was charged for this refill, so there is nothing to refund.",
  refundedNoRetry: "This refill's charge has been refunded, so it cannot be queued again.",
  notAssignable: "A closed transaction (success or resolved) takes no other card.",
  cardNotOwners: "This card is not one of the customer's cards.",
  notPayable: "Only a refill whose payment failed can be paid with another card.",
  notWaiting: "Nothing on this refill waits for authentication.",
  alreadyAuthenticated:
    "Your bank has just confirmed the payment with the card it asked about: this refill is paid.",
  paidMeanwhile:
    "The customer's bank has just confirmed the payment with the card it asked about: this refill is paid.",
  cancelUnsure: "The payment waiting for the bank could not be cancelled. Please try again.",
  bulkTarget: "Send the refills' ids or the list's filters.",
  bulkBoth: "Send the refills' ids or the list's filters, not both.",
  bulkTooMany: `More than ${BULK_MAX_ROWS} refills match these filters: narrow them down.`,
} as const;

/** POST /api/transactions/ (Refill Now, docs/api-conventions.md). */
export const transactionCreateBody = z.object({
  phone_number: pk().describe("an active line: a customer's own; staff: any customer's line in the company"),
  plan: pk().describe("an active plan of the line's carrier"),
  payment_method: pk().describe("a card of the line's owner"),
});
export type TransactionCreate = z.infer<typeof transactionCreateBody>;

/** POST /api/transactions/{id}/assign-cc-to-user/ (members). */
export const transactionAssignCardBody = z.object({
  payment_method: pk().describe("one of the line owner's active, unexpired cards"),
  make_default: z.boolean().optional().describe("also make it the customer's default card (default false)"),
  note: fields.text(1000).optional().describe("why, for whoever reads the history later"),
});

/** POST /api/transactions/{id}/pay/ (the customer). */
export const transactionPayBody = z.object({
  payment_method: pk().describe("one of the customer's own active, unexpired cards"),
});

/** POST /api/transactions/{id}/authenticate/ (PAYMENTS=simulated only; the customer). */
export const transactionAuthenticateBody = z.object({
  outcome: z.enum(["succeeded", "failed"]).describe("what the (simulated) bank answered"),
});

/** POST /api/transactions/{id}/resolve/ (members): closing a refill says why. */
export const transactionCloseBody = z.object({ note: requiredNote(TRANSACTION_MESSAGES.noteRequired) });

/** POST /api/transactions/{id}/refund/ (members): refund and close says why the money goes back. */
export const transactionRefundBody = z.object({ note: requiredNote(REFUND_MESSAGES.noteRequired) });

/**
 * POST /api/transactions/bulk/retry/ and /bulk/resolve/ (members): the refills acted on, either their ids or
 * the transactions list's own query parameters as an object (every row the list shows under them).
 */
const bulkTarget = {
  ids: z
    .array(pk())
    .min(1, TRANSACTION_MESSAGES.bulkTarget)
    .max(BULK_MAX_IDS, VALIDATION_MESSAGES.maxItems(BULK_MAX_IDS))
    .optional()
    .describe(`the refills' ids (at most ${BULK_MAX_IDS}; repeated ids count once)`),
  filters: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
    .optional()
    .describe(
      `GET /api/transactions/'s filters and search (\`{"status": "error", "search": "…"}\`); at most ${BULK_MAX_ROWS} rows may match`,
    ),
};

/** Exactly one of ids and filters, the error beside the field to fix. */
const oneTarget = (body: { ids?: unknown; filters?: unknown }, ctx: z.RefinementCtx) => {
  if (body.ids === undefined && body.filters === undefined)
    ctx.addIssue({ code: "custom", path: ["ids"], message: TRANSACTION_MESSAGES.bulkTarget });
  else if (body.ids !== undefined && body.filters !== undefined)
    ctx.addIssue({ code: "custom", path: ["filters"], message: TRANSACTION_MESSAGES.bulkBoth });
};

// A retry takes no note (its event says what the refill was; resolving is where staff say why).
export const transactionBulkRetryBody = z.object(bulkTarget).superRefine(oneTarget);
export const transactionBulkResolveBody = z
  .object({ ...bulkTarget, ...transactionCloseBody.shape })
  .superRefine(oneTarget);
export type TransactionBulkBody = z.output<typeof transactionBulkRetryBody>;
