import { auditChanges } from "../../../common/audit";
import type { DB } from "../../db/connection";
import { audit } from "../audit/service";
import { type AuthContext, isStaff } from "../../security/caller";
import { listPage } from "../../http/lists/paging";
import { listReader } from "../../http/lists/readers";
import { addError, badRequest, type FieldErrors, notFound } from "../../http/errors";
import { formatCents } from "../../../common/money";
import { cardLabel } from "../../integrations/payments/cards";
import { fullName } from "../../../common/names";
import { callersLine, findPlan, onSale } from "../../db/lookups";
import { companyToday } from "../../db/company-day";
import { firstRunOn } from "../../../common/schedule";
import { invalidPk } from "../../http/ids";
import { checkRefillCard } from "../transactions/create";
import {
  deleteSchedule,
  insertSchedule,
  sameDaySchedule,
  scheduledRefillListSpec,
  scheduleRow,
  scoped,
  type Scoped,
  type Selected,
  storedSchedule,
  updateSchedule,
  visibleSchedule,
  withColumns,
} from "./queries";
import {
  type ScheduledRefillCreate,
  scheduledRefillListQuery,
  type ScheduledRefillRow,
  type ScheduledRefillUpdate,
} from "./schemas";

/**
 * Monthly refills of a line (docs/engines.md). Customers manage those of their
 * own lines; staff the whole company's. The scheduler turns a due one into a `scheduled` transaction.
 */

export const SCHEDULE_MESSAGES = {
  phoneInactive: "This phone number is not active.",
  planInactive: "This plan is not active.",
  planCarrier: "This plan is not offered by the phone number's carrier.",
  cardRequired: "Choose a card for this scheduled refill.",
  sameDay: (day: number) => `This number already has a scheduled refill on day ${day}.`,
} as const;

function serialize(r: Selected): ScheduledRefillRow {
  return {
    id: r.id,
    phone_number: r.phone_number_id,
    phone_number_digits: r.phone_number_digits,
    user: r.user_id,
    user_name: fullName(r.first_name, r.last_name),
    plan: r.plan_id,
    plan_name: r.plan_name,
    amount: formatCents(r.amount),
    payment_method: r.payment_method_id,
    card_label: r.brand && r.last4 ? cardLabel(r.brand, r.last4) : null,
    day_of_month: r.day_of_month,
    next_run_on: r.next_run_on,
    is_active: r.is_active,
    last_run_on: r.last_run_on,
    last_result: r.last_result ?? null,
    last_transaction:
      r.last_transaction_id != null && r.last_result && r.last_transaction_at
        ? { id: r.last_transaction_id, status: r.last_result, created_at: r.last_transaction_at }
        : null,
    created_at: r.created_at,
  };
}

export const listScheduledRefills = listReader(scheduledRefillListQuery, (db, ctx, request) =>
  listPage({
    request,
    db,
    scope: { companyId: ctx.companyId },
    base: scoped(db, ctx),
    spec: scheduledRefillListSpec,
    select: (qb) => withColumns(qb as Scoped),
    serialize,
  }),
);

export async function getScheduledRefill(db: DB, ctx: AuthContext, id: number): Promise<ScheduledRefillRow> {
  const row = await scheduleRow(db, ctx, id);
  if (!row) throw notFound();
  return serialize(row);
}

interface Target {
  phone_number_id: number;
  plan_id: number;
  payment_method_id: number | null;
  day_of_month: number;
  is_active: boolean;
}
type Changed = Partial<Record<"phone" | "plan" | "card" | "day", boolean>>;

/**
 * Checks what a write leaves on the schedule. Everything is checked on create and on resume; otherwise only
 * what changed (pausing a schedule whose plan was since retired must still work).
 */
async function check(
  db: DB,
  ctx: AuthContext,
  t: Target,
  changed: Changed,
  everything: boolean,
  selfId: number | null,
  now: Date,
) {
  const errors: FieldErrors = {};
  const phone = await callersLine(db, ctx, t.phone_number_id);

  if (everything || changed.phone) {
    if (!phone) addError(errors, "phone_number", invalidPk(t.phone_number_id));
    else if (!phone.is_active) addError(errors, "phone_number", SCHEDULE_MESSAGES.phoneInactive);
  }
  if (everything || changed.plan || changed.phone) {
    const plan = await findPlan(db, ctx.companyId, t.plan_id);
    if (!plan) addError(errors, "plan", invalidPk(t.plan_id));
    else if ((everything || changed.plan) && !onSale(plan))
      addError(errors, "plan", SCHEDULE_MESSAGES.planInactive);
    else if (phone?.carrier_id != null && plan.carrier_id !== phone.carrier_id)
      addError(errors, "plan", SCHEDULE_MESSAGES.planCarrier);
  }
  if (everything || changed.card || changed.phone) {
    if (t.payment_method_id === null) {
      if (t.is_active) addError(errors, "payment_method", SCHEDULE_MESSAGES.cardRequired);
    } else {
      await checkRefillCard(db, ctx, t.payment_method_id, phone?.user_id, now, errors);
    }
  }
  if (phone && t.is_active && (everything || changed.phone || changed.day)) {
    if (await sameDaySchedule(db, t.phone_number_id, t.day_of_month, selfId))
      addError(errors, "day_of_month", SCHEDULE_MESSAGES.sameDay(t.day_of_month));
  }
  if (Object.keys(errors).length) throw badRequest(errors);
}

/** POST /api/scheduled-refills/ */
export async function createScheduledRefill(
  db: DB,
  ctx: AuthContext,
  input: ScheduledRefillCreate,
  now = new Date(),
): Promise<number> {
  const target: Target = {
    phone_number_id: input.phone_number,
    plan_id: input.plan,
    payment_method_id: input.payment_method,
    day_of_month: input.day_of_month,
    is_active: input.is_active ?? true,
  };
  await check(db, ctx, target, {}, true, null, now);
  const id = await insertSchedule(db, {
    ...target,
    company_id: ctx.companyId,
    next_run_on: firstRunOn(target.day_of_month, await companyToday(db, ctx.companyId, now), input.run_today),
    created_at: now.toISOString(),
  });
  if (isStaff(ctx)) await audit(db, ctx, "scheduled_refill.create", "scheduled_refill", id, { ...input });
  return id;
}

/** PATCH /api/scheduled-refills/{id}/: edit, pause ({is_active:false}) or resume ({is_active:true}). */
export async function updateScheduledRefill(
  db: DB,
  ctx: AuthContext,
  id: number,
  input: ScheduledRefillUpdate,
  now = new Date(),
): Promise<void> {
  const current = await storedSchedule(db, ctx, id);
  if (!current) throw notFound();
  const target: Target = {
    phone_number_id: input.phone_number ?? current.phone_number_id,
    plan_id: input.plan ?? current.plan_id,
    payment_method_id: input.payment_method !== undefined ? input.payment_method : current.payment_method_id,
    day_of_month: input.day_of_month ?? current.day_of_month,
    is_active: input.is_active ?? current.is_active,
  };
  const changed: Changed = {
    phone: target.phone_number_id !== current.phone_number_id,
    plan: target.plan_id !== current.plan_id,
    card: target.payment_method_id !== current.payment_method_id,
    day: target.day_of_month !== current.day_of_month,
  };
  const resuming = target.is_active && !current.is_active;
  await check(db, ctx, target, changed, resuming, id, now);
  const next_run_on =
    changed.day || resuming
      ? firstRunOn(target.day_of_month, await companyToday(db, ctx.companyId, now), input.run_today)
      : current.next_run_on;
  await updateSchedule(db, id, { ...target, next_run_on });
  if (isStaff(ctx))
    await audit(db, ctx, "scheduled_refill.update", "scheduled_refill", id, {
      changes: auditChanges(current, { ...target, next_run_on }),
    });
}

/** DELETE /api/scheduled-refills/{id}/: its transactions stay, their scheduled_refill_id set to null. */
export async function removeScheduledRefill(db: DB, ctx: AuthContext, id: number): Promise<void> {
  if (!(await visibleSchedule(db, ctx, id))) throw notFound();
  await deleteSchedule(db, id);
  if (isStaff(ctx)) await audit(db, ctx, "scheduled_refill.delete", "scheduled_refill", id);
}
