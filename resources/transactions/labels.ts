import { TRANSACTION_STATUSES, TRANSACTION_TRIGGERS } from "@common/api/enums";
import { t } from "../../src/i18n";

/**
 * A refill's status and trigger as people read them, in the panel's language (the specification's words in
 * English). A value the API may add before the panel knows it reads as itself, never as a blank.
 */
const known = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

export const transactionStatusText = (status: string) =>
  known(TRANSACTION_STATUSES, status) ? t(`transactions.status.${status}`) : status;

export const transactionTriggerText = (trigger: string) =>
  known(TRANSACTION_TRIGGERS, trigger) ? t(`transactions.trigger.${trigger}`) : trigger;

/** Each trigger's words, in the API's order (the list's trigger filter). */
export const transactionTriggerTexts = (): Record<string, string> =>
  Object.fromEntries(TRANSACTION_TRIGGERS.map((trigger) => [trigger, transactionTriggerText(trigger)]));
