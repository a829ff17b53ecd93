import { z } from "zod";
import { component, extendedComponent } from "./component";
import { DISPUTE_STATUSES } from "./enums";

/** Answers of /api/disputes/: chargebacks of the company's card charges, as Stripe reports them. */

export {
  DISPUTE_CLOSED,
  DISPUTE_EVIDENCE_FIELDS,
  DISPUTE_NEEDS_RESPONSE,
  DISPUTE_STATUSES,
  type DisputeEvidenceField,
  type DisputeStatus,
} from "./enums";

const money = () => z.string().describe("decimal string, USD");

/** A dispute as a charge's answer carries it (null when the charge was never disputed). */
export const chargeDisputeAnswer = component("ChargeDispute", {
  id: z.number().int(),
  status: z.enum(DISPUTE_STATUSES),
  amount: money(),
  reason: z.string().describe("Stripe's reason: fraudulent, duplicate, product_not_received, general…"),
  evidence_due_by: z.string().nullable().describe("ISO 8601 UTC; null once nothing more can be sent"),
});
export type ChargeDispute = z.infer<typeof chargeDisputeAnswer>;

/** GET /api/disputes/: one row of the list. */
export const disputeAnswer = extendedComponent("Dispute", chargeDisputeAnswer, {
  charge: z.number().int(),
  user: z.number().int(),
  user_name: z.string(),
  transaction: z.number().int().nullable(),
  rental: z.number().int().nullable(),
  charge_amount: money(),
  processor_ref: z.string().describe("Stripe's dispute id (dp_…)"),
  evidence_submitted_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Dispute = z.infer<typeof disputeAnswer>;

/** GET /api/disputes/{id}/: the row, and the evidence: as sent, else as the product would fill it. */
export const disputeDetailAnswer = extendedComponent("DisputeDetail", disputeAnswer, {
  evidence: z
    .record(z.string(), z.string())
    .describe("Stripe's evidence fields: as last sent, else compiled from what the product knows"),
  evidence_sent: z.boolean().describe("true once evidence was sent to Stripe"),
  funds_withdrawn_at: z.string().nullable(),
  funds_reinstated_at: z.string().nullable(),
});
export type DisputeDetail = z.infer<typeof disputeDetailAnswer>;
