import { type HttpError, useCreate, useGo } from "@refinedev/core";
import { formatMoney } from "@common/money";
import { formatPhone } from "@common/phone";
import { joinParts } from "@common/text";
import { failedNotice } from "../../src/components/layout/notices";
import { t } from "../../src/i18n";
import type { ScheduledRefill } from "../scheduled-refills/types";
import { followRefill, outcomeNoticeKey } from "../transactions/outcome";
import type { TransactionDetail } from "../transactions/types";

/** What a refill is asked for with: ids as the form holds them (strings). */
export interface RefillOrder {
  phone_number: string;
  plan: string;
  payment_method: string;
  /** enrol the line in automatic refills (rule on_expiry) once the refill is queued */
  auto_refill?: boolean;
}

/** The API's fields a refused refill names, as the form's fields are named. */
export const REFILL_FIELDS = ["phone_number", "plan", "payment_method"] as const;

/**
 * Refill Now's order, for both its forms (the staff's and a customer's): queues the refill ("Refill queued",
 * replaced by how it ended: outcome.ts), enrols the line in automatic refills when asked (its failure is
 * said, the refill stays queued), then opens the refill's page, which follows it. A refusal is thrown to the
 * form, which puts the server's field errors beside its fields.
 */
export function useRefill() {
  const go = useGo();
  const { mutateAsync, mutation } = useCreate<TransactionDetail, HttpError>();
  const { mutateAsync: enrol } = useCreate<ScheduledRefill, HttpError>();
  const order = async (v: RefillOrder) => {
    const ids = {
      phone_number: Number(v.phone_number),
      plan: Number(v.plan),
      payment_method: Number(v.payment_method),
    };
    const { data } = await mutateAsync({
      resource: "transactions",
      values: ids,
      successNotification: (answer) => ({
        type: "success",
        message: t("refillNow.notices.queued"),
        description: answer?.data
          ? joinParts(formatPhone(answer.data.phone_number_digits), formatMoney(answer.data.amount))
          : undefined,
        // The refill's page replaces this notice with how it ended (outcome.ts): never green beside a failure.
        key: answer?.data ? outcomeNoticeKey(answer.data.id) : undefined,
      }),
      errorNotification: failedNotice(t("refillNow.notices.failed")),
    });
    if (v.auto_refill)
      // The refill is queued whatever becomes of the enrolment: its failure (a line already enrolled: the
      // server says so) is said, and the page goes on.
      await enrol({
        resource: "scheduled-refills",
        values: { ...ids, rule: "on_expiry", days_before: 0, agree_terms: true },
        successNotification: { type: "success", message: t("refillNow.autoEnrolled") },
        errorNotification: failedNotice(t("refillNow.autoFailed")),
      }).catch(() => undefined);
    followRefill(data.id);
    go({ to: `/transactions/${data.id}`, type: "push" });
  };
  return { order, pending: mutation.isPending };
}
