import { z } from "zod";

export const RENTAL_STATUSES = ["preorder", "ready_for_pickup", "picked_up", "returned", "error", "resolved"] as const;
export const RENTAL_TRIGGERS = ["manual", "member"] as const;

const money = () => z.string().describe("decimal string, USD");

export const rentalAnswer = z.object({
  id: z.number().int(),
  status: z.enum(RENTAL_STATUSES),
  trigger: z.enum(RENTAL_TRIGGERS),
  user: z.number().int(),
  user_name: z.string(),
  user_email: z.string(),
  device: z.number().int(),
  device_name: z.string(),
  device_kind: z.string(),
  country: z.number().int(),
  country_name: z.string(),
  country_code: z.string(),
  plan: z.number().int().nullable(),
  plan_name: z.string().nullable(),
  carrier: z.number().int().nullable(),
  carrier_name: z.string().nullable(),
  phone_number: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  days: z.number().int(),
  amount: money(),
  tax_amount: money(),
  deposit_amount: money(),
  total_due_amount: money(),
  paid_amount: money(),
  balance: money().describe("total_due_amount − paid_amount; negative when overpaid"),
  payment_method: z.number().int().nullable(),
  card_label: z.string().nullable(),
  payment_error: z.string().nullable(),
  rental_error: z.string().nullable(),
  picked_up_at: z.string().nullable(),
  returned_at: z.string().nullable(),
  deposit_refunded_at: z.string().nullable(),
  note: z.string(),
  created_by: z.number().int().nullable(),
  resolved_by: z.number().int().nullable(),
  resolved_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RentalAnswer = z.infer<typeof rentalAnswer>;
