import { z } from "zod";
import { pk } from "../../http/ids";
import { requiredNote } from "../charges/schemas";
import { REFUND_MESSAGES } from "../charges/refund";
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
  phoneInactive: "This phone number is not active.",
  planInactive: "This plan is not active.",
  planCarrier: "This plan is not offered by the phone number's carrier.",
  cardOwner: "This card does not belong to the phone number's owner.",
  cardRemoved: "This card was removed. Choose another card.",
  cardExpired: "This card has expired. Choose another card.",
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
  authenticationFailed: "Authentication failed: your bank did not confirm the payment.",
  replaced: "Not authenticated: another card was chosen for this refill.",
} as const;

/** POST /api/transactions/ (Refill Now, docs/api-conventions.md). */
export const transactionCreateBody = z.object({
  phone_number: pk().describe("an active line: a customer's own; staff: any customer's line in the company"),
  plan: pk().describe("an active plan of the line's carrier"),
  payment_method: pk().describe("a card of the line's owner"),
});
export type TransactionCreate = z.infer<typeof transactionCreateBody>;

export const transactionResolveBody = z.object({
  note: z.string().trim().max(1000).optional().describe("why it is closed, for whoever reads it later"),
});

/** POST /api/transactions/{id}/assign-cc-to-user/ (members). */
export const transactionAssignCardBody = z.object({
  payment_method: pk().describe("one of the line owner's active, unexpired cards"),
  make_default: z.boolean().optional().describe("also make it the customer's default card (default false)"),
  note: z.string().trim().max(1000).optional().describe("why, for whoever reads the history later"),
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
