import { RENTAL_CLOSED } from "../../../common/api/enums";
import { depositSettlement } from "../../../common/rental-ledger";
import { formatCents } from "../../../common/money";
import type { DB } from "../../db/connection";
import { withRowLock } from "../../db/row-lock";
import { badRequest, refused } from "../../http/errors";
import type { PaymentsAdapter } from "../../integrations/payments/types";
import type { AuthContext } from "../../security/caller";
import { audit } from "../../db/audit-log";
import { askProcessorToRefund } from "../../money/refund";
import { type NewRentalLine, postRentalLines, refundableOf, rentalLines } from "../../money/ledger";
import { insertRentalCharge, nextKey, refundSourceOf } from "../../money/rental-charges";
import { companyRental, type RentalRow } from "./queries";
import { actorOf } from "./rules";
import { RENTAL_MESSAGES } from "./schemas";

/** The deposit going back at the desk: refunded to what paid it, then settled. */

/**
 * POST /api/rental/rentals/{id}/refund (members): the deposit back to what paid it, once: the card that
 * paid it (or a card payment large enough), or cash at the desk (`method`, a choice when both paid).
 */
export async function refundDeposit(
  db: DB,
  payments: PaymentsAdapter,
  ctx: AuthContext,
  id: number,
  input: { amount?: number; method?: "card" | "cash" },
  now = new Date(),
) {
  const r = await companyRental(db, ctx, id);
  if (!RENTAL_CLOSED.includes(r.status)) throw refused(RENTAL_MESSAGES.refundNotReturned);
  if (r.deposit_refunded_at) throw refused(RENTAL_MESSAGES.refundDone);
  const refundId = await withRowLock(db, { table: "rentals", id }, (trx) =>
    writeDepositRefund(trx, ctx, id, input, now.toISOString()),
  );
  if (refundId !== null) await sendDepositRefund(db, payments, ctx, id, refundId, now);
}

/**
 * Under the rental's lock: the refund's charge row, pending on a card (its id, to send) or cash settled at
 * once (null). A refund whose answer never came (timeout) is asked again under its own key.
 */
async function writeDepositRefund(
  trx: DB,
  ctx: AuthContext,
  id: number,
  input: { amount?: number; method?: "card" | "cash" },
  at: string,
): Promise<number | null> {
  const fresh = await companyRental(trx, ctx, id);
  if (fresh.deposit_refunded_at) throw refused(RENTAL_MESSAGES.refundDone);
  const pending = await trx
    .selectFrom("charges")
    .select("id")
    .where("rental_id", "=", id)
    .where("kind", "=", "refund")
    .where("status", "=", "pending")
    .executeTakeFirst();
  if (pending) return pending.id;
  const refundable = await refundableOf(trx, fresh);
  if (refundable <= 0) throw refused(RENTAL_MESSAGES.refundNothing);
  const value = input.amount ?? refundable;
  if (value > refundable) throw badRequest({ amount: RENTAL_MESSAGES.refundTooMuch(refundable) });
  // The card that paid the deposit; else the card of a payment large enough; else cash at the desk.
  const source = await refundSourceOf(trx, id, value);
  if (input.method === "card" && !source) throw badRequest({ method: RENTAL_MESSAGES.refundNoCard });
  const byCard = source && input.method !== "cash" ? source : null;
  const key = await nextKey(trx, id, "refund");
  const refundCard = byCard && { ...byCard, id: byCard.payment_method_id };
  const row = await insertRentalCharge(trx, ctx, fresh, "refund", value, refundCard, key, at);
  await trx
    .updateTable("charges")
    .set({ refund_of: byCard?.id ?? null, note: "Deposit refund" })
    .where("id", "=", row.id)
    .execute();
  await audit(trx, ctx, "rental.refund", "rental", id, {
    amount: formatCents(value),
    method: byCard ? "card" : "cash",
  });
  if (byCard) return row.id;
  await settleDeposit(trx, ctx, fresh, { id: row.id, amount: value, brand: null, last4: null }, at);
  return null;
}

/** Sends a pending deposit refund to the processor; once it succeeded, the deposit is settled. */
async function sendDepositRefund(
  db: DB,
  payments: PaymentsAdapter,
  ctx: AuthContext,
  id: number,
  refundId: number,
  now: Date,
) {
  const refund = await db
    .selectFrom("charges")
    .select(["id", "amount", "idempotency_key", "processor_ref", "brand", "last4"])
    .where("id", "=", refundId)
    .executeTakeFirstOrThrow();
  const ref = await askProcessorToRefund(db, payments, { ...refund, chargeRef: refund.processor_ref! });
  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable("charges")
      .set({ status: "succeeded", processor_ref: ref })
      .where("id", "=", refund.id)
      .where("status", "=", "pending")
      .executeTakeFirst();
    // Another press of the same refund got the processor's answer first and settled the deposit.
    if (Number(moved.numUpdatedRows) !== 1) return;
    // The deposit's charge reads `refunded` once all of it went back.
    await trx
      .updateTable("charges")
      .set({ status: "refunded" })
      .where("rental_id", "=", id)
      .where("kind", "=", "deposit")
      .where("status", "=", "succeeded")
      .where("processor_ref", "=", refund.processor_ref)
      .where("amount", "=", refund.amount)
      .execute();
    await settleDeposit(trx, ctx, await companyRental(trx, ctx, id), refund, now.toISOString());
  });
}

/**
 * The deposit is settled (common/rental-ledger.ts depositSettlement): what of it paid for days added
 * after booking is "applied", what was never paid leaves what is owed, the refund goes back, and the
 * rest is kept. Stamped once: a deposit is never refunded twice.
 */
async function settleDeposit(
  trx: DB,
  ctx: AuthContext,
  r: RentalRow,
  refund: { id: number; amount: number; brand: string | null; last4: string | null },
  at: string,
) {
  const s = depositSettlement(await rentalLines(trx, r.id), refund.amount);
  const lines: NewRentalLine[] = [];
  if (s.applied)
    lines.push({
      kind: "deposit_applied",
      amount: -s.applied,
    });
  if (s.unpaid) lines.push({ kind: "deposit_unpaid", amount: -s.unpaid });
  lines.push({
    kind: "deposit_refund",
    card: refund,
    amount: -refund.amount,
    paid_amount: -refund.amount,
    method: refund.last4 ? "card" : "cash",
    charge_id: refund.id,
  });
  await postRentalLines(trx, r, lines, actorOf(ctx), at);
  await trx.updateTable("rentals").set({ deposit_refunded_at: at }).where("id", "=", r.id).execute();
}
