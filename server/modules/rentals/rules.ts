import type { RentalStatus } from "../../db/schema";

/**
 * The rules every write on a rental shares (docs/engines.md). Decisions, so that the panel and the tests
 * agree; each step lives in its own file (quote.ts, create.ts, update.ts, return.ts, add-payment.ts, refund-deposit.ts,
 * retry.ts, pay.ts, assign-card.ts, resolve.ts):
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
 *   part out of the total due (settleDeposit, refund-deposit.ts), so a fully paid deposit leaves the balance as it was.
 */

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

/**
 * What Assign card charges the chosen card at once (cents): on a rental in error, what is due, at least the
 * charges still pending (charge-due.ts writeDueCharges); on any other rental nothing, the card is only kept
 * for what is charged next.
 */
export function chargedOnAssign(r: { status: RentalStatus; balance: number }, pending: number): number {
  return r.status === "error" ? Math.max(0, r.balance, pending) : 0;
}
