import type { Charge } from "../../../common/api";
import { cardLabel } from "../../../common/cards";
import { labelOf } from "../../../common/labels";
import { signedChargeAmount } from "../../../common/money";
import type { Catalogue } from "../../i18n";
import { type CsvCell, problemWords, recordCells } from "../../http/lists/csv";

/** What a charge paid for, as its list's "For" column says it. */
const chargeFor = (c: Charge, words: Catalogue) =>
  c.transaction !== null
    ? words.csv.transactionNumber(c.transaction)
    : c.rental !== null
      ? words.csv.rentalNumber(c.rental)
      : "";

/** How the money moved: the card or "Cash" in, "Refunded to …" out; a payment all given back says so. */
function movedWith(c: Charge, words: Catalogue) {
  const card = c.method === "card" ? cardLabel(c.brand, c.last4) : null;
  if (c.kind === "refund")
    return c.method === "cash" ? words.csv.refundedInCash : words.csv.refundedTo(card ?? words.csv.theCard);
  const method = card ?? labelOf(words.values.chargeMethod, c.method);
  return c.status === "refunded" ? words.csv.laterRefunded(method) : method;
}

/**
 * GET /api/charges/export/: the list's columns, each row a movement of money from the company's side, so
 * that a spreadsheet adding up a month's Succeeded rows gets the money kept: a refund's amount is negative
 * (on the day it was made), and a payment whose every cent went back later still reads Succeeded — its
 * money did come in, and its refunds' rows take it out — with "…, refunded" beside its card.
 */
export const CHARGE_CSV: CsvCell<Charge>[] = [
  ...recordCells("charge"),
  { header: "kind", value: (c, _, words) => labelOf(words.values.chargeKind, c.kind) },
  { header: "amount", value: (c) => signedChargeAmount(c) },
  { header: "method", value: (c, _, words) => movedWith(c, words) },
  { header: "for", value: (c, _, words) => chargeFor(c, words) },
  {
    header: "status",
    value: (c, _, words) =>
      labelOf(words.values.chargeStatus, c.status === "refunded" ? "succeeded" : c.status),
  },
  { header: "failure", value: (c, _, words) => problemWords(words, c.failure_problem) },
  { header: "failureCode", value: (c) => c.failure_problem?.code ?? null },
  { header: "failureDetails", value: (c) => c.failure_problem?.details ?? null },
  // What the processor kept of a card charge, and what the company did (staff's exports; blank until known).
  { header: "fee", value: (c) => c.fee },
  { header: "net", value: (c) => c.net },
];
