import { z } from "zod";
import { component } from "./component";
import { topupWalletAnswer } from "./topup-wallet";

/** The spans the dashboard reads: the company's today, its last 7 days, its last 30 days (today included). */
export const DASHBOARD_RANGES = ["today", "7d", "30d"] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

const money = () => z.string().describe("decimal string, USD");
const day = () => z.string().describe("a company day, YYYY-MM-DD");

export const dashboardQuery = z.object({
  range: z.enum(DASHBOARD_RANGES).default("today").describe("today, 7d or 30d, in the company's days"),
});

const refillFigures = {
  refills: z.number().int().describe("refills created in the range, whatever became of them"),
  succeeded: z.number().int().describe("of those, topped up (status success)"),
  failed: z.number().int().describe("of those, stopped: error, action required, or resolved by staff"),
  pending: z.number().int().describe("of those, still in the queue or in progress"),
  sales: money().describe("Σ amount of the succeeded ones"),
};

/**
 * The money of the range's charges (card and cash: refills, rentals, rental payments, deposits), each on the
 * company day it was made: what the charges' CSV of those days adds up to. `sales` above stays the refills'.
 */
const moneyFigures = {
  gross_revenue: money().describe(
    "Σ of the charges that took money (refunds aside), even if given back later: money in",
  ),
  refunds: money().describe("Σ of the refunds that went through, on the day each was made: money given back"),
  net_revenue: money().describe("gross_revenue − refunds: the money kept"),
};

/**
 * The company's margin on the refills created in the range, each counted whole on its day (its later refunds
 * included): what the transactions CSV of those days adds up to, refill by refill.
 */
const marginAnswer = z
  .object({
    revenue: money().describe("Σ of what the refills' charges took, less their refunds that went through"),
    cost: money().describe("Σ of what their top-ups cost at the aggregator, after its discount"),
    fees: money().describe("Σ of the processor's fees of their charges"),
    gross_margin: money().describe("revenue − cost − fees"),
  })
  .describe("the gross margin on the range's refills");

export const dashboardAnswer = component("Dashboard", {
  range: z.enum(DASHBOARD_RANGES),
  from: day().describe("first day of the range"),
  to: day().describe("last day of the range: the company's today"),
  time_zone: z.string().describe("the company's IANA time zone, in which the days are taken"),
  ...refillFigures,
  ...moneyFigures,
  success_rate: z
    .number()
    .nullable()
    .describe("succeeded ÷ (succeeded + failed), 0–1; null when none has finished"),
  waiting: z
    .object({
      error: z.number().int().describe("refills in error now, whenever made"),
      action_required: z.number().int().describe("refills waiting for action now, whenever made"),
    })
    .describe("failures that wait for someone: the lists' status counters"),
  fees: money().describe(
    "Σ of the processor's fees of the card charges made in the range (known fees only): what the money in cost",
  ),
  margin: marginAnswer,
  disputes_needing_response: z
    .number()
    .int()
    .describe("disputes waiting for the company's evidence now (needs_response and its warning and appeal)"),
  rentals: z.object({
    going_out_today: z.number().int().describe("starting today and not picked up yet (preorder, ready)"),
    due_back_today: z.number().int().describe("picked up and ending today"),
    overdue: z.number().int().describe("picked up and ended before today"),
    owing: z.number().int().describe("rentals with a balance due"),
    balances_due: money().describe("Σ of the positive balances"),
    deposits_held: money().describe("deposit money the company holds: paid and not yet applied or refunded"),
  }),
  automatic_refills: z
    .object({
      enrolled: z.number().int().describe("active automatic refills (rule on_expiry): the lines enrolled"),
      due_7d: z
        .number()
        .int()
        .describe("of those, not suspended, whose line's service ends within the next 7 days"),
      suspended: z.number().int().describe("of those, suspended by failed payments"),
    })
    .describe("automatic refills when a plan runs out (DESIGN.md §16)"),
  wallet: topupWalletAnswer
    .nullable()
    .describe("owners: the top-up wallet as last known; null for members, or before its first read"),
  days: z
    .array(z.object({ day: day(), ...refillFigures, ...moneyFigures }))
    .describe("one per day of the range, oldest first, days without refills included"),
  carriers: z
    .array(
      z.object({
        carrier: z.number().int(),
        carrier_name: z.string(),
        ...refillFigures,
        margin: marginAnswer,
      }),
    )
    .describe("the carriers refilled in the range, most sales first"),
});
export type Dashboard = z.infer<typeof dashboardAnswer>;
