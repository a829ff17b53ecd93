import type { Transaction } from "../../../common/api";
import { labelOf } from "../../../common/labels";
import { formatPhone } from "../../../common/phone";
import { type CsvCell, problemWords, recordCells } from "../../http/lists/csv";

/** GET /api/transactions/export/: the list's columns as its screen shows them, then what support asks for. */
export const TRANSACTION_CSV: CsvCell<Transaction>[] = [
  ...recordCells("transaction"),
  { header: "number", value: (t) => formatPhone(t.phone_number_digits) },
  { header: "carrier", value: (t) => t.carrier_name },
  { header: "plan", value: (t) => t.plan_name },
  { header: "amount", value: (t) => t.amount },
  { header: "trigger", value: (t, _, words) => labelOf(words.values.transactionTrigger, t.trigger) },
  { header: "status", value: (t, _, words) => labelOf(words.values.transactionStatus, t.status) },
  { header: "card", value: (t) => t.card_label },
  { header: "paymentError", value: (t, _, words) => problemWords(words, t.payment_problem) },
  { header: "paymentErrorCode", value: (t) => t.payment_problem?.code ?? null },
  { header: "paymentErrorDetails", value: (t) => t.payment_problem?.details ?? null },
  { header: "refillError", value: (t, _, words) => problemWords(words, t.refill_problem) },
  { header: "refillErrorCode", value: (t) => t.refill_problem?.code ?? null },
  { header: "refillErrorDetails", value: (t) => t.refill_problem?.details ?? null },
  { header: "carrierReference", value: (t) => t.provider_ref },
  { header: "completed", value: (t, moment) => moment(t.completed_at) },
  { header: "note", value: (t) => t.note },
];
