import { sql } from "kysely";
import { addDays, dayIn } from "../../common/dates";
import type { DB } from "../db/connection";
import { isPostgres } from "../db/row-lock";

/**
 * A line's service end date (DESIGN.md §16): the company day its plan runs out. Each successful refill moves
 * it to max(today, end) + the plan's validity (refilling early stacks, as carriers do); a reversed refill
 * takes back the days it gave; staff may set it by hand (phone-numbers' PATCH). The engine calls
 * `serviceExtended` in the database transaction that records the success; a reversal calls `serviceReverted`.
 */

/** The rule: the end date after a refill that succeeded on `today` (a company day) with a plan of `validityDays`. */
export function endAfterRefill(end: string | null, today: string, validityDays: number): string {
  const from = end !== null && end > today ? end : today;
  return addDays(from, validityDays);
}

/** The rule's inverse: a refill's success undone takes back the days of its plan's validity. */
export function endAfterReversal(end: string | null, validityDays: number): string | null {
  return end === null ? null : addDays(end, -validityDays);
}

/** The line, plan validity and company zone of a refill, with the line's row locked (PostgreSQL) until commit. */
async function refillLine(trx: DB, transactionId: number) {
  const row = await trx
    .selectFrom("transactions as t")
    .innerJoin("plans as p", "p.id", "t.plan_id")
    .innerJoin("companies as co", "co.id", "t.company_id")
    .select(["t.phone_number_id", "p.validity_days", "co.time_zone"])
    .where("t.id", "=", transactionId)
    .executeTakeFirst();
  if (!row) return null;
  if (isPostgres(trx))
    await sql`select id from phone_numbers where id = ${row.phone_number_id} for update`.execute(trx);
  const line = await trx
    .selectFrom("phone_numbers")
    .select(["id", "service_ends_on"])
    .where("id", "=", row.phone_number_id)
    .executeTakeFirstOrThrow();
  return { ...row, line };
}

export const storedDay = (v: unknown): string | null =>
  v === null || v === undefined ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v);

/** Moves the refill's line on by its plan's validity; the new end date, or null when the refill has no line. */
export async function serviceExtended(
  trx: DB,
  transactionId: number,
  now = new Date(),
): Promise<string | null> {
  const r = await refillLine(trx, transactionId);
  if (!r) return null;
  const ends = endAfterRefill(storedDay(r.line.service_ends_on), dayIn(r.time_zone, now), r.validity_days);
  await trx.updateTable("phone_numbers").set({ service_ends_on: ends }).where("id", "=", r.line.id).execute();
  return ends;
}

/** Takes back what a reversed refill gave its line (for the top-up reversal, DESIGN.md §18). */
export async function serviceReverted(trx: DB, transactionId: number): Promise<string | null> {
  const r = await refillLine(trx, transactionId);
  if (!r) return null;
  const ends = endAfterReversal(storedDay(r.line.service_ends_on), r.validity_days);
  await trx.updateTable("phone_numbers").set({ service_ends_on: ends }).where("id", "=", r.line.id).execute();
  return ends;
}
