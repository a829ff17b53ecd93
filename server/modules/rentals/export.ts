import type { Rental } from "../../../common/api";
import { labelOf } from "../../../common/labels";
import { type CsvCell, customerCells } from "../../http/lists/csv";

/** GET /api/rental/rentals/export/: the list's columns as its screen shows them, then the money in full. */
export const RENTAL_CSV: CsvCell<Rental>[] = [
  { header: "rental", value: (r) => r.id },
  ...customerCells(),
  { header: "device", value: (r) => r.device_name },
  { header: "country", value: (r) => r.country_name },
  { header: "start", value: (r) => r.start_date },
  { header: "end", value: (r) => r.end_date },
  { header: "days", value: (r) => r.days },
  { header: "status", value: (r, _, words) => labelOf(words.values.rentalStatus, r.status) },
  { header: "trigger", value: (r, _, words) => labelOf(words.values.rentalTrigger, r.trigger) },
  { header: "rent", value: (r) => r.amount },
  { header: "tax", value: (r) => r.tax_amount },
  { header: "deposit", value: (r) => r.deposit_amount },
  { header: "totalDue", value: (r) => r.total_due_amount },
  { header: "paid", value: (r) => r.paid_amount },
  { header: "balance", value: (r) => r.balance },
  { header: "card", value: (r) => r.card_label },
  { header: "created", value: (r, moment) => moment(r.created_at) },
  { header: "pickedUp", value: (r, moment) => moment(r.picked_up_at) },
  { header: "returned", value: (r, moment) => moment(r.returned_at) },
  { header: "note", value: (r) => r.note },
];
