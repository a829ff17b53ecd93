import { randomBytes } from "node:crypto";
import { z } from "zod";
import { brandOf, fullYear, isExpired, luhnValid, MAX_YEARS_AHEAD } from "./cards";
import { CardRejected } from "./errors";
import { simulatedCall } from "../simulated-call";
import {
  type CaptureResult,
  type ChargeFees,
  type ChargeRequest,
  type ChargeResult,
  type PaymentsAdapter,
  type RefundResult,
  type SavedCard,
} from "./types";

/**
 * PAYMENTS=simulated (the default): cards are checked as a processor would (Luhn, brand, expiry, CVC) and
 * only brand, last four digits and expiry are kept. Stripe's test numbers behave as on Stripe, so that the
 * refill engine can be tried end to end; the behaviour is kept in the processor_ref's suffix:
 *
 *   pm_sim_<16 hex>            charges succeed (e.g. 4242 4242 4242 4242)
 *   pm_sim_<16 hex>_declined   charges are declined (4000 0000 0000 0002, and Stripe's other decline numbers)
 *   pm_sim_<16 hex>_auth       charges need the customer's authentication (4000 0027 6000 3184, 4000 0000 0000 3220)
 *   pm_sim_<16 hex>_setup      "authenticate unless set up" (4000 0025 0000 3155): a charge on screen needs the
 *                              customer's authentication, one off-session does not (the card was saved for later
 *                              use, as Stripe's SetupIntent sets it up)
 *   pm_sim_<16 hex>_lost       charges are declined for good: a hard decline (4000 0000 0000 9987 lost, 9979 stolen)
 *   pm_sim_<16 hex>_dispute    charges succeed, then the customer's bank disputes them (4000 0000 0000 0259): the
 *                              PaymentIntent's reference ends in `_dispute`, and the simulated processor plays
 *                              charge.dispute.created shortly after (server/payments-events/simulated.ts)
 *
 * Read it back with simulatedOutcome(processorRef).
 */
export type SimulatedOutcome =
  | "succeeds"
  | "declined"
  | "hard_declined"
  | "authentication_required"
  | "authentication_on_screen"
  | "disputed";

const TEST_CARD_OUTCOMES: Record<string, SimulatedOutcome> = {
  "4000000000000002": "declined", // generic decline
  "4000000000009995": "declined", // insufficient funds
  "4000000000009987": "hard_declined", // lost card
  "4000000000009979": "hard_declined", // stolen card
  "4000000000000069": "declined", // expired card (at charge time)
  "4000000000000119": "declined", // processing error
  "4000002760003184": "authentication_required", // always authenticate
  "4000002500003155": "authentication_on_screen", // authenticate unless set up
  "4000000000003220": "authentication_required", // 3DS2 required
  "4000000000000259": "disputed", // succeeds, then disputed as fraudulent
};
const SUFFIX: Record<SimulatedOutcome, string> = {
  succeeds: "",
  declined: "_declined",
  hard_declined: "_lost",
  authentication_required: "_auth",
  authentication_on_screen: "_setup",
  disputed: "_dispute",
};

/** Stripe's US standard price, which the simulated processor charges: 2.9% of the amount plus 30¢. */
export function simulatedFees(amount: number): ChargeFees {
  const fee = Math.round(amount * 0.029) + 30;
  return { fee, net: amount - fee };
}

/** A simulated PaymentIntent whose charge the customer's bank disputes (the card 4000 0000 0000 0259). */
export const isDisputedSimulatedCharge = (ref: string) => /^pi_sim_[0-9a-f]+_dispute$/.test(ref);

export function simulatedOutcome(processorRef: string): SimulatedOutcome {
  if (processorRef.endsWith("_declined")) return "declined";
  if (processorRef.endsWith("_auth")) return "authentication_required";
  if (processorRef.endsWith("_setup")) return "authentication_on_screen";
  if (processorRef.endsWith("_dispute")) return "disputed";
  if (processorRef.endsWith("_lost")) return "hard_declined";
  return "succeeds";
}

export const MESSAGES = {
  invalidNumber: "Enter a valid card number.",
  unsupportedBrand: "We accept Visa, Mastercard, American Express and Discover cards.",
  expired: "Your card has expired.",
  invalidYear: "Enter a valid expiry year.",
  invalidCvc: "Your card's security code is invalid.",
} as const;

/** A whole number given as a JSON number or as digits ("04"); anything else is the usual DRF sentence. */
const wholeNumber = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && /^\s*\d{1,4}\s*$/.test(v) ? Number(v) : v),
    z.number().int().min(min).max(max),
  );

export const simulatedCardInput = z.object({
  number: z.string().max(40).describe("the card number; spaces and dashes are ignored. Never stored."),
  exp_month: wholeNumber(1, 12).describe("1–12"),
  exp_year: wholeNumber(0, 9999).describe('four digits, or two ("27" is 2027)'),
  cvc: z.string().max(8).describe("3 digits, 4 for American Express. Never stored."),
});
export type SimulatedCardInput = z.infer<typeof simulatedCardInput>;

/** The card's problems, field by field, in the words a processor's form would use. */
export function checkCard(
  input: SimulatedCardInput,
  now: Date,
): { errors: Record<string, string[]>; digits: string; brand: string; year: number } {
  const errors: Record<string, string[]> = {};
  const digits = /^[\d\s-]+$/.test(input.number) ? input.number.replace(/\D/g, "") : "";
  const brand = brandOf(digits);
  if (digits.length < 12 || digits.length > 19 || !luhnValid(digits))
    errors.number = [MESSAGES.invalidNumber];
  else if (!brand) errors.number = [MESSAGES.unsupportedBrand];

  const year = fullYear(input.exp_year);
  if (year > now.getUTCFullYear() + MAX_YEARS_AHEAD || (year >= 100 && year < 2000))
    errors.exp_year = [MESSAGES.invalidYear];
  else if (year < now.getUTCFullYear()) errors.exp_year = [MESSAGES.expired];
  else if (isExpired(input.exp_month, year, now)) errors.exp_month = [MESSAGES.expired];

  const cvcLength = brand === "amex" ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim())) errors.cvc = [MESSAGES.invalidCvc];
  return { errors, digits, brand: brand ?? "", year };
}

/** The answers a charge gets, in Stripe's words where Stripe has them. */
export const CHARGE_MESSAGES = {
  declined: "Your card was declined.",
  authentication: "Authentication required.",
  refundTooLarge: "Refund amount is greater than the unrefunded amount on the charge.",
  canceled: "The payment was canceled.",
  holdLapsed: "The hold on the card has expired or was cancelled by the bank.",
} as const;

/** What a charge (or a hold) on the card answers, by its test number's outcome. */
function answerOf(request: ChargeRequest, ref: string): ChargeResult {
  const outcome = simulatedOutcome(request.card);
  const goesThrough =
    outcome === "succeeds" ||
    outcome === "disputed" ||
    (outcome === "authentication_on_screen" && request.session === "off");
  return goesThrough
    ? { status: "succeeded", ref, fees: simulatedFees(request.amount) }
    : outcome === "declined" || outcome === "hard_declined"
      ? {
          status: "declined",
          ref,
          message: CHARGE_MESSAGES.declined,
          code: "card_declined",
          hard: outcome === "hard_declined",
        }
      : {
          status: "action_required",
          ref,
          message: CHARGE_MESSAGES.authentication,
          authenticate: true,
          // As Stripe answers: on screen the PaymentIntent waits for the bank's step (requires_action);
          // off-session the bank's request is the charge's error (authentication_required).
          ...(request.session === "off" ? { code: "authentication_required" } : {}),
        };
}

export interface SimulatedPaymentsOptions {
  /** milliseconds each charge takes (0: answer at once) */
  latencyMs?: number;
  /** makes the next charge calls fail as a processor that cannot be reached would: return true to fail this one */
  transient?: (request: ChargeRequest, call: number) => boolean;
}

/** What a simulated processor was asked, so that tests assert exactly-once charging. */
export interface SimulatedPaymentsRecord {
  /** every charge call, repeats with the same idempotency key included */
  calls: number;
  /** charges that moved money: one per idempotency key that succeeded */
  succeeded: Map<string, { amount: number; card: string; ref: string }>;
  /** every idempotency key's answer, as the processor keeps it */
  answers: Map<string, ChargeResult>;
  /** every refund call, repeats included */
  refundCalls: number;
  /** refunds that moved money: one per idempotency key */
  refunds: Map<string, { amount: number; chargeRef: string; ref: string }>;
  /** charges that waited for authentication and were cancelled (the customer paid with another card) */
  canceled: Set<string>;
  /** holds placed (authorise), one per idempotency key: what was captured of each (null: not yet) */
  holds: Map<string, { amount: number; card: string; ref: string; captured: number | null }>;
  /** every capture call, repeats included */
  captureCalls: number;
  /** holds the bank let go before they were captured (a test marks one, as 7 days passing would) */
  lapsed: Set<string>;
}

/** An empty memory: a processor that has never been asked anything. */
export function forgetAll(record: SimulatedPaymentsRecord): void {
  record.calls = 0;
  record.refundCalls = 0;
  record.captureCalls = 0;
  record.succeeded.clear();
  record.answers.clear();
  record.refunds.clear();
  record.canceled.clear();
  record.holds.clear();
  record.lapsed.clear();
}

export type SimulatedPayments = PaymentsAdapter<SimulatedCardInput> & { record: SimulatedPaymentsRecord };

/**
 * A processor in memory. Like Stripe, it remembers each idempotency key's answer and gives it again to a
 * repeat instead of charging again; the memory is the process's, which is why multi-process tests use the
 * Stripe adapter against a shared fake server instead.
 */
export function createSimulatedPayments(options: SimulatedPaymentsOptions = {}): SimulatedPayments {
  const record: SimulatedPaymentsRecord = {
    calls: 0,
    succeeded: new Map(),
    answers: new Map(),
    refundCalls: 0,
    refunds: new Map(),
    canceled: new Set(),
    holds: new Map(),
    captureCalls: 0,
    lapsed: new Set(),
  };
  return {
    processor: "simulated",
    cardInput: simulatedCardInput,
    record,
    async setupCard() {
      return null;
    },
    async saveCard(input, now): Promise<SavedCard> {
      const { errors, digits, brand, year } = checkCard(input, now);
      if (Object.keys(errors).length) throw new CardRejected(errors);
      const outcome = TEST_CARD_OUTCOMES[digits] ?? "succeeds";
      return {
        processor: "simulated",
        processor_ref: `pm_sim_${randomBytes(8).toString("hex")}${SUFFIX[outcome]}`,
        brand,
        last4: digits.slice(-4),
        exp_month: input.exp_month,
        exp_year: year,
      };
    },
    async authorise(request): Promise<ChargeResult> {
      const known = record.holds.get(request.idempotencyKey);
      if (known) return { status: "succeeded", ref: known.ref };
      const ref = `pi_sim_${randomBytes(8).toString("hex")}_hold`;
      // Whatever a charge of this card would answer, without taking the money.
      const answer = answerOf(request, ref);
      if (answer.status !== "succeeded") return answer;
      record.holds.set(request.idempotencyKey, {
        amount: request.amount,
        card: request.card,
        ref,
        captured: null,
      });
      return { status: "succeeded", ref };
    },
    async capture(request): Promise<CaptureResult> {
      record.captureCalls += 1;
      const hold = [...record.holds.values()].find((h) => h.ref === request.ref);
      if (hold?.captured !== undefined && hold?.captured !== null)
        return { status: "succeeded", ref: request.ref, fees: simulatedFees(hold.captured) };
      if (record.lapsed.has(request.ref) || record.canceled.has(request.ref))
        return { status: "lapsed", ref: request.ref, message: CHARGE_MESSAGES.holdLapsed };
      // A hold placed by another process (or the demo seed) is unknown here and taken as capturable.
      if (hold && request.amount > hold.amount)
        throw new Error(`capture of ${request.amount} above the hold of ${hold.amount}`);
      if (hold) hold.captured = request.amount;
      return { status: "succeeded", ref: request.ref, fees: simulatedFees(request.amount) };
    },
    async charge(request): Promise<ChargeResult> {
      const unreachable = "The payment processor could not be reached.";
      const known = await simulatedCall(record, options, request, request.idempotencyKey, unreachable);
      if (known) return known;
      const outcome = simulatedOutcome(request.card);
      const ref = `pi_sim_${randomBytes(8).toString("hex")}${outcome === "disputed" ? SUFFIX.disputed : ""}`;
      const answer = answerOf(request, ref);
      record.answers.set(request.idempotencyKey, answer);
      if (answer.status === "succeeded")
        record.succeeded.set(request.idempotencyKey, { amount: request.amount, card: request.card, ref });
      return answer;
    },
    async chargeStatus(ref): Promise<ChargeResult> {
      // Known here: the answer it got. A charge that waited for authentication and was not confirmed
      // (POST /api/transactions/{id}/authenticate/ confirms it in the database) still waits.
      if (record.canceled.has(ref))
        return { status: "declined", ref, message: CHARGE_MESSAGES.canceled, code: "payment_canceled" };
      const known = [...record.answers.values()].find((a) => a.ref === ref);
      if (known && !(known.status === "action_required" && known.authenticate)) return known;
      return { status: "action_required", ref, message: CHARGE_MESSAGES.authentication, authenticate: true };
    },
    async authenticationSecret(): Promise<string | null> {
      return null;
    },
    async cancel(ref): Promise<"canceled" | "succeeded"> {
      // The bank's step is answered in the database (POST /api/transactions/{id}/authenticate/), so only a
      // charge this processor itself took is past cancelling.
      const taken = [...record.succeeded.values()].some((c) => c.ref === ref);
      if (taken) return "succeeded";
      record.canceled.add(ref);
      return "canceled";
    },
    async refund(request): Promise<RefundResult> {
      record.refundCalls += 1;
      const known = record.refunds.get(request.idempotencyKey);
      if (known) return { status: "succeeded", ref: known.ref };
      // Charges made by another process (or the demo seed) are unknown here and taken as refundable.
      const charged = [...record.succeeded.values()].find((c) => c.ref === request.chargeRef);
      const refunded = [...record.refunds.values()]
        .filter((r) => r.chargeRef === request.chargeRef)
        .reduce((sum, r) => sum + r.amount, 0);
      if (charged && request.amount > charged.amount - refunded)
        return { status: "failed", ref: null, message: CHARGE_MESSAGES.refundTooLarge };
      const ref = `re_sim_${randomBytes(8).toString("hex")}`;
      record.refunds.set(request.idempotencyKey, {
        amount: request.amount,
        chargeRef: request.chargeRef,
        ref,
      });
      return { status: "succeeded", ref };
    },
  };
}

/** The process's simulated processor (PAYMENTS=simulated). */
export const simulatedPayments: SimulatedPayments = createSimulatedPayments();
