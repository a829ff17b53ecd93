import { formatCents } from "../../../common/money";
import type { RentalStatus } from "../../db/schema";
import type { AuthContext } from "../../security/caller";
import { MAX_RENTAL_DAYS } from "../../../common/api/limits";

/**
 * The rules every write on a rental shares (docs/engines.md). Decisions, so that the panel and the tests
 * agree; each step lives in its own file (quote.ts, create.ts, update.ts, return.ts, payments.ts,
 * staff-actions.ts):
 * - Days count inclusively: the 1st to the 3rd is 3 days, a same-day rental is 1 (as the seed prices them).
 * - Card charges happen in the request, not through the worker: Rent Now answers with a paid `preorder`
 *   or with the rental in `error` carrying payment_error (201 either way, the rental exists). The rows
 *   are written first (the rental in `error` until paid, pending charges under `rental-<id>-…` keys), the
 *   processor is asked outside any database transaction, and a retry after a timeout or a crash resends
 *   the same key, so nothing is charged twice.
 * - Creation charges two payments: rental (amount + tax) then deposit, so the deposit can go back to
 *   the PaymentIntent that took it.
 * - Stock: preorder, ready_for_pickup, picked_up and error rentals hold their device for their dates
 *   (an error is a booking waiting for staff; resolving releases it); a picked-up rental past its end
 *   date holds it until today. Returned and resolved ones do not. Checked inside the writing transaction
 *   with the device locked (PostgreSQL: FOR UPDATE; SQLite: BEGIN IMMEDIATE, the single writer lock).
 * - The deposit is the last part of the total due to be paid, so unpaid extra days eat into it: what
 *   can be refunded is the deposit paid beyond every other due. paid_amount counts money received and a
 *   refund does not lower it (as the demo seed records refunds); settling the deposit takes its unheld
 *   part out of the total due (settleDeposit, payments.ts), so a fully paid deposit leaves the balance as it was.
 */

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
  paymentUnconfirmed: "The payment was not confirmed by the processor.",
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
  notResolvable: "Only a rental in error can be resolved.",
  noCard: "This rental has no card to charge.",
  noCardToAssign: "This rental has no card to assign.",
  assignRemoved: "The card used on this rental was removed by the customer.",
  assignExpired: "The card used on this rental has expired.",
  transition: (from: string, to: string) => `The status cannot change from ${from} to ${to}.`,
} as const;

/** Where a status may go next (PATCH …/update); `returned` goes through the return's pricing. */
export const NEXT_STATUS: Partial<Record<RentalStatus, RentalStatus>> = {
  preorder: "ready_for_pickup",
  ready_for_pickup: "picked_up",
  picked_up: "returned",
  error: "resolved",
};

/** Statuses whose rental holds its device for its dates (quote.ts). */
export const HOLDS_STOCK: RentalStatus[] = ["preorder", "ready_for_pickup", "picked_up", "error"];
/** Statuses in which the end date may still move. */
export const END_DATE_EDITABLE: RentalStatus[] = ["preorder", "ready_for_pickup", "picked_up"];

/** Who a write is recorded as: the member behind a hijack, else the caller. */
export const actorOf = (ctx: AuthContext) => ctx.hijackedBy ?? ctx.user.id;

/**
 * What Assign card charges the chosen card at once (cents): on a rental in error, what is due, at least the
 * charges still pending (staff-actions.ts writeDueCharges); on any other rental nothing, the card is only kept
 * for what is charged next.
 */
export function chargedOnAssign(r: { status: RentalStatus; balance: number }, pending: number): number {
  return r.status === "error" ? Math.max(0, r.balance, pending) : 0;
}
