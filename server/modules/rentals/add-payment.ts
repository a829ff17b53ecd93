import { formatCents } from "../../../common/money";
import type { DB } from "../../db/connection";
import { withRowLock } from "../../db/row-lock";
import { addError, ApiError, badRequest, type FieldErrors } from "../../http/errors";
import type { PaymentsAdapter } from "../../integrations/payments/types";
import { type AuthContext, actorOf } from "../../security/caller";
import { audit } from "../../db/audit-log";
import { customerCard, usableCard } from "../../money/cards";
import { paymentLine, sendCharge } from "../../money/charging";
import { postRentalLines } from "../../money/ledger";
import { insertRentalCharge, nextKey, pendingCharges } from "../../money/rental-charges";
import { bodyRental, companyRental } from "./queries";
import { type AddPayment, RENTAL_MESSAGES } from "./schemas";

/** Money in at the desk: a card or cash payment (the deposit going back is refund-deposit.ts). */

type Card = NonNullable<Awaited<ReturnType<typeof customerCard>>>;

/** POST /api/rental/rentals/add-payment/ (members): card through the processor, or cash at the desk. */
export async function addPayment(
  db: DB,
  payments: PaymentsAdapter,
  ctx: AuthContext,
  input: AddPayment,
  now = new Date(),
): Promise<number> {
  const r = await bodyRental(db, ctx, input.rental);
  const errors: FieldErrors = {};
  let card: Card | null = null;
  if (input.method === "card") {
    const cardId = input.payment_method ?? r.payment_method_id;
    if (cardId === null) addError(errors, "payment_method", RENTAL_MESSAGES.cardRequired);
    else card = usableCard(await customerCard(db, r.user_id, cardId), cardId, now, errors);
  }
  if (input.amount > r.balance) addError(errors, "amount", RENTAL_MESSAGES.overpayment(r.balance));
  if (Object.keys(errors).length) throw badRequest(errors);

  const chargeId = await withRowLock(db, { table: "rentals", id: r.id }, (trx) =>
    writePayment(trx, ctx, r.id, input.amount, card, now.toISOString()),
  );
  if (chargeId !== null) {
    const outcome = await sendCharge(db, payments, chargeId);
    if (!outcome.ok) {
      if (outcome.transient) throw new ApiError(502, { detail: outcome.message });
      throw badRequest({ payment_method: outcome.message });
    }
  }
  return r.id;
}

/**
 * Under the rental's lock: a card payment's pending charge (its id, to send), or a cash payment received
 * at once (null). Never more than the balance less what is already waiting for the processor.
 */
async function writePayment(
  trx: DB,
  ctx: AuthContext,
  rentalId: number,
  amount: number,
  card: Card | null,
  at: string,
): Promise<number | null> {
  const fresh = await companyRental(trx, ctx, rentalId);
  const pending = await pendingCharges(trx, rentalId);
  // A card payment whose answer never came (timeout) is sent again under its own key, not made anew.
  const repeat = card && pending.find((p) => p.amount === amount && p.payment_method_id === card.id);
  if (repeat) return repeat.id;
  const open = fresh.balance - pending.reduce((sum, p) => sum + p.amount, 0);
  if (amount > open) throw badRequest({ amount: RENTAL_MESSAGES.overpayment(Math.max(0, open)) });
  const key = await nextKey(trx, rentalId, "payment");
  if (card) {
    const row = await insertRentalCharge(trx, actorOf(ctx), fresh, "rental_payment", amount, card, key, at);
    await audit(trx, ctx, "rental.payment", "rental", rentalId, {
      amount: formatCents(amount),
      method: "card",
      payment_method: card.id,
    });
    return row.id;
  }
  const cash = await insertRentalCharge(trx, actorOf(ctx), fresh, "rental_payment", amount, null, key, at);
  await postRentalLines(
    trx,
    fresh,
    [paymentLine({ id: cash.id, kind: "rental_payment", amount, brand: null, last4: null })],
    actorOf(ctx),
    at,
  );
  await audit(trx, ctx, "rental.payment", "rental", rentalId, {
    amount: formatCents(amount),
    method: "cash",
  });
  return null;
}
