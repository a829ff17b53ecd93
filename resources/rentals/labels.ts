import { RENTAL_STATUSES, RENTAL_TRIGGERS } from "@common/api/enums";
import { t } from "../../src/i18n";
import { kindLabel } from "../devices/types";
import { transactionStatusText } from "../transactions/labels";

/**
 * A rental's status and trigger, and a device's kind, as people read them in the panel's language (the
 * server's exports keep @common/labels' English). A value the API may add before the panel knows it reads
 * as itself, never as a blank.
 */
const known = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

export const rentalStatusText = (status: string) =>
  known(RENTAL_STATUSES, status) ? t(`rentals.status.${status}`) : status;

export const rentalTriggerText = (trigger: string) =>
  known(RENTAL_TRIGGERS, trigger) ? t(`rentals.trigger.${trigger}`) : trigger;

/** Each trigger's words, in the API's order (the list's trigger filter). */
export const rentalTriggerTexts = (): Record<string, string> =>
  Object.fromEntries(RENTAL_TRIGGERS.map((trigger) => [trigger, rentalTriggerText(trigger)]));

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
  known(RENTAL_STATUSES, status) && !["error", "resolved"].includes(status)
    ? rentalStatusText(status)
    : transactionStatusText(status);
