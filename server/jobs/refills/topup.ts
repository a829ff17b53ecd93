import { isTransient } from "../../integrations/payments/types";
import type { TopupResult, TopupsAdapter } from "../../integrations/topups/types";
import { type Attempt, type ChargeWrite, finish, retryLater, topupAmount } from "./attempt";
import { problem, problemOf } from "../../../common/problems";
import { paymentErrorColumns, refillErrorColumns } from "../../db/problems";
import { reversalWatch } from "./reversals";

/**
 * Step 2 of a refill: top the line up under the reference `txn-<id>` (`txn-<id>-<n>` after n − 1 failed
 * rounds). The adapter looks the reference up before sending, so a repeat never tops up twice. A top-up
 * the aggregator is still processing (every Reloadly send: /topups-async) keeps its id on the refill
 * (`topup_processing_ref`), which stays queued on the backoff, and the next attempts ask only its status.
 * The attempt ends here, with the charge step 1 made in it (`charge`, null if none) written alongside. A
 * success starts the reversal watch (reversals.ts).
 */
export async function topUp(a: Attempt, topups: TopupsAdapter, charge: ChargeWrite | null): Promise<void> {
  const { claim: c, refill: t } = a;
  const failedTopups = Number(t.failed_topups ?? 0);
  const reference = failedTopups === 0 ? `txn-${c.id}` : `txn-${c.id}-${failedTopups + 1}`;
  // A charge made in this attempt starts the count of transient errors anew.
  const previous = charge ? 0 : t.transient_errors;
  const sent = t.topup_processing_ref;
  let topup: TopupResult;
  try {
    topup = sent
      ? await topups.status(sent)
      : await topups.topup({
          reference,
          operatorId: t.provider_operator_id,
          productId: t.provider_product_id,
          amount: topupAmount(t),
          recipient: t.number,
          // Only the first claim of the first round can be sure nobody sent this reference yet.
          mayHaveBeenSent: c.attempts > 1 || c.reclaimed || failedTopups > 0,
        });
  } catch (err) {
    if (!isTransient(err)) throw err;
    await retryLater(a, {
      step: "topup",
      problem: problemOf("topup", (err as Error).message),
      previous,
      charge,
      inFlight: sent,
    });
    return;
  }
  if (topup.status === "processing") {
    await retryLater(a, {
      step: "topup",
      problem: problem("topup_processing"),
      previous,
      charge,
      inFlight: topup.ref ?? sent ?? "",
    });
    return;
  }
  if (topup.status === "failed") {
    const why = problemOf("topup", topup.message, topup.code);
    await finish(a, {
      status: "error",
      // No carrier reference on a refill that was not topped up: the screen would read as if it had been.
      // The attempt's own reference stays in its history's line.
      fields: { ...refillErrorColumns(why), provider_ref: null, topup_processing_ref: null },
      step: "topup",
      outcome: "failed",
      message: null,
      problem: { ...why, params: { ...why.params, reference } },
      charge,
    });
    return;
  }
  await finish(a, {
    status: "success",
    fields: {
      ...refillErrorColumns(null),
      ...paymentErrorColumns(null),
      provider_ref: topup.ref,
      // The aggregator's word on the cost, else the plan's cost now: a later price change keeps this margin.
      topup_cost: topup.cost ?? t.plan_cost,
      topup_processing_ref: null,
      ...reversalWatch(a.now, a.looks),
    },
    step: "topup",
    outcome: "ok",
    message: reference,
    charge,
  });
}
