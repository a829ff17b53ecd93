import { z } from "zod";
import { problemAnswer } from "../../../common/api/problems";
import { extendedComponent } from "../../../common/api/component";
import {
  companyIdentityFields,
  MAX_RENTAL_DAYS,
  RENTAL_STATUSES,
  RENTAL_TRIGGERS,
  nextActionAnswer,
  rentalAnswer,
  rentalCountersAnswer,
  type Rental as RentalAnswer,
  UNIT_BACK_TO,
  plannerAnswer,
  RENTAL_FEE_KINDS,
} from "../../../common/api";
import { pk } from "../../http/ids";
import { moneyField } from "../../http/money";
import { fields } from "../../http/validation";
import { formatCents } from "../../../common/money";

export { plannerAnswer, RENTAL_STATUSES, RENTAL_TRIGGERS, rentalAnswer, rentalCountersAnswer };
export type { RentalAnswer };

/** What a rental's calls refuse with (the card's own reasons are server/money/cards.ts's). */
export const RENTAL_MESSAGES = {
  startPast: "The start date cannot be in the past.",
  endBeforeStart: "The end date cannot be before the start date.",
  tooLong: `A rental cannot be longer than ${MAX_RENTAL_DAYS} days.`,
  deviceInactive: "This device is not available.",
  deviceUnavailable: "This device is not available for these dates.",
  countryInactive: "This country is not available.",
  customerInactive: "This customer is inactive.",
  cardRequired: "Choose the card to charge.",
  customersOnly: "Staff create rentals with create/as-member/.",
  nothingToUpdate: "Send at least one field to change.",
  endDateLocked: "The end date of a returned, resolved or failed rental cannot change.",
  reasonRequired: "Say why the total due changes.",
  invalidPhone: "Enter a valid phone number.",
  overpayment: (balance: number) => `The payment is more than the balance (${formatCents(balance)}).`,
  notReturnable: "Only a picked-up rental can be returned.",
  returnedInFuture: "The return time cannot be in the future.",
  returnedBeforePickup: "The return time cannot be before the pick-up.",
  returnDayInFuture: "The return date cannot be in the future.",
  returnDayBeforePickup: "The return date cannot be before the pick-up.",
  refundNotReturned: "The deposit can be refunded once the rental is returned.",
  refundDone: "The deposit has already been refunded.",
  refundNothing: "There is no deposit to refund.",
  refundNoCard: "No card paid this rental: the deposit can only go back in cash.",
  refundTooMuch: (max: number) => `At most ${formatCents(max)} of the deposit can be refunded.`,
  notRetriable: "Only a rental in error can be retried.",
  notPayable: "Only a rental whose payment failed can be paid again.",
  payCustomersOnly: "Customers pay their own rentals; staff use Assign card.",
  assignClosed: "A returned or resolved rental takes no card.",
  noteRequired: "Say why.",
  closeNoteRequired: "Say why this rental is closed.",
  notResolvable: "Only a rental in error can be resolved.",
  noCard: "This rental has no card to charge.",
  noCardToAssign: "This rental has no card to assign.",
  assignRemoved: "The card used on this rental was removed by the customer.",
  assignExpired: "The card used on this rental has expired.",
  transition: (from: string, to: string) => `The status cannot change from ${from} to ${to}.`,
  unitOnlyAtPickup: "A unit is chosen only when the rental is picked up.",
  notSwappable: "Only a picked-up rental can swap its unit.",
  sameUnit: "This unit is already the rental's.",
  plannerTooLong: (days: number) => `The planner shows at most ${days} days.`,
  feeTwice: "Each fee is added once.",
  feeNotLate: "A late return fee needs a return after the end date.",
} as const;

const money = () => z.string().describe("decimal string, USD");
const note = () => fields.text(2000).optional();

const quoteFields = {
  device: pk().describe("an active device of the company"),
  country: pk().describe("an active country of the company"),
  start_date: fields.date().describe("YYYY-MM-DD, today or later"),
  end_date: fields.date().describe("YYYY-MM-DD, on or after start_date; both days are billed"),
};

/** POST /api/rental/devices/cost/ (docs/api-conventions.md). */
export const costBody = z.object(quoteFields);
export type CostInput = z.infer<typeof costBody>;

export const costAnswer = z.object({
  amount: money().describe("days × (device daily rate + country daily rate)"),
  tax_amount: money().describe("amount × the company's tax rate, half a cent rounded up"),
  deposit_amount: money().describe("the device's deposit, refunded after the return"),
  total_amount: money().describe(
    "amount + tax_amount + deposit_amount: what Rent Now charges, less the deposit when deposit_held",
  ),
  deposit_held: z
    .boolean()
    .describe(
      "paid by card, the deposit is held on the card (authorised, not charged) and only what is owed is taken " +
        "at the return: the rental ends fewer than 7 days after today (server/money/deposit.ts HOLD_DAYS)",
    ),
  days: z.number().int().describe("both the start and the end date count: the 1st to the 3rd is 3 days"),
  daily_rate: money().describe("device_daily_rate + country_daily_rate"),
  device_daily_rate: money(),
  country_daily_rate: money().describe("the country's surcharge per day"),
});

export const availabilityQuery = z.object({
  from: fields.date().optional().describe("first day (default today)"),
  to: fields
    .date()
    .optional()
    .describe(`last day (default from + 89 days; at most ${MAX_RENTAL_DAYS} days in all)`),
});

export const plannerQuery = z.object({
  from: fields.date().optional().describe("first day (default today)"),
  to: fields.date().optional().describe("last day (default from + 13: two weeks; at most 62 days in all)"),
});

export const availabilityAnswer = z.object({
  device: z.number().int(),
  from: z.string(),
  to: z.string(),
  stock: z.number().int(),
  is_active: z.boolean(),
  unavailable_dates: z
    .array(z.string())
    .describe("days a new booking may not include: past, fully booked, or all if the device is inactive"),
});

export const createAsCustomerBody = z.object({
  ...quoteFields,
  payment_method: pk().describe("one of the customer's cards: charged amount + tax + deposit now"),
  note: note(),
});
export type CreateAsCustomer = z.infer<typeof createAsCustomerBody>;

export const createAsMemberBody = z.object({
  user: pk().describe("a customer of the company"),
  ...quoteFields,
  payment_method: pk()
    .optional()
    .describe("a card of that customer, charged now; without it the balance stays due"),
  note: note(),
});
export type CreateAsMember = z.infer<typeof createAsMemberBody>;

/** The unit handed over: its id, or the barcode or serial typed or scanned; neither: the first free one. */
const unitChoice = {
  unit: pk().optional().describe("with status picked_up (or a swap): the unit handed over, by id"),
  unit_code: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .optional()
    .describe("instead of unit: its barcode or serial, as typed or scanned; neither: the first free unit"),
};

export const updateBody = z.object({
  status: z
    .enum(RENTAL_STATUSES)
    .optional()
    .describe("preorder → ready_for_pickup → picked_up → returned; error → resolved"),
  end_date: fields
    .date()
    .optional()
    .describe("cost, tax and total due are recomputed; stock is checked again"),
  total_due_amount: moneyField().optional().describe("staff override; needs a reason"),
  reason: fields.text(500).optional().describe("why total_due_amount was changed (audited)"),
  note: note(),
  phone_number: fields
    .name(30)
    .nullable()
    .optional()
    .describe("the number of the SIM handed out; null clears it"),
  plan: pk().nullable().optional().describe("the carrier plan activated on the device; null clears it"),
  ...unitChoice,
});
export type RentalUpdate = z.infer<typeof updateBody>;

export const addPaymentBody = z.object({
  rental: pk(),
  amount: moneyField({ min: 1 }).describe("at most the balance"),
  method: z.enum(["card", "cash"]),
  payment_method: pk()
    .optional()
    .describe("card payments: a card of the rental's customer (default: the rental's card)"),
});
export type AddPayment = z.infer<typeof addPaymentBody>;

export const returnBody = z.object({
  rental: pk(),
  returned_on: fields
    .date()
    .optional()
    .describe(
      "the day it came back, in the company's time zone; default today; not before the pick-up, not in the future",
    ),
  returned_at: z.iso
    .datetime({ offset: true })
    .optional()
    .describe("ISO 8601 (instead of returned_on); default now; not in the future"),
  unit_status: z
    .enum(UNIT_BACK_TO)
    .optional()
    .describe("where the unit goes: available (default) or maintenance"),
  fees: z
    .array(pk())
    .max(20)
    .optional()
    .describe(
      "active fees of the company's list (GET /api/rental/fees/), each a ledger line; a late return's counts the days past the end date",
    ),
});
export type ReturnInput = z.infer<typeof returnBody>;

export const pickUpBody = z.object(unitChoice);

export const swapUnitBody = z.object({
  ...unitChoice,
  old_unit_status: z
    .enum(UNIT_BACK_TO)
    .optional()
    .describe("where the unit taken back goes: available (default) or maintenance"),
  note: z.string().trim().max(1000).optional().describe("why, kept in both units' history"),
});
export type SwapUnitInput = z.infer<typeof swapUnitBody>;

export const refundBody = z.object({
  amount: moneyField({ min: 1 }).optional().describe("default: the whole refundable deposit"),
  method: z
    .enum(["card", "cash"])
    .optional()
    .describe(
      "where the deposit goes back: the card that paid it (default when one did) or cash at the desk",
    ),
});

export const resolveBody = z.object({
  note: fields.text(2000).min(1, RENTAL_MESSAGES.closeNoteRequired).describe("why it is closed"),
});

export const payBody = z.object({
  payment_method: pk().describe("one of the customer's own cards"),
});

export const assignCardBody = z.object({
  payment_method: pk().describe("one of the rental's customer's cards"),
  make_default: z.boolean().optional().describe("also make it the customer's default card (default false)"),
  note: note(),
});

export const endDatePreviewQuery = z.object({
  end_date: fields.date().describe("the end date being considered"),
});

export const endDatePreviewAnswer = z.object({
  end_date: z.string(),
  days: z.number().int().describe("days booked with this end date"),
  days_change: z.number().int().describe("days added (negative: removed)"),
  daily_rate: money().describe("today's daily rate, at which added or removed days are priced"),
  amount_change: money(),
  tax_change: money(),
  total_due_amount_after: money(),
  balance_after: money(),
  deposit_covers_amount: money().describe(
    "how much of the deposit already paid would cover the balance after, if nothing more is paid",
  ),
  deposit_hold_charged_amount: money().describe(
    "the deposit held on the card that this end date would charge now (the hold would lapse before the return), refunded at the return; 0.00 when none",
  ),
});

export const endPreviewAnswer = z.object({
  return_date: z.string().describe("the day the return is priced for (today, in the company's time zone)"),
  end_date: z.string(),
  extra_days: z.number().int().describe("days after end_date up to and including return_date"),
  daily_rate: money(),
  extra_amount: money(),
  extra_tax_amount: money(),
  total_due_amount_after: money(),
  balance_after: money(),
  deposit_amount: money(),
  refundable_deposit_amount: money().describe("what a refund would give back now"),
});
export type EndPreview = z.infer<typeof endPreviewAnswer>;

export const rentalChargeAnswer = z.object({
  id: z.number().int(),
  kind: z.enum(["refill", "rental", "rental_payment", "deposit", "refund"]),
  method: z.enum(["card", "cash"]),
  status: z.enum(["pending", "succeeded", "failed", "refunded"]),
  amount: money(),
  card_label: z.string().nullable(),
  processor_ref: z.string().nullable(),
  failure_message: z.string().nullable().describe("why it failed, in English"),
  failure_problem: problemAnswer.nullable().describe("the same as a code and its values"),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
});

export const RENTAL_LINE_KINDS = [
  "days",
  "extension",
  "extra_days",
  "adjustment",
  "fee",
  "deposit",
  "deposit_applied",
  "deposit_unpaid",
  "deposit_refund",
  "payment",
  "refund",
  "deposit_hold",
  "deposit_hold_capture",
  "deposit_hold_release",
  "deposit_hold_lapsed",
] as const;

export const rentalLineAnswer = z.object({
  id: z.number().int(),
  kind: z.enum(RENTAL_LINE_KINDS),
  days: z.number().int().nullable(),
  daily_rate: money().nullable(),
  amount: money().describe("added to what is owed, before tax (negative: taken off)"),
  tax_amount: money(),
  tax_rate: z
    .string()
    .nullable()
    .describe('the tax rate tax_amount was computed at, "0.08875" for 8.875 %; null on lines without tax'),
  paid_amount: money().describe("money received (negative: given back)"),
  method: z.enum(["card", "cash"]).nullable(),
  charge: z.number().int().nullable(),
  card_label: z
    .string()
    .nullable()
    .describe('the card a payment or refund went through ("Visa •••• 4242"); null for cash'),
  from_date: z.string().nullable().describe("an extension: the end date it moved from (YYYY-MM-DD)"),
  to_date: z
    .string()
    .nullable()
    .describe("an extension: the end date it moved to; extra days: the day the device came back"),
  reason: z
    .string()
    .nullable()
    .describe("an adjustment: why staff changed what is owed; a fee: the fee's name on the company's list"),
  fee_kind: z
    .enum(RENTAL_FEE_KINDS)
    .nullable()
    .describe("a fee: its kind (a late return's days and daily_rate say how many days at what fee)"),
  is_deposit: z.boolean().describe("a payment: it paid the deposit"),
  hold_amount: money()
    .nullable()
    .describe("a deposit hold's line: the amount held on the card, released, or lapsed (not money received)"),
  created_at: z.string(),
});

/** POST /api/rental/rentals/{id}/authenticate/ in simulated mode (the customer): the test bank's answer. */
export const authenticateBody = z.object({
  outcome: z.enum(["succeeded", "failed"]).describe("what the (simulated) bank answered"),
});

/** GET /api/rental/rentals/{id}/: the list's fields and what the detail page and the receipt need. */
export const rentalDetailAnswer = extendedComponent("RentalDetail", rentalAnswer, {
  company_name: z.string(),
  company_address: companyIdentityFields.address.describe("the company's postal address, for the receipt"),
  company_support_phone: companyIdentityFields.support_phone,
  company_support_email: companyIdentityFields.support_email,
  time_zone: z.string().describe("the company's time zone: its days are the rental's days"),
  today: z.string().describe("today in the company's time zone"),
  picked_up_on: z.string().nullable().describe("the day of the pick-up, in the company's time zone"),
  daily_rate: money().describe("today's device + country daily rate (what extra days cost)"),
  device_daily_rate: money(),
  country_daily_rate: money().describe("the country's surcharge per day"),
  country_name: z.string(),
  payment_method: z.number().int().nullable().describe("the card charged for this rental"),
  payment_method_label: z.string().nullable(),
  rental_due_amount: money().describe(
    "the rental with its tax: Σ amount + tax of days, extensions, extra days, adjustments, fees",
  ),
  deposit_held_amount: money().describe("the deposit still owed or held"),
  received_amount: money().describe("Σ payments"),
  refunded_amount: money().describe("Σ refunds; paid_amount = received − refunded"),
  refund_methods: z
    .array(z.enum(["card", "cash"]))
    .describe("where a deposit refund can go now: the card that paid, cash"),
  refund_card_label: z.string().nullable().describe("the card a deposit refund goes back to"),
  assign_card_charge_amount: money().describe(
    "what Assign card charges the chosen card at once: what is due on a rental in error, else 0.00 (the card is kept for what is charged next)",
  ),
  lines: z.array(rentalLineAnswer).describe("the ledger, oldest first: every figure is a sum of these lines"),
  created_by_name: z.string().nullable(),
  resolved_by_name: z.string().nullable(),
  deposit_paid_amount: money().describe("how much of the deposit has been paid"),
  deposit_refunded_amount: money(),
  refundable_deposit_amount: money(),
  next_statuses: z.array(z.enum(RENTAL_STATUSES)).describe("where PATCH …/update may move the status"),
  charges: z.array(rentalChargeAnswer).describe("payments, deposit and refunds, oldest first"),
  end_preview: endPreviewAnswer
    .nullable()
    .describe("returning today, while the device is out; null otherwise"),
  next_action: nextActionAnswer
    .nullable()
    .optional()
    .describe(
      "error while a charge waits for the customer's bank (Rent Now on screen): authenticate it, then POST …/authenticate/",
    ),
  card_hold: z
    .object({
      status: z
        .enum(["pending", "held", "captured", "charged", "released", "lapsed"])
        .describe(
          "pending: not yet placed; held: on the card until expires_at; captured: what was owed was taken from it at the return, the rest let go; charged: taken whole as the paid deposit when the end date outlived it, refunded at the return; released: let go; lapsed: the bank let it go first",
        ),
      amount: money().describe("the deposit held on the card, not charged"),
      expires_at: z.string().nullable().describe("while held: when the bank lets it go by itself"),
    })
    .nullable()
    .describe("a short rental's deposit held on its card instead of charged (null: the deposit is charged)"),
});
export type RentalDetail = z.infer<typeof rentalDetailAnswer>;
