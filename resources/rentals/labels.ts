import { RENTAL_STATUSES, RENTAL_TRIGGERS } from "@common/api/enums";
import { t } from "../../src/i18n";
import { kindLabel } from "../devices/types";
import { transactionStatusText } from "../transactions/labels";
import { isOneOf, valueText, valueTexts } from "../../src/components/valueTexts";

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
