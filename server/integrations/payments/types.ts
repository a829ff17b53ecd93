import type { z } from "zod";

/** What the database keeps of a card: never the full number, never the CVC. */
export interface SavedCard {
  processor: "simulated" | "stripe";
  /** the processor's handle on the card: a Stripe PaymentMethod id, or `pm_sim_…` (see simulated.ts) */
  processor_ref: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

/**
 * A payment processor, chosen by `PAYMENTS` (app.config.payments). Each mode takes its own request body
 * for POST /api/payments/cards/: the simulated one the card itself, Stripe a PaymentMethod id made in the
 * browser by Stripe Elements. Field problems are thrown as 400s naming the field (http/errors badRequest).
 */
export interface PaymentsAdapter<Input = any> {
  readonly processor: SavedCard["processor"];
  /** the body schema of POST /api/payments/cards/ in this mode */
  readonly cardInput: z.ZodType<Input>;
  /** Checks the card with the processor and answers what may be stored of it. */
  saveCard(input: Input, now: Date): Promise<SavedCard>;
}
