import type { z } from "zod";

/** The processors a card can be saved with (config's `payments`). */
export type PaymentProcessor = "simulated" | "stripe";

/**
 * What may be kept of a card, never the full number, never the CVC. The adapters know nothing of the
 * tables: the cards module stores these fields as the card's columns in payment_methods.
 */
export interface SavedCard {
  processor: PaymentProcessor;
  /** the processor's handle on the card: a Stripe PaymentMethod id, or `pm_sim_…` */
  processor_ref: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

/** The customer a card is saved for: Stripe attaches cards to a Customer so they can be charged off-session. */
export interface CardOwner {
  id: number;
  email: string;
  name: string;
  /** the processor's customer made with an earlier card, if any */
  processorCustomer: string | null;
}

/** A saved card plus, when the processor made one, the customer it now belongs to (to keep on the user). */
export interface SavedCardResult extends SavedCard {
  processorCustomer?: string | null;
}

/** A card's setup with the processor before it is typed: the browser confirms it with the secret. */
export interface CardSetup {
  /** the processor's id of it (a Stripe SetupIntent, `seti_…`), posted back with the card */
  setupIntent: string;
  /** what the browser confirms it with (Stripe.js confirmCardSetup); never stored */
  clientSecret: string;
  /** the processor's customer the card will belong to (to keep on the user) */
  processorCustomer: string;
}

export interface ChargeRequest {
  /** integer cents, USD */
  amount: number;
  /** the card's processor_ref */
  card: string;
  /** the processor's customer the card is attached to (Stripe needs it for off-session charges) */
  customer: string | null;
  /** the same key for every attempt of one charge: a repeat never charges twice */
  idempotencyKey: string;
  description: string;
  /**
   * `on`: the customer is on screen and started this payment (Refill Now, Rent Now, their pay-again), so that
   * their bank may ask them to authenticate it in the browser; `off`: it runs without them (scheduled,
   * automatic, phone menu, texts), where the bank's request to authenticate ends the charge instead.
   */
  session: "on" | "off";
}

/**
 * A charge's end: `succeeded`, `declined` (the card said no: the customer must use another), or
 * `action_required` (the customer must act: authenticate, or the card can no longer be used).
 */
export type ChargeResult =
  | {
      status: "succeeded";
      ref: string;
      /** the processor's fee and what the company keeps, cents, when it said (Stripe: by its event, later) */
      fees?: ChargeFees;
    }
  | {
      status: "declined" | "action_required";
      ref: string | null;
      message: string;
      /** the processor's name for it (Stripe's decline_code or code: insufficient_funds, expired_card…) */
      code?: string | null;
      /**
       * action_required because the customer's bank asks them to authenticate this very charge (3-D Secure):
       * the charge `ref` waits for them and is looked up again (chargeStatus) instead of being made anew.
       */
      authenticate?: boolean;
      /**
       * declined for good (a lost or stolen card, a closed account, fraud): trying again never helps, so an
       * automatic refill is not retried (DESIGN.md §16)
       */
      hard?: boolean;
    };

/** What a charge cost the company at the processor, and what it keeps of it (integer cents). */
export interface ChargeFees {
  fee: number;
  net: number;
}

export interface RefundRequest {
  /** integer cents, at most what the charge took */
  amount: number;
  /** the processor's reference of the charge being refunded (a PaymentIntent id on Stripe) */
  chargeRef: string;
  /** the same key for every attempt of one refund: a repeat never refunds twice */
  idempotencyKey: string;
}

/**
 * `pending`: the processor took the refund and has not finished it (Stripe's `pending`, `requires_action`):
 * it holds the money back from the charge but is not given back yet; its event says how it ends.
 */
export type RefundResult =
  | { status: "succeeded"; ref: string }
  | { status: "pending"; ref: string }
  | { status: "failed"; ref: string | null; message: string; code?: string | null };

/**
 * Capturing (part of) a hold (an authorisation made with `authorise`): `amount` at most what was authorised;
 * the rest is released by the capture itself (Stripe releases what a final capture leaves).
 */
export interface CaptureRequest {
  /** the hold's reference (a PaymentIntent with `capture_method: manual` on Stripe) */
  ref: string;
  /** integer cents, more than 0, at most the amount authorised */
  amount: number;
  /** the same key for every attempt of one capture */
  idempotencyKey: string;
}

/**
 * `succeeded`: the money was taken; `lapsed`: the hold is gone (it expired, or the bank or the processor
 * cancelled it), so nothing can be captured from it and what is owed must be paid another way.
 */
export type CaptureResult =
  | { status: "succeeded"; ref: string; fees?: ChargeFees }
  | { status: "lapsed"; ref: string; message: string };

/**
 * The processor could not be asked or did not answer for sure (network, 5xx, 429, a concurrent request
 * with the same idempotency key). The engine tries again later with the same key.
 */
export class TransientProviderError extends Error {
  readonly transient = true;
}

export const isTransient = (err: unknown): err is TransientProviderError =>
  err instanceof TransientProviderError || (err as { transient?: unknown } | null)?.transient === true;

/**
 * A payment processor, chosen by `PAYMENTS` (app.config.payments). Each mode takes its own request body
 * for POST /api/payments/cards/: the simulated one the card itself, Stripe a PaymentMethod id made in the
 * browser by Stripe Elements. A refused card throws CardRejected naming the field, a processor that cannot
 * answer ProcessorUnavailable (./errors).
 */
export interface PaymentsAdapter<Input = unknown> {
  readonly processor: SavedCard["processor"];
  /** the body schema of POST /api/payments/cards/ in this mode */
  readonly cardInput: z.ZodType<Input>;
  /**
   * Stripe: a SetupIntent (`usage: off_session`) for the owner's Customer, made when the card is about to be
   * typed, so that the bank may ask to authenticate it once, there, and later charges without the customer
   * are accepted; null where a card is saved without one (simulated: its fields go to POST
   * /api/payments/cards/ directly). Throws ProcessorUnavailable when the processor cannot answer.
   */
  setupCard(owner: CardOwner): Promise<CardSetup | null>;
  /** Checks the card with the processor and answers what may be stored of it. */
  saveCard(input: Input, now: Date, owner?: CardOwner): Promise<SavedCardResult>;
  /** Charges a saved card on- or off-session; throws TransientProviderError when the outcome is unknown. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * Where a charge that waited for the customer's authentication stands now (`ref` from its first answer):
   * succeeded once they authenticated, still action_required (authenticate) until then. Throws
   * TransientProviderError when unsure.
   */
  chargeStatus(ref: string): Promise<ChargeResult>;
  /**
   * The secret the browser needs to let the customer authenticate the charge `ref` (Stripe.js
   * handleNextAction); null where there is none (simulated). Read when asked, never stored.
   */
  authenticationSecret(ref: string): Promise<string | null>;
  /**
   * Cancels a charge `ref` that waits for the customer's authentication, because they pay with another card,
   * or releases a hold (`authorise`) of which nothing is owed:
   * `canceled` (now, or before), or `succeeded` when the customer authenticated it first (it took the money and
   * cannot be cancelled). Throws TransientProviderError when unsure.
   */
  cancel(ref: string): Promise<"canceled" | "succeeded">;
  /**
   * Holds `amount` on a saved card without taking it (Stripe: a PaymentIntent with `capture_method: manual`,
   * answered `requires_capture`): `succeeded` means authorised, its `ref` the hold's; a decline or a bank's
   * step as `charge` answers them. Throws TransientProviderError when unsure (resend with the same key).
   */
  authorise(request: ChargeRequest): Promise<ChargeResult>;
  /** Takes `amount` of a hold and releases the rest; throws TransientProviderError when unsure. */
  capture(request: CaptureRequest): Promise<CaptureResult>;
  /** Gives back (part of) a succeeded charge to the card it came from; throws TransientProviderError when unsure. */
  refund(request: RefundRequest): Promise<RefundResult>;
}
