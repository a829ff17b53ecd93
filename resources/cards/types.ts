export type { Card } from "@common/api";

/** POST /api/payments/cards/ with the simulated processor (the default). */
export interface NewSimulatedCard {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/** POST /api/payments/cards/ with PAYMENTS=stripe: a PaymentMethod made in the browser by Stripe Elements. */
export interface NewStripeCard {
  payment_method: string;
}

export type NewCard = NewSimulatedCard | NewStripeCard;
