/** Limits the server enforces and the panel's forms say in advance. */

/** The largest price of a plan, in cents ($1,000.00). */
export const PLAN_MAX_AMOUNT = 100_000;
