import { z } from "zod";
import { pk } from "./refs";

const nickname = () =>
  z
    .string()
    .trim()
    .max(80)
    .nullable()
    .transform((v) => v ?? "");

export const phoneRow = z.object({
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
});
export type PhoneRow = z.infer<typeof phoneRow>;

export const phonePage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(phoneRow),
});

export const phoneListQuery = z
  .object({
    page: z.string().optional(),
    page_size: z.string().optional(),
    ordering: z.string().optional().describe("number, created_at, nickname (prefix - for descending); default -created_at"),
    search: z.string().optional().describe("number digits, nickname, customer name or e-mail"),
    carrier: z.string().optional().describe("carrier id(s), comma-separated (staff)"),
    plan: z.string().optional().describe("plan id(s) (staff)"),
    user: z.string().optional().describe("customer id(s) (staff)"),
    is_active: z.string().optional().describe("true/false (staff; customers only ever see active lines)"),
  })
  .loose();

export const phoneCreateBody = z.object({
  number: z.string().max(32).describe('digits or a formatted number: "+1 (555) 010-0001" is stored as 5550100001'),
  carrier: pk().nullable().optional().describe("defaults to the plan's carrier when a plan is given"),
  plan: pk().nullable().optional().describe("must be a plan of the carrier"),
  nickname: nickname().optional(),
  user: pk().optional().describe("staff only, required for them: the customer the line belongs to; ignored for customers"),
});
export type PhoneCreate = z.infer<typeof phoneCreateBody>;

export const phoneUpdateBody = z.object({
  number: z.string().max(32).optional(),
  carrier: pk().nullable().optional(),
  plan: pk().nullable().optional(),
  nickname: nickname().optional(),
  is_active: z.boolean().optional().describe("false deactivates the line and pauses its scheduled refills"),
});
export type PhoneUpdate = z.infer<typeof phoneUpdateBody>;
