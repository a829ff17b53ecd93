import { z } from "zod";

/** What anyone, staff included, ever sees of a card. */
export const cardRow = z.object({
  id: z.number().int(),
  brand: z.string().describe("visa, mastercard, amex, discover (Stripe may name others)"),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  is_default: z.boolean(),
  is_expired: z.boolean().describe("past the end of its expiry month"),
  created_at: z.string(),
});
export type CardRow = z.infer<typeof cardRow>;

export const cardPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(cardRow),
});

export const cardListQuery = z
  .object({
    page: z.string().optional(),
    page_size: z.string().optional(),
    ordering: z
      .string()
      .optional()
      .describe("created_at, exp_year, is_default; default: the default card, then newest"),
    user: z
      .string()
      .optional()
      .describe("staff: the customer whose cards to list (required for staff; ignored for customers)"),
  })
  .loose();

export const CARD_MESSAGES = {
  usedBySchedule: "This card is used by a scheduled refill. Choose another card there first.",
  expiredDefault: "This card has expired and cannot be the default card.",
} as const;

/** GET /api/payments/config/: what the panel's Add-card dialog needs to know (never the secret key). */
export const paymentsConfig = z.object({
  processor: z
    .enum(["simulated", "stripe"])
    .describe("simulated: post the card itself; stripe: a PaymentMethod from Stripe Elements"),
  publishable_key: z
    .string()
    .nullable()
    .describe("Stripe's publishable key (pk_…) for Stripe Elements; null when simulated"),
});
export type PaymentsConfig = z.infer<typeof paymentsConfig>;
