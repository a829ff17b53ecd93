import { dayIn, daysBetween } from "../../common/dates";
import { companyTimeZone } from "../db/company-day";
import { problemOf } from "../../common/problems";
import { depositSettlement } from "../../common/rental-ledger";
import type { DB } from "../db/connection";
import { ApiError } from "../http/errors";
import { isTransient, type PaymentsAdapter } from "../integrations/payments/types";
import { type AuthContext, actorOf } from "../security/caller";
import type { ChargeOutcome } from "./charging";
import { type NewRentalLine, postRentalLines, rentalLines } from "./ledger";
import { recordSucceeded } from "./pending";
import { markRefunded } from "./refund";
import { insertRentalCharge } from "./rental-charges";

/**
 * A rental's deposit given back (docs/engines.md, "The rental ledger"): the deposit refund's row is written
 * by the rentals module (`rentals/refund-deposit.ts`); it is settled here, where both the request that
 * got the processor's answer and the refund's webhook event (`payments-events/refunds.ts`, for a refund
 * Stripe answered `pending`) settle it, once.
 */

/** A deposit refund's idempotency key is the rental's (`rental-7-refund`, `…-2`), never a charge's. */
export const isDepositRefund = (row: { rental_id: number | null; idempotency_key: string }) =>
  row.rental_id !== null && row.idempotency_key.startsWith(`rental-${row.rental_id}-refund`);

/**
 * The deposit is settled (common/rental-ledger.ts depositSettlement): what of it paid for days added
 * after booking is "applied", what was never paid leaves what is owed, the refund goes back, and the
 * rest is kept. Stamped once: a deposit is never refunded twice.
 */
export async function settleDeposit(
  trx: DB,
  rental: { id: number; company_id: number },
  refund: { id: number; amount: number; brand: string | null; last4: string | null },
  actor: number | null,
  at: string,
) {
  const s = depositSettlement(await rentalLines(trx, rental.id), refund.amount);
  const lines: NewRentalLine[] = [];
  if (s.applied) lines.push({ kind: "deposit_applied", amount: -s.applied });
  if (s.unpaid) lines.push({ kind: "deposit_unpaid", amount: -s.unpaid });
  lines.push({
    kind: "deposit_refund",
    card: refund,
    amount: -refund.amount,
    paid_amount: -refund.amount,
    method: refund.last4 ? "card" : "cash",
    charge_id: refund.id,
  });
  await postRentalLines(trx, rental, lines, actor, at);
  await trx.updateTable("rentals").set({ deposit_refunded_at: at }).where("id", "=", rental.id).execute();
}

/**
 * A pending card refund of the deposit that the processor made: the row succeeds (only the caller that
 * moves it out of pending goes on, so the ledger counts it once), the deposit's charge reads `refunded`
 * once all of it went back, and the deposit is settled. In the database transaction recording it, with the
 * rental's row locked. True when this call settled it.
 */
export async function depositRefundSucceeded(
  trx: DB,
  refundId: number,
  ref: string,
  actor: number | null,
  at: string,
): Promise<boolean> {
  if (!(await recordSucceeded(trx, refundId, ref))) return false;
  const refund = await trx
    .selectFrom("charges as r")
    .innerJoin("charges as src", "src.id", "r.refund_of")
    .select([
      "r.id",
      "r.amount",
      "r.brand",
      "r.last4",
      "r.rental_id",
      "r.company_id",
      "src.id as source_id",
      "src.kind as source_kind",
      "src.amount as source_amount",
    ])
    .where("r.id", "=", refundId)
    .executeTakeFirstOrThrow();
  // The deposit's charge reads `refunded` once all of it went back.
  if (refund.source_kind === "deposit" && refund.source_amount === refund.amount)
    await markRefunded(trx, refund.source_id);
  await settleDeposit(trx, { id: refund.rental_id!, company_id: refund.company_id }, refund, actor, at);
  return true;
}

/**
 * Deposits as holds (DESIGN.md §19): a card booking's deposit is authorised on the card, not charged, when
 * the hold outlives the rental, and at the return only what the ledger says is owed is captured from it;
 * the rest is released. A hold is neither money received nor owed: its lines add nothing to the figures,
 * only a capture is a payment (common/rental-ledger.ts).
 *
 * HOLD_DAYS: Stripe's card authorisations live 7 days, after which the bank lets them go and nothing can be
 * captured. The hold is placed at booking, so a booking whose end date is fewer than HOLD_DAYS days after
 * the day it is booked (its pick-up is on or after that day) holds its deposit; a longer one is charged at
 * booking and refunded at the return.
 */
export const HOLD_DAYS = 7;

/** Whether a card booking made on `bookedOn` that ends on `endDate` holds its deposit instead of charging it. */
export const holdsDeposit = (bookedOn: string, endDate: string) => daysBetween(bookedOn, endDate) < HOLD_DAYS;

/** A rental's hold with what the processor needs (its card, its customer) and what its lines show. */
function holdOf(db: DB, rentalId: number) {
  return db
    .selectFrom("rentals as r")
    .leftJoin("payment_methods as pm", "pm.id", "r.payment_method_id")
    .innerJoin("users as u", "u.id", "r.user_id")
    .select([
      "r.id",
      "r.company_id",
      "r.user_id",
      "r.status",
      "r.returned_at",
      "r.balance",
      "r.created_by",
      "r.payment_method_id",
      "r.deposit_hold_ref",
      "r.deposit_hold_status",
      "r.deposit_hold_amount",
      "r.deposit_hold_key",
      "r.deposit_hold_expires_at",
      "r.end_date",
      "pm.processor_ref",
      "pm.brand",
      "pm.last4",
      "u.stripe_customer_id",
    ])
    .where("r.id", "=", rentalId)
    .executeTakeFirstOrThrow();
}
type Hold = Awaited<ReturnType<typeof holdOf>>;

/** The key of the authorisation after `key` was declined: `rental-7-hold`, then `…-2`, `…-3`. */
export function nextHoldKey(rentalId: number, key: string): string {
  const n = Number(/-hold-(\d+)$/.exec(key)?.[1] ?? 1);
  return `rental-${rentalId}-hold-${n + 1}`;
}

const transientOutcome = (err: unknown): ChargeOutcome => {
  if (!isTransient(err)) throw err;
  const message = (err as Error).message;
  return { ok: false, message, problem: problemOf("payment", message), transient: true };
};

/**
 * Asks the processor to authorise a booking's pending hold (charging.ts chargeCreation, after the rental
 * part): held, it posts the "deposit held" line, once, and expires HOLD_DAYS later. Declined: the next
 * attempt (retry, another card) asks anew under the next key. No sure answer: the same key is asked again.
 */
export async function placeHold(db: DB, payments: PaymentsAdapter, rentalId: number): Promise<ChargeOutcome> {
  const h = await holdOf(db, rentalId);
  if (h.deposit_hold_status !== "pending" || !h.processor_ref) return { ok: true };
  const key = h.deposit_hold_key ?? `rental-${h.id}-hold`;
  let result;
  try {
    result = await payments.authorise({
      amount: h.deposit_hold_amount!,
      card: h.processor_ref,
      customer: h.stripe_customer_id,
      idempotencyKey: key,
      description: `Rental rental-${h.id} deposit hold`,
      session: "off",
    });
  } catch (err) {
    return transientOutcome(err);
  }
  if (result.status !== "succeeded") {
    await db
      .updateTable("rentals")
      .set({ deposit_hold_key: nextHoldKey(h.id, key) })
      .where("id", "=", h.id)
      .where("deposit_hold_status", "=", "pending")
      .execute();
    const problem = problemOf("payment", result.message, result.code);
    return { ok: false, message: result.message, problem, transient: false };
  }
  const now = new Date();
  const expires = new Date(now.getTime() + HOLD_DAYS * 86_400_000).toISOString();
  await db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable("rentals")
      .set({ deposit_hold_status: "held", deposit_hold_ref: result.ref, deposit_hold_expires_at: expires })
      .where("id", "=", h.id)
      .where("deposit_hold_status", "=", "pending")
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 1)
      await postRentalLines(
        trx,
        h,
        [{ kind: "deposit_hold", hold_amount: h.deposit_hold_amount, card: h }],
        h.created_by,
        now.toISOString(),
      );
  });
  // The end date may have moved while the hold waited (a refused card paid days later, the rental extended
  // meanwhile): a hold the end date outlives is taken whole at once, as after an extension. Without a sure
  // answer it stays held and the next update asks again, as there.
  await holdToCharge(db, payments, h.created_by, h.id, now);
  return { ok: true };
}

/** What became of a hold: `charged` is a capture of the whole as the paid deposit (holdToCharge). */
type HoldEnd = "captured" | "charged" | "released" | "lapsed";

/** Moves the hold out of `held` (only the caller that moves it writes its lines); true when this one did. */
async function leaveHeld(trx: DB, h: Hold, set: { deposit_hold_status: HoldEnd }) {
  const res = await trx
    .updateTable("rentals")
    .set(set)
    .where("id", "=", h.id)
    .where("deposit_hold_status", "=", "held")
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Out of `held`, with its lines, in one database transaction: only the caller that moves it writes them. */
function endHold(
  db: DB,
  h: Hold,
  actor: number | null,
  at: string,
  status: HoldEnd,
  linesOf: (trx: DB) => Promise<NewRentalLine[]>,
) {
  return db.transaction().execute(async (trx) => {
    if (await leaveHeld(trx, h, { deposit_hold_status: status }))
      await postRentalLines(trx, h, await linesOf(trx), actor, at);
  });
}

const cardOf = (h: Hold) => ({ brand: h.brand, last4: h.last4 });

/**
 * Takes `take` of a held deposit (the processor asked under the rental's capture key, never twice) and records
 * the answer: captured → the money taken is a deposit charge of its own, posted as a `deposit_hold_capture`
 * payment after `before` and followed by the release of what was not taken, the hold then `status`;
 * lapsed → `deposit_hold_lapsed`.
 */
async function captureHold(
  db: DB,
  payments: PaymentsAdapter,
  actor: number | null,
  h: Hold,
  take: number,
  at: string,
  status: "captured" | "charged" = "captured",
  before: NewRentalLine[] = [],
): Promise<ChargeOutcome> {
  const held = h.deposit_hold_amount!;
  const card = cardOf(h);
  const key = `rental-${h.id}-hold-capture`;
  let result;
  try {
    result = await payments.capture({ ref: h.deposit_hold_ref!, amount: take, idempotencyKey: key });
  } catch (err) {
    return transientOutcome(err);
  }
  if (result.status === "lapsed")
    await endHold(db, h, actor, at, "lapsed", async () => [
      { kind: "deposit_hold_lapsed", hold_amount: held, card },
    ]);
  else if (result.status === "succeeded") {
    const { ref, fees } = result;
    await endHold(db, h, actor, at, status, async (trx) => {
      const pm = { id: h.payment_method_id, ...card, processor_ref: null };
      const charge = await insertRentalCharge(trx, actor, h, "deposit", take, pm, key, at);
      await recordSucceeded(trx, charge.id, ref, fees);
      const captured: NewRentalLine = {
        kind: "deposit_hold_capture",
        hold_amount: take,
        paid_amount: take,
        is_deposit: true,
        method: "card",
        card,
        charge_id: charge.id,
      };
      return [...before, captured, ...(held > take ? [release(held - take, card)] : [])];
    });
  }
  return { ok: true };
}

const release = (amount: number, card: { brand: string | null; last4: string | null }): NewRentalLine => ({
  kind: "deposit_hold_release",
  hold_amount: amount,
  card,
});

/**
 * Settles a rental's hold once it ended: returned, what the ledger says is owed (fees, unpaid extra days:
 * the balance, at most the hold) is captured and the rest released; nothing owed, or closed without a
 * return (resolved), the hold is cancelled. A lapsed hold leaves the deposit unpaid and what is owed to the
 * pay flow. Called after the write that ended the rental (return.ts, update.ts, resolve.ts) and again by the
 * deposit refund when the processor had not answered for sure (a 502 then). Each answer recorded in one
 * database transaction; the processor asked under the rental's keys, never twice for one capture.
 */
export async function settleHold(
  db: DB,
  payments: PaymentsAdapter,
  ctx: AuthContext,
  rentalId: number,
  now = new Date(),
): Promise<void> {
  const h = await holdOf(db, rentalId);
  if (h.deposit_hold_status !== "held" || !h.deposit_hold_ref) return;
  const ended = h.returned_at !== null || h.status === "resolved";
  if (!ended) return;
  const held = h.deposit_hold_amount!;
  const take = h.returned_at !== null ? Math.min(Math.max(0, h.balance), held) : 0;
  const at = now.toISOString();
  let outcome: ChargeOutcome = { ok: true };
  if (take === 0) {
    try {
      await payments.cancel(h.deposit_hold_ref);
    } catch (err) {
      outcome = transientOutcome(err);
    }
    if (outcome.ok)
      await endHold(db, h, actorOf(ctx), at, "released", async () => [release(held, cardOf(h))]);
  } else outcome = await captureHold(db, payments, actorOf(ctx), h, take, at);
  if (!outcome.ok) throw new ApiError(502, { detail: outcome.message });
}

/**
 * Whether a rental's held deposit would lapse before a return on `endDate`: the bank lets it go on the day it
 * expires (in the company's time zone), so a rental ending on or after that day cannot rely on it. A hold not
 * placed yet would be placed now (placeHold), and live HOLD_DAYS from today.
 */
export async function holdOutlivedBy(
  db: DB,
  r: {
    company_id: number;
    deposit_hold_status: string | null;
    deposit_hold_expires_at: string | null;
  },
  endDate: string,
  now = new Date(),
): Promise<boolean> {
  const zone = () => companyTimeZone(db, r.company_id);
  if (r.deposit_hold_status === "pending") return !holdsDeposit(dayIn(await zone(), now), endDate);
  if (r.deposit_hold_status !== "held" || !r.deposit_hold_expires_at) return false;
  return endDate >= dayIn(await zone(), r.deposit_hold_expires_at);
}

/**
 * A held rental whose end date moved past the hold's life (HOLD_DAYS from when it was placed: the bank would
 * let it go before the return) has its deposit taken as a longer booking's is at booking: the whole hold is
 * captured, posted as the deposit asked (`deposit`) and paid (`deposit_hold_capture`), and the deposit is
 * refunded at the return as any paid deposit. Called after the end date's write (update.ts) and once a hold
 * is placed (placeHold); a processor without a sure answer leaves the hold held (the update answers 502), and
 * the next update asks again (same key).
 */
export async function holdToCharge(
  db: DB,
  payments: PaymentsAdapter,
  actor: number | null,
  rentalId: number,
  now = new Date(),
): Promise<ChargeOutcome> {
  const h = await holdOf(db, rentalId);
  if (!h.deposit_hold_ref || !(await holdOutlivedBy(db, h, h.end_date))) return { ok: true };
  const held = h.deposit_hold_amount!;
  const at = now.toISOString();
  return captureHold(db, payments, actor, h, held, at, "charged", [{ kind: "deposit", amount: held }]);
}
