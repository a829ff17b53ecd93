import { RENTAL_CLOSED } from "../../../common/api/enums";
import type { AuditAction } from "../../../common/audit";
import { formatCents } from "../../../common/money";
import type { DB } from "../../db/connection";
import { withRowLock } from "../../db/row-lock";
import { ApiError, badRequest, type FieldErrors, refused } from "../../http/errors";
import type { NotedRowAction } from "../../http/routes";
import type { PaymentsAdapter } from "../../integrations/payments/types";
import { type AuthContext, isStaff } from "../../security/caller";
import { audit } from "../../db/audit-log";
import { customerCard, setDefaultCard, usableCard } from "../../money/cards";
import { chargeCreation } from "../../money/charging";
import { rentalFigures } from "../../money/ledger";
import { insertRentalCharge, nextKey, pendingCharges } from "../../money/rental-charges";
import { companyRental, type RentalRow, visibleRental } from "./queries";
import { RENTAL_MESSAGES } from "./schemas";

/**
 * What staff (and the customer, for their own) do to a rental in error: charge what is due again
 * (retry, pay, assign a card) or close it as resolved.
 */

interface DueCharge {
  cardId?: number;
  action: AuditAction;
  refuse: (r: RentalRow) => void;
  failed: (message: string) => Error;
  note?: string;
}

/**
 * Charges what is still due on a rental in error, on its card (or the one given, which becomes the
 * rental's card): the deposit part is what remains of the deposit, the rest the rental part; charges
 * already pending are sent again under their keys, never made anew. Paid → preorder. `refuse` says why
 * this caller may not (status, owner); `failed` turns a processor's refusal into the caller's answer.
 */
async function chargeWhatIsDue(
  db: DB,
  payments: PaymentsAdapter,
  ctx: AuthContext,
  id: number,
  opts: DueCharge,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const charge = await withRowLock(db, { table: "rentals", id }, (trx) =>
    writeDueCharges(trx, ctx, id, opts, now),
  );
  if (!charge) {
    await db
      .updateTable("rentals")
      .set({ status: "preorder", payment_error: null, rental_error: null, updated_at: at })
      .where("id", "=", id)
      .where("status", "=", "error")
      .execute();
    return;
  }
  const outcome = await chargeCreation(db, payments, id);
  if (!outcome.ok)
    throw outcome.transient ? new ApiError(502, { detail: outcome.message }) : opts.failed(outcome.message);
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
      .set({ status: "failed", failure_message: "Replaced by a payment with another card." })
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
  const charges = due > 0 && (r.payment_method_id !== null || r.payment_error !== null);
  if (charges) await insertDueCharges(trx, ctx, r, due, depositPending, now);
  await audit(trx, ctx, opts.action, "rental", id, {
    due: formatCents(Math.max(0, due)),
    payment_method: r.payment_method_id,
    payment_error: r.payment_error,
    rental_error: r.rental_error,
    ...(opts.note ? { note: opts.note } : {}),
  });
  return charges || open.length > 0;
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
      ctx,
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
      ctx,
      r,
      "deposit",
      depositDue,
      card,
      await nextKey(trx, r.id, "deposit"),
      at,
    );
}

const onlyInError = (r: RentalRow) => {
  if (r.status !== "error") throw refused(RENTAL_MESSAGES.notRetriable);
};

/** POST /api/rental/{id}/retry/: charges only what is still due, on the rental's card; paid → preorder. */
export async function retryRental(
  db: DB,
  payments: PaymentsAdapter,
  ctx: AuthContext,
  id: number,
  now = new Date(),
): Promise<void> {
  await chargeWhatIsDue(
    db,
    payments,
    ctx,
    id,
    { action: "rental.retry", refuse: onlyInError, failed: refused },
    now,
  );
}

/**
 * POST /api/rental/rentals/{id}/pay/ (the customer): their own rental whose payment failed, paid with the
 * card they choose (another one, or one just added); a decline answers on the card field.
 */
export async function payRental(
  db: DB,
  payments: PaymentsAdapter,
  ctx: AuthContext,
  id: number,
  cardId: number,
  now = new Date(),
): Promise<void> {
  if (isStaff(ctx)) throw new ApiError(403, { detail: RENTAL_MESSAGES.payCustomersOnly });
  await visibleRental(db, ctx, id);
  await chargeWhatIsDue(
    db,
    payments,
    ctx,
    id,
    {
      cardId,
      action: "rental.pay",
      refuse: (r) => {
        if (r.status !== "error" || r.payment_error === null) throw refused(RENTAL_MESSAGES.notPayable);
      },
      failed: (message) => badRequest({ payment_method: message }),
    },
    now,
  );
}

/**
 * POST /api/rental/{id}/assign-cc-to-user/ (members): the card staff chose (one of the customer's) goes on
 * the rental; a rental in error is charged what is due on it at once. The customer's default card changes
 * only when asked (`make_default`).
 */
export async function assignRentalCard(
  db: DB,
  payments: PaymentsAdapter,
  ctx: AuthContext,
  id: number,
  input: { payment_method: number; make_default?: boolean; note?: string },
  now = new Date(),
): Promise<void> {
  const r = await companyRental(db, ctx, id);
  if (RENTAL_CLOSED.includes(r.status)) throw refused(RENTAL_MESSAGES.assignClosed);
  if (input.make_default) {
    const errors: FieldErrors = {};
    const card = await customerCard(db, r.user_id, input.payment_method);
    if (!usableCard(card, input.payment_method, now, errors)) throw badRequest(errors);
    await db.transaction().execute((trx) => setDefaultCard(trx, r.user_id, input.payment_method));
  }
  if (r.status !== "error") {
    await db.transaction().execute(async (trx) => {
      const errors: FieldErrors = {};
      const card = usableCard(
        await customerCard(trx, r.user_id, input.payment_method),
        input.payment_method,
        now,
        errors,
      );
      if (!card) throw badRequest(errors);
      await trx
        .updateTable("rentals")
        .set({ payment_method_id: card.id, updated_at: now.toISOString() })
        .where("id", "=", id)
        .execute();
      await audit(trx, ctx, "rental.assign_card", "rental", id, {
        payment_method: card.id,
        make_default: input.make_default ?? false,
        ...(input.note ? { note: input.note } : {}),
      });
    });
    return;
  }
  await chargeWhatIsDue(
    db,
    payments,
    ctx,
    id,
    {
      cardId: input.payment_method,
      action: "rental.assign_card",
      refuse: onlyInError,
      failed: (message) => badRequest({ payment_method: message }),
      note: input.note,
    },
    now,
  );
}

/** POST /api/rental/{id}/resolve/: closed by staff (who, when, why); it no longer holds its device. */
export const resolveRental: NotedRowAction = async (db, ctx, id, note, now = new Date()) => {
  const at = now.toISOString();
  await withRowLock(db, { table: "rentals", id }, async (trx) => {
    const r = await companyRental(trx, ctx, id);
    if (r.status !== "error") throw refused(RENTAL_MESSAGES.notResolvable);
    await trx
      .updateTable("rentals")
      .set({
        status: "resolved",
        resolved_by: ctx.user.id,
        resolved_at: at,
        updated_at: at,
        ...(note ? { note: r.note ? `${r.note} ${note}` : note } : {}),
      })
      .where("id", "=", id)
      .execute();
    await audit(trx, ctx, "rental.resolve", "rental", id, { note: note ?? "" });
  });
};
