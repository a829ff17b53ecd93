import { z } from "zod";
import { DISPUTE_EVIDENCE_FIELDS } from "../../../common/api/disputes";
export {
  DISPUTE_STATUSES,
  DISPUTE_EVIDENCE_FIELDS,
  disputeAnswer,
  disputeDetailAnswer,
  type Dispute,
  type DisputeDetail,
} from "../../../common/api/disputes";

export const DISPUTE_MESSAGES = {
  closed: "This dispute is closed: no more evidence can be sent.",
  underReview: "The evidence was submitted: the bank is reviewing it.",
  notStripe: "Evidence is sent to Stripe: this company's payments are not on Stripe.",
  unreachable: "Stripe could not be reached or refused the evidence. Please try again.",
  tooLong: "At most 20000 characters.",
} as const;

const evidenceField = z.string().max(20_000, DISPUTE_MESSAGES.tooLong).optional();

/** POST /api/disputes/{id}/evidence/: Stripe's evidence fields, and whether to submit them for review now. */
export const disputeEvidenceBody = z.object({
  ...(Object.fromEntries(DISPUTE_EVIDENCE_FIELDS.map((f) => [f, evidenceField])) as Record<
    (typeof DISPUTE_EVIDENCE_FIELDS)[number],
    typeof evidenceField
  >),
  submit: z
    .boolean()
    .default(false)
    .describe("true: submitted to the bank for review (final); false: saved at Stripe, still editable"),
});
export type DisputeEvidenceInput = z.output<typeof disputeEvidenceBody>;
