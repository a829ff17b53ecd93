import { problem } from "../../../common/problems";
import { refillErrorColumns } from "../../db/problems";
import type { TopupsAdapter } from "../../integrations/topups/types";
import { detectAndKeep, freshDetection, type KeptOperator, operatorMoved } from "../../refills/line-operator";
import { askOrRetryLater, type Attempt, finish } from "./attempt";

/**
 * Before a refill is charged: is its line's number still at the carrier it is topped up through? (DESIGN.md
 * §18, number portability.) The line's last detection serves while fresh (refills/line-operator.ts); an
 * older one is asked again. A number that moved ends the refill in `error` (operator_changed, the operator
 * it moved to in the details) before any charge: staff correct the line's carrier and plan, then retry.
 */
export async function operatorUnchanged(a: Attempt, topups: TopupsAdapter): Promise<boolean> {
  const t = a.refill;
  // Nothing to compare the number with: a carrier without an operator id at the aggregator.
  if (!t.provider_operator_id) return true;
  let kept: KeptOperator = {
    detected_operator_id: t.detected_operator_id,
    detected_operator_name: t.detected_operator_name,
    detected_at: t.detected_at === null ? null : String(t.detected_at),
  };
  if (!freshDetection(kept, a.now)) {
    const line = { id: t.phone_number_id, number: t.number };
    const operatorId = t.provider_operator_id;
    // Unknown: not charged, tried again after the backoff, as a top-up that could not be sent.
    const detected = await askOrRetryLater(a, "topup", () =>
      detectAndKeep(a.db, topups, line, operatorId, a.now),
    );
    if (!detected) return false;
    kept = detected;
  }
  if (!operatorMoved(t.provider_operator_id, kept.detected_operator_id)) return true;
  const to = kept.detected_operator_name
    ? `${kept.detected_operator_name} (${kept.detected_operator_id})`
    : kept.detected_operator_id;
  // Staff read which operator; the catalogues' words stay general.
  const moved = {
    ...problem("operator_changed"),
    details: `The number has moved to another operator, ${to}: choose the line's carrier and plan again. Not charged.`,
  };
  await finish(a, {
    status: "error",
    fields: refillErrorColumns(moved),
    step: "topup",
    outcome: "failed",
    message: null,
    problem: moved,
  });
  return false;
}
