import { addDays, dayIn, DEFAULT_TIME_ZONE } from "../../../common/dates";
import type { App } from "../../../server/app";
import type { DB } from "../../../server/db/connection";
import { addCard, addCountry, addDevice, send } from "../fixtures";
import { createUser, tokenFor, twoCompanies } from "../helpers";

/** A calendar day `n` days from today in the test companies' time zone (the default, New York's). */
export const day = (n: number) => addDays(dayIn(DEFAULT_TIME_ZONE, new Date()), n);

/**
 * A company ready to rent: a device at $4.50/day with a $100.00 deposit and plenty of stock, a country at
 * $2.00/day, tax 8.875%; the customer has a good and a declined card. A second company for 404s.
 */
export async function rentalWorld(app: App) {
  const db = app.db;
  const { home, other } = await twoCompanies(db);
  const device = await addDevice(db, home.company.id, { daily_rate: 450, stock: 1000 });
  const country = await addCountry(db, home.company.id, { daily_rate: 200 });
  const good = await addCard(db, home.customer.id);
  const declined = await addCard(db, home.customer.id, { suffix: "_declined", last4: "0002" });
  const c2 = await createUser(db, home.company.id, "customer");
  const otherCustomer = { ...c2, token: await tokenFor(db, c2.id) };
  return { app, db, home, other, device, country, cards: { good, declined }, otherCustomer };
}
export type RentalWorld = Awaited<ReturnType<typeof rentalWorld>>;

/**
 * The same 3 days booked a week ahead: the hold would not outlive the rental, so its deposit is charged at
 * booking and refunded at the return (server/money/deposit.ts HOLD_DAYS). Bookings on the default dates
 * (tomorrow, 3 days) hold their deposit on the card (tests/server/rentals/holds.test.ts).
 */
export const CHARGED_DEPOSIT = { start_date: day(8), end_date: day(10) };

/** Rent Now by the world's customer; `fields` override the body. */
export async function rentNow(w: RentalWorld, fields: Record<string, unknown> = {}) {
  return send(w.app, "POST", "/api/rental/rentals/create/as-customer/", w.home.customer.token, {
    device: w.device.id,
    country: w.country.id,
    start_date: day(1),
    end_date: day(3),
    payment_method: w.cards.good.id,
    ...fields,
  });
}

/** A booking by the desk for the world's customer, unpaid unless `fields` name a card. */
export async function bookAsMember(w: RentalWorld, fields: Record<string, unknown> = {}) {
  return send(w.app, "POST", "/api/rental/rentals/create/as-member/", w.home.member.token, {
    user: w.home.customer.id,
    device: w.device.id,
    country: w.country.id,
    start_date: day(1),
    end_date: day(3),
    ...fields,
  });
}

/**
 * `n` bookings of `device` sent at once for overlapping days: every other one the desk's (days 2 to 4), the
 * rest the customer's Rent Now (days 3 to 5).
 */
export const bookAtOnce = (w: RentalWorld, device: { id: number }, n: number) =>
  Promise.all(
    Array.from({ length: n }, (_, i) =>
      i % 2
        ? bookAsMember(w, { device: device.id, start_date: day(2), end_date: day(4) })
        : rentNow(w, { device: device.id, start_date: day(3), end_date: day(5) }),
    ),
  );

export const rentalRow = (db: DB, id: number) =>
  db.selectFrom("rentals").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
export const chargesOf = (db: DB, id: number) =>
  db.selectFrom("charges").selectAll().where("rental_id", "=", id).orderBy("id").execute();

/** Moves a rental's dates `shift` days (negative: into the past), as time passing would. */
export const shiftDates = (db: DB, id: number, start: string, end: string) =>
  db.updateTable("rentals").set({ start_date: start, end_date: end }).where("id", "=", id).execute();

export const patch = (w: RentalWorld, id: number, body: unknown, token = w.home.member.token) =>
  send(w.app, "PATCH", `/api/rental/rentals/${id}/update`, token, body);

/** The desk's money calls on the world's rentals, as its member unless another token is given. */
export function deskCalls(w: RentalWorld) {
  const member = w.home.member.token;
  return {
    /** POST add-payment/: a payment at the desk (`method` card or cash). */
    pay: (body: Record<string, unknown>, token = member) =>
      send(w.app, "POST", "/api/rental/rentals/add-payment/", token, body),
    /** POST return/: the device back, on a day. */
    giveBack: (body: Record<string, unknown>, token = member) =>
      send(w.app, "POST", "/api/rental/rentals/return/", token, body),
    /** POST {id}/refund: the deposit back. */
    refund: (id: number, body: unknown = {}, token = member) =>
      send(w.app, "POST", `/api/rental/rentals/${id}/refund`, token, body),
    /** GET {id}/end-preview: what a return would cost. */
    endPreview: (id: number, token = member) =>
      send(w.app, "GET", `/api/rental/rentals/${id}/end-preview`, token),
  };
}
