export type { ScheduledRefill, TransactionStatus } from "@common/api";

/** What the create/edit form sends (null while a field is still to be chosen). */
export interface ScheduledRefillValues {
  phone_number: number;
  plan: number | null;
  payment_method: number | null;
  day_of_month: number;
  /** when the day is today: also refill today (else the first run is next month's) */
  run_today?: boolean;
}
