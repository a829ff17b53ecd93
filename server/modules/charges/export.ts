import type { Charge } from "../../../common/api";
import { cardLabel } from "../../../common/cards";
import { labelOf } from "../../../common/labels";
import type { Catalogue } from "../../i18n";
import { type CsvCell, recordCells } from "../../http/lists/csv";

/** What a charge paid for, as its list's "For" column says it. */
const chargeFor = (c: Charge, words: Catalogue) =>
  c.transaction !== null
    ? words.csv.transactionNumber(c.transaction)
    : c.rental !== null
      ? words.csv.rentalNumber(c.rental)
      : "";

/** GET /api/charges/export/: the list's columns as its screen shows them. */
export const CHARGE_CSV: CsvCell<Charge>[] = [
  ...recordCells("charge"),
  { header: "kind", value: (c, _, words) => labelOf(words.values.chargeKind, c.kind) },
  { header: "amount", value: (c) => c.amount },
  {
    header: "paidWith",
    value: (c, _, words) => {
      const method = labelOf(words.values.chargeMethod, c.method);
      return c.method === "card" ? (cardLabel(c.brand, c.last4) ?? method) : method;
    },
  },
  { header: "for", value: (c, _, words) => chargeFor(c, words) },
  { header: "status", value: (c, _, words) => labelOf(words.values.chargeStatus, c.status) },
  { header: "failure", value: (c) => c.failure_message },
];
