import { Tag, Tooltip } from "antd";
import type { TransactionStatus } from "@common/api";
import { formatDate } from "@common/dates";
import { joinParts } from "@common/text";
import type { ScheduledRefill } from "./types";
import { t } from "../../src/i18n";
import { ServerSentence } from "../../src/components/layout/ProviderText";
import { TransactionStatusTag } from "../transactions/StatusTag";
import { PlainTag } from "../../src/components/plain/PlainTag";

export function ResultTag({ status }: { status: TransactionStatus | null }) {
  if (!status) return <PlainTag>{t("scheduledRefills.list.notRunYet")}</PlainTag>;
  return <TransactionStatusTag status={status} />;
}

/** The day of the month a refill runs: "1st of each month", "22nd of each month", "13th of each month". */
export const dayOfMonth = (day: number): string =>
  t("scheduledRefills.list.dayOfMonth", { count: day, ordinal: true });

/** When a schedule runs: "5th of each month", or "When the plan runs out" / "2 days before the plan runs out". */
export const whenItRuns = (r: Pick<ScheduledRefill, "rule" | "day_of_month" | "days_before">): string =>
  r.rule === "on_expiry"
    ? r.days_before > 0
      ? t("scheduledRefills.list.daysBeforeEnd", { count: r.days_before })
      : t("scheduledRefills.list.whenPlanEnds")
    : dayOfMonth(r.day_of_month);

/** The next run, or why there is none: paused (cancelled, for an automatic one), suspended, no end date yet. */
export function NextRun({ record }: { record: ScheduledRefill }) {
  if (!record.is_active)
    return (
      <PlainTag>
        {record.rule === "on_expiry"
          ? t("scheduledRefills.list.cancelled")
          : t("scheduledRefills.list.paused")}
      </PlainTag>
    );
  if (record.state === "suspended")
    return (
      <Tooltip title={record.suspended_reason && <ServerSentence text={record.suspended_reason} />}>
        <Tag color="red">{t("scheduledRefills.list.suspended")}</Tag>
      </Tooltip>
    );
  if (record.rule === "on_expiry" && record.service_ends_on === null)
    return <span>{t("scheduledRefills.list.waitsForEnd")}</span>;
  return <span>{formatDate(record.next_run_on)}</span>;
}

/** Who agreed to an automatic refill, when and how: "Ann Lee · Nov 28, 2026 · On the web". */
export const consentText = (r: ScheduledRefill): string | null =>
  r.consent &&
  joinParts(
    r.consent.by_name,
    formatDate(r.consent.at),
    t(`scheduledRefills.list.consentChannel.${r.consent.channel}`),
  );
