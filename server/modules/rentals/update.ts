import { auditChanges } from "../../../common/audit";
import { formatCents } from "../../../common/money";
import { normalizePhoneNumber } from "../../../common/phone";
import { ledgerFigures } from "../../../common/rental-ledger";
import { companyToday } from "../../db/company-day";
import type { DB } from "../../db/connection";
import { findPlan } from "../../db/lookups";
import { withRowLock } from "../../db/row-lock";
import type { RentalStatus } from "../../db/schema";
import { addError, ApiError, badRequest, type FieldErrors } from "../../http/errors";
import { invalidPk } from "../../http/ids";
import { type AuthContext, actorOf } from "../../security/caller";
import { audit } from "../../db/audit-log";
import type { PaymentsAdapter } from "../../integrations/payments/types";
import { holdOutlivedBy, holdToCharge, settleHold } from "../../money/deposit";
import { type NewRentalLine, postRentalLines, rentalLines } from "../../money/ledger";
import { companyTaxRate, dailyRateOf } from "./catalogue";
import { rentalDays } from "./days";
import { companyRental, type RentalRow } from "./queries";
import { daysLine, fitsNewEnd } from "./quote";
import { markReturned } from "./return";
import { handOverUnit, type UnitChoice } from "./units";
import { END_DATE_EDITABLE, NEXT_STATUS } from "./rules";
import { type RentalUpdate, RENTAL_MESSAGES } from "./schemas";
import { MAX_RENTAL_DAYS } from "../../../common/api/limits";

/** A rental changed by staff: its end date (and what moving it would do), total due, details and status. */

/** The extension line a new end date would post: the added (or removed) days at today's daily rate. */
async function extensionLine(db: DB, r: RentalRow, end: string): Promise<NewRentalLine> {
  const change = rentalDays(r.start_date, end) - rentalDays(r.start_date, r.end_date);
  return daysLine(
    "extension",
    { from_date: r.end_date, to_date: end },
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
 * to the price, the total due and the balance, how much of the deposit already paid would cover it, and
 * what of a deposit held on the card it would charge (money/deposit.ts holdToCharge).
 */
export async function endDatePreview(db: DB, ctx: AuthContext, id: number, end: string, now = new Date()) {
  const r = await companyRental(db, ctx, id);
  const refusal = endDateRefusal(r, end);
  if (refusal) throw badRequest({ end_date: refusal });
  if (end !== r.end_date && !(await fitsNewEnd(db, r, end, now)))
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
    deposit_hold_charged_amount: formatCents(
      (await holdOutlivedBy(db, r, end)) ? (r.deposit_hold_amount ?? 0) : 0,
    ),
  };
}

/** PATCH /api/rental/rentals/{id}/update (members): status, end date, total due, note, line and plan. */
export async function updateRental(
  db: DB,
  payments: PaymentsAdapter,
  ctx: AuthContext,
  id: number,
  input: RentalUpdate,
  now = new Date(),
): Promise<void> {
  const current = await companyRental(db, ctx, id);
  const phone = await checkUpdate(db, ctx, current, input);
  const changesEnd = input.end_date !== undefined && input.end_date !== current.end_date;
  const picksUp = input.status === "picked_up" && current.status !== "picked_up";
  const lock =
    changesEnd || picksUp
      ? [
          { table: "devices" as const, id: current.device_id },
          { table: "rentals" as const, id },
        ]
      : { table: "rentals" as const, id };
  await withRowLock(db, lock, async (trx) => {
    const at = now.toISOString();
    let r = await companyRental(trx, ctx, id);
    if (changesEnd) r = await moveEndDate(trx, ctx, r, input.end_date!, now);
    if (input.total_due_amount !== undefined && input.total_due_amount !== r.total_due_amount)
      await adjustTotalDue(trx, ctx, r, input.total_due_amount, input.reason, at);
    const details: Details = {};
    if (input.note !== undefined) details.note = input.note;
    if (phone !== undefined) details.phone_number = phone;
    if (input.plan !== undefined) details.plan_id = input.plan;
    if (Object.keys(details).length) await setDetails(trx, ctx, r, details, at);
    if (input.status !== undefined && input.status !== r.status)
      await moveStatus(trx, ctx, r, input.status, now, input);
  });
  // Returned: the deposit held on the card is captured for what is owed, the rest released; else a hold
  // the end date outlives is taken as a paid deposit (money/deposit.ts). Asked again on any later update
  // while the processor has not answered for sure.
  if (input.status === "returned") await settleHold(db, payments, ctx, id, now);
  else if (current.deposit_hold_status === "held") {
    const taken = await holdToCharge(db, payments, actorOf(ctx), id, now);
    if (!taken.ok) throw new ApiError(502, { detail: taken.message });
  }
}

type Details = { note?: string; phone_number?: string | null; plan_id?: number | null };

/**
 * Every field's error at once (status step, end date, reason, phone, plan), before anything is locked.
 * Answers the phone number to store: normalized, null to clear it, undefined when not sent.
 */
async function checkUpdate(
  db: DB,
  ctx: AuthContext,
  current: RentalRow,
  input: RentalUpdate,
): Promise<string | null | undefined> {
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
  if (
    (input.unit !== undefined || input.unit_code !== undefined) &&
    !(to === "picked_up" && to !== current.status)
  )
    addError(errors, input.unit !== undefined ? "unit" : "unit_code", RENTAL_MESSAGES.unitOnlyAtPickup);
  if (input.plan !== undefined && input.plan !== null && !(await findPlan(db, ctx.companyId, input.plan)))
    addError(errors, "plan", invalidPk(input.plan));
  if (Object.keys(errors).length) throw badRequest(errors);
  return phone;
}

/** A new end date, if the device stays free: the days already booked keep their price, the change is a line. */
async function moveEndDate(trx: DB, ctx: AuthContext, r: RentalRow, end: string, now: Date) {
  const at = now.toISOString();
  if (!(await fitsNewEnd(trx, r, end, now)))
    throw badRequest({ end_date: RENTAL_MESSAGES.deviceUnavailable });
  const line = await extensionLine(trx, r, end);
  await trx.updateTable("rentals").set({ end_date: end, updated_at: at }).where("id", "=", r.id).execute();
  const f = await postRentalLines(trx, r, [line], actorOf(ctx), at);
  await audit(trx, ctx, "rental.end_date", "rental", r.id, {
    changes: auditChanges(
      { end_date: r.end_date, total_due_amount: r.total_due_amount },
      { end_date: end, total_due_amount: f.total_due_amount },
    ),
  });
  return companyRental(trx, ctx, r.id);
}

/** A staff change of the total due is a line of its own, so the receipt says what changed and why. */
async function adjustTotalDue(
  trx: DB,
  ctx: AuthContext,
  r: RentalRow,
  totalDue: number,
  reason: string | undefined,
  at: string,
) {
  await postRentalLines(
    trx,
    r,
    [
      {
        kind: "adjustment",
        reason: reason ?? null,
        amount: totalDue - r.total_due_amount,
      },
    ],
    actorOf(ctx),
    at,
  );
  await audit(trx, ctx, "rental.total_due", "rental", r.id, {
    changes: auditChanges({ total_due_amount: r.total_due_amount }, { total_due_amount: totalDue }),
    reason,
  });
}

async function setDetails(trx: DB, ctx: AuthContext, r: RentalRow, details: Details, at: string) {
  await trx
    .updateTable("rentals")
    .set({ ...details, updated_at: at })
    .where("id", "=", r.id)
    .execute();
  await audit(trx, ctx, "rental.update", "rental", r.id, { changes: auditChanges(r, details) });
}

/** One step along the statuses; `returned` goes through the return's pricing (markReturned). */
async function moveStatus(
  trx: DB,
  ctx: AuthContext,
  r: RentalRow,
  to: RentalStatus,
  now: Date,
  choice: UnitChoice = {},
) {
  const at = now.toISOString();
  if (to === "returned") return markReturned(trx, ctx, r, at, await companyToday(trx, r.company_id, now));
  const res = await trx
    .updateTable("rentals")
    .set({
      status: to,
      updated_at: at,
      ...(to === "picked_up" ? { picked_up_at: at } : {}),
      ...(to === "resolved" ? { resolved_by: ctx.user.id, resolved_at: at } : {}),
    })
    .where("id", "=", r.id)
    .where("status", "=", r.status)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1)
    throw badRequest({ status: RENTAL_MESSAGES.transition(r.status, to) });
  const unit = to === "picked_up" ? await handOverUnit(trx, ctx, r, choice, at) : undefined;
  await audit(trx, ctx, "rental.status", "rental", r.id, {
    changes: { status: { from: r.status, to } },
    ...(unit ? { unit: unit.serial } : {}),
  });
}
