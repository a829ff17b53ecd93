import type { AuthContext } from "../../security/caller";
import { isStaff } from "../../security/caller";
import type { TransactionExportRow } from "./queries";
import { labelOf } from "../../../common/labels";
import { formatPhone } from "../../../common/phone";
import { type CsvCell, problemWords, recordCells } from "../../http/lists/csv";

/** GET /api/transactions/export/: the list's columns as its screen shows them, then what support asks for. */
export const TRANSACTION_CSV: CsvCell<TransactionExportRow>[] = [
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

/**
 * Staff's columns after those: the refill's margin (issue 37 item 6), whose sums over a range are the
 * dashboard's. A customer's own export leaves them out: what the company pays is not theirs to read.
 */
export const TRANSACTION_MARGIN_CSV: CsvCell<TransactionExportRow>[] = [
  { header: "refillRevenue", value: (t) => t.margin.revenue },
  { header: "topupCost", value: (t) => t.margin.cost },
  { header: "processorFees", value: (t) => t.margin.fees },
  { header: "grossMargin", value: (t) => t.margin.gross_margin },
];

export const transactionCsvFor = (ctx: AuthContext) =>
  isStaff(ctx) ? [...TRANSACTION_CSV, ...TRANSACTION_MARGIN_CSV] : TRANSACTION_CSV;
