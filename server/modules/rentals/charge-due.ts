import type { AuditAction } from "../../../common/audit";
import { problem } from "../../../common/problems";
import { failureColumns, paymentErrorColumns, rentalErrorColumns } from "../../db/problems";
import { formatCents } from "../../../common/money";
import type { DB } from "../../db/connection";
import { withRowLock } from "../../db/row-lock";
import { ApiError, badRequest, type FieldErrors, refused } from "../../http/errors";
import { isTransient, type PaymentsAdapter } from "../../integrations/payments/types";
import { type AuthContext, actorOf } from "../../security/caller";
import { audit } from "../../db/audit-log";
import { customerCard, usableCard } from "../../money/cards";
import { chargeCreation, type ChargeSession, recordRentalPayment } from "../../money/charging";
import { rentalFigures } from "../../money/ledger";
import { updatePending } from "../../money/pending";
import { insertRentalCharge, nextKey, pendingCharges, waitingCharges } from "../../money/rental-charges";
import { companyRental, type RentalRow } from "./queries";
import { RENTAL_MESSAGES } from "./schemas";

/**
 * Charging what is due on a rental in error, which staff (and the customer, for their own) do again:
 * retry.ts, pay.ts and assign-card.ts.
 */

export interface DueCharge {
  cardId?: number;
  action: AuditAction;
  refuse: (r: RentalRow) => void;
  failed: (message: string) => Error;
  note?: string;
  /** the customer on screen paying (pay.ts) or staff (the default) */
  session?: ChargeSession;
}

/**
 * Charges what is still due on a rental in error, on its card (or the one given, which becomes the
 * rental's card): the deposit part is what remains of the deposit, the rest the rental part; charges
 * already pending are sent again under their keys, never made anew. Paid → preorder. `refuse` says why
 * this caller may not (status, owner); `failed` turns a processor's refusal into the caller's answer.
 */
export async function chargeWhatIsDue(
  db: DB,
  payments: PaymentsAdapter,
  ctx: AuthContext,
  id: number,
  opts: DueCharge,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  if (opts.cardId !== undefined) await cancelWaitingOnOtherCards(db, payments, ctx, id, opts.cardId);
  const charge = await withRowLock(db, { table: "rentals", id }, (trx) =>
    writeDueCharges(trx, ctx, id, opts, now),
  );
  if (!charge) {
    await db
      .updateTable("rentals")
      .set({ status: "preorder", ...paymentErrorColumns(null), ...rentalErrorColumns(null), updated_at: at })
      .where("id", "=", id)
      .where("status", "=", "error")
      .execute();
    return;
  }
  const outcome = await chargeCreation(db, payments, id, opts.session);
  // Waiting for the customer's bank is no failure: the answer's next_action says what they do next.
  if (!outcome.ok && !outcome.waiting)
    throw outcome.transient ? new ApiError(502, { detail: outcome.message }) : opts.failed(outcome.message);
}

/**
 * Before another card pays: the rental's charges that wait for the bank on a card no longer chosen are
 * cancelled at the processor, so that a late authentication cannot take the money as well. One the customer
 * authenticated first cannot be: it paid, and is recorded (what is due drops by it). Outside any database
 * transaction, since the processor's answer decides what is due.
 */
async function cancelWaitingOnOtherCards(
  db: DB,
  payments: PaymentsAdapter,
  ctx: AuthContext,
  id: number,
  cardId: number,
) {
  const waiting = await waitingCharges(db, ctx.companyId, id);
  for (const w of waiting.filter((c) => c.payment_method_id !== cardId)) {
    let outcome: "canceled" | "succeeded";
    try {
      outcome = await payments.cancel(w.processor_ref);
    } catch (err) {
      if (!isTransient(err)) throw err;
      throw new ApiError(502, { detail: (err as Error).message });
    }
    await db.transaction().execute(async (trx) => {
      if (outcome === "succeeded") await recordRentalPayment(trx, w.id, w.processor_ref);
      else await updatePending(trx, w.id, { status: "failed", ...failureColumns(problem("replaced")) });
    });
  }
}

/** Under the rental's lock: the charges of what is due, written pending; true when any is to be sent. */
async function writeDueCharges(trx: DB, ctx: AuthContext, id: number, opts: DueCharge, now: Date) {
  const r = await companyRental(trx, ctx, id);
  opts.refuse(r);
  if (opts.cardId !== undefined) await switchCard(trx, r, opts.cardId, now);
  const pending = await pendingCharges(trx, id);
  // Pending charges on another card than the one now chosen are dropped: the customer chose to pay otherwise.
  const stale = pending.filter((p) => opts.cardId !== undefined && p.payment_method_id !== opts.cardId);
  if (stale.length)
    await trx
      .updateTable("charges")
      .set({ status: "failed", ...failureColumns(problem("replaced")) })
      .where(
        "id",
        "in",
        stale.map((p) => p.id),
      )
      .where("status", "=", "pending")
      .execute();
  const open = pending.filter((p) => !stale.includes(p));
  const due = r.balance - open.reduce((sum, p) => sum + p.amount, 0);
  const depositPending = open.filter((p) => p.kind === "deposit").reduce((sum, p) => sum + p.amount, 0);
  // A desk booking without a card that failed for another reason (provisioning) keeps its balance due.
  const charges = due > 0 && (r.payment_method_id !== null || r.payment_error_code !== null);
  if (charges) await insertDueCharges(trx, ctx, r, due, depositPending, now);
  await audit(trx, ctx, opts.action, "rental", id, {
    due: formatCents(Math.max(0, due)),
    payment_method: r.payment_method_id,
    payment_error: r.payment_error_code,
    rental_error: r.rental_error_code,
    ...(opts.note ? { note: opts.note } : {}),
  });
  // A deposit hold not authorised yet is asked again (money/deposit.ts placeHold).
  return charges || open.length > 0 || r.deposit_hold_status === "pending";
}

/** The card chosen becomes the rental's card (`r` is updated too). */
async function switchCard(trx: DB, r: RentalRow, cardId: number, now: Date) {
  const errors: FieldErrors = {};
  const chosen = usableCard(await customerCard(trx, r.user_id, cardId), cardId, now, errors);
  if (!chosen) throw badRequest(errors);
  await trx
    .updateTable("rentals")
    .set({ payment_method_id: chosen.id, updated_at: now.toISOString() })
    .where("id", "=", r.id)
    .execute();
  r.payment_method_id = chosen.id;
}

/** What is due, on the rental's card: what remains of the deposit as a deposit charge, the rest as rental. */
async function insertDueCharges(
  trx: DB,
  ctx: AuthContext,
  r: RentalRow,
  due: number,
  depositPending: number,
  now: Date,
) {
  const at = now.toISOString();
  if (r.payment_method_id === null) throw refused(RENTAL_MESSAGES.noCard);
  const errors: FieldErrors = {};
  const cardId = r.payment_method_id;
  const card = usableCard(await customerCard(trx, r.user_id, cardId), cardId, now, errors);
  if (!card) throw refused(Object.values(errors)[0][0]);
  const f = await rentalFigures(trx, r.id);
  const depositDue = Math.min(
    Math.max(0, f.deposit_held_amount - f.deposit_paid_amount - depositPending),
    due,
  );
  if (due - depositDue > 0)
    await insertRentalCharge(
      trx,
      actorOf(ctx),
      r,
      "rental",
      due - depositDue,
      card,
      await nextKey(trx, r.id, "rental"),
      at,
    );
  if (depositDue > 0)
    await insertRentalCharge(
      trx,
      actorOf(ctx),
      r,
      "deposit",
      depositDue,
      card,
      await nextKey(trx, r.id, "deposit"),
      at,
    );
}

export const onlyInError = (r: RentalRow) => {
  if (r.status !== "error") throw refused(RENTAL_MESSAGES.notRetriable);
};
