import type { ProblemAnswer } from "@common/api";
import { formatDateTime } from "@common/dates";
import { isProblemCode, type ProblemParams } from "@common/problems";
import { t } from "../../i18n";
import { ProviderText } from "../layout/ProviderText";
import { PlainText } from "../plain/PlainText";

/**
 * Why a payment, a refund or a top-up did not go through (common/problems.ts), in the panel's language: the
 * code's words from the catalogue (`problems.codes`), never the provider's English sentence. Staff also read
 * the provider's own words, marked as English data (`lang="en"`, `data-user-content`): a screen reader says
 * them in English, and the Spanish walk does not count them as the interface's. Plain elements (PlainText),
 * as the list screens drawn without antd show them (issue 40).
 */

/** A problem's words: its code's, "(gave up after N tries)" when the engine stopped trying. */
export function problemText(p: { code: string; params?: ProblemParams | null } | null): string | null {
  if (!p) return null;
  const text = isProblemCode(p.code) ? t(`problems.codes.${p.code}`) : p.code;
  const tries = p.params?.tries;
  return tries ? t("problems.gaveUp", { text, tries }) : text;
}

/** A refill's history line of a problem: also when a worker tries again, and the top-up's reference. */
export function problemLineText(code: string, params: Record<string, unknown> | null): string {
  const p = (params ?? {}) as ProblemParams;
  let text = problemText({ code, params: p }) ?? "";
  if (p.next_at) text = t("problems.nextTry", { text, at: formatDateTime(p.next_at) });
  if (p.reference) text = t("problems.reference", { text, reference: p.reference });
  return text;
}

/** The provider's own words, for staff: English data inside the page, said as such. */
export function ProviderWords({ details }: { details: string | null | undefined }) {
  if (!details) return null;
  return (
    <PlainText type="secondary">
      {t("problems.details")}: <ProviderText>{details}</ProviderText>
    </PlainText>
  );
}

/** A problem as a record page shows it: its words in red; staff also read the provider's. */
export function ProblemView({ problem, staff }: { problem: ProblemAnswer | null; staff: boolean }) {
  if (!problem) return null;
  return (
    <div className="plain-stack">
      <PlainText type="danger">{problemText(problem)}</PlainText>
      {staff && <ProviderWords details={problem.details} />}
    </div>
  );
}
