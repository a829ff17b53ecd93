import { randomBytes } from "node:crypto";
import type Stripe from "stripe";
import { DISPUTE_CLOSED, type DisputeStatus } from "../../common/api/disputes";
import type { DB } from "../db/connection";
import { disputeShape, type StripeDispute, type StripeObjects } from "../integrations/payments/stripe-events";

/**
 * PAYMENTS=simulated plays Stripe's events (DESIGN.md §17): a simulated event is stored in `processor_events`
 * as the webhook stores Stripe's (processor `simulated`), with the object it is about as Stripe would answer
 * it (`payload`: a Dispute's JSON, Stripe's shape), and the same job hands it to the same handlers. When a
 * handler reads the object again, this simulated processor answers the latest payload it played for that
 * object; it knows no other objects (PaymentIntents, refunds: the simulated adapter answers those in the
 * request). The demo's and the tests' disputes come through here.
 */

/** Hours staff have to answer a simulated dispute: Stripe gives about a week (its test mode, 7 days). */
export const SIMULATED_EVIDENCE_DAYS = 7;

/** Stores one simulated event (handled by the payment events job, from `at` on). */
export async function playSimulatedEvent(
  db: DB,
  type: string,
  object: { id: string },
  at: Date,
  now = new Date(),
): Promise<void> {
  await db
    .insertInto("processor_events")
    .values({
      processor: "simulated",
      event_id: `evt_sim_${randomBytes(8).toString("hex")}`,
      type,
      object_id: object.id,
      livemode: false,
      occurred_at: at.toISOString(),
      received_at: now.toISOString(),
      next_attempt_at: at.toISOString(),
      payload: JSON.stringify(object),
    })
    .execute();
}

/**
 * A Dispute as Stripe's API answers it (the fields the product reads, Stripe's fixtures' shape): the charge
 * `ch_…` and its PaymentIntent, the amount, reason and status, and when evidence is due.
 */
export function simulatedDispute(input: {
  paymentIntent: string;
  amount: number;
  reason?: string;
  status?: DisputeStatus;
  created: Date;
  dueBy: Date;
}): Stripe.Dispute {
  const suffix = randomBytes(8).toString("hex");
  return {
    id: `dp_sim_${suffix}`,
    object: "dispute",
    amount: input.amount,
    balance_transactions: [],
    charge: `ch_sim_${suffix}`,
    created: Math.floor(input.created.getTime() / 1000),
    currency: "usd",
    evidence: {},
    evidence_details: {
      due_by: Math.floor(input.dueBy.getTime() / 1000),
      has_evidence: false,
      past_due: false,
      submission_count: 0,
    },
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: input.paymentIntent,
    reason: input.reason ?? "fraudulent",
    status: input.status ?? "needs_response",
  } as unknown as Stripe.Dispute;
}

/** What a submission moves a dispute waiting for evidence to, as Stripe does. */
const REVIEWED: Partial<Record<DisputeStatus, DisputeStatus>> = {
  needs_response: "under_review",
  warning_needs_response: "warning_under_review",
  appeal_needs_response: "appeal_under_review",
};

async function latestDispute(db: DB, id: string): Promise<Stripe.Dispute | null> {
  const played = await db
    .selectFrom("processor_events")
    .select("payload")
    .where("processor", "=", "simulated")
    .where("object_id", "=", id)
    .where("payload", "is not", null)
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (played?.payload) return JSON.parse(played.payload) as Stripe.Dispute;
  return null;
}

/** The simulated processor's side of the events: the objects it played, and a dispute's evidence. */
export function simulatedObjects(db: DB): StripeObjects {
  return {
    paymentIntent: async () => null,
    refund: async () => null,
    refundsOf: async () => [],
    charge: async () => null,
    dispute: async (id) => {
      const d = await latestDispute(db, id);
      return d ? disputeShape(d) : null;
    },
    paymentMethod: async () => null,
    earlyFraudWarning: async () => null,
    balance: async () => null,
    async updateDisputeEvidence(id, evidence, submit): Promise<StripeDispute> {
      const d = await latestDispute(db, id);
      if (!d) throw new Error(`No such dispute: ${id}`);
      if (DISPUTE_CLOSED.includes(d.status as DisputeStatus)) return disputeShape(d);
      const status = submit ? (REVIEWED[d.status as DisputeStatus] ?? d.status) : d.status;
      const next = {
        ...d,
        evidence: { ...d.evidence, ...evidence },
        evidence_details: {
          ...d.evidence_details,
          has_evidence: true,
          submission_count: (d.evidence_details?.submission_count ?? 0) + (submit ? 1 : 0),
        },
        status,
      } as Stripe.Dispute;
      // Stripe tells of the change with charge.dispute.updated; so does the simulation.
      await playSimulatedEvent(db, "charge.dispute.updated", next, new Date());
      return disputeShape(next);
    },
  };
}
