/** A dispute as its list, its page and its charge's page show it: status tag, evidence due date. */
import type { ChargeDispute, DisputeStatus } from "@common/api";
import { DISPUTE_NEEDS_RESPONSE } from "@common/api/enums";
import { formatDateTime } from "@common/dates";
import { t } from "../../src/i18n";
import { ValueWithNote } from "../../src/components/lists";
import { NoValue } from "../../src/components/show/NoValue";
import { PlainTag, type PlainTagColor } from "../../src/components/plain/PlainTag";
import { disputeStatusText } from "./labels";

const COLORS: Readonly<Record<DisputeStatus, PlainTagColor>> = {
  warning_needs_response: "orange",
  warning_under_review: "blue",
  warning_closed: "default",
  needs_response: "red",
  under_review: "blue",
  won: "green",
  lost: "default",
  prevented: "green",
  appeal_needs_response: "red",
  appeal_under_review: "blue",
};

export function DisputeStatusTag({ status }: { status: string }) {
  return (
    <PlainTag color={COLORS[status as DisputeStatus] ?? "default"}>{disputeStatusText(status)}</PlainTag>
  );
}

/** Days from now until the evidence is due; negative once past. */
const DAY_MS = 86_400_000;
/** A due date this close (or closer) is shown as a warning. */
const SOON_DAYS = 5;

export const needsResponse = (status: string) =>
  (DISPUTE_NEEDS_RESPONSE as readonly string[]).includes(status);

/**
 * When the evidence is due, and how soon: "Overdue" tagged in the error colour once past, "Today",
 * "Tomorrow", "In 2 days" in the warning colour within five days (only while the dispute waits for evidence); nothing
 * once the dispute is past it.
 */
export function EvidenceDue({
  dispute,
  now = Date.now(),
}: {
  dispute: Pick<ChargeDispute, "status" | "evidence_due_by">;
  now?: number;
}) {
  if (!dispute.evidence_due_by) return <NoValue />;
  const at = formatDateTime(dispute.evidence_due_by);
  if (!needsResponse(dispute.status)) return <>{at}</>;
  const left = new Date(dispute.evidence_due_by).getTime() - now;
  const days = Math.floor(left / DAY_MS);
  if (left >= 0 && days >= SOON_DAYS) return <>{at}</>;
  // Tags rather than coloured text: orange text on white is too faint to read (axe: colour contrast).
  const tag =
    left < 0 ? (
      <PlainTag color="red">{t("disputes.due.overdue")}</PlainTag>
    ) : (
      <PlainTag color="orange">
        {days === 0 ? t("disputes.due.today") : t("disputes.due.inDays", { count: days })}
      </PlainTag>
    );
  return <ValueWithNote note={tag}>{at}</ValueWithNote>;
}
