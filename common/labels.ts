import {
  type ChargeKind,
  type ChargeMethod,
  type ChargeStatus,
  type DeviceKind,
  type RentalStatus,
  type RentalTrigger,
  type TransactionStatus,
  type TransactionTrigger,
} from "./api/enums";

/**
 * The words people read for the API's enumerated values, one set for every screen. Transaction statuses
 * and the `manual` trigger are the product specification's own words, capitals included.
 */

export const TRANSACTION_STATUS_LABELS: Readonly<Record<TransactionStatus, string>> = {
  in_queue: "In Queue",
  in_progress: "In Progress",
  success: "Success",
  resolved: "Resolved",
  error: "Error",
  action_required: "Action Required",
};

export const TRANSACTION_TRIGGER_LABELS: Readonly<Record<TransactionTrigger, string>> = {
  manual: "Refill Now",
  scheduled: "Scheduled",
  ivr: "Phone menu",
  sms: "Text message",
};

export const RENTAL_STATUS_LABELS: Readonly<Record<RentalStatus, string>> = {
  preorder: "Preorder",
  ready_for_pickup: "Ready for Pickup",
  picked_up: "Picked Up",
  returned: "Returned",
  error: "Error",
  resolved: "Resolved",
};

export const RENTAL_TRIGGER_LABELS: Readonly<Record<RentalTrigger, string>> = {
  manual: "Rent Now",
  member: "By staff",
};

/** The rentals list's balance filter: the query value of each choice ("" sends no filter). */
export const BALANCE_FILTER_CHOICES: ReadonlyArray<{ label: string; value: "" | "true" | "false" }> = [
  { label: "All", value: "" },
  { label: "Has Balance", value: "true" },
  { label: "Has Negative Balance", value: "false" },
];

export const DEVICE_KIND_LABELS: Readonly<Record<DeviceKind, string>> = {
  phone: "Phone",
  hotspot: "Hotspot",
  sim: "SIM card",
};

export const CHARGE_KIND_LABELS: Readonly<Record<ChargeKind, string>> = {
  refill: "Refill",
  rental: "Rental",
  rental_payment: "Rental payment",
  deposit: "Deposit",
  refund: "Refund",
};

export const CHARGE_STATUS_LABELS: Readonly<Record<ChargeStatus, string>> = {
  pending: "Pending",
  succeeded: "Succeeded",
  failed: "Failed",
  refunded: "Refunded",
};

export const CHARGE_METHOD_LABELS: Readonly<Record<ChargeMethod, string>> = { card: "Card", cash: "Cash" };

/** The words for the enumerated values in one language: what the screens and the exports write for each. */
export interface ValueWords {
  transactionStatus: Readonly<Record<TransactionStatus, string>>;
  transactionTrigger: Readonly<Record<TransactionTrigger, string>>;
  rentalStatus: Readonly<Record<RentalStatus, string>>;
  rentalTrigger: Readonly<Record<RentalTrigger, string>>;
  deviceKind: Readonly<Record<DeviceKind, string>>;
  chargeKind: Readonly<Record<ChargeKind, string>>;
  chargeStatus: Readonly<Record<ChargeStatus, string>>;
  chargeMethod: Readonly<Record<ChargeMethod, string>>;
}

export const ENGLISH_VALUE_WORDS: ValueWords = {
  transactionStatus: TRANSACTION_STATUS_LABELS,
  transactionTrigger: TRANSACTION_TRIGGER_LABELS,
  rentalStatus: RENTAL_STATUS_LABELS,
  rentalTrigger: RENTAL_TRIGGER_LABELS,
  deviceKind: DEVICE_KIND_LABELS,
  chargeKind: CHARGE_KIND_LABELS,
  chargeStatus: CHARGE_STATUS_LABELS,
  chargeMethod: CHARGE_METHOD_LABELS,
};

/** A value's word; one the API added before these words knew it reads as itself, never as a blank. */
export function labelOf(labels: Readonly<Record<string, string>>, value: string): string {
  return Object.hasOwn(labels, value) ? labels[value] : value;
}

export const transactionStatusLabel = (status: string) => labelOf(TRANSACTION_STATUS_LABELS, status);
export const transactionTriggerLabel = (trigger: string) => labelOf(TRANSACTION_TRIGGER_LABELS, trigger);
export const rentalStatusLabel = (status: string) => labelOf(RENTAL_STATUS_LABELS, status);
export const rentalTriggerLabel = (trigger: string) => labelOf(RENTAL_TRIGGER_LABELS, trigger);
export const deviceKindLabel = (kind: string) => labelOf(DEVICE_KIND_LABELS, kind);
export const chargeKindLabel = (kind: string) => labelOf(CHARGE_KIND_LABELS, kind);

/**
 * A status shown without knowing whose it is (a customer's page lists refills and rentals side by side):
 * the two sets agree on the words they share ("Error", "Resolved").
 */
export const statusLabel = (status: string) =>
  Object.hasOwn(TRANSACTION_STATUS_LABELS, status)
    ? transactionStatusLabel(status)
    : rentalStatusLabel(status);
