import { formatDate } from "@common/dates";
import { t } from "../../src/i18n";
import type { RentalLine } from "./types";

/**
 * A ledger line's description in the panel's language. The server writes each line's description once, in
 * English and in a few fixed shapes (server/modules/rentals: quote.ts daysLine, update.ts, return.ts,
 * charging.ts paymentLine, payments.ts); the ledger reads them back as whole sentences of the catalogue
 * (rentals.ledger.lines), keeping their figures, card labels and reasons as they are. A description of any
 * other shape is shown as the server wrote it.
 */
export function ledgerLineText(line: Pick<RentalLine, "kind" | "description">): string {
  const text = line.description;
  const days = DAYS.exec(text);
  if (days) {
    const [, what, count, rate] = days;
    const priced = { count: Number(count), rate };
    if (line.kind === "days" && what === "Rental") return t("rentals.ledger.lines.rental", priced);
    const moved = MOVED.exec(what);
    if (line.kind === "extension" && moved) {
      const [from, to] = [englishDay(moved[1]), englishDay(moved[2])];
      if (from && to)
        return t("rentals.ledger.lines.endDateMoved", {
          ...priced,
          from: formatDate(from),
          to: formatDate(to),
        });
    }
    if (line.kind === "extension" && what === "End date moved")
      return t("rentals.ledger.lines.endDateMovedShort", priced);
    const returned = RETURNED.exec(what);
    const day = returned && englishDay(returned[1]);
    if (line.kind === "extra_days" && day)
      return t("rentals.ledger.lines.returnedLate", { ...priced, date: formatDate(day) });
    return text;
  }
  const fixed = FIXED[text];
  if (fixed) return t(`rentals.ledger.lines.${fixed}`);
  for (const [pattern, key] of WITH_VALUE) {
    const found = pattern.exec(text);
    if (found) return t(`rentals.ledger.lines.${key}`, { value: found[1] });
  }
  return text;
}

/** "Rental: 5 days × $8.00", "End date moved from Dec 5, 2026 to Dec 8, 2026: -1 day × $8.00" */
const DAYS = /^(.+): (-?\d+) days? × (\S+)$/;
const MOVED = /^End date moved from (.+) to (.+)$/;
const RETURNED = /^Returned (.+), after the end date$/;

const FIXED: Record<
  string,
  | "deposit"
  | "depositApplied"
  | "depositUnpaid"
  | "depositRefundedInCash"
  | "paymentInCash"
  | "depositPaidInCash"
> = {
  Deposit: "deposit",
  "Deposit applied to what is owed": "depositApplied",
  "Deposit not paid": "depositUnpaid",
  "Deposit refunded in cash": "depositRefundedInCash",
  "Payment in cash": "paymentInCash",
  "Deposit paid in cash": "depositPaidInCash",
};

/** Shapes around one value kept as written: a card's label, a reason typed by staff. */
const WITH_VALUE: Array<[RegExp, "depositRefundedTo" | "paymentBy" | "depositPaidBy" | "adjusted"]> = [
  [/^Deposit refunded to (.+)$/, "depositRefundedTo"],
  [/^Payment by (.+)$/, "paymentBy"],
  [/^Deposit paid by (.+)$/, "depositPaidBy"],
  [/^Adjusted by staff: ([\s\S]+)$/, "adjusted"],
];

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Dec 5, 2026" (the server's English day) → "2026-12-05"; null for anything else. */
function englishDay(text: string): string | null {
  const m = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4})$/.exec(text);
  const month = m ? MONTHS.indexOf(m[1]) + 1 : 0;
  if (!m || month === 0) return null;
  return `${m[3]}-${String(month).padStart(2, "0")}-${m[2].padStart(2, "0")}`;
}
