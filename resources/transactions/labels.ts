import { TRANSACTION_STATUSES, TRANSACTION_TRIGGERS } from "@common/api/enums";
import { problemLineText } from "../../src/components/show/Problem";
import { formatMoney } from "@common/money";
import { formatDate } from "@common/dates";
import type { TransactionEvent } from "@common/api";
import { t } from "../../src/i18n";
import { isOneOf, valueText, valueTexts } from "../../src/components/show/valueTexts";

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

/**
 * What a person's step in a refill's history says, in the panel's language, from its code and values
 * (common/api/enums.ts TRANSACTION_EVENT_CODES) or, for the engine's failed steps, from the problem's code
 * (common/problems.ts); null for a step without a code (a charge or top-up that went through).
 */
export function transactionEventText(e: Pick<TransactionEvent, "code" | "params">): string | null {
  const p = e.params ?? {};
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  switch (e.code) {
    case null:
      return null;
    case "scheduled":
      return t("transactions.history.says.scheduled", { schedule: p.schedule, date: text(p.date) });
    case "retried": {
      const status = text(p.status);
      return t("transactions.history.says.retried", {
        status: isOneOf(TRANSACTION_STATUSES, status) ? transactionStatusText(status) : status,
      });
    }
    case "card_assigned":
      return [
        t(
          p.requeued
            ? "transactions.history.says.cardAssignedRequeued"
            : "transactions.history.says.cardAssigned",
          {
            card: text(p.card),
          },
        ),
        p.made_default ? t("transactions.history.says.madeDefault") : "",
      ]
        .filter(Boolean)
        .join(" ");
    case "customer_chose":
      return t("transactions.history.says.customerChose", { card: text(p.card) });
    case "refunded_and_closed":
      return t(p.card ? "transactions.history.says.refundedTo" : "transactions.history.says.refundedInCash", {
        refund: p.refund,
        amount: formatMoney(text(p.amount)),
        card: text(p.card),
      });
    case "refill_now":
      return t("transactions.history.says.refillNow");
    case "phone_menu":
      return t("transactions.history.says.phoneMenu");
    case "text_message":
      return t("transactions.history.says.textMessage");
    case "bank_confirmed":
      return t("transactions.history.says.bankConfirmed");
    case "bank_refused":
      return t("transactions.history.says.bankRefused");
    case "lease_reclaimed":
      return t("transactions.history.says.leaseReclaimed");
    case "reversed_by_carrier":
      return p.ends_on
        ? t("transactions.history.says.reversedByCarrier", {
            ref: text(p.carrier_ref),
            date: formatDate(text(p.ends_on)),
          })
        : t("transactions.history.says.reversedByCarrierNoDate", { ref: text(p.carrier_ref) });
    default:
      // The engine's failed steps: why, from the problem's code (common/problems.ts).
      return problemLineText(e.code, e.params);
  }
}
