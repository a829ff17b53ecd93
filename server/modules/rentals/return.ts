import { dayIn, daysBetween as daysFrom } from "../../../common/dates";
import { formatCents } from "../../../common/money";
import { companyTimeZone, companyToday } from "../../db/company-day";
import type { DB } from "../../db/connection";
import { withRowLock } from "../../db/row-lock";
import { badRequest } from "../../http/errors";
import { type AuthContext, actorOf } from "../../security/caller";
import { audit } from "../../db/audit-log";
import type { PaymentsAdapter } from "../../integrations/payments/types";
import { settleHold } from "../../money/deposit";
import { postRentalLines, refundableOf } from "../../money/ledger";
import { companyTaxRate, dailyRateOf } from "./catalogue";
import { bodyRental, companyRental, type RentalRow } from "./queries";
import { daysLine } from "./quote";
import { feeLines } from "./fees";
import { takeBackUnit } from "./units";
import { type EndPreview, type ReturnInput, RENTAL_MESSAGES } from "./schemas";

/** The return: what it would cost today (the end preview), and the device coming back. */

/** The days past the end date up to a return on `returnDay`, at today's daily rate, as a ledger line. */
async function extraDaysLine(db: DB, r: RentalRow, returnDay: string) {
  const extraDays = Math.max(0, daysFrom(r.end_date, returnDay));
  const dailyRate = await dailyRateOf(db, r);
  const taxRate = await companyTaxRate(db, r.company_id);
  return {
    extraDays,
    dailyRate,
    line: daysLine("extra_days", { to_date: returnDay }, extraDays, dailyRate, taxRate),
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

/** Sets `returned` and posts the days past the end date (and their tax) as a ledger line. */
export async function markReturned(
  trx: DB,
  ctx: AuthContext,
  r: RentalRow,
  returnedAt: string,
  returnDay: string,
  unitTo: "available" | "maintenance" = "available",
  feeIds: readonly number[] = [],
) {
  const x = await extraDaysLine(trx, r, returnDay);
  const fees = await feeLines(
    trx,
    r.company_id,
    feeIds,
    x.extraDays,
    await companyTaxRate(trx, r.company_id),
  );
  const res = await trx
    .updateTable("rentals")
    .set({ status: "returned", returned_at: returnedAt, updated_at: new Date().toISOString() })
    .where("id", "=", r.id)
    .where("status", "=", "picked_up")
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw badRequest({ rental: RENTAL_MESSAGES.notReturnable });
  const lines = [...(x.extraDays > 0 ? [x.line] : []), ...fees];
  if (lines.length) await postRentalLines(trx, r, lines, actorOf(ctx), returnedAt);
  await takeBackUnit(trx, ctx, r, unitTo, returnedAt);
  await audit(trx, ctx, "rental.return", "rental", r.id, {
    returned_at: returnedAt,
    returned_on: returnDay,
    extra_days: x.extraDays,
    extra_amount: formatCents(x.line.amount ?? 0),
    extra_tax_amount: formatCents(x.line.tax_amount ?? 0),
    ...(fees.length
      ? { fees: fees.map((f) => ({ name: f.reason, amount: formatCents(f.amount ?? 0) })) }
      : {}),
    ...(r.unit_id !== null ? { unit_status: unitTo } : {}),
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
  payments: PaymentsAdapter,
  ctx: AuthContext,
  input: ReturnInput,
  now = new Date(),
): Promise<number> {
  const r = await bodyRental(db, ctx, input.rental);
  if (r.status !== "picked_up") throw badRequest({ rental: RENTAL_MESSAGES.notReturnable });
  const zone = await companyTimeZone(db, ctx.companyId);
  const { returnedAt, returnDay } = returnMoment(r, input, zone, now);
  await withRowLock(
    db,
    [
      { table: "devices", id: r.device_id },
      { table: "rentals", id: r.id },
    ],
    async (trx) =>
      markReturned(
        trx,
        ctx,
        await companyRental(trx, ctx, r.id),
        returnedAt,
        returnDay,
        input.unit_status,
        input.fees,
      ),
  );
  // The deposit held on the card: captured for what is owed now, the rest released (money/deposit.ts).
  await settleHold(db, payments, ctx, r.id, now);
  return r.id;
}

/** When the return happened: a day chosen at the desk (stamped about midday) or an instant, both checked. */
function returnMoment(
  r: RentalRow,
  input: ReturnInput,
  zone: string,
  now: Date,
): { returnedAt: string; returnDay: string } {
  const today = dayIn(zone, now);
  const pickedUpOn = r.picked_up_at ? dayIn(zone, r.picked_up_at) : r.start_date;
  if (input.returned_on !== undefined) {
    const returnDay = input.returned_on;
    if (returnDay > today) throw badRequest({ returned_on: RENTAL_MESSAGES.returnDayInFuture });
    if (returnDay < pickedUpOn) throw badRequest({ returned_on: RENTAL_MESSAGES.returnDayBeforePickup });
    let returnedAt = returnDay === today ? now.toISOString() : instantOn(returnDay, zone);
    if (r.picked_up_at && returnedAt < r.picked_up_at) returnedAt = r.picked_up_at;
    return { returnedAt, returnDay };
  }
  const returnedAt = input.returned_at ? new Date(input.returned_at).toISOString() : now.toISOString();
  if (Date.parse(returnedAt) > now.getTime() + 60_000)
    throw badRequest({ returned_at: RENTAL_MESSAGES.returnedInFuture });
  if (r.picked_up_at && returnedAt < r.picked_up_at)
    throw badRequest({ returned_at: RENTAL_MESSAGES.returnedBeforePickup });
  return { returnedAt, returnDay: dayIn(zone, returnedAt) };
}
