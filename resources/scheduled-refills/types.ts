export type { ScheduledRefill, TransactionStatus } from "@common/api";

/** What the create/edit form sends (null while a field is still to be chosen). */
export interface ScheduledRefillValues {
  phone_number: number;
  plan: number | null;
  payment_method: number | null;
  rule: "monthly" | "on_expiry";
  day_of_month?: number;
  /** on_expiry: 0–3 days before the line's plan runs out */
  days_before?: number;
  /** on_expiry: the customer's consent to the terms shown (asked whenever automatic refills start) */
  agree_terms?: boolean;
  is_active?: boolean;
  /** when the day is today: also refill today (else the first run is next month's) */
  run_today?: boolean;
}
