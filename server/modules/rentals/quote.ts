import { addDays, daysBetween as daysFrom } from "../../../common/dates";
import { formatCents, taxOn } from "../../../common/money";
import { companyToday } from "../../db/company-day";
import type { DB } from "../../db/connection";
import { addError, badRequest, type FieldErrors, notFound } from "../../http/errors";
import { invalidPk } from "../../http/ids";
import type { AuthContext } from "../../security/caller";
import type { NewRentalLine } from "../../money/ledger";
import { holdsDeposit } from "../../money/deposit";
import { companyTaxRate, findCountry, findDevice, rentalDevice, rentalsHolding } from "./catalogue";
import { rentalDays } from "./days";
import { type CostInput, RENTAL_MESSAGES } from "./schemas";
import { MAX_RENTAL_DAYS } from "../../../common/api/limits";

/** A rental's price and its device's stock: what a booking costs, and whether one more fits its dates. */

/** Rentals holding the device per day from start to end (both included), by a sweep over the overlapping ones. */
async function busyDays(
  db: DB,
  deviceId: number,
  start: string,
  end: string,
  today: string,
  exceptRental?: number,
): Promise<number[]> {
  const rows = await rentalsHolding(db, deviceId, start, end, exceptRental);
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

/** True when the rental's device stays free for it up to a new end date (itself left out of the count). */
export async function fitsNewEnd(
  db: DB,
  r: { id: number; device_id: number; company_id: number; start_date: string },
  end: string,
  now: Date,
) {
  const device = await rentalDevice(db, r);
  const today = await companyToday(db, r.company_id, now);
  return hasStock(db, device, r.start_date, end, today, r.id);
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
export async function quoteOf(
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
    // The rule create.ts books by: a card booking's deposit is held, not charged, when it can be in time.
    deposit_held: q.deposit > 0 && holdsDeposit(q.today, q.end),
    days: q.days,
    daily_rate: formatCents(q.dailyRate),
    device_daily_rate: formatCents(q.device.daily_rate),
    country_daily_rate: formatCents(q.country.daily_rate),
  };
}

/**
 * A line of days priced at a daily rate, with its tax (days may be negative: an end date moved earlier);
 * `dates` are an extension's end date before and after, or a late return's day (to_date).
 */
export function daysLine(
  kind: "days" | "extension" | "extra_days",
  dates: { from_date?: string; to_date?: string },
  days: number,
  dailyRate: number,
  taxRate: string,
): NewRentalLine {
  const amount = days * dailyRate;
  const tax = Math.sign(amount) * taxOn(Math.abs(amount), taxRate);
  return {
    kind,
    ...dates,
    days,
    daily_rate: dailyRate,
    amount,
    tax_amount: tax,
    tax_rate: taxRate,
  };
}
