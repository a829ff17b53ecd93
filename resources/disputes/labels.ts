import { DISPUTE_NEEDS_RESPONSE, DISPUTE_STATUSES } from "@common/api/enums";
import { t } from "../../src/i18n";
import { valueText, valueTexts } from "../../src/components/show/valueTexts";

/** Stripe's reasons the panel has words for; another reads as Stripe writes it, its underscores spaced. */
const REASONS = [
  "bank_cannot_process",
  "credit_not_processed",
  "customer_initiated",
  "debit_not_authorized",
  "duplicate",
  "fraudulent",
  "general",
  "incorrect_account_details",
  "insufficient_funds",
  "product_not_received",
  "product_unacceptable",
  "subscription_canceled",
  "unrecognized",
] as const;

/** A dispute's status and reason as people read them, in the panel's language. */
export const disputeStatusText = valueText(DISPUTE_STATUSES, (status) => `disputes.status.${status}`);
export const disputeReasonText = valueText(
  REASONS,
  (reason) => `disputes.reason.${reason}`,
  (reason) => reason.replaceAll("_", " "),
);

/** The status filter's choices: those waiting for the company's evidence together (`status=a,b,c`), then each. */
export const disputeStatusChoices = () => ({
  [DISPUTE_NEEDS_RESPONSE.join(",")]: t("disputes.filters.needsResponse"),
  ...valueTexts(DISPUTE_STATUSES, disputeStatusText),
});
