import { useNotification } from "@refinedev/core";
import { problemText } from "../../src/components/show/Problem";
import { useEffect, useRef } from "react";
import { t } from "../../src/i18n";
import { isMoving, type TransactionDetail } from "./types";

/**
 * Outcome-true feedback (issue 33): "Refill queued" and "Transaction retried" only say that the server took
 * the request. The refill's page then follows it and, once a worker has moved it, says how it ended under
 * the same notice key, so that the request's green notice is replaced rather than left beside a failure.
 */

/** Refills someone on this screen just sent moving (created or retried): their page says the outcome. */
const followed = new Set<number>();

/** The key shared by a request's notice and the outcome that replaces it. */
export const outcomeNoticeKey = (id: number) => `refill-outcome-${id}`;

/** Call when a request for this refill was accepted: its page says how it ends. */
export const followRefill = (id: number) => {
  followed.add(id);
};

/** How a settled refill ended, as a notice: green only for a top-up that happened. */
export function settledNotice(
  tx: Pick<TransactionDetail, "id" | "status" | "payment_problem" | "refill_problem">,
) {
  const key = outcomeNoticeKey(tx.id);
  if (tx.status === "success")
    return { key, type: "success" as const, message: t("transactions.outcome.success", { id: tx.id }) };
  const reason = problemText(tx.payment_problem ?? tx.refill_problem) ?? undefined;
  const message =
    tx.status === "action_required"
      ? t("transactions.outcome.actionRequired", { id: tx.id })
      : tx.status === "resolved"
        ? t("transactions.outcome.resolved", { id: tx.id })
        : t("transactions.outcome.failed", { id: tx.id });
  return { key, type: "error" as const, message, description: reason };
}

/**
 * On a refill's page: once a refill this screen followed (sent moving here, or seen moving on this page)
 * settles, says how it ended, once.
 */
export function useOutcomeNotice(tx: TransactionDetail | undefined) {
  const { open } = useNotification();
  const seenMoving = useRef<number>(undefined);
  const id = tx?.id;
  const status = tx?.status;
  // A worker quicker than the page turns error into error: the new attempt is the news then.
  const attempts = tx?.attempts;
  useEffect(() => {
    if (!tx || id === undefined) return;
    if (isMoving(status)) {
      seenMoving.current = id;
      return;
    }
    const wasFollowed = followed.delete(id);
    if (!wasFollowed && seenMoving.current !== id) return;
    seenMoving.current = undefined;
    open?.(settledNotice(tx));
    // Only a change of refill, status or attempt is news; the re-fetched record object is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, status, attempts]);
}
