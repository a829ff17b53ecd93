import type { DB } from "../../db/connection";
import { audit } from "../audit/service";
import { type AuthContext, isStaff } from "../../security/caller";
import { filters } from "../../http/lists/filters";
import { listPage } from "../../http/lists/paging";
import { listReader } from "../../http/lists/readers";
import type { ListSpec } from "../../http/lists/spec";
import { addError, badRequest, type FieldErrors, notFound } from "../../http/errors";
import { formatCents } from "../../../common/money";
import { cardLabel } from "../../integrations/payments/cards";
import { fullName } from "../../../common/names";
import { callersRows, findPlan } from "../../db/lookups";
import { companyToday } from "../../db/company-day";
import { invalidPk } from "../../http/ids";
import { checkRefillCard } from "../transactions/create";
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

/**
 * The first date on or after `today` (the company's calendar day, "YYYY-MM-DD": docs/engines.md, "The
 * company's day") whose day of the month is `day` (1–28, so every month has it).
 */
export function nextRunOn(day: number, today: string): string {
  const [y, m, d] = today.split("-").map(Number);
  const date = d <= day ? new Date(Date.UTC(y, m - 1, day)) : new Date(Date.UTC(y, m, day));
  return date.toISOString().slice(0, 10);
}

function scoped(db: DB, ctx: AuthContext) {
  return db
    .selectFrom("scheduled_refills as sr")
    .innerJoin("phone_numbers as pn", "pn.id", "sr.phone_number_id")
    .innerJoin("users as u", "u.id", "pn.user_id")
    .innerJoin("plans as p", "p.id", "sr.plan_id")
    .leftJoin("payment_methods as pm", "pm.id", "sr.payment_method_id")
    .$call(callersRows(ctx, "sr.company_id", "pn.user_id"));
}

type Scoped = ReturnType<typeof scoped>;
const withColumns = (qb: Scoped) =>
  qb.select((eb) => [
    "sr.id",
    "sr.phone_number_id",
    "pn.number as phone_number_digits",
    "pn.user_id",
    "u.first_name",
    "u.last_name",
    "sr.plan_id",
    "p.name as plan_name",
    "p.amount",
    "sr.payment_method_id",
    "pm.brand",
    "pm.last4",
    "sr.day_of_month",
    "sr.next_run_on",
    "sr.is_active",
    "sr.last_run_on",
    "sr.created_at",
    eb
      .selectFrom("transactions as t")
      .select("t.status")
      .whereRef("t.scheduled_refill_id", "=", "sr.id")
      .orderBy("t.created_at", "desc")
      .orderBy("t.id", "desc")
      .limit(1)
      .as("last_result"),
    eb
      .selectFrom("transactions as t")
      .select("t.id")
      .whereRef("t.scheduled_refill_id", "=", "sr.id")
      .orderBy("t.created_at", "desc")
      .orderBy("t.id", "desc")
      .limit(1)
      .as("last_transaction_id"),
    eb
      .selectFrom("transactions as t")
      .select("t.created_at")
      .whereRef("t.scheduled_refill_id", "=", "sr.id")
      .orderBy("t.created_at", "desc")
      .orderBy("t.id", "desc")
      .limit(1)
      .as("last_transaction_at"),
  ]);
type Selected = Awaited<ReturnType<ReturnType<typeof withColumns>["executeTakeFirstOrThrow"]>>;

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

const listSpec: ListSpec<"scheduled_refills as sr" | "phone_numbers as pn" | "users as u" | "plans as p"> = {
  ordering: { next_run_on: "sr.next_run_on", day_of_month: "sr.day_of_month", created_at: "sr.created_at" },
  defaultOrdering: ["next_run_on"],
  search: ["pn.number", "p.name", "u.first_name", "u.last_name", "u.email"],
  filters: {
    user: filters.id("pn.user_id"),
    phone_number: filters.id("sr.phone_number_id"),
    plan: filters.id("sr.plan_id"),
    is_active: filters.boolean("sr.is_active"),
  },
  idColumn: "sr.id",
};

export const listScheduledRefills = listReader(scheduledRefillListQuery, (db, ctx, request) =>
  listPage({
    request,
    base: scoped(db, ctx),
    spec: listSpec,
    select: (qb) => withColumns(qb as Scoped),
    serialize,
  }),
);

export async function getScheduledRefill(db: DB, ctx: AuthContext, id: number): Promise<ScheduledRefillRow> {
  const row = await withColumns(scoped(db, ctx)).where("sr.id", "=", id).executeTakeFirst();
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
  const phone = await db
    .selectFrom("phone_numbers")
    .select(["id", "user_id", "carrier_id", "is_active"])
    .where("id", "=", t.phone_number_id)
    .$call(callersRows(ctx, "company_id", "user_id"))
    .executeTakeFirst();

  if (everything || changed.phone) {
    if (!phone) addError(errors, "phone_number", invalidPk(t.phone_number_id));
    else if (!phone.is_active) addError(errors, "phone_number", SCHEDULE_MESSAGES.phoneInactive);
  }
  if (everything || changed.plan || changed.phone) {
    const plan = await findPlan(db, ctx.companyId, t.plan_id);
    if (!plan) addError(errors, "plan", invalidPk(t.plan_id));
    else if ((everything || changed.plan) && (!plan.is_active || !plan.is_carrier_active))
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
    let same = db
      .selectFrom("scheduled_refills")
      .select("id")
      .where("phone_number_id", "=", t.phone_number_id)
      .where("day_of_month", "=", t.day_of_month)
      .where("is_active", "=", true);
    if (selfId !== null) same = same.where("id", "<>", selfId);
    if (await same.executeTakeFirst())
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
  const row = await db
    .insertInto("scheduled_refills")
    .values({
      ...target,
      company_id: ctx.companyId,
      next_run_on: nextRunOn(target.day_of_month, await companyToday(db, ctx.companyId, now)),
      created_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (isStaff(ctx)) await audit(db, ctx, "scheduled_refill.create", "scheduled_refill", row.id, { ...input });
  return row.id;
}

/** PATCH /api/scheduled-refills/{id}/: edit, pause ({is_active:false}) or resume ({is_active:true}). */
export async function updateScheduledRefill(
  db: DB,
  ctx: AuthContext,
  id: number,
  input: ScheduledRefillUpdate,
  now = new Date(),
): Promise<void> {
  const current = await scoped(db, ctx).selectAll("sr").where("sr.id", "=", id).executeTakeFirst();
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
      ? nextRunOn(target.day_of_month, await companyToday(db, ctx.companyId, now))
      : current.next_run_on;
  await db
    .updateTable("scheduled_refills")
    .set({ ...target, next_run_on })
    .where("id", "=", id)
    .execute();
  if (isStaff(ctx)) await audit(db, ctx, "scheduled_refill.update", "scheduled_refill", id, { ...input });
}

/** DELETE /api/scheduled-refills/{id}/: its transactions stay, their scheduled_refill_id set to null. */
export async function removeScheduledRefill(db: DB, ctx: AuthContext, id: number): Promise<void> {
  const row = await scoped(db, ctx).select("sr.id").where("sr.id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  await db.deleteFrom("scheduled_refills").where("id", "=", id).execute();
  if (isStaff(ctx)) await audit(db, ctx, "scheduled_refill.delete", "scheduled_refill", id);
}
