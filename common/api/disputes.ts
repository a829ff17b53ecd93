import { z } from "zod";
import { component, extendedComponent } from "./component";

/** Answers of /api/disputes/: chargebacks of the company's card charges, as Stripe reports them. */

/** Stripe's dispute statuses (stripe Dispute.Status). */
export const DISPUTE_STATUSES = [
  "warning_needs_response",
  "warning_under_review",
  "warning_closed",
  "needs_response",
  "under_review",
  "won",
  "lost",
  "prevented",
  "appeal_needs_response",
  "appeal_under_review",
] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
/** Over: nothing more can be sent, the money's fate is known. */
export const DISPUTE_CLOSED: readonly DisputeStatus[] = ["warning_closed", "won", "lost", "prevented"];
/** Waiting for the company's evidence: the dashboard's "needing a response". */
export const DISPUTE_NEEDS_RESPONSE: readonly DisputeStatus[] = [
  "warning_needs_response",
  "needs_response",
  "appeal_needs_response",
];

/** The evidence fields the product fills and staff edit (Stripe's names; its text fields, not its files). */
export const DISPUTE_EVIDENCE_FIELDS = [
  "customer_name",
  "customer_email_address",
  "customer_purchase_ip",
  "billing_address",
  "product_description",
  "service_date",
  "access_activity_log",
  "refund_policy_disclosure",
  "refund_refusal_explanation",
  "duplicate_charge_explanation",
  "uncategorized_text",
] as const;
export type DisputeEvidenceField = (typeof DISPUTE_EVIDENCE_FIELDS)[number];

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
