import { RENTAL_STATUSES, RENTAL_TRIGGERS } from "@common/api/enums";
import { formatDate } from "@common/dates";
import { formatMoney } from "@common/money";
import { t } from "../../src/i18n";
import { kindLabel } from "../devices/types";
import { feeKindText } from "../fees/types";
import { transactionStatusText } from "../transactions/labels";
import { isOneOf, valueText, valueTexts } from "../../src/components/show/valueTexts";
import type { RentalLine } from "./types";

/** A rental's status and trigger, and a device's kind, as people read them in the panel's language. */
export const rentalStatusText = valueText(RENTAL_STATUSES, (status) => `rentals.status.${status}`);

export const rentalTriggerText = valueText(RENTAL_TRIGGERS, (trigger) => `rentals.trigger.${trigger}`);

/** Each trigger's words, in the API's order (the list's trigger filter). */
export const rentalTriggerTexts = () => valueTexts(RENTAL_TRIGGERS, rentalTriggerText);

/** A device's kind (resources/devices/types.ts). */
export const deviceKindText = kindLabel;

/** The rentals list's balance filter: the query value of each choice ("" sends no filter). */
export const balanceFilterChoices = () => [
  { label: t("rentals.balanceChoice.all"), value: "" },
  { label: t("rentals.balanceChoice.owing"), value: "true" },
  { label: t("rentals.balanceChoice.credit"), value: "false" },
];

/**
 * A status shown without knowing whose it is (a customer's page lists refills and rentals side by side):
 * a refill's words for a refill's status, else a rental's.
 */
export const anyStatusText = (status: string) =>
  isOneOf(RENTAL_STATUSES, status) && !["error", "resolved"].includes(status)
    ? rentalStatusText(status)
    : transactionStatusText(status);

/**
 * A ledger line in the panel's language, made from its kind and values (the server stores no sentence:
 * docs/engines.md, "The rental ledger"). A line without the values its sentence needs (lines carried over
 * from before the ledger kept them) reads as its kind's plain word.
 */
/** A deposit hold's line: the card and the amount held, captured, released or lapsed. */
const held = (line: RentalLine) => ({
  card: line.card_label ?? "",
  amount: formatMoney(line.hold_amount ?? "0.00"),
});

export function ledgerLineText(line: RentalLine): string {
  const priced =
    line.days !== null && line.daily_rate !== null
      ? { count: line.days, rate: formatMoney(line.daily_rate) }
      : null;
  const card = line.card_label;
  switch (line.kind) {
    case "days":
      return priced ? t("rentals.ledger.lines.rental", priced) : t("rentals.ledger.lines.rentalPlain");
    case "extension":
      if (!priced) return t("rentals.ledger.lines.endDateMovedPlain");
      return line.from_date && line.to_date
        ? t("rentals.ledger.lines.endDateMoved", {
            ...priced,
            from: formatDate(line.from_date),
            to: formatDate(line.to_date),
          })
        : t("rentals.ledger.lines.endDateMovedShort", priced);
    case "extra_days":
      if (!priced) return t("rentals.ledger.lines.extraDaysPlain");
      return line.to_date
        ? t("rentals.ledger.lines.returnedLate", { ...priced, date: formatDate(line.to_date) })
        : t("rentals.ledger.lines.extraDays", priced);
    case "adjustment":
      return line.reason
        ? t("rentals.ledger.lines.adjusted", { reason: line.reason })
        : t("rentals.ledger.lines.adjustment");
    case "deposit":
      return t("rentals.ledger.lines.deposit");
    case "deposit_applied":
      return t("rentals.ledger.lines.depositApplied");
    case "deposit_unpaid":
      return t("rentals.ledger.lines.depositUnpaid");
    case "deposit_refund":
      return card
        ? t("rentals.ledger.lines.depositRefundedTo", { card })
        : t("rentals.ledger.lines.depositRefundedInCash");
    case "payment":
      if (line.is_deposit)
        return card
          ? t("rentals.ledger.lines.depositPaidBy", { card })
          : t("rentals.ledger.lines.depositPaidInCash");
      return card ? t("rentals.ledger.lines.paymentBy", { card }) : t("rentals.ledger.lines.paymentInCash");
    case "refund":
      return card ? t("rentals.ledger.lines.refundTo", { card }) : t("rentals.ledger.lines.refundInCash");
    case "deposit_hold":
      return t("rentals.ledger.lines.depositHeld", held(line));
    case "deposit_hold_capture":
      return t("rentals.ledger.lines.depositHoldCaptured", held(line));
    case "deposit_hold_release":
      return t("rentals.ledger.lines.depositHoldReleased", held(line));
    case "deposit_hold_lapsed":
      return t("rentals.ledger.lines.depositHoldLapsed", held(line));
    case "fee":
      return line.fee_kind === "late_return" && priced
        ? t("rentals.ledger.lines.feeLate", { ...priced, name: line.reason ?? "" })
        : t("rentals.ledger.lines.fee", {
            kind: line.fee_kind ? feeKindText(line.fee_kind) : "",
            name: line.reason ?? "",
          });
  }
}
