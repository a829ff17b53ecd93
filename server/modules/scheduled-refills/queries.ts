import type { Insertable, Updateable } from "kysely";
import type { DB } from "../../db/connection";
import { callersRows } from "../../db/lookups";
import type { ScheduledRefillsTable } from "../../db/schema";
import { filters } from "../../http/lists/filters";
import type { ListSpec } from "../../http/lists/spec";
import type { AuthContext } from "../../security/caller";
import { notFound } from "../../http/errors";
import { listPage } from "../../http/lists/paging";
import { listReader } from "../../http/lists/readers";
import { schedulesWithRefs } from "../../refills/rows";
import { cardLabel } from "../../integrations/payments/cards";
import { formatCents } from "../../../common/money";
import { fullName } from "../../../common/names";
import { SCHEDULE_RULES } from "../../../common/api/enums";
import { onExpiryRunOn } from "../../refills/auto-refill";
import { storedDay } from "../../refills/service-end";
import { scheduledRefillListQuery, type ScheduledRefillRow } from "./schemas";

/**
 * Scheduled refills' SQL: the caller's schedules with what their answer shows, the list spec, and the
 * reads and writes behind a schedule's checks.
 */

/** The scheduled refills the caller may see, with their line, its owner, the plan and the card. */
export function scoped(db: DB, ctx: AuthContext) {
  return schedulesWithRefs(db)
    .leftJoin("payment_methods as pm", "pm.id", "sr.payment_method_id")
    .leftJoin("users as cu", "cu.id", "sr.consent_by")
    .$call(callersRows(ctx, "sr.company_id", "pn.user_id"));
}

export type Scoped = ReturnType<typeof scoped>;
/** Reads the answer's columns, with the last transaction the schedule made (its status, id and time). */
export const withColumns = (qb: Scoped) =>
  qb.select((eb) => {
    /** A column of the schedule's last transaction (the newest, by time then id). */
    const last = <C extends "t.status" | "t.id" | "t.created_at">(column: C) =>
      eb
        .selectFrom("transactions as t")
        .select(column)
        .whereRef("t.scheduled_refill_id", "=", "sr.id")
        .orderBy("t.created_at", "desc")
        .orderBy("t.id", "desc")
        .limit(1);
    return [
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
      "sr.rule",
      "sr.days_before",
      "sr.failed_runs",
      "sr.suspended_at",
      "sr.suspended_reason",
      "sr.consent_by",
      "sr.consent_at",
      "sr.consent_channel",
      "sr.consent_address",
      "sr.consent_terms",
      "cu.first_name as consent_first_name",
      "cu.last_name as consent_last_name",
      "pn.service_ends_on",
      "sr.last_run_on",
      "sr.created_at",
      last("t.status").as("last_result"),
      last("t.id").as("last_transaction_id"),
      last("t.created_at").as("last_transaction_at"),
    ];
  });
export type Selected = Awaited<ReturnType<ReturnType<typeof withColumns>["executeTakeFirstOrThrow"]>>;

export const scheduledRefillListSpec: ListSpec<
  "scheduled_refills as sr" | "phone_numbers as pn" | "users as u" | "plans as p"
> = {
  ordering: { next_run_on: "sr.next_run_on", day_of_month: "sr.day_of_month", created_at: "sr.created_at" },
  defaultOrdering: ["next_run_on"],
  search: ["pn.number", "p.name", "u.first_name", "u.last_name", "u.email"],
  filters: {
    user: filters.id("pn.user_id"),
    phone_number: filters.id("sr.phone_number_id"),
    plan: filters.id("sr.plan_id"),
    is_active: filters.boolean("sr.is_active"),
    rule: filters.choice("sr.rule", SCHEDULE_RULES),
    // Suspended by failed payments (automatic refills), and the lines' end dates: the dashboard's links.
    suspended: filters.present("sr.suspended_reason"),
    service_ends_before: filters.dateTo("pn.service_ends_on", false),
    // The day it next runs, a calendar day of the company: what staff look for ("what goes out this week").
    next_run_after: filters.dateFrom("sr.next_run_on", false),
    next_run_before: filters.dateTo("sr.next_run_on", false),
    created_after: filters.dateFrom("sr.created_at"),
    created_before: filters.dateTo("sr.created_at"),
  },
  idColumn: "sr.id",
};

/** Reads one of the caller's schedules with the answer's columns. */
export const scheduleRow = (db: DB, ctx: AuthContext, id: number) =>
  withColumns(scoped(db, ctx)).where("sr.id", "=", id).executeTakeFirst();

/** Reads an active schedule of the line on that day of the month, other than `selfId`. */
export function sameDaySchedule(db: DB, phoneId: number, day: number, selfId: number | null) {
  let same = db
    .selectFrom("scheduled_refills")
    .select("id")
    .where("phone_number_id", "=", phoneId)
    .where("day_of_month", "=", day)
    .where("rule", "=", "monthly")
    .where("is_active", "=", true);
  if (selfId !== null) same = same.where("id", "<>", selfId);
  return same.executeTakeFirst();
}

/** Reads an active automatic (on_expiry) schedule of the line, other than `selfId`: a line has one at most. */
export function onExpirySchedule(db: DB, phoneId: number, selfId: number | null) {
  let same = db
    .selectFrom("scheduled_refills")
    .select("id")
    .where("phone_number_id", "=", phoneId)
    .where("rule", "=", "on_expiry")
    .where("is_active", "=", true);
  if (selfId !== null) same = same.where("id", "<>", selfId);
  return same.executeTakeFirst();
}

/** Writes a new scheduled refill; answers its id. */
export async function insertSchedule(db: DB, values: Insertable<ScheduledRefillsTable>): Promise<number> {
  const row = await db
    .insertInto("scheduled_refills")
    .values(values)
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Reads the schedule as stored, if the caller may see it. */
export const storedSchedule = (db: DB, ctx: AuthContext, id: number) =>
  scoped(db, ctx).selectAll("sr").where("sr.id", "=", id).executeTakeFirst();

/** Writes the changes to the schedule's row. */
export async function updateSchedule(
  db: DB,
  id: number,
  changes: Updateable<ScheduledRefillsTable>,
): Promise<void> {
  await db.updateTable("scheduled_refills").set(changes).where("id", "=", id).execute();
}

/** Reads the schedule's id, if the caller may see it. */
export const visibleSchedule = (db: DB, ctx: AuthContext, id: number) =>
  scoped(db, ctx).select("sr.id").where("sr.id", "=", id).executeTakeFirst();

/** Deletes the schedule (its transactions' scheduled_refill_id becomes null). */
export async function deleteSchedule(db: DB, id: number): Promise<void> {
  await db.deleteFrom("scheduled_refills").where("id", "=", id).execute();
}

function serialize(r: Selected): ScheduledRefillRow {
  const ends = storedDay(r.service_ends_on);
  const stored = storedDay(r.next_run_on) ?? "";
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
    rule: r.rule,
    day_of_month: r.day_of_month,
    days_before: r.days_before,
    service_ends_on: ends,
    next_run_on: r.rule === "on_expiry" ? (onExpiryRunOn(ends, r.days_before, stored) ?? stored) : stored,
    is_active: r.is_active,
    state: !r.is_active ? "paused" : r.suspended_at !== null ? "suspended" : "active",
    failed_runs: r.failed_runs,
    suspended_at: r.suspended_at === null ? null : String(r.suspended_at),
    suspended_reason: r.suspended_reason,
    consent:
      r.consent_at !== null && r.consent_channel !== null
        ? {
            by: r.consent_by,
            by_name:
              r.consent_by === null ? null : fullName(r.consent_first_name ?? "", r.consent_last_name ?? ""),
            at: String(r.consent_at),
            channel: r.consent_channel,
            address: r.consent_address,
            terms: r.consent_terms ?? "",
          }
        : null,
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
