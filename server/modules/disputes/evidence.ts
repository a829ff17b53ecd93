import { DISPUTE_EVIDENCE_FIELDS, DISPUTE_NEEDS_RESPONSE } from "../../../common/api/disputes";
import { audit } from "../../db/audit-log";
import type { DB } from "../../db/connection";
import { ApiError, refused } from "../../http/errors";
import type { StripeObjects } from "../../integrations/payments/stripe-events";
import { keepDispute } from "../../payments-events/disputes";
import type { AuthContext } from "../../security/caller";
import { disputeRow, getDisputeDetail, isClosed } from "./queries";
import { DISPUTE_MESSAGES, type DisputeEvidenceInput } from "./schemas";

/**
 * POST /api/disputes/{id}/evidence/ (staff): the evidence fields sent to Stripe (`submit`: for the bank's
 * review now, which is final; otherwise saved at Stripe and still editable), kept with the dispute as sent,
 * and Stripe's answer (its status) recorded.
 */
export async function sendEvidence(
  db: DB,
  stripe: StripeObjects | null,
  ctx: AuthContext,
  id: number,
  input: DisputeEvidenceInput,
  now = new Date(),
) {
  const row = await disputeRow(db, ctx, id);
  if (isClosed(row)) throw refused(DISPUTE_MESSAGES.closed);
  if (!DISPUTE_NEEDS_RESPONSE.includes(row.status)) throw refused(DISPUTE_MESSAGES.underReview);
  if (!stripe) throw refused(DISPUTE_MESSAGES.notStripe);
  const evidence: Record<string, string> = {};
  for (const field of DISPUTE_EVIDENCE_FIELDS) {
    const value = input[field]?.trim();
    if (value) evidence[field] = value;
  }
  let answer;
  try {
    answer = await stripe.updateDisputeEvidence(row.processor_ref, evidence, input.submit);
  } catch {
    throw new ApiError(502, { detail: DISPUTE_MESSAGES.unreachable });
  }
  await db.transaction().execute(async (trx) => {
    await keepDispute(
      trx,
      { id: row.charge_id, company_id: row.company_id, user_id: row.user_id },
      answer,
      null,
      now,
    );
    await trx
      .updateTable("disputes")
      .set({
        evidence: JSON.stringify(evidence),
        ...(input.submit ? { evidence_submitted_at: now.toISOString() } : {}),
      })
      .where("id", "=", id)
      .execute();
    await audit(
      trx,
      ctx,
      input.submit ? "charge.dispute_submit" : "charge.dispute_evidence",
      "charge",
      row.charge_id,
      {
        dispute: id,
        fields: Object.keys(evidence),
      },
    );
  });
  return getDisputeDetail(db, ctx, id);
}
