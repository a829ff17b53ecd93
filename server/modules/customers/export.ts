import type { Customer } from "../../../common/api";
import { personName } from "../../../common/names";
import { formatPhone } from "../../../common/phone";
import type { CsvCell } from "../../http/lists/csv";

/** GET /api/company/customers/export/: the list's columns as its screen shows them. */
export const CUSTOMER_CSV: CsvCell<Customer>[] = [
  { header: "customer", value: (c) => c.id },
  { header: "name", value: (c) => personName(c) },
  { header: "email", value: (c) => c.email },
  { header: "phoneNumbers", value: (c) => c.phone_numbers.map(formatPhone).join("; ") },
  { header: "scheduledRefills", value: (c) => c.scheduled_refills_count },
  { header: "status", value: (c, _, words) => (c.is_active ? words.csv.active : words.csv.deactivated) },
  { header: "created", value: (c, moment) => moment(c.created_at) },
  { header: "lastSignIn", value: (c, moment) => moment(c.last_login) },
];
