import type { Rental } from "../../../common/api";
import { rentalStatusLabel, rentalTriggerLabel } from "../../../common/labels";
import { type CsvCell, customerCells } from "../../http/lists/csv";

/** GET /api/rental/rentals/export/: the list's columns as its screen shows them, then the money in full. */
export const RENTAL_CSV: CsvCell<Rental>[] = [
  { header: "Rental", value: (r) => r.id },
  ...customerCells(),
  { header: "Device", value: (r) => r.device_name },
  { header: "Country", value: (r) => r.country_name },
  { header: "Start", value: (r) => r.start_date },
  { header: "End", value: (r) => r.end_date },
  { header: "Days", value: (r) => r.days },
  { header: "Status", value: (r) => rentalStatusLabel(r.status) },
  { header: "Trigger", value: (r) => rentalTriggerLabel(r.trigger) },
  { header: "Rent", value: (r) => r.amount },
  { header: "Tax", value: (r) => r.tax_amount },
  { header: "Deposit", value: (r) => r.deposit_amount },
  { header: "Total due", value: (r) => r.total_due_amount },
  { header: "Paid", value: (r) => r.paid_amount },
  { header: "Balance", value: (r) => r.balance },
  { header: "Card", value: (r) => r.card_label },
  { header: "Created", value: (r, moment) => moment(r.created_at) },
  { header: "Picked up", value: (r, moment) => moment(r.picked_up_at) },
  { header: "Returned", value: (r, moment) => moment(r.returned_at) },
  { header: "Note", value: (r) => r.note },
];
