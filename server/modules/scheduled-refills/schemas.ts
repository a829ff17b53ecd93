import { z } from "zod";
import { listQueryOf } from "../../http/lists/readers";
import { pk } from "../../http/ids";
import { scheduledRefillRow, type ScheduledRefill as ScheduledRefillRow } from "../../../common/api";
import { SCHEDULE_RULES } from "../../../common/api/enums";

export { scheduledRefillRow };
export type { ScheduledRefillRow };

/** Whether a schedule whose day is today also runs today: its first run is otherwise the next such day. */
const runToday = () =>
  z
    .boolean()
    .optional()
    .describe(
      "when day_of_month is today (the company's day): true also refills today; default false, the first run is next month's",
    );

export const scheduledRefillListQuery = listQueryOf(
  "next_run_on, day_of_month, created_at; default next_run_on",
  {
    search: "number digits, plan, customer name or e-mail",
    user: "customer id(s)",
    phone_number: "phone number id(s)",
    plan: "plan id(s)",
    is_active: "true/false",
    rule: "monthly, on_expiry (comma-separated for several)",
    suspended: "true: stopped by failed payments (until the customer pays or picks a card); false: not",
    service_ends_before: "YYYY-MM-DD, the line's service ends on that day or earlier",
    next_run_after: "YYYY-MM-DD, runs on that day or later",
    next_run_before: "YYYY-MM-DD, runs on that day or earlier",
    created_after: "YYYY-MM-DD, from the start of that day in the company's time zone",
    created_before: "YYYY-MM-DD, to the end of that day in the company's time zone",
  },
);

const dayOfMonth = () =>
  z.preprocess(
    (v) => (typeof v === "string" && /^\s*\d{1,2}\s*$/.test(v) ? Number(v) : v),
    z.number().int().min(1).max(28).describe("1–28, so that every month has it"),
  );

const rule = () =>
  z
    .enum(SCHEDULE_RULES)
    .describe("monthly (on day_of_month) or on_expiry (days_before the line's service end date)");
const daysBefore = () =>
  z.preprocess(
    (v) => (typeof v === "string" && /^\s*\d\s*$/.test(v) ? Number(v) : v),
    z.number().int().min(0).max(3).describe("0–3 days before the line's service end date (on_expiry only)"),
  );
const agreeTerms = () =>
  z
    .boolean()
    .optional()
    .describe(
      "on_expiry: true records the customer's consent to the automatic refill terms (who, when, how, from where, which terms)",
    );

export const scheduledRefillCreateBody = z.object({
  phone_number: pk().describe("an active line (a customer's own)"),
  plan: pk().describe("an active plan, of the line's carrier if it has one"),
  payment_method: pk().describe("a card of the line's owner"),
  rule: rule().optional().describe("default monthly"),
  day_of_month: dayOfMonth().optional().describe("1–28: required for monthly, refused for on_expiry"),
  days_before: daysBefore().optional().describe("on_expiry only; default 0 (on the end date)"),
  agree_terms: agreeTerms(),
  is_active: z.boolean().optional().describe("default true"),
  run_today: runToday(),
});
export type ScheduledRefillCreate = z.infer<typeof scheduledRefillCreateBody>;

export const scheduledRefillUpdateBody = z.object({
  phone_number: pk().optional(),
  plan: pk().optional(),
  payment_method: pk().nullable().optional().describe("null only while paused"),
  rule: rule().optional(),
  day_of_month: dayOfMonth().optional().describe("monthly only"),
  days_before: daysBefore().optional(),
  agree_terms: agreeTerms().describe("required (true) to switch a schedule to on_expiry"),
  is_active: z
    .boolean()
    .optional()
    .describe("false pauses (cancels an automatic refill); true resumes (next_run_on is recomputed)"),
  run_today: runToday(),
});
export type ScheduledRefillUpdate = z.infer<typeof scheduledRefillUpdateBody>;

/**
 * What a schedule's writes refuse with, beside what placing any refill does (the line, the plan:
 * server/refills/place.ts's PLACING_MESSAGES) and the card's own reasons (server/money/messages.ts).
 */
export const SCHEDULE_MESSAGES = {
  cardRequired: "Choose a card for this scheduled refill.",
  sameDay: (day: number) => `This number already has a scheduled refill on day ${day}.`,
  dayMonthlyOnly: "The day of the month is only for monthly refills.",
  daysBeforeOnExpiryOnly: "Days before is only for automatic refills when the plan runs out.",
  termsRequired: "Agree to the automatic refill terms to refill when the plan runs out.",
  onExpiryTaken: "This number already refills automatically when its plan runs out.",
} as const;
