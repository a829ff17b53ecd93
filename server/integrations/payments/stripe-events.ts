import Stripe from "stripe";
import { stripeClient, type StripeOptions } from "./stripe";
import { TransientProviderError } from "./types";

/**
 * Stripe's side of its events (DESIGN.md §17): the signature of a webhook's body checked with the endpoint's
 * secret (`stripe.webhooks.constructEvent`), and the objects an event names read again from Stripe's API, as
 * Stripe advises (events come late, twice and out of order: only a fresh read says where an object stands).
 * Answers plain shapes holding what the handlers use; knows nothing of the tables.
 */

/** What is kept of a verified event: the handler reads its object again rather than trust the payload. */
export interface StripeEventSummary {
  id: string;
  type: string;
  /** the id of `data.object` (a PaymentIntent's, a Refund's, a Dispute's…) */
  objectId: string;
  occurredAt: Date;
  livemode: boolean;
}

/** Checks the `Stripe-Signature` header against the raw body; null when missing, forged, stale or malformed. */
export function verifyStripeEvent(
  secret: string,
  rawBody: string | Buffer,
  signature: string | string[] | undefined,
): StripeEventSummary | null {
  if (typeof signature !== "string" || !signature) return null;
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    return null;
  }
  const object = (event.data?.object ?? {}) as { id?: unknown };
  if (typeof event.id !== "string" || typeof event.type !== "string" || typeof object.id !== "string")
    return null;
  return {
    id: event.id,
    type: event.type,
    objectId: object.id,
    occurredAt: new Date((event.created ?? 0) * 1000),
    livemode: event.livemode === true,
  };
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === "string" ? value : value.id;
const when = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

export interface StripeIntent {
  id: string;
  status: Stripe.PaymentIntent.Status;
  /** why the last attempt failed, and whether the bank declined it (decline_code) or asked to authenticate */
  error: { message: string; code: string | null; declineCode: string | null } | null;
  latestCharge: string | null;
}

export interface StripeRefund {
  id: string;
  amount: number;
  /** pending, requires_action, succeeded, failed, canceled */
  status: string;
  paymentIntent: string | null;
  charge: string | null;
  /** our refund's idempotency key, sent as metadata when we made it; absent for one made in Stripe */
  ourKey: string | null;
  failureReason: string | null;
}

export interface StripeCharge {
  id: string;
  paymentIntent: string | null;
  balanceTransaction: string | null;
}

export interface StripeDispute {
  id: string;
  charge: string;
  paymentIntent: string | null;
  amount: number;
  reason: string;
  status: string;
  evidenceDueBy: Date | null;
  isChargeRefundable: boolean;
}

export interface StripeCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface StripeFraudWarning {
  id: string;
  charge: string;
  paymentIntent: string | null;
}

/** The reads (and the one write, a dispute's evidence) the event handlers make; null: no such object. */
export interface StripeObjects {
  paymentIntent(id: string): Promise<StripeIntent | null>;
  refund(id: string): Promise<StripeRefund | null>;
  /** every refund of a PaymentIntent, as Stripe holds them now */
  refundsOf(paymentIntent: string): Promise<StripeRefund[]>;
  charge(id: string): Promise<StripeCharge | null>;
  dispute(id: string): Promise<StripeDispute | null>;
  paymentMethod(id: string): Promise<StripeCard | null>;
  earlyFraudWarning(id: string): Promise<StripeFraudWarning | null>;
  /** the fee and net of a charge's balance transaction, cents */
  balance(id: string): Promise<{ fee: number; net: number } | null>;
  /** sends a dispute's evidence (Stripe's field names), submitting it for review when `submit` */
  updateDisputeEvidence(
    id: string,
    evidence: Record<string, string>,
    submit: boolean,
  ): Promise<StripeDispute>;
}

const missing = (err: unknown) =>
  err instanceof Stripe.errors.StripeError && (err.statusCode === 404 || err.code === "resource_missing");

/** A read that answers null for an object Stripe does not have, and is tried again later otherwise. */
async function read<T, R>(get: () => Promise<T>, shape: (raw: T) => R): Promise<R | null> {
  let raw: T;
  try {
    raw = await get();
  } catch (err) {
    if (missing(err)) return null;
    throw new TransientProviderError(`Stripe could not be read (${(err as Error).message})`);
  }
  return shape(raw);
}

const refundShape = (r: Stripe.Refund): StripeRefund => ({
  id: r.id,
  amount: r.amount,
  status: r.status ?? "pending",
  paymentIntent: idOf(r.payment_intent),
  charge: idOf(r.charge),
  ourKey: (r.metadata?.idempotency_key as string | undefined) ?? null,
  failureReason: r.failure_reason ?? null,
});

export const disputeShape = (d: Stripe.Dispute): StripeDispute => ({
  id: d.id,
  charge: idOf(d.charge) ?? "",
  paymentIntent: idOf(d.payment_intent),
  amount: d.amount,
  reason: d.reason,
  status: d.status,
  evidenceDueBy: when(d.evidence_details?.due_by),
  isChargeRefundable: d.is_charge_refundable === true,
});

export function stripeObjects(options: StripeOptions): StripeObjects {
  const stripe = stripeClient(options);
  return {
    paymentIntent: (id) =>
      read(
        () => stripe.paymentIntents.retrieve(id),
        (pi) => ({
          id: pi.id,
          status: pi.status,
          error: pi.last_payment_error
            ? {
                message: pi.last_payment_error.message ?? "",
                code: pi.last_payment_error.code ?? null,
                declineCode: pi.last_payment_error.decline_code ?? null,
              }
            : null,
          latestCharge: idOf(pi.latest_charge),
        }),
      ),
    refund: (id) => read(() => stripe.refunds.retrieve(id), refundShape),
    async refundsOf(paymentIntent) {
      const out: StripeRefund[] = [];
      try {
        for await (const r of stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 }))
          out.push(refundShape(r));
      } catch (err) {
        if (missing(err)) return [];
        throw new TransientProviderError(`Stripe could not be read (${(err as Error).message})`);
      }
      return out;
    },
    charge: (id) =>
      read(
        () => stripe.charges.retrieve(id),
        (c) => ({
          id: c.id,
          paymentIntent: idOf(c.payment_intent),
          balanceTransaction: idOf(c.balance_transaction),
        }),
      ),
    dispute: (id) => read(() => stripe.disputes.retrieve(id), disputeShape),
    paymentMethod: (id) =>
      read(
        () => stripe.paymentMethods.retrieve(id),
        (pm) =>
          pm.card
            ? {
                id: pm.id,
                brand: pm.card.brand,
                last4: pm.card.last4,
                expMonth: pm.card.exp_month,
                expYear: pm.card.exp_year,
              }
            : null,
      ),
    earlyFraudWarning: (id) =>
      read(
        () => stripe.radar.earlyFraudWarnings.retrieve(id),
        (w) => ({ id: w.id, charge: idOf(w.charge) ?? "", paymentIntent: idOf(w.payment_intent) }),
      ),
    balance: (id) =>
      read(
        () => stripe.balanceTransactions.retrieve(id),
        (b) => ({ fee: b.fee, net: b.net }),
      ),
    async updateDisputeEvidence(id, evidence, submit) {
      try {
        return disputeShape(await stripe.disputes.update(id, { evidence, submit }));
      } catch (err) {
        throw new TransientProviderError(`Stripe refused the evidence (${(err as Error).message})`);
      }
    },
  };
}
