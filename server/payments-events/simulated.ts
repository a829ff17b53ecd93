import { randomBytes } from "node:crypto";
import type Stripe from "stripe";
import { DISPUTE_CLOSED, type DisputeStatus } from "../../common/api/disputes";
import type { DB } from "../db/connection";
import { isDisputedSimulatedCharge } from "../integrations/payments/simulated";
import { disputeShape, type StripeDispute, type StripeObjects } from "../integrations/payments/stripe-events";

/**
 * PAYMENTS=simulated plays Stripe's events (DESIGN.md §17): a simulated event is stored in `processor_events`
 * as the webhook stores Stripe's (processor `simulated`), with the object it is about as Stripe would answer
 * it (`payload`: a Dispute's JSON, Stripe's shape), and the same job hands it to the same handlers. When a
 * handler reads the object again, this simulated processor answers the latest payload it played for that
 * object; it knows no other objects (PaymentIntents, refunds: the simulated adapter answers those in the
 * request). The demo's and the tests' disputes come through here.
 */

/** Days staff have to answer a simulated dispute: Stripe gives about a week. */
export const SIMULATED_EVIDENCE_DAYS = 7;

/** Stores one simulated event (handled by the payment events job, from `at` on). */
export async function playSimulatedEvent(
  db: DB,
  type: string,
  object: { id: string },
  at: Date,
  now = new Date(),
  eventId = `evt_sim_${randomBytes(8).toString("hex")}`,
): Promise<void> {
  await db
    .insertInto("processor_events")
    .values({
      processor: "simulated",
      event_id: eventId,
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
  /** 16 hex digits naming it (random unless given: the demo seed's are a function of its clock) */
  suffix?: string;
}): Stripe.Dispute {
  const suffix = input.suffix ?? randomBytes(8).toString("hex");
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

/** How long after the charge the simulated bank opens its dispute: "shortly", through the worker. */
export const SIMULATED_DISPUTE_AFTER_MS = 15_000;

/**
 * A charge that just succeeded: when the simulated processor took it on Stripe's test card 4000 0000 0000 0259
 * (its PaymentIntent's reference ends in `_dispute`), the customer's bank disputes it shortly after, as in
 * Stripe's test mode — charge.dispute.created is played (in the caller's transaction, so once), and the
 * payment events job hands it to the same handler as Stripe's.
 */
export async function disputeIfTestCard(trx: DB, chargeId: number, ref: string, now = new Date()) {
  if (!isDisputedSimulatedCharge(ref)) return;
  const charge = await trx
    .selectFrom("charges")
    .select("amount")
    .where("id", "=", chargeId)
    .executeTakeFirstOrThrow();
  const at = new Date(now.getTime() + SIMULATED_DISPUTE_AFTER_MS);
  const dispute = simulatedDispute({
    paymentIntent: ref,
    amount: charge.amount,
    created: at,
    dueBy: new Date(at.getTime() + SIMULATED_EVIDENCE_DAYS * 86_400_000),
  });
  await playSimulatedEvent(trx, "charge.dispute.created", dispute, at, now);
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
