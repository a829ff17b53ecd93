/** The values the API's enumerated fields take (the labels people read are in ../labels.ts). */

export const TRANSACTION_STATUSES = [
  "in_queue",
  "in_progress",
  "success",
  "resolved",
  "error",
  "action_required",
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** A refill a worker is still moving along (queued or leased): not refundable yet, its page re-fetched. */
export const TRANSACTION_MOVING: readonly TransactionStatus[] = ["in_queue", "in_progress"];
/** A refill stopped and waiting for someone: staff may retry or resolve it, its customer pay it again. */
export const TRANSACTION_STOPPED: readonly TransactionStatus[] = ["error", "action_required"];
/** A refill closed for good: topped up, or resolved by hand. */
export const TRANSACTION_CLOSED: readonly TransactionStatus[] = ["success", "resolved"];
/** The dashboard's failed refills: stopped, or closed without a top-up. */
export const TRANSACTION_FAILED: readonly TransactionStatus[] = [...TRANSACTION_STOPPED, "resolved"];

export const TRANSACTION_TRIGGERS = ["manual", "scheduled", "ivr", "sms"] as const;
export type TransactionTrigger = (typeof TRANSACTION_TRIGGERS)[number];

/** The steps of a transaction's history (its events): the engine's, and those people take. */
export const TRANSACTION_EVENT_STEPS = [
  "create",
  "claim",
  "charge",
  "topup",
  "retry",
  "resolve",
  "assign_card",
  "release",
  "pay",
  "authenticate",
] as const;
export type TransactionEventStep = (typeof TRANSACTION_EVENT_STEPS)[number];

/**
 * How a step of that history ended. The engine writes ok, declined and action_required (the bank's answer to
 * a charge), failed, transient (tried again later) and reclaimed (a lease taken over); a person's step is done.
 */
export const TRANSACTION_EVENT_OUTCOMES = [
  "ok",
  "declined",
  "failed",
  "action_required",
  "transient",
  "reclaimed",
  "done",
] as const;
export type TransactionEventOutcome = (typeof TRANSACTION_EVENT_OUTCOMES)[number];

/**
 * What a person's step in that history says, as a code with its values (`params`): the reader's catalogue
 * makes the words. The free text beside it (`message`) is a staff note, or the engine's and the provider's
 * own words.
 */
export const TRANSACTION_EVENT_CODES = {
  /** created from Refill Now */
  refill_now: {},
  /** created from the phone menu */
  phone_menu: {},
  /** created by a text message (REFILL, then YES) */
  text_message: {},
  /** created by the scheduler: the scheduled refill's id, the day it ran for */
  scheduled: { schedule: 0, date: "" },
  /** retried: the status it had */
  retried: { status: "" },
  /** a card put on the refill by staff: its label, queued again, made the customer's default */
  card_assigned: { card: "", requeued: false, made_default: false },
  /** the customer paid with another card: its label */
  customer_chose: { card: "" },
  /** the customer's bank confirmed the payment / refused it */
  bank_confirmed: {},
  bank_refused: {},
  /** closed with a refund: the refund's id, its amount (decimal string), the card's label or null (cash) */
  refunded_and_closed: { refund: 0, amount: "", card: "" as string | null },
  /** the engine's: the worker holding the refill stopped answering and another took its lease over */
  lease_reclaimed: {},
  /**
   * the engine's: the carrier reversed a top-up that had succeeded (REFUNDED after SUCCESSFUL, DESIGN.md §18):
   * the aggregator's reference, the line's service end date after taking the plan's days back (null: none)
   */
  reversed_by_carrier: { carrier_ref: "", ends_on: "" as string | null },
} as const;
export type TransactionEventCode = keyof typeof TRANSACTION_EVENT_CODES;
export type TransactionEventParams<C extends TransactionEventCode> = {
  -readonly [
    K in keyof (typeof TRANSACTION_EVENT_CODES)[C]
  ]: (typeof TRANSACTION_EVENT_CODES)[C][K] extends string
    ? string
    : (typeof TRANSACTION_EVENT_CODES)[C][K] extends number
      ? number
      : (typeof TRANSACTION_EVENT_CODES)[C][K] extends boolean
        ? boolean
        : (typeof TRANSACTION_EVENT_CODES)[C][K];
};
/** An event's code with its values, typed together. */
export type TransactionEventSays = {
  [C in TransactionEventCode]: { code: C; params: TransactionEventParams<C> };
}[TransactionEventCode];

export const RENTAL_STATUSES = [
  "preorder",
  "ready_for_pickup",
  "picked_up",
  "returned",
  "error",
  "resolved",
] as const;
export type RentalStatus = (typeof RENTAL_STATUSES)[number];

/** A rental booked and not picked up yet: the dashboard's going out today. */
export const RENTAL_NOT_OUT: readonly RentalStatus[] = ["preorder", "ready_for_pickup"];
/** A rental closed for good (returned, or resolved by hand): nothing moves on its own any more. */
export const RENTAL_CLOSED: readonly RentalStatus[] = ["returned", "resolved"];

export const RENTAL_TRIGGERS = ["manual", "member"] as const;
export type RentalTrigger = (typeof RENTAL_TRIGGERS)[number];

export const DEVICE_KINDS = ["phone", "hotspot", "sim"] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** A kind of fee on the company's fee list (migration 0029); a late return's amount is per day late. */
export const RENTAL_FEE_KINDS = ["late_return", "lost_device", "damage", "missing_accessory"] as const;
export type RentalFeeKind = (typeof RENTAL_FEE_KINDS)[number];

/** A device unit's state (migration 0020): available and out are in service, the rest are not. */
export const UNIT_STATUSES = ["available", "out", "maintenance", "lost", "retired"] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];
/** The statuses staff may set on a unit by hand (out is set by a pick-up). */
export const UNIT_SETTABLE = ["available", "maintenance", "lost", "retired"] as const;
/** Where a returned (or swapped-out) unit goes. */
export const UNIT_BACK_TO = ["available", "maintenance"] as const;
export const UNIT_EVENT_KINDS = [
  "added",
  "status",
  "picked_up",
  "returned",
  "swapped_in",
  "swapped_out",
] as const;
export type UnitEventKind = (typeof UNIT_EVENT_KINDS)[number];

export const CHARGE_KINDS = ["refill", "rental", "rental_payment", "deposit", "refund"] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

export const CHARGE_STATUSES = ["pending", "succeeded", "failed", "refunded"] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

export const CHARGE_METHODS = ["card", "cash"] as const;
export type ChargeMethod = (typeof CHARGE_METHODS)[number];

/** A scheduled refill's rule (DESIGN.md §16): on a day of the month, or when the line's plan runs out. */
export const SCHEDULE_RULES = ["monthly", "on_expiry"] as const;
export type ScheduleRule = (typeof SCHEDULE_RULES)[number];

/** How an automatic refill's consent was given: on the web, by staff on the customer's word, on the phone menu. */
export const CONSENT_CHANNELS = ["web", "staff", "phone"] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** The terms an automatic refill's consent is given to (stored with the consent). */
export const AUTOREFILL_TERMS_VERSION = "2026-11";
/** A message's channel (docs/messages.md). */
export const MESSAGE_CHANNELS = ["email", "sms"] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** A message's life: written, claimed by a sender, handed to the provider, delivered, or failed for good. */
export const MESSAGE_STATUSES = ["queued", "sending", "sent", "delivered", "failed"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * The kinds of message the product sends (server/messages/kinds.ts holds their channels and words; the
 * messages module checks the two lists are the same).
 */
export const MESSAGE_KIND_NAMES = [
  "password_reset",
  "member_invite",
  "customer_welcome",
  "pin_reset",
  "dispute_opened",
  "wallet_low",
  "refill_receipt",
  "rental_pickup_reminder",
  "rental_return_reminder",
  "rental_overdue",
  "refill_failed",
  "refill_reversed",
  "autorefill_upcoming",
  "autorefill_enrolled",
  "autorefill_cancelled",
] as const;
export type MessageKindName = (typeof MESSAGE_KIND_NAMES)[number];

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
