import { z } from "zod";
import { pk } from "../../http/ids";
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
