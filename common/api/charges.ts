import { z } from "zod";
import { component, extendedComponent } from "./component";
import { chargeDisputeAnswer } from "./disputes";
import { problemAnswer } from "./problems";
import { CHARGE_KINDS, CHARGE_METHODS, CHARGE_STATUSES } from "./enums";

/** Answers of the money module (/api/charges/): every card or cash movement, refunds included. */

const money = () => z.string().describe("decimal string, USD");

/** GET /api/charges/: one row of the list (customers see their own). */
export const chargeAnswer = component("Charge", {
  id: z.number().int(),
  kind: z.enum(CHARGE_KINDS),
  amount: z.string().describe("decimal string, USD; refunds are positive amounts of kind refund"),
  status: z.enum(CHARGE_STATUSES).describe("`refunded`: every cent of it went back"),
  method: z.enum(CHARGE_METHODS),
  user: z.number().int(),
  user_name: z.string(),
  user_email: z.string(),
  transaction: z.number().int().nullable(),
  rental: z.number().int().nullable(),
  payment_method: z.number().int().nullable(),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  failure_message: z.string().nullable().describe("why it failed, in English"),
  failure_problem: problemAnswer.nullable().describe("the same as a code and its values"),
  fee: z
    .string()
    .nullable()
    .describe(
      "staff: the processor's fee for this card charge, decimal string, USD; null until known, and for customers",
    ),
  net: z
    .string()
    .nullable()
    .describe("staff: what the company keeps of it after the fee; null until known, and for customers"),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
});
export type Charge = z.infer<typeof chargeAnswer>;

/** One refund of a charge, as the charge's page lists them. */
export const chargeRefundAnswer = component("ChargeRefund", {
  id: z.number().int(),
  amount: money(),
  status: z.enum(CHARGE_STATUSES),
  note: z.string().describe("why the money went back"),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type ChargeRefund = z.infer<typeof chargeRefundAnswer>;

/**
 * GET /api/charges/{id}/ (staff), and POST /api/charges/{id}/refund/'s answer (the refund): the list's
 * fields, the processor's reference and the idempotency key (support questions need them), and the chain
 * of refunds — a refund names the charge it gave money back from; a charge lists its refunds and what is
 * left to refund.
 */
export const chargeDetailAnswer = extendedComponent("ChargeDetail", chargeAnswer, {
  processor_ref: z.string().nullable(),
  idempotency_key: z.string(),
  note: z.string().describe("a refund: why the money went back"),
  refund_of: z
    .object({ id: z.number().int(), label: z.string().describe('"Refill #12 · $25.00"') })
    .nullable()
    .describe("a refund: the charge it gave money back from"),
  refunds: z.array(chargeRefundAnswer).describe("refunds of this charge, oldest first"),
  refundable_amount: money().describe(
    "what a refund from this page could give back now: the amount less its succeeded and pending refunds; " +
      '"0.00" when it cannot be refunded here (see refund_refusal)',
  ),
  refund_refusal: z
    .string()
    .nullable()
    .describe("why money left on this charge cannot be refunded from its page, if it cannot"),
  dispute: chargeDisputeAnswer
    .nullable()
    .describe("the customer's bank's dispute of this charge (the latest), or null"),
  fraud_warning_at: z
    .string()
    .nullable()
    .describe("when the card's issuer warned of fraud on this charge (Stripe Radar), or null"),
});
export type ChargeDetail = z.infer<typeof chargeDetailAnswer>;
