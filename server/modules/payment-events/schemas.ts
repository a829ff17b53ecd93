import { z } from "zod";

/** POST /api/payments/stripe/webhook/'s answers and refusal. */
export const webhookAnswer = z
  .object({
    received: z.literal(true),
    duplicate: z.boolean().describe("true: this event was stored before"),
  })
  .describe("the event is stored; the worker handles it");

export const webhookRefusal = z.object({ detail: z.string() });

export const PAYMENT_EVENT_MESSAGES = {
  badSignature: "The Stripe-Signature header does not match this body.",
  notStripe: "Stripe's events are taken only with PAYMENTS=stripe.",
} as const;
