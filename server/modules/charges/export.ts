import type { Charge } from "../../../common/api";
import { cardLabel } from "../../../common/cards";
import { chargeKindLabel, chargeMethodLabel, chargeStatusLabel } from "../../../common/labels";
import { type CsvCell, recordCells } from "../../http/lists/csv";

/** What a charge paid for, as its list's "For" column says it. */
const chargeFor = (c: Charge) =>
  c.transaction !== null ? `Transaction #${c.transaction}` : c.rental !== null ? `Rental #${c.rental}` : "";

/** GET /api/charges/export/: the list's columns as its screen shows them. */
export const CHARGE_CSV: CsvCell<Charge>[] = [
  ...recordCells("Charge"),
  { header: "Kind", value: (c) => chargeKindLabel(c.kind) },
  { header: "Amount", value: (c) => c.amount },
  {
    header: "Paid with",
    value: (c) =>
      c.method === "card"
        ? (cardLabel(c.brand, c.last4) ?? chargeMethodLabel(c.method))
        : chargeMethodLabel(c.method),
  },
  { header: "For", value: chargeFor },
  { header: "Status", value: (c) => chargeStatusLabel(c.status) },
  { header: "Failure", value: (c) => c.failure_message },
];
