import type { NextAction, ProblemAnswer, Rental, RentalFeeKind, RentalStatus } from "@common/api";
import type { RentalLineKind } from "@common/rental-ledger";

export type { Rental };

/** GET /api/rental/rentals/{id}/ (server/modules/rentals/schemas.ts rentalDetailAnswer). */
export interface RentalCharge {
  id: number;
  kind: "refill" | "rental" | "rental_payment" | "deposit" | "refund";
  method: "card" | "cash";
  status: "pending" | "succeeded" | "failed" | "refunded";
  amount: string;
  card_label: string | null;
  processor_ref: string | null;
  failure_message: string | null;
  failure_problem: ProblemAnswer | null;
  created_by: number | null;
  created_at: string;
}

export interface EndPreview {
  return_date: string;
  end_date: string;
  extra_days: number;
  daily_rate: string;
  extra_amount: string;
  extra_tax_amount: string;
  total_due_amount_after: string;
  balance_after: string;
  deposit_amount: string;
  refundable_deposit_amount: string;
}

/** GET /api/rental/rentals/{id}/end-date-preview/?end_date= : what moving the end date would change. */
export interface EndDatePreview {
  end_date: string;
  days: number;
  /** negative when the rental gets shorter */
  days_change: number;
  daily_rate: string;
  amount_change: string;
  tax_change: string;
  total_due_amount_after: string;
  balance_after: string;
  /** how much of the deposit already paid would cover the new balance if the customer pays nothing more */
  deposit_covers_amount: string;
  /** the deposit held on the card this end date would charge now (refunded at the return); "0.00" when none */
  deposit_hold_charged_amount: string;
}

/** One line of a rental's ledger: every figure of the rental is a sum of these (docs/engines.md). */
export interface RentalLine {
  id: number;
  kind: RentalLineKind;
  days: number | null;
  daily_rate: string | null;
  /** added to what is owed before tax (negative: taken off) */
  amount: string;
  tax_amount: string;
  /** the rate tax_amount was computed at ("0.08875"); null on lines without tax */
  tax_rate: string | null;
  /** money received (negative: given back) */
  paid_amount: string;
  method: "card" | "cash" | null;
  charge: number | null;
  /** the card a payment or refund went through ("Visa •••• 4242"); null for cash */
  card_label: string | null;
  /** an extension: the end date it moved from and to; a late return: the day it came back (to_date) */
  from_date: string | null;
  to_date: string | null;
  /** an adjustment: why staff changed what is owed; a fee: its name on the company's list */
  reason: string | null;
  /** a fee: its kind (a late return's days and daily_rate: how many days at what fee) */
  fee_kind: RentalFeeKind | null;
  /** a payment: it paid the deposit */
  is_deposit: boolean;
  /** a deposit hold's line: the amount held on the card, released, or lapsed (not money received) */
  hold_amount: string | null;
  created_at: string;
}

export interface RentalDetail extends Rental {
  company_name: string;
  /** the company's postal address (lines separated by \n), support phone (digits) and e-mail, or null */
  company_address: string | null;
  company_support_phone: string | null;
  company_support_email: string | null;
  country_name: string;
  /** the card charged for this rental */
  payment_method: number | null;
  payment_method_label: string | null;
  rental_due_amount: string;
  deposit_held_amount: string;
  received_amount: string;
  refunded_amount: string;
  /** where a deposit refund can go now; empty when nothing can be refunded */
  refund_methods: ("card" | "cash")[];
  refund_card_label: string | null;
  /** what Assign card charges the chosen card at once; "0.00" when it only keeps it for what comes next */
  assign_card_charge_amount: string;
  lines: RentalLine[];
  daily_rate: string;
  /** the daily rate's parts: the device's and the country's surcharge */
  device_daily_rate: string;
  country_daily_rate: string;
  /** the company's today (YYYY-MM-DD) and its time zone */
  today: string;
  time_zone: string;
  /** the company's day the device was picked up, or null */
  picked_up_on: string | null;
  created_by_name: string | null;
  resolved_by_name: string | null;
  deposit_paid_amount: string;
  deposit_refunded_amount: string;
  refundable_deposit_amount: string;
  next_statuses: RentalStatus[];
  charges: RentalCharge[];
  end_preview: EndPreview | null;
  /** error while a charge waits for the customer's bank (Rent Now on screen): authenticate it */
  next_action?: NextAction | null;
  /** a short rental's deposit held on its card instead of charged; null when the deposit is charged */
  card_hold: CardHold | null;
}

/** RentalDetail.card_hold: the deposit's hold on the card and what became of it. */
export interface CardHold {
  status: "pending" | "held" | "captured" | "charged" | "released" | "lapsed";
  amount: string;
  /** while held: when the bank lets it go by itself */
  expires_at: string | null;
}

/** GET /api/rental/devices/{id}/availability/ (server/modules/rentals/schemas.ts availabilityAnswer). */
export interface DeviceAvailability {
  device: number;
  from: string;
  to: string;
  stock: number;
  is_active: boolean;
  /** Days a new booking may not include (YYYY-MM-DD): past, fully booked, or all if the device is inactive. */
  unavailable_dates: string[];
}

/** POST /api/rental/devices/cost/ */
export interface RentalCost {
  amount: string;
  tax_amount: string;
  deposit_amount: string;
  total_amount: string;
  /** paid by card, the deposit is held on the card, not charged (a rental ending within a hold's life) */
  deposit_held: boolean;
  days: number;
  daily_rate: string;
  /** the daily rate's parts: the device's and the country's surcharge */
  device_daily_rate: string;
  country_daily_rate: string;
}
