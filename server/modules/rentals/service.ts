import { sql } from "kysely";
import { cardLabel } from "../../../common/cards";
import { addDays, dayIn, daysBetween as daysFrom, formatDate } from "../../../common/dates";
import { formatMoneyCents } from "../../../common/money";
import { normalizePhoneNumber } from "../../../common/phone";
import { depositSettlement, ledgerFigures } from "../../../common/rental-ledger";
import { companyTimeZone, companyToday } from "../../db/company-day";
import type { DB } from "../../db/connection";
import { callersRows, companyRowById, findCustomer, findPlan } from "../../db/lookups";
import { withRowLock } from "../../db/row-lock";
import type { ChargeKind, RentalStatus } from "../../db/schema";
import { audit } from "../audit/service";
import { type AuthContext, isStaff } from "../../security/caller";
import type { NotedRowAction } from "../../http/routes";
import { addError, ApiError, badRequest, type FieldErrors, notFound, refused } from "../../http/errors";
import { invalidPk } from "../../http/ids";
import { formatCents, taxOn } from "../../../common/money";
import { isExpired } from "../../integrations/payments/cards";
import { setDefaultCard } from "../cards/service";
import { isTransient, type PaymentsAdapter } from "../../integrations/payments/types";
import { type NewRentalLine, postRentalLines, rentalFigures, rentalLines } from "./ledger";
import { rentalDays } from "./queries";
import {
  type AddPayment,
  type CostInput,
  type EndPreview,
  MAX_RENTAL_DAYS,
  type RentalUpdate,
  type ReturnInput,
} from "./schemas";

/**
 * The write side of rentals (docs/engines.md). Decisions, so that the panel and the tests agree:
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
 *   part out of the total due (closeDeposit), so a fully paid deposit leaves the balance as it was.
 */

export const RENTAL_MESSAGES = {
  startPast: "The start date cannot be in the past.",
  endBeforeStart: "The end date cannot be before the start date.",
  tooLong: `A rental cannot be longer than ${MAX_RENTAL_DAYS} days.`,
  deviceInactive: "This device is not available.",
  deviceUnavailable: "This device is not available for these dates.",
  countryInactive: "This country is not available.",
  customerInactive: "This customer is inactive.",
  cardRemoved: "This card was removed. Choose another card.",
  cardExpired: "This card has expired. Choose another card.",
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

const HOLDS_STOCK: RentalStatus[] = ["preorder", "ready_for_pickup", "picked_up", "error"];
const END_DATE_EDITABLE: RentalStatus[] = ["preorder", "ready_for_pickup", "picked_up"];

const actorOf = (ctx: AuthContext) => ctx.hijackedBy ?? ctx.user.id;

// ---------------------------------------------------------------------------------------------------
// Quote and stock

async function companyTaxRate(db: DB, companyId: number): Promise<string> {
  const row = await db
    .selectFrom("companies")
    .select("tax_rate")
    .where("id", "=", companyId)
    .executeTakeFirstOrThrow();
  return String(row.tax_rate);
}

function findDevice(db: DB, companyId: number, id: number) {
  return db
    .selectFrom("devices")
    .select(["id", "daily_rate", "deposit", "stock", "is_active"])
    .where("id", "=", id)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
}

function findCountry(db: DB, companyId: number, id: number) {
  return db
    .selectFrom("countries")
    .select(["id", "daily_rate", "is_active"])
    .where("id", "=", id)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
}

/** Rentals holding the device per day from start to end (both included), by a sweep over the overlapping ones. */
async function busyDays(
  db: DB,
  deviceId: number,
  start: string,
  end: string,
  today: string,
  exceptRental?: number,
): Promise<number[]> {
  let qb = db
    .selectFrom("rentals")
    .select(["start_date", "end_date", "status"])
    .where("device_id", "=", deviceId)
    .where("status", "in", HOLDS_STOCK)
    .where("start_date", "<=", end)
    .where((eb) => eb.or([eb("end_date", ">=", start), eb("status", "=", "picked_up")]));
  if (exceptRental !== undefined) qb = qb.where("id", "<>", exceptRental);
  const rows = await qb.execute();
  const span = daysFrom(start, end) + 1;
  const delta = new Array<number>(span + 1).fill(0);
  for (const r of rows) {
    const held = r.status === "picked_up" && r.end_date < today ? today : r.end_date;
    if (held < start) continue;
    delta[Math.max(0, daysFrom(start, r.start_date))] += 1;
    delta[Math.min(span - 1, daysFrom(start, held)) + 1] -= 1;
  }
  const out: number[] = [];
  let busy = 0;
  for (let i = 0; i < span; i += 1) out.push((busy += delta[i]));
  return out;
}

/** True when one more rental of the device fits every day from start to end (both included). */
export async function hasStock(
  db: DB,
  device: { id: number; stock: number },
  start: string,
  end: string,
  today: string,
  exceptRental?: number,
) {
  if (device.stock <= 0) return false;
  return (await busyDays(db, device.id, start, end, today, exceptRental)).every(
    (busy) => busy < device.stock,
  );
}

/** GET /api/rental/devices/{id}/availability/: the days in a window on which the device cannot be booked. */
export async function availabilityOf(
  db: DB,
  ctx: AuthContext,
  id: number,
  from: string | undefined,
  to: string | undefined,
  now = new Date(),
) {
  const device = await findDevice(db, ctx.companyId, id);
  if (!device) throw notFound();
  const today = await companyToday(db, ctx.companyId, now);
  const start = from ?? today;
  const end = to ?? addDays(start, 89);
  if (end < start) throw badRequest({ to: RENTAL_MESSAGES.endBeforeStart });
  if (daysFrom(start, end) + 1 > MAX_RENTAL_DAYS) throw badRequest({ to: RENTAL_MESSAGES.tooLong });
  const busy = await busyDays(db, device.id, start, end, today);
  const unavailable = busy.flatMap((n, i) => {
    const date = addDays(start, i);
    return !device.is_active || date < today || n >= device.stock ? [date] : [];
  });
  return {
    device: device.id,
    from: start,
    to: end,
    stock: device.stock,
    is_active: device.is_active,
    unavailable_dates: unavailable,
  };
}

export interface Quote {
  device: { id: number; daily_rate: number; deposit: number; stock: number };
  country: { id: number; daily_rate: number };
  today: string;
  start: string;
  end: string;
  days: number;
  dailyRate: number;
  amount: number;
  tax: number;
  deposit: number;
}

/** Checks the dates, device and country (collecting field errors into `errors`); null when any is wrong. */
async function quoteOf(
  db: DB,
  companyId: number,
  input: CostInput,
  now: Date,
  errors: FieldErrors,
): Promise<Quote | null> {
  const today = await companyToday(db, companyId, now);
  if (input.start_date < today) addError(errors, "start_date", RENTAL_MESSAGES.startPast);
  if (input.end_date < input.start_date) addError(errors, "end_date", RENTAL_MESSAGES.endBeforeStart);
  else if (rentalDays(input.start_date, input.end_date) > MAX_RENTAL_DAYS)
    addError(errors, "end_date", RENTAL_MESSAGES.tooLong);
  const device = await findDevice(db, companyId, input.device);
  if (!device) addError(errors, "device", invalidPk(input.device));
  else if (!device.is_active) addError(errors, "device", RENTAL_MESSAGES.deviceInactive);
  const country = await findCountry(db, companyId, input.country);
  if (!country) addError(errors, "country", invalidPk(input.country));
  else if (!country.is_active) addError(errors, "country", RENTAL_MESSAGES.countryInactive);
  if (Object.keys(errors).length || !device || !country) return null;
  const days = rentalDays(input.start_date, input.end_date);
  const dailyRate = device.daily_rate + country.daily_rate;
  const amount = days * dailyRate;
  const tax = taxOn(amount, await companyTaxRate(db, companyId));
  return {
    device,
    country,
    today,
    start: input.start_date,
    end: input.end_date,
    days,
    dailyRate,
    amount,
    tax,
    deposit: device.deposit,
  };
}

/** POST /api/rental/devices/cost/: the price of a booking that could be made now. */
export async function costOf(db: DB, ctx: AuthContext, input: CostInput, now = new Date()) {
  const errors: FieldErrors = {};
  const q = await quoteOf(db, ctx.companyId, input, now, errors);
  if (!q) throw badRequest(errors);
  if (!(await hasStock(db, q.device, q.start, q.end, q.today)))
    throw badRequest({ device: RENTAL_MESSAGES.deviceUnavailable });
  return {
    amount: formatCents(q.amount),
    tax_amount: formatCents(q.tax),
    deposit_amount: formatCents(q.deposit),
    total_amount: formatCents(q.amount + q.tax + q.deposit),
    days: q.days,
    daily_rate: formatCents(q.dailyRate),
    device_daily_rate: formatCents(q.device.daily_rate),
    country_daily_rate: formatCents(q.country.daily_rate),
  };
}

// ---------------------------------------------------------------------------------------------------
// Cards and charges

async function usableCard(
  db: DB,
  userId: number,
  id: number,
  now: Date,
  errors: FieldErrors,
  field = "payment_method",
) {
  const card = await db
    .selectFrom("payment_methods")
    .select(["id", "user_id", "is_active", "exp_month", "exp_year", "brand", "last4"])
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!card) addError(errors, field, invalidPk(id));
  else if (!card.is_active) addError(errors, field, RENTAL_MESSAGES.cardRemoved);
  else if (isExpired(card.exp_month, card.exp_year, now))
    addError(errors, field, RENTAL_MESSAGES.cardExpired);
  else return card;
  return null;
}

/** The next idempotency key for a charge of this kind on this rental: `rental-7-deposit`, then `…-2`. */
async function nextKey(trx: DB, rentalId: number, suffix: string): Promise<string> {
  const row = await trx
    .selectFrom("charges")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("rental_id", "=", rentalId)
    .where("idempotency_key", "like", `rental-${rentalId}-${suffix}%`)
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
  return n === 0 ? `rental-${rentalId}-${suffix}` : `rental-${rentalId}-${suffix}-${n + 1}`;
}

/**
 * A charge row of a rental. By card it is pending until the processor answers (a refund starts with the
 * refunded charge's processor reference, then gets its own); without a card it is cash, settled at once.
 */
async function insertRentalCharge(
  trx: DB,
  ctx: AuthContext,
  rental: { id: number; company_id: number; user_id: number },
  kind: ChargeKind,
  amount: number,
  card: {
    id: number | null;
    brand: string | null;
    last4: string | null;
    processor_ref?: string | null;
  } | null,
  key: string,
  at: string,
) {
  return trx
    .insertInto("charges")
    .values({
      company_id: rental.company_id,
      user_id: rental.user_id,
      kind,
      amount,
      status: card ? "pending" : "succeeded",
      transaction_id: null,
      rental_id: rental.id,
      payment_method_id: card?.id ?? null,
      method: card ? "card" : "cash",
      brand: card?.brand ?? null,
      last4: card?.last4 ?? null,
      processor_ref: card?.processor_ref ?? null,
      idempotency_key: key,
      failure_message: null,
      created_by: actorOf(ctx),
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}

type ChargeOutcome = { ok: true } | { ok: false; message: string; transient: boolean };

const plural = (n: number, word: string) => `${n} ${word}${Math.abs(n) === 1 ? "" : "s"}`;

/** A line of days priced at a daily rate, with its tax (days may be negative: an end date moved earlier). */
function daysLine(
  kind: "days" | "extension" | "extra_days",
  what: string,
  days: number,
  dailyRate: number,
  taxRate: string,
): NewRentalLine {
  const amount = days * dailyRate;
  const tax = Math.sign(amount) * taxOn(Math.abs(amount), taxRate);
  return {
    kind,
    description: `${what}: ${plural(days, "day")} × ${formatMoneyCents(dailyRate)}`,
    days,
    daily_rate: dailyRate,
    amount,
    tax_amount: tax,
  };
}

/** How a ledger line names the money's way: "Visa •••• 4242", or "cash". */
const methodLabel = (c: { brand: string | null; last4: string | null }) =>
  c.last4 ? (cardLabel(c.brand, c.last4) ?? "card") : "cash";

/** The ledger line of money received by a succeeded charge (card or cash). */
function paymentLine(c: {
  id: number;
  kind: ChargeKind;
  amount: number;
  brand: string | null;
  last4: string | null;
}): NewRentalLine {
  const how = c.last4 ? `by ${methodLabel(c)}` : "in cash";
  const what = c.kind === "deposit" ? "Deposit paid" : "Payment";
  return {
    kind: "payment",
    description: `${what} ${how}`,
    paid_amount: c.amount,
    method: c.last4 ? "card" : "cash",
    charge_id: c.id,
  };
}

/** Asks the processor for one pending charge and records the answer; a paid one lowers the balance. */
async function sendCharge(db: DB, payments: PaymentsAdapter, chargeId: number): Promise<ChargeOutcome> {
  const c = await db
    .selectFrom("charges as ch")
    .innerJoin("payment_methods as pm", "pm.id", "ch.payment_method_id")
    .innerJoin("users as u", "u.id", "ch.user_id")
    .select([
      "ch.id",
      "ch.rental_id",
      "ch.company_id",
      "ch.kind",
      "ch.amount",
      "ch.status",
      "ch.idempotency_key",
      "ch.failure_message",
      "ch.brand",
      "ch.last4",
      "ch.created_by",
      "pm.processor_ref",
      "u.stripe_customer_id",
    ])
    .where("ch.id", "=", chargeId)
    .executeTakeFirstOrThrow();
  // Another request got the answer first.
  if (c.status === "succeeded") return { ok: true };
  if (c.status !== "pending") return { ok: false, message: c.failure_message ?? "", transient: false };
  let result;
  try {
    result = await payments.charge({
      amount: c.amount,
      card: c.processor_ref,
      customer: c.stripe_customer_id,
      idempotencyKey: c.idempotency_key,
      description: `Rental rental-${c.rental_id} ${c.kind}`,
    });
  } catch (err) {
    if (!isTransient(err)) throw err;
    return { ok: false, message: (err as Error).message, transient: true };
  }
  if (result.status !== "succeeded") {
    await db
      .updateTable("charges")
      .set({ status: "failed", failure_message: result.message, processor_ref: result.ref })
      .where("id", "=", c.id)
      .where("status", "=", "pending")
      .execute();
    return { ok: false, message: result.message, transient: false };
  }
  const ref = result.ref;
  await db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable("charges")
      .set({ status: "succeeded", processor_ref: ref, failure_message: null })
      .where("id", "=", c.id)
      .where("status", "=", "pending")
      .executeTakeFirst();
    // Only the request that moved the charge out of pending counts the money.
    if (Number(res.numUpdatedRows) === 1)
      await postRentalLines(
        trx,
        { id: c.rental_id!, company_id: c.company_id },
        [paymentLine(c)],
        c.created_by,
        new Date().toISOString(),
      );
  });
  return { ok: true };
}

/**
 * Charges the rental's pending creation charges (rental, then deposit) in order. The first failure puts
 * the rental in `error` with payment_error and stops; all paid takes an `error` rental back to `preorder`.
 */
async function chargeCreation(db: DB, payments: PaymentsAdapter, rentalId: number): Promise<ChargeOutcome> {
  const pending = await db
    .selectFrom("charges")
    .select("id")
    .where("rental_id", "=", rentalId)
    .where("kind", "in", ["rental", "deposit"])
    .where("status", "=", "pending")
    // The rental part before the deposit, whatever order retries added them in.
    .orderBy(sql`case when kind = 'rental' then 0 else 1 end`)
    .orderBy("id")
    .execute();
  for (const p of pending) {
    const outcome = await sendCharge(db, payments, p.id);
    if (!outcome.ok) {
      await db
        .updateTable("rentals")
        .set({ status: "error", payment_error: outcome.message, updated_at: new Date().toISOString() })
        .where("id", "=", rentalId)
        .where("status", "in", ["preorder", "error"])
        .execute();
      return outcome;
    }
  }
  await db
    .updateTable("rentals")
    .set({
      status: "preorder",
      payment_error: null,
      rental_error: null,
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", rentalId)
    .where("status", "=", "error")
    .execute();
  return { ok: true };
}

// ---------------------------------------------------------------------------------------------------
// Create

interface CreateInput extends CostInput {
  user: number;
  payment_method?: number;
  note?: string;
}

/**
 * Rent Now (trigger manual, the customer for themselves, card required) and the desk's booking (trigger
 * member, for a customer of the company, card optional). Answers the new rental's id; a declined card
 * leaves it in `error` with payment_error.
 */
export async function createRental(
  db: DB,
  payments: PaymentsAdapter,
  ctx: AuthContext,
  input: CreateInput,
  trigger: "manual" | "member",
  now = new Date(),
): Promise<number> {
  const errors: FieldErrors = {};
  if (trigger === "member") {
    const customer = await findCustomer(db, ctx.companyId, input.user);
    if (!customer) addError(errors, "user", invalidPk(input.user));
    else if (!customer.is_active) addError(errors, "user", RENTAL_MESSAGES.customerInactive);
  }
  const q = await quoteOf(db, ctx.companyId, input, now, errors);
  const card =
    input.payment_method === undefined
      ? null
      : await usableCard(db, input.user, input.payment_method, now, errors);
  if (Object.keys(errors).length || !q) throw badRequest(errors);

  const at = now.toISOString();
  const total = q.amount + q.tax + q.deposit;
  const rentalId = await withRowLock(db, { table: "devices", id: q.device.id }, async (trx) => {
    if (!(await hasStock(trx, q.device, q.start, q.end, q.today)))
      throw badRequest({ device: RENTAL_MESSAGES.deviceUnavailable });
    const row = await trx
      .insertInto("rentals")
      .values({
        company_id: ctx.companyId,
        user_id: input.user,
        device_id: q.device.id,
        country_id: q.country.id,
        plan_id: null,
        phone_number: null,
        start_date: q.start,
        end_date: q.end,
        // With a card it starts in error until the processor says paid: a request that dies before the
        // answer leaves a rental staff can retry (same keys, never charged twice), not an unpaid preorder.
        status: card ? "error" : "preorder",
        trigger,
        // The figures are the sums of the lines posted below (ledger.ts).
        amount: 0,
        tax_amount: 0,
        deposit_amount: 0,
        total_due_amount: 0,
        paid_amount: 0,
        balance: 0,
        payment_method_id: card?.id ?? null,
        payment_error: card ? RENTAL_MESSAGES.paymentUnconfirmed : null,
        rental_error: null,
        picked_up_at: null,
        returned_at: null,
        deposit_refunded_at: null,
        note: input.note ?? "",
        created_by: actorOf(ctx),
        resolved_by: null,
        resolved_at: null,
        created_at: at,
        updated_at: at,
      })
      .returning(["id", "company_id", "user_id"])
      .executeTakeFirstOrThrow();
    const taxRate = await companyTaxRate(trx, ctx.companyId);
    const booked = daysLine("days", "Rental", q.days, q.dailyRate, taxRate);
    await postRentalLines(
      trx,
      row,
      [
        booked,
        ...(q.deposit > 0 ? [{ kind: "deposit" as const, description: "Deposit", amount: q.deposit }] : []),
      ],
      actorOf(ctx),
      at,
    );
    if (card) {
      if (q.amount + q.tax > 0)
        await insertRentalCharge(
          trx,
          ctx,
          row,
          "rental",
          q.amount + q.tax,
          card,
          `rental-${row.id}-rental`,
          at,
        );
      if (q.deposit > 0)
        await insertRentalCharge(trx, ctx, row, "deposit", q.deposit, card, `rental-${row.id}-deposit`, at);
    }
    await audit(trx, ctx, "rental.create", "rental", row.id, {
      ...input,
      trigger,
      total: formatCents(total),
    });
    return row.id;
  });
  if (card) await chargeCreation(db, payments, rentalId);
  return rentalId;
}

export function refuseStaffRentNow(ctx: AuthContext) {
  if (isStaff(ctx)) throw new ApiError(403, { detail: RENTAL_MESSAGES.customersOnly });
}

// ---------------------------------------------------------------------------------------------------
// Reading one rental for a write

/** The company's rental, or `missing()` (404 unless told otherwise). */
function companyRental(db: DB, ctx: AuthContext, id: number, missing: () => Error = notFound) {
  return db
    .selectFrom("rentals")
    .selectAll()
    .$call(companyRowById(ctx.companyId, id))
    .executeTakeFirstOrThrow(missing);
}
type RentalRow = Awaited<ReturnType<typeof companyRental>>;

/** A rental named in a body (add-payment, return): an unknown id is a field error, as DRF says it. */
const bodyRental = (db: DB, ctx: AuthContext, id: number) =>
  companyRental(db, ctx, id, () => badRequest({ rental: invalidPk(id) }));

/** Today's daily rate of the rental's device and country: what extra days cost. */
export async function dailyRateOf(db: DB, rental: { device_id: number; country_id: number }) {
  const d = await db
    .selectFrom("devices")
    .select("daily_rate")
    .where("id", "=", rental.device_id)
    .executeTakeFirstOrThrow();
  const c = await db
    .selectFrom("countries")
    .select("daily_rate")
    .where("id", "=", rental.country_id)
    .executeTakeFirstOrThrow();
  return d.daily_rate + c.daily_rate;
}

/** What a deposit refund can give back now: the deposit money held, until the deposit is settled. */
export async function refundableOf(
  db: DB,
  r: Pick<RentalRow, "id" | "deposit_refunded_at">,
): Promise<number> {
  if (r.deposit_refunded_at) return 0;
  return (await rentalFigures(db, r.id)).deposit_paid_amount;
}

// ---------------------------------------------------------------------------------------------------
// End preview and return

/** The days past the end date up to a return on `returnDay`, at today's daily rate, as a ledger line. */
async function extraDaysLine(db: DB, r: RentalRow, returnDay: string) {
  const extraDays = Math.max(0, daysFrom(r.end_date, returnDay));
  const dailyRate = await dailyRateOf(db, r);
  const taxRate = await companyTaxRate(db, r.company_id);
  return {
    extraDays,
    dailyRate,
    line: daysLine(
      "extra_days",
      `Returned ${formatDate(returnDay)}, after the end date`,
      extraDays,
      dailyRate,
      taxRate,
    ),
  };
}

/** GET /api/rental/rentals/{id}/end-preview: what returning it today (the company's day) would cost. */
export async function endPreview(db: DB, r: RentalRow, now = new Date()): Promise<EndPreview> {
  const returnDate = await companyToday(db, r.company_id, now);
  const x = await extraDaysLine(db, r, returnDate);
  const extra = x.line.amount ?? 0;
  const extraTax = x.line.tax_amount ?? 0;
  return {
    return_date: returnDate,
    end_date: r.end_date,
    extra_days: x.extraDays,
    daily_rate: formatCents(x.dailyRate),
    extra_amount: formatCents(extra),
    extra_tax_amount: formatCents(extraTax),
    total_due_amount_after: formatCents(r.total_due_amount + extra + extraTax),
    balance_after: formatCents(r.balance + extra + extraTax),
    deposit_amount: formatCents(r.deposit_amount),
    refundable_deposit_amount: formatCents(await refundableOf(db, r)),
  };
}

/** The extension line a new end date would post: the added (or removed) days at today's daily rate. */
async function extensionLine(db: DB, r: RentalRow, end: string): Promise<NewRentalLine> {
  const change = rentalDays(r.start_date, end) - rentalDays(r.start_date, r.end_date);
  return daysLine(
    "extension",
    `End date moved from ${formatDate(r.end_date)} to ${formatDate(end)}`,
    change,
    await dailyRateOf(db, r),
    await companyTaxRate(db, r.company_id),
  );
}

/** Why an end date cannot be set, or null: checked by the preview and by the update alike. */
function endDateRefusal(r: RentalRow, end: string): string | null {
  if (!END_DATE_EDITABLE.includes(r.status)) return RENTAL_MESSAGES.endDateLocked;
  if (end < r.start_date) return RENTAL_MESSAGES.endBeforeStart;
  if (rentalDays(r.start_date, end) > MAX_RENTAL_DAYS) return RENTAL_MESSAGES.tooLong;
  return null;
}

/**
 * GET /api/rental/rentals/{id}/end-date-preview/?end_date= (members): what moving the end date would do
 * to the price, the total due and the balance, and how much of the deposit already paid would cover it.
 */
export async function endDatePreview(db: DB, ctx: AuthContext, id: number, end: string, now = new Date()) {
  const r = await companyRental(db, ctx, id);
  const refusal = endDateRefusal(r, end);
  if (refusal) throw badRequest({ end_date: refusal });
  const device = await db
    .selectFrom("devices")
    .select(["id", "stock"])
    .where("id", "=", r.device_id)
    .executeTakeFirstOrThrow();
  const today = await companyToday(db, r.company_id, now);
  if (end !== r.end_date && !(await hasStock(db, device, r.start_date, end, today, r.id)))
    throw badRequest({ end_date: RENTAL_MESSAGES.deviceUnavailable });
  const lines = await rentalLines(db, r.id);
  const line = await extensionLine(db, r, end);
  const before = ledgerFigures(lines);
  const after = ledgerFigures([
    ...lines,
    { kind: "extension", amount: line.amount!, tax_amount: line.tax_amount!, paid_amount: 0 },
  ]);
  return {
    end_date: end,
    days: rentalDays(r.start_date, end),
    days_change: line.days ?? 0,
    daily_rate: formatCents(line.daily_rate ?? 0),
    amount_change: formatCents(line.amount ?? 0),
    tax_change: formatCents(line.tax_amount ?? 0),
    total_due_amount_after: formatCents(after.total_due_amount),
    balance_after: formatCents(after.balance),
    deposit_covers_amount: formatCents(
      r.deposit_refunded_at ? 0 : Math.min(Math.max(0, after.balance), before.deposit_paid_amount),
    ),
  };
}

/** The rental the caller may see (a customer: their own), or 404. */
export function visibleRental(db: DB, ctx: AuthContext, id: number) {
  return db
    .selectFrom("rentals")
    .selectAll()
    .where("id", "=", id)
    .$call(callersRows(ctx, "company_id", "user_id"))
    .executeTakeFirstOrThrow(notFound);
}

/** Sets `returned` and posts the days past the end date (and their tax) as a ledger line. */
async function markReturned(trx: DB, ctx: AuthContext, r: RentalRow, returnedAt: string, returnDay: string) {
  const x = await extraDaysLine(trx, r, returnDay);
  const res = await trx
    .updateTable("rentals")
    .set({ status: "returned", returned_at: returnedAt, updated_at: new Date().toISOString() })
    .where("id", "=", r.id)
    .where("status", "=", "picked_up")
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw badRequest({ rental: RENTAL_MESSAGES.notReturnable });
  if (x.extraDays > 0) await postRentalLines(trx, r, [x.line], actorOf(ctx), returnedAt);
  await audit(trx, ctx, "rental.return", "rental", r.id, {
    returned_at: returnedAt,
    returned_on: returnDay,
    extra_days: x.extraDays,
    extra_amount: formatCents(x.line.amount ?? 0),
    extra_tax_amount: formatCents(x.line.tax_amount ?? 0),
  });
}

/** An instant that falls on `day` in the zone (about midday), to stamp a return dated at the desk. */
function instantOn(day: string, timeZone: string): string {
  for (const hour of [12, 8, 16, 4, 20, 0, 23]) {
    const at = `${day}T${String(hour).padStart(2, "0")}:00:00.000Z`;
    if (dayIn(timeZone, at) === day) return at;
  }
  return `${day}T12:00:00.000Z`;
}

/** POST /api/rental/rentals/return/: returned on a day chosen at the desk (the company's; default today). */
export async function returnRental(
  db: DB,
  ctx: AuthContext,
  input: ReturnInput,
  now = new Date(),
): Promise<number> {
  const r = await bodyRental(db, ctx, input.rental);
  if (r.status !== "picked_up") throw badRequest({ rental: RENTAL_MESSAGES.notReturnable });
  const zone = await companyTimeZone(db, ctx.companyId);
  const today = dayIn(zone, now);
  const pickedUpOn = r.picked_up_at ? dayIn(zone, r.picked_up_at) : r.start_date;
  let returnedAt: string;
  let returnDay: string;
  if (input.returned_on !== undefined) {
    returnDay = input.returned_on;
    if (returnDay > today) throw badRequest({ returned_on: RENTAL_MESSAGES.returnDayInFuture });
    if (returnDay < pickedUpOn) throw badRequest({ returned_on: RENTAL_MESSAGES.returnDayBeforePickup });
    returnedAt = returnDay === today ? now.toISOString() : instantOn(returnDay, zone);
    if (r.picked_up_at && returnedAt < r.picked_up_at) returnedAt = r.picked_up_at;
  } else {
    returnedAt = input.returned_at ? new Date(input.returned_at).toISOString() : now.toISOString();
    if (Date.parse(returnedAt) > now.getTime() + 60_000)
      throw badRequest({ returned_at: RENTAL_MESSAGES.returnedInFuture });
    if (r.picked_up_at && returnedAt < r.picked_up_at)
      throw badRequest({ returned_at: RENTAL_MESSAGES.returnedBeforePickup });
    returnDay = dayIn(zone, returnedAt);
  }
  await withRowLock(db, { table: "rentals", id: r.id }, async (trx) =>
    markReturned(trx, ctx, await companyRental(trx, ctx, r.id), returnedAt, returnDay),
  );
  return r.id;
}

// ---------------------------------------------------------------------------------------------------
// Update

/** PATCH /api/rental/rentals/{id}/update (members): status, end date, total due, note, line and plan. */
export async function updateRental(
  db: DB,
  ctx: AuthContext,
  id: number,
  input: RentalUpdate,
  now = new Date(),
): Promise<void> {
  const current = await companyRental(db, ctx, id);
  const given = (Object.keys(input) as (keyof RentalUpdate)[]).filter(
    (k) => input[k] !== undefined && k !== "reason",
  );
  if (!given.length) throw badRequest({ non_field_errors: RENTAL_MESSAGES.nothingToUpdate });

  const errors: FieldErrors = {};
  const to = input.status;
  if (to !== undefined && to !== current.status && NEXT_STATUS[current.status] !== to)
    addError(errors, "status", RENTAL_MESSAGES.transition(current.status, to));
  if (input.end_date !== undefined && input.end_date !== current.end_date) {
    const refusal = endDateRefusal(current, input.end_date);
    if (refusal) addError(errors, "end_date", refusal);
  }
  if (input.total_due_amount !== undefined && !input.reason)
    addError(errors, "reason", RENTAL_MESSAGES.reasonRequired);
  let phone: string | null | undefined;
  if (input.phone_number !== undefined) {
    phone =
      input.phone_number === null || input.phone_number === ""
        ? null
        : normalizePhoneNumber(input.phone_number);
    if (phone === null && input.phone_number) addError(errors, "phone_number", RENTAL_MESSAGES.invalidPhone);
  }
  if (input.plan !== undefined && input.plan !== null && !(await findPlan(db, ctx.companyId, input.plan)))
    addError(errors, "plan", invalidPk(input.plan));
  if (Object.keys(errors).length) throw badRequest(errors);

  const changesEnd = input.end_date !== undefined && input.end_date !== current.end_date;
  const lock = changesEnd
    ? [
        { table: "devices" as const, id: current.device_id },
        { table: "rentals" as const, id },
      ]
    : { table: "rentals" as const, id };
  await withRowLock(db, lock, async (trx) => {
    const at = now.toISOString();
    let r = await companyRental(trx, ctx, id);
    if (changesEnd) {
      const end = input.end_date!;
      const device = await trx
        .selectFrom("devices")
        .select(["id", "stock"])
        .where("id", "=", r.device_id)
        .executeTakeFirstOrThrow();
      const today = await companyToday(trx, r.company_id, now);
      if (!(await hasStock(trx, device, r.start_date, end, today, r.id)))
        throw badRequest({ end_date: RENTAL_MESSAGES.deviceUnavailable });
      // The days already booked keep their price; added (or removed) days are at today's rate.
      const line = await extensionLine(trx, r, end);
      await trx.updateTable("rentals").set({ end_date: end, updated_at: at }).where("id", "=", id).execute();
      const f = await postRentalLines(trx, r, [line], actorOf(ctx), at);
      await audit(trx, ctx, "rental.end_date", "rental", id, {
        from: r.end_date,
        to: end,
        total_due_amount: formatCents(f.total_due_amount),
      });
      r = await companyRental(trx, ctx, id);
    }
    if (input.total_due_amount !== undefined && input.total_due_amount !== r.total_due_amount) {
      // A staff change of the total due is a line of its own, so the receipt says what changed and why.
      await postRentalLines(
        trx,
        r,
        [
          {
            kind: "adjustment",
            description: `Adjusted by staff: ${input.reason}`,
            amount: input.total_due_amount - r.total_due_amount,
          },
        ],
        actorOf(ctx),
        at,
      );
      await audit(trx, ctx, "rental.total_due", "rental", id, {
        from: formatCents(r.total_due_amount),
        to: formatCents(input.total_due_amount),
        reason: input.reason,
      });
    }
    const other: { note?: string; phone_number?: string | null; plan_id?: number | null } = {};
    if (input.note !== undefined) other.note = input.note;
    if (phone !== undefined) other.phone_number = phone;
    if (input.plan !== undefined) other.plan_id = input.plan;
    if (Object.keys(other).length) {
      await trx
        .updateTable("rentals")
        .set({ ...other, updated_at: at })
        .where("id", "=", id)
        .execute();
      await audit(trx, ctx, "rental.update", "rental", id, { ...other });
    }
    if (to !== undefined && to !== r.status) {
      if (to === "returned") return markReturned(trx, ctx, r, at, await companyToday(trx, r.company_id, now));
      const res = await trx
        .updateTable("rentals")
        .set({
          status: to,
          updated_at: at,
          ...(to === "picked_up" ? { picked_up_at: at } : {}),
          ...(to === "resolved" ? { resolved_by: ctx.user.id, resolved_at: at } : {}),
        })
        .where("id", "=", id)
        .where("status", "=", r.status)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1)
        throw badRequest({ status: RENTAL_MESSAGES.transition(r.status, to) });
      await audit(trx, ctx, "rental.status", "rental", id, { from: r.status, to });
    }
  });
}

// ---------------------------------------------------------------------------------------------------
// Payments

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
  let card: Awaited<ReturnType<typeof usableCard>> = null;
  if (input.method === "card") {
    const cardId = input.payment_method ?? r.payment_method_id;
    if (cardId === null) addError(errors, "payment_method", RENTAL_MESSAGES.cardRequired);
    else card = await usableCard(db, r.user_id, cardId, now, errors);
  }
  if (input.amount > r.balance) addError(errors, "amount", RENTAL_MESSAGES.overpayment(r.balance));
  if (Object.keys(errors).length) throw badRequest(errors);

  const at = now.toISOString();
  const chargeId = await withRowLock(db, { table: "rentals", id: r.id }, async (trx) => {
    const fresh = await companyRental(trx, ctx, r.id);
    const pending = await trx
      .selectFrom("charges")
      .select(["id", "amount", "payment_method_id"])
      .where("rental_id", "=", r.id)
      .where("status", "=", "pending")
      .execute();
    // A card payment whose answer never came (timeout) is sent again under its own key, not made anew.
    const repeat = card && pending.find((p) => p.amount === input.amount && p.payment_method_id === card!.id);
    if (repeat) return repeat.id;
    const open = fresh.balance - pending.reduce((sum, p) => sum + p.amount, 0);
    if (input.amount > open) throw badRequest({ amount: RENTAL_MESSAGES.overpayment(Math.max(0, open)) });
    if (card) {
      const key = await nextKey(trx, r.id, "payment");
      const row = await insertRentalCharge(trx, ctx, fresh, "rental_payment", input.amount, card, key, at);
      await audit(trx, ctx, "rental.payment", "rental", r.id, {
        amount: formatCents(input.amount),
        method: "card",
        payment_method: card.id,
      });
      return row.id;
    }
    const cashKey = await nextKey(trx, r.id, "payment");
    const cash = await insertRentalCharge(trx, ctx, fresh, "rental_payment", input.amount, null, cashKey, at);
    await postRentalLines(
      trx,
      fresh,
      [paymentLine({ id: cash.id, kind: "rental_payment", amount: input.amount, brand: null, last4: null })],
      actorOf(ctx),
      at,
    );
    await audit(trx, ctx, "rental.payment", "rental", r.id, {
      amount: formatCents(input.amount),
      method: "cash",
    });
    return null;
  });
  if (chargeId !== null) {
    const outcome = await sendCharge(db, payments, chargeId);
    if (!outcome.ok) {
      if (outcome.transient) throw new ApiError(502, { detail: outcome.message });
      throw badRequest({ payment_method: outcome.message });
    }
  }
  return r.id;
}

// ---------------------------------------------------------------------------------------------------
// Deposit refund

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
  const amount = input.amount;
  const r = await companyRental(db, ctx, id);
  if (r.status !== "returned" && r.status !== "resolved") throw refused(RENTAL_MESSAGES.refundNotReturned);
  if (r.deposit_refunded_at) throw refused(RENTAL_MESSAGES.refundDone);
  const at = now.toISOString();

  const refundId = await withRowLock(db, { table: "rentals", id }, async (trx) => {
    const fresh = await companyRental(trx, ctx, id);
    if (fresh.deposit_refunded_at) throw refused(RENTAL_MESSAGES.refundDone);
    // A refund whose answer never came (timeout) is asked again under its own key.
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
    const value = amount ?? refundable;
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
    if (!byCard) {
      await settleDeposit(trx, ctx, fresh, { id: row.id, amount: value, brand: null, last4: null }, at);
      return null;
    }
    return row.id;
  });
  if (refundId === null) return;

  const refund = await db
    .selectFrom("charges")
    .select(["id", "amount", "idempotency_key", "processor_ref", "brand", "last4"])
    .where("id", "=", refundId)
    .executeTakeFirstOrThrow();
  let result;
  try {
    result = await payments.refund({
      amount: refund.amount,
      chargeRef: refund.processor_ref!,
      idempotencyKey: refund.idempotency_key,
    });
  } catch (err) {
    if (!isTransient(err)) throw err;
    throw new ApiError(502, { detail: (err as Error).message });
  }
  if (result.status !== "succeeded") {
    await db
      .updateTable("charges")
      .set({ status: "failed", failure_message: result.message, processor_ref: result.ref })
      .where("id", "=", refund.id)
      .execute();
    throw refused(result.message);
  }
  const ref = result.ref;
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

/** The card charge a deposit refund of `value` goes back through: the deposit's, else a large enough payment's. */
export function refundSourceOf(db: DB, rentalId: number, value: number) {
  return db
    .selectFrom("charges")
    .select(["id", "kind", "amount", "payment_method_id", "brand", "last4", "processor_ref"])
    .where("rental_id", "=", rentalId)
    .where("status", "=", "succeeded")
    .where("method", "=", "card")
    .where("kind", "in", ["deposit", "rental", "rental_payment"])
    .where("processor_ref", "is not", null)
    .where("amount", ">=", value)
    .orderBy(sql`case when kind = 'deposit' then 0 else 1 end`)
    .orderBy("id", "desc")
    .executeTakeFirst();
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
      description: "Deposit applied to what is owed",
      amount: -s.applied,
    });
  if (s.unpaid) lines.push({ kind: "deposit_unpaid", description: "Deposit not paid", amount: -s.unpaid });
  lines.push({
    kind: "deposit_refund",
    description: refund.last4 ? `Deposit refunded to ${methodLabel(refund)}` : "Deposit refunded in cash",
    amount: -refund.amount,
    paid_amount: -refund.amount,
    method: refund.last4 ? "card" : "cash",
    charge_id: refund.id,
  });
  await postRentalLines(trx, r, lines, actorOf(ctx), at);
  await trx.updateTable("rentals").set({ deposit_refunded_at: at }).where("id", "=", r.id).execute();
}

// ---------------------------------------------------------------------------------------------------
// Staff actions on a rental in error

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
  opts: {
    cardId?: number;
    action: string;
    refuse: (r: RentalRow) => void;
    failed: (message: string) => Error;
    note?: string;
  },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const charge = await withRowLock(db, { table: "rentals", id }, async (trx) => {
    const r = await companyRental(trx, ctx, id);
    opts.refuse(r);
    const errors: FieldErrors = {};
    if (opts.cardId !== undefined) {
      const chosen = await usableCard(trx, r.user_id, opts.cardId, now, errors);
      if (!chosen) throw badRequest(errors);
      await trx
        .updateTable("rentals")
        .set({ payment_method_id: chosen.id, updated_at: at })
        .where("id", "=", id)
        .execute();
      r.payment_method_id = chosen.id;
    }
    const pending = await trx
      .selectFrom("charges")
      .select(["id", "amount", "kind", "payment_method_id"])
      .where("rental_id", "=", id)
      .where("status", "=", "pending")
      .execute();
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
    if (charges) {
      if (r.payment_method_id === null) throw refused(RENTAL_MESSAGES.noCard);
      const card = await usableCard(trx, r.user_id, r.payment_method_id, now, errors);
      if (!card) throw refused(Object.values(errors)[0][0]);
      const f = await rentalFigures(trx, id);
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
          await nextKey(trx, id, "rental"),
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
          await nextKey(trx, id, "deposit"),
          at,
        );
    }
    await audit(trx, ctx, opts.action, "rental", id, {
      due: formatCents(Math.max(0, due)),
      payment_method: r.payment_method_id,
      payment_error: r.payment_error,
      rental_error: r.rental_error,
      ...(opts.note ? { note: opts.note } : {}),
    });
    return charges || open.length > 0;
  });
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
  if (r.status === "returned" || r.status === "resolved") throw refused(RENTAL_MESSAGES.assignClosed);
  if (input.make_default) {
    const errors: FieldErrors = {};
    if (!(await usableCard(db, r.user_id, input.payment_method, now, errors))) throw badRequest(errors);
    await db.transaction().execute((trx) => setDefaultCard(trx, r.user_id, input.payment_method));
  }
  if (r.status !== "error") {
    await db.transaction().execute(async (trx) => {
      const errors: FieldErrors = {};
      const card = await usableCard(trx, r.user_id, input.payment_method, now, errors);
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
