import { Tag } from "antd";
import type { TransactionStatus } from "@common/api";
import { t } from "../../src/i18n";
import { TransactionStatusTag } from "../transactions/StatusTag";

export function ResultTag({ status }: { status: TransactionStatus | null }) {
  if (!status) return <Tag>{t("scheduledRefills.list.notRunYet")}</Tag>;
  return <TransactionStatusTag status={status} />;
}

/** The day of the month a refill runs: "1st of each month", "22nd of each month", "13th of each month". */
export const dayOfMonth = (day: number): string =>
  t("scheduledRefills.list.dayOfMonth", { count: day, ordinal: true });
