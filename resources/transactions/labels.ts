import { TRANSACTION_STATUSES, TRANSACTION_TRIGGERS } from "@common/api/enums";
import { valueText, valueTexts } from "../../src/components/valueTexts";

/** A refill's status and trigger as people read them, in the panel's language (the specification's words in English). */
export const transactionStatusText = valueText(
  TRANSACTION_STATUSES,
  (status) => `transactions.status.${status}`,
);

export const transactionTriggerText = valueText(
  TRANSACTION_TRIGGERS,
  (trigger) => `transactions.trigger.${trigger}`,
);

/** Each trigger's words, in the API's order (the list's trigger filter). */
export const transactionTriggerTexts = () => valueTexts(TRANSACTION_TRIGGERS, transactionTriggerText);
