import { z } from "zod";

export const TRANSACTION_STATUSES = ["in_queue", "in_progress", "success", "resolved", "error", "action_required"] as const;
export const TRANSACTION_TRIGGERS = ["manual", "scheduled", "ivr"] as const;

export const transactionAnswer = z.object({
  id: z.number().int(),
  status: z.enum(TRANSACTION_STATUSES),
  trigger: z.enum(TRANSACTION_TRIGGERS),
  amount: z.string().describe("decimal string, USD"),
  user: z.number().int(),
  user_name: z.string(),
  user_email: z.string(),
  phone_number: z.number().int(),
  phone_number_digits: z.string(),
  plan: z.number().int(),
  plan_name: z.string(),
  carrier: z.number().int(),
  carrier_name: z.string(),
  payment_method: z.number().int().nullable(),
  card_label: z.string().nullable(),
  charge: z.number().int().nullable(),
  payment_error: z.string().nullable(),
  refill_error: z.string().nullable(),
  provider_ref: z.string().nullable(),
  attempts: z.number().int(),
  scheduled_refill: z.number().int().nullable(),
  run_on: z.string().nullable(),
  created_by: z.number().int().nullable(),
  resolved_by: z.number().int().nullable(),
  resolved_at: z.string().nullable(),
  note: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
});
export type TransactionAnswer = z.infer<typeof transactionAnswer>;

export const countersAnswer = z.object({
  all: z.number().int(),
  in_queue: z.number().int(),
  in_progress: z.number().int(),
  success: z.number().int(),
  resolved: z.number().int(),
  error: z.number().int(),
  action_required: z.number().int(),
});
