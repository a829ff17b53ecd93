import type { Customer } from "../../../common/api";
import { personName } from "../../../common/names";
import { formatPhone } from "../../../common/phone";
import type { CsvCell } from "../../http/lists/csv";

/** GET /api/company/customers/export/: the list's columns as its screen shows them. */
export const CUSTOMER_CSV: CsvCell<Customer>[] = [
  { header: "Customer", value: (c) => c.id },
  { header: "Name", value: (c) => personName(c) },
  { header: "E-mail", value: (c) => c.email },
  { header: "Phone numbers", value: (c) => c.phone_numbers.map(formatPhone).join("; ") },
  { header: "Scheduled refills", value: (c) => c.scheduled_refills_count },
  { header: "Status", value: (c) => (c.is_active ? "Active" : "Deactivated") },
  { header: "Created", value: (c, moment) => moment(c.created_at) },
  { header: "Last sign-in", value: (c, moment) => moment(c.last_login) },
];
