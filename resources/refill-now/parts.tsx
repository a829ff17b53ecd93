import { type HttpError, useList } from "@refinedev/core";
import { useMemo } from "react";
import { AUTOREFILL_TERMS_VERSION } from "@common/api/enums";
import type { PhoneNumber } from "@common/api";
import { formatMoney } from "@common/money";
import { formatPhone } from "@common/phone";
import { joinParts } from "@common/text";
import { failedNotice } from "../../src/components/layout/notices";
import { PlainDescriptions } from "../../src/components/plain/PlainDescriptions";
import { PlainText } from "../../src/components/plain/PlainText";
import { PhoneNumberText } from "../../src/components/show/PhoneNumberText";
import type { WholeListCall } from "../../src/providers/data";
import { t } from "../../src/i18n";

/** A plan as Refill Now offers it. */
export interface RefillPlan {
  id: number;
  name: string;
  amount: string;
}

/** A line as its choice reads: "(555) 010-0001 · Work · Verizon". */
export const lineLabel = (line: PhoneNumber) =>
  joinParts(formatPhone(line.number), line.nickname, line.carrier_name);

/**
 * The lines a refill may be for, oldest first: a customer's own, or the active lines of the customer staff
 * chose (`customer`).
 */
export const refillLinesList = (customer: number | undefined, staff: boolean) =>
  ({
    resource: "phone-numbers",
    sorters: [{ field: "created_at", order: "asc" }],
    filters: [
      { field: "user", operator: "eq", value: customer },
      { field: "is_active", operator: "eq", value: staff ? "true" : undefined },
    ],
  }) satisfies WholeListCall;

/** refillLinesList's lines, asked for once `ready`. */
export function useRefillLines({
  customer,
  staff,
  ready,
}: {
  customer: number | undefined;
  staff: boolean;
  ready: boolean;
}) {
  const lines = useList<PhoneNumber, HttpError>({
    ...refillLinesList(customer, staff),
    pagination: { mode: "off" },
    queryOptions: { enabled: ready },
    errorNotification: failedNotice(t("phoneNumbers.notices.fetchFailed")),
  });
  const data = lines.result?.data;
  const list = useMemo(() => data ?? [], [data]);
  return {
    list,
    loading: lines.query.isLoading && ready,
    /** loaded, and there is no line to refill */
    none: ready && lines.query.isSuccess && list.length === 0,
  };
}

/** Under the plan: whose plans are offered ("Plans of AT&T"), once a line is chosen. */
export const plansOfText = (line: PhoneNumber | undefined) =>
  line
    ? line.carrier_name
      ? t("refillNow.plansOf", { carrier: line.carrier_name })
      : t("refillNow.plansOfLineCarrier")
    : undefined;

/** What the refill comes to, once a line and a plan are chosen (else what to do first). */
export function RefillSummary({
  line,
  plan,
}: {
  line: PhoneNumber | undefined;
  plan: RefillPlan | undefined;
}) {
  if (!line || !plan) return <PlainText type="secondary">{t("refillNow.choose")}</PlainText>;
  return (
    <PlainDescriptions
      label={t("refillNow.summary")}
      items={[
        { label: t("refillNow.line"), value: <PhoneNumberText digits={line.number} /> },
        { label: t("refillNow.carrier"), value: line.carrier_name },
        { label: t("refillNow.plan"), value: plan.name },
        { label: t("refillNow.amount"), value: <PlainText strong>{formatMoney(plan.amount)}</PlainText> },
      ]}
    />
  );
}

/** What enrolling the line in automatic refills agrees to, said before paying. */
export const autoRefillTerms = (line: PhoneNumber, plan: RefillPlan) =>
  t("scheduledRefills.form.terms", {
    line: formatPhone(line.number),
    plan: `${plan.name} · ${formatMoney(plan.amount)}`,
    card: t("scheduledRefills.form.termsCard"),
    when: t("scheduledRefills.form.termsWhenOnDay"),
    version: AUTOREFILL_TERMS_VERSION,
  });
