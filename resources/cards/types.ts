export type { Card } from "@common/api";

/** POST /api/payments/cards/ with the simulated processor (the default). */
export interface NewSimulatedCard {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/**
 * POST /api/payments/cards/ with PAYMENTS=stripe: the SetupIntent Stripe.js confirmed in the browser with
 * the card typed in Stripe Elements, and the PaymentMethod it made.
 */
export interface NewStripeCard {
  payment_method: string;
  setup_intent: string;
}

/** POST /api/payments/cards/setup/ (Stripe mode): the SetupIntent the browser confirms with the card. */
export interface CardSetup {
  setup_intent: string;
  client_secret: string;
}

export type NewCard = NewSimulatedCard | NewStripeCard;
