import { z } from "zod";
import { component, extendedComponent } from "./component";
import {
  CHARGE_KINDS,
  RENTAL_STATUSES,
  RENTAL_TRIGGERS,
  TRANSACTION_EVENT_CODES,
  TRANSACTION_EVENT_OUTCOMES,
  TRANSACTION_EVENT_STEPS,
  TRANSACTION_STATUSES,
  TRANSACTION_TRIGGERS,
  type TransactionEventCode,
} from "./enums";
import { PROBLEM_CODES, type ProblemCode } from "../problems";
import { problemAnswer } from "./problems";

/** Answers of the records the engines move along: transactions (refills) and rentals. */

export const transactionAnswer = component("Transaction", {
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
  payment_error: z
    .string()
    .nullable()
    .describe("why the payment did not go through, in English (the provider's words where it said more)"),
  payment_problem: problemAnswer
    .nullable()
    .describe("the same as a code and its values: the reader's catalogue makes the words"),
  refill_error: z
    .string()
    .nullable()
    .describe("why the top-up did not go through, in English (the provider's words where it said more)"),
  refill_problem: problemAnswer.nullable().describe("the same as a code and its values"),
  provider_ref: z.string().nullable(),
  waiting_for: z
    .enum(["wallet"])
    .nullable()
    .describe(
      "what the queued refill waits for before it is charged: wallet (the top-up wallet cannot cover it)",
    ),
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
export type Transaction = z.infer<typeof transactionAnswer>;

/** One step of a transaction's history: the engine's (charge, top-up, lease take-over) or a person's. */
export const transactionEventAnswer = component("TransactionEvent", {
  id: z.number().int(),
  attempt: z
    .number()
    .int()
    .describe("the transaction's attempt (worker claims) when it happened; 0 before any"),
  step: z.enum(TRANSACTION_EVENT_STEPS),
  outcome: z
    .enum(TRANSACTION_EVENT_OUTCOMES)
    .describe("how the step ended; a person's step (retry, resolve, assign a card) is done"),
  code: z
    .enum([...Object.keys(TRANSACTION_EVENT_CODES), ...PROBLEM_CODES] as unknown as [
      TransactionEventCode | ProblemCode,
      ...(TransactionEventCode | ProblemCode)[],
    ])
    .nullable()
    .describe(
      "what a person's step says, or why the engine's step failed (a Problem's code), whose words are the reader's catalogue's; null for an engine's step that went through",
    ),
  params: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
    .nullable()
    .describe(
      "the code's values (a card's label, a status, a refund's id and amount…; a problem's tries, next_at, reference)",
    ),
  message: z
    .string()
    .nullable()
    .describe(
      "free text as written: a staff note, the provider's own words beside a problem's code, or a top-up's reference",
    ),
  actor: z
    .number()
    .int()
    .nullable()
    .describe("who created, retried, resolved or assigned the card; null for the engine"),
  actor_name: z.string().nullable(),
  created_at: z.string(),
});
export type TransactionEvent = z.infer<typeof transactionEventAnswer>;

export const transactionChargeAnswer = component("TransactionCharge", {
  id: z.number().int(),
  kind: z.enum(CHARGE_KINDS).describe("refill: what the refill took; refund: money given back from it"),
  status: z.enum(["pending", "succeeded", "failed", "refunded"]),
  amount: z.string().describe("decimal string, USD"),
  card_label: z.string().nullable(),
  processor_ref: z.string().nullable(),
  idempotency_key: z.string(),
  failure_message: z.string().nullable().describe("why it failed, in English"),
  failure_problem: problemAnswer.nullable().describe("the same as a code and its values"),
  created_at: z.string(),
});
export type TransactionCharge = z.infer<typeof transactionChargeAnswer>;

/**
 * What the customer must do for a payment that waits for their bank (a refill's, a Rent Now's): authenticate
 * it, in Stripe mode with Stripe.js handleNextAction on the PaymentIntent's secret.
 */
export const nextActionAnswer = z.object({
  type: z.literal("authenticate"),
  client_secret: z
    .string()
    .nullable()
    .describe(
      "Stripe mode, for the customer only: the PaymentIntent's secret for Stripe.js handleNextAction",
    ),
});
export type NextAction = z.infer<typeof nextActionAnswer>;

/** GET /api/transactions/{id}/ (and the actions' answers): the list's fields, and what staff need to fix a failure. */
export const transactionDetailAnswer = extendedComponent("TransactionDetail", transactionAnswer, {
  created_by_name: z.string().nullable(),
  resolved_by_name: z.string().nullable().describe("who resolved it (note says why)"),
  next_attempt_at: z
    .string()
    .nullable()
    .describe("after a transient provider error: when a worker tries again"),
  lease_until: z.string().nullable().describe("while in_progress: until when the worker holding it may"),
  transient_errors: z.number().int().describe("transient provider errors in a row"),
  reversed_at: z
    .string()
    .nullable()
    .describe(
      "when the carrier took back a top-up that had succeeded (a reversal: the refill is in error, its charge not refunded until staff refund it)",
    ),
  charges: z
    .array(transactionChargeAnswer)
    .describe("every charge attempt, oldest first; `charge` names the one that succeeded"),
  events: z.array(transactionEventAnswer).describe("what happened, oldest first"),
  can_refund: z
    .boolean()
    .describe(
      "staff: in error with a charge that succeeded and has money left (POST …/refund/ refunds and closes)",
    ),
  refund_amount: z
    .string()
    .nullable()
    .describe("what refund-and-close would give back (decimal string, USD)"),
  refund_to: z.string().nullable().describe('where it goes back: "Visa •••• 4242"; null for cash'),
  assign_card_charge_amount: z
    .string()
    .describe(
      "what Assign card charges the chosen card (decimal string, USD): the amount while the refill is not yet paid, 0.00 once it is (only the top-up is tried again)",
    ),
  next_action: nextActionAnswer
    .nullable()
    .optional()
    .describe("action_required: what the customer must do (authenticate the payment with their bank)"),
});
export type TransactionDetail = z.infer<typeof transactionDetailAnswer>;

/** A list's status tabs: how many rows each status holds under the list's other filters, and in all. */
const statusCountsOf = <S extends string>(statuses: readonly S[]) =>
  z.object({
    all: z.number().int(),
    ...(Object.fromEntries(statuses.map((s) => [s, z.number().int()])) as Record<S, z.ZodNumber>),
  });

export const countersAnswer = statusCountsOf(TRANSACTION_STATUSES);
export type TransactionCounters = z.infer<typeof countersAnswer>;

const money = () => z.string().describe("decimal string, USD");

export const rentalAnswer = component("Rental", {
  id: z.number().int(),
  status: z.enum(RENTAL_STATUSES),
  trigger: z.enum(RENTAL_TRIGGERS),
  user: z.number().int(),
  user_name: z.string(),
  user_email: z.string(),
  device: z.number().int(),
  device_name: z.string(),
  device_kind: z.string(),
  unit: z.number().int().nullable().describe("the unit handed over at pick-up (null before)"),
  unit_serial: z.string().nullable().describe("its serial or IMEI"),
  unit_barcode: z.string().nullable(),
  unit_iccid: z.string().nullable().describe("its SIM's ICCID, for SIM cards"),
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
  payment_error: z.string().nullable().describe("why the payment did not go through, in English"),
  payment_problem: problemAnswer.nullable().describe("the same as a code and its values"),
  rental_error: z.string().nullable().describe("why the line could not be set up at the carrier, in English"),
  rental_problem: problemAnswer.nullable().describe("the same as a code and its values"),
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
export type Rental = z.infer<typeof rentalAnswer>;

export const rentalCountersAnswer = statusCountsOf(RENTAL_STATUSES);
export type RentalCounters = z.infer<typeof rentalCountersAnswer>;
