/** GET /api/payments/cards/ rows (server/modules/cards/schemas.ts): never more than this of a card. */
export interface Card {
  id: number;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  is_default: boolean;
  is_expired: boolean;
  created_at: string;
}

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
