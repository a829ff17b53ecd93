import type { MessageChannel } from "../db/schema";
import type { Catalogue } from "../i18n";

/**
 * Every kind of message the product sends, with the channels it goes out on unless its sender names others.
 * Its words are `notices.<kind>` in server/i18n/en.ts and es.ts (TypeScript holds the two lists together).
 * SMS goes only where the kind has SMS words and the customer agreed to texts (./outbox.ts).
 */
export const MESSAGE_KINDS = {
  /** "Forgot password": the one-time link, one hour */
  password_reset: { channels: ["email"] },
  /** an owner invited a member: the link to choose a password, 7 days */
  member_invite: { channels: ["email"] },
  /** staff opened a customer's account: the link to choose a password, 7 days */
  customer_welcome: { channels: ["email"] },
  /** staff's "Send PIN reset": the link to choose a new phone sign-in PIN, 24 hours */
  pin_reset: { channels: ["email"] },
  /** a customer disputed a card charge with their bank (Stripe): the owners, with the evidence's due date */
  dispute_opened: { channels: ["email"] },
  /** to the owners: the top-up wallet is below their threshold or short of a refill (once per episode) */
  wallet_low: { channels: ["email"] },
  /** a scheduled or automatic refill succeeded: amount, line, new service end date (DESIGN.md §16) */
  refill_receipt: { channels: ["email", "sms"] },
  /** a booked rental starts tomorrow: pick the device up */
  rental_pickup_reminder: { channels: ["email", "sms"] },
  /** a rental ends tomorrow: bring the device back */
  rental_return_reminder: { channels: ["email", "sms"] },
  /** a device is overdue: once a day, the first 7 days */
  rental_overdue: { channels: ["email", "sms"] },
  /**
   * an automatic refill could not charge and stopped (suspended), or an off-session refill's bank asks the
   * customer to authenticate (`authenticate`): why, and the pay link (DESIGN.md §16, §17)
   */
  refill_failed: { channels: ["email", "sms"] },
  /** the carrier took a successful top-up back (DESIGN.md §18): the line, the end date moved back, what comes next */
  refill_reversed: { channels: ["email", "sms"] },
  /** an automatic refill charges in 3 days: plan, amount, card, day, how to cancel */
  autorefill_upcoming: { channels: ["email", "sms"] },
  /** the customer enrolled a line in automatic refills: what, when, how to cancel */
  autorefill_enrolled: { channels: ["email", "sms"] },
  /** an automatic refill was cancelled */
  autorefill_cancelled: { channels: ["email", "sms"] },
} as const satisfies Record<keyof Catalogue["notices"], { channels: readonly MessageChannel[] }>;

export type MessageKind = keyof typeof MESSAGE_KINDS;

export const isMessageKind = (value: string): value is MessageKind => Object.hasOwn(MESSAGE_KINDS, value);
