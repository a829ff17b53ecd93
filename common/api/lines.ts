import { z } from "zod";
import { component } from "./component";
import { CONSENT_CHANNELS, SCHEDULE_RULES, TRANSACTION_STATUSES } from "./enums";

/** Answers about a customer's lines and how they pay: phone numbers, cards, scheduled refills. */

export const phoneRow = component("PhoneNumber", {
  id: z.number().int(),
  number: z.string().describe("digits only"),
  nickname: z.string(),
  carrier: z.number().int().nullable(),
  carrier_name: z.string().nullable(),
  plan: z.number().int().nullable(),
  plan_name: z.string().nullable(),
  user: z.number().int().describe("the customer the line belongs to"),
  user_name: z.string(),
  user_email: z.string(),
  is_active: z.boolean().describe("false once removed while refills still refer to it"),
  created_at: z.string(),
  service_ends_on: z
    .string()
    .nullable()
    .describe("YYYY-MM-DD, the company day the line's plan runs out; null until a refill or staff set it"),
  detected_operator: z
    .object({
      id: z.string().describe("the operator's id at the top-up aggregator"),
      name: z.string(),
      detected_at: z.string(),
      moved: z
        .boolean()
        .describe(
          "not the line's carrier's operator: the number moved (number portability); refills fail uncharged",
        ),
    })
    .nullable()
    .describe(
      "staff: the operator the aggregator's auto-detect last named for the number; null for customers, or none known",
    ),
});
export type PhoneNumber = z.infer<typeof phoneRow>;

/** What anyone, staff included, ever sees of a card. */
export const cardRow = component("Card", {
  id: z.number().int(),
  brand: z.string().describe("visa, mastercard, amex, discover (Stripe may name others)"),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  is_default: z.boolean(),
  is_expired: z.boolean().describe("past the end of its expiry month"),
  created_at: z.string(),
});
export type Card = z.infer<typeof cardRow>;

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

export const scheduledRefillRow = component("ScheduledRefill", {
  id: z.number().int(),
  phone_number: z.number().int(),
  phone_number_digits: z.string(),
  user: z.number().int().describe("the customer who owns the line"),
  user_name: z.string(),
  plan: z.number().int(),
  plan_name: z.string(),
  amount: z.string().describe('the plan\'s price, e.g. "25.00"'),
  payment_method: z.number().int().nullable(),
  card_label: z.string().nullable().describe('"Visa •••• 4242"'),
  rule: z
    .enum(SCHEDULE_RULES)
    .describe(
      "monthly: on day_of_month; on_expiry: days_before the line's service end date (automatic refill)",
    ),
  day_of_month: z.number().int().describe("1–28 (monthly; kept but unused for on_expiry)"),
  days_before: z.number().int().describe("0–3: days before the line's service end date (on_expiry)"),
  service_ends_on: z.string().nullable().describe("YYYY-MM-DD, the line's service end date"),
  next_run_on: z
    .string()
    .describe(
      "YYYY-MM-DD, the company day it next runs; on_expiry: service_ends_on − days_before (not before a retry's day)",
    ),
  is_active: z.boolean(),
  state: z
    .enum(["active", "paused", "suspended"])
    .describe(
      "paused: is_active false; suspended: failed payments stopped it until the customer pays or picks a card",
    ),
  failed_runs: z
    .number()
    .int()
    .describe("declined runs in a row (retried after 1 and 3 days, then suspended)"),
  suspended_at: z.string().nullable(),
  suspended_reason: z.string().nullable().describe("why it stopped (the card's answer)"),
  consent: z
    .object({
      by: z
        .number()
        .int()
        .nullable()
        .describe("who agreed (the customer, or the staff member on their word)"),
      by_name: z.string().nullable(),
      at: z.string(),
      channel: z
        .enum(CONSENT_CHANNELS)
        .describe("web, staff (on the customer's word) or phone (the phone menu)"),
      address: z.string().nullable().describe("the IP address or calling number it came from"),
      terms: z.string().describe("the version of the automatic refill terms agreed to"),
    })
    .nullable()
    .describe("the customer's agreement to automatic refills (on_expiry)"),
  last_run_on: z.string().nullable(),
  last_result: z
    .enum(TRANSACTION_STATUSES)
    .nullable()
    .describe("status of the latest transaction this schedule created"),
  last_transaction: z
    .object({ id: z.number().int(), status: z.enum(TRANSACTION_STATUSES), created_at: z.string() })
    .nullable()
    .describe("the latest transaction this schedule created (the list links to it)"),
  created_at: z.string(),
});
export type ScheduledRefill = z.infer<typeof scheduledRefillRow>;
