import type { DB } from "../../db/connection";
import { companyRowById, companySetting } from "../../db/lookups";
import { HOLDS_STOCK } from "./rules";

/**
 * What a rental's writes read of the catalogue (quote.ts, create.ts, update.ts, return.ts, detail.ts): the
 * company's tax rate, the device and country booked with their daily rates, and the rentals holding a
 * device's stock on some days.
 */

/** The company's tax rate as a decimal string ("8.875"), whichever database answered. */
export async function companyTaxRate(db: DB, companyId: number): Promise<string> {
  return String(await companySetting(db, companyId, "tax_rate"));
}

export function findDevice(db: DB, companyId: number, id: number) {
  return db
    .selectFrom("devices")
    .select(["id", "daily_rate", "deposit", "stock", "is_active"])
    .$call(companyRowById(companyId, id))
    .executeTakeFirst();
}

export function findCountry(db: DB, companyId: number, id: number) {
  return db
    .selectFrom("countries")
    .select(["id", "daily_rate", "is_active"])
    .$call(companyRowById(companyId, id))
    .executeTakeFirst();
}

/** The rental's device and its stock, for a stock check of new dates. */
export function rentalDevice(db: DB, r: { device_id: number }) {
  return db
    .selectFrom("devices")
    .select(["id", "stock"])
    .where("id", "=", r.device_id)
    .executeTakeFirstOrThrow();
}

/** Rentals of the device holding it on some day from start to end (a picked-up one holds it past its end). */
export function rentalsHolding(db: DB, deviceId: number, start: string, end: string, exceptRental?: number) {
  let qb = db
    .selectFrom("rentals")
    .select(["start_date", "end_date", "status"])
    .where("device_id", "=", deviceId)
    .where("status", "in", HOLDS_STOCK)
    .where("start_date", "<=", end)
    .where((eb) => eb.or([eb("end_date", ">=", start), eb("status", "=", "picked_up")]));
  if (exceptRental !== undefined) qb = qb.where("id", "<>", exceptRental);
  return qb.execute();
}

/** Today's daily rates of the rental's device and of its country (with the country's name). */
export async function rentalRates(db: DB, rental: { device_id: number; country_id: number }) {
  const device = await db
    .selectFrom("devices")
    .select("daily_rate")
    .where("id", "=", rental.device_id)
    .executeTakeFirstOrThrow();
  const country = await db
    .selectFrom("countries")
    .select(["name", "daily_rate"])
    .where("id", "=", rental.country_id)
    .executeTakeFirstOrThrow();
  return { device, country };
}

/** Today's daily rate of the rental's device and country together: what extra days cost. */
export async function dailyRateOf(db: DB, rental: { device_id: number; country_id: number }) {
  const { device, country } = await rentalRates(db, rental);
  return device.daily_rate + country.daily_rate;
}

/** The active fees of the company's list among `ids` (the rental-catalog module keeps the list). */
export function activeFees(db: DB, companyId: number, ids: readonly number[]) {
  return db
    .selectFrom("rental_fees")
    .select(["id", "kind", "name", "amount", "taxable"])
    .where("company_id", "=", companyId)
    .where("is_active", "=", true)
    .where("id", "in", ids)
    .execute();
}
