/** Limits the server enforces and the panel's forms say in advance. */

/** The largest price of a plan, in cents ($1,000.00). */
export const PLAN_MAX_AMOUNT = 100_000;

/** A bulk retry or resolve of refills: at most this many ids sent, or rows matching the filters sent. */
export const BULK_MAX_IDS = 500;
export const BULK_MAX_ROWS = 1000;

/** The longest rental one booking may cover, in days (both ends counted): keeps day arithmetic and stock checks bounded. */
export const MAX_RENTAL_DAYS = 366;
