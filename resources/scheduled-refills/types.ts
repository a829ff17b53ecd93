export type TransactionStatus = "in_queue" | "in_progress" | "success" | "resolved" | "error" | "action_required";

/** GET /api/scheduled-refills/ rows (server/modules/scheduled-refills/schemas.ts). */
export interface ScheduledRefill {
  id: number;
  phone_number: number;
  phone_number_digits: string;
  user: number;
  user_name: string;
  plan: number;
  plan_name: string;
  amount: string;
  payment_method: number | null;
  card_label: string | null;
  day_of_month: number;
  next_run_on: string;
  is_active: boolean;
  last_run_on: string | null;
  last_result: TransactionStatus | null;
  created_at: string;
}

/** What the create/edit form sends (null while a field is still to be chosen). */
export interface ScheduledRefillValues {
  phone_number: number;
  plan: number | null;
  payment_method: number | null;
  day_of_month: number;
}
