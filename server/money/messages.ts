import { formatMoneyCents } from "../../common/money";

/**
 * The sentences the money core refuses with, said once: the modules whose calls end in the core's rules
 * (charges, transactions, rentals) read them from here, never from one another.
 */

/** Why a card chosen to pay cannot (cards.ts, usableCard). */
export const PAYING_CARD_MESSAGES = {
  removed: "This card was removed. Choose another card.",
  expired: "This card has expired. Choose another card.",
} as const;

/** Why a charge cannot be refunded (refund.ts). */
export const REFUND_MESSAGES = {
  noteRequired: "Say why the money goes back.",
  tooMuch: (left: number) => `At most ${formatMoneyCents(left)} can be refunded.`,
  nothingLeft: "Nothing is left to refund on this charge.",
  refundOfRefund: "A refund cannot be refunded.",
  notSucceeded: "Only a charge that succeeded can be refunded.",
  deposit: "Refund the deposit from the rental's page.",
  refillMoving: "This refill is being processed; refund it once it has stopped.",
  inFlight: "A refund of this charge is already on its way. Try again in a moment.",
  disputed:
    "This charge is disputed: the customer's bank holds its money until the dispute closes, so a refund would pay it back twice.",
  noProcessorRef:
    "The processor's reference of this card charge is missing, so it cannot be refunded by card.",
} as const;
