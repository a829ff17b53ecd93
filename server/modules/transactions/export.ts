import type { Transaction } from "../../../common/api";
import { transactionStatusLabel, transactionTriggerLabel } from "../../../common/labels";
import { formatPhone } from "../../../common/phone";
import { type CsvCell, recordCells } from "../../http/lists/csv";

/** GET /api/transactions/export/: the list's columns as its screen shows them, then what support asks for. */
export const TRANSACTION_CSV: CsvCell<Transaction>[] = [
  ...recordCells("Transaction"),
  { header: "Number", value: (t) => formatPhone(t.phone_number_digits) },
  { header: "Carrier", value: (t) => t.carrier_name },
  { header: "Plan", value: (t) => t.plan_name },
  { header: "Amount", value: (t) => t.amount },
  { header: "Trigger", value: (t) => transactionTriggerLabel(t.trigger) },
  { header: "Status", value: (t) => transactionStatusLabel(t.status) },
  { header: "Card", value: (t) => t.card_label },
  { header: "Payment error", value: (t) => t.payment_error },
  { header: "Refill error", value: (t) => t.refill_error },
  { header: "Carrier reference", value: (t) => t.provider_ref },
  { header: "Completed", value: (t, moment) => moment(t.completed_at) },
  { header: "Note", value: (t) => t.note },
];
