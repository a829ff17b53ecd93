import { addDays, dayIn, hourIn } from "../../common/dates";
import { noOpenDisputeOf } from "../payments-events/disputes";
import type { DB } from "../db/connection";
import type { WorkerMetrics } from "../metrics/registry";
import { schedulesWithRefs } from "../refills/rows";
import { nextRunOn } from "../../common/schedule";
import { queuedEvent, queuedTransaction } from "../refills/enqueue";
import { TRANSACTION_MOVING } from "../../common/api/enums";
import {
  MORNING_HOUR,
  onExpiryRunOn,
  queueAutoRefillNotice,
  UPCOMING_NOTICE_DAYS,
} from "../refills/auto-refill";
import { storedDay } from "../refills/service-end";
import type { Job } from "./worker";

/**
 * The scheduler (docs/engines.md): each active scheduled refill whose next_run_on has come becomes one
 * `scheduled` transaction for that date, and its next_run_on moves on. Safe with any number of schedulers:
 * moving next_run_on is a compare-and-set on the date it ran for, in the same database transaction as the
 * insert, and (scheduled_refill_id, run_on) is unique besides.
 *
 * An automatic refill (rule `on_expiry`, DESIGN.md §16) runs in its company's morning on its line's service
 * end date less `days_before`, re-read at the run, so that a line refilled meanwhile is not refilled twice;
 * a run whose day has passed (a line that lapsed before it was enrolled, a scheduler that was down) runs at
 * once. Its customer is told 3 days before (once per run).
 */

/**
 * The date after `runOn` to run on: the same day next month, or, when that too has passed (the schedulers
 * were off for months), the first one after `today` (the company's day): a missed month is run once, never
 * as a burst.
 */
export function followingRunOn(runOn: string, day: number, today: string): string {
  const [y, m] = runOn.split("-").map(Number);
  const next = new Date(Date.UTC(y, m, day)).toISOString().slice(0, 10);
  return next > today ? next : nextRunOn(day, addDays(today, 1));
}

/**
 * Runs every schedule whose next_run_on has come in its own company's time zone ("on the 5th" is the 5th
 * where the company is, not UTC's): one query for the zones that may have something due (no zone is more
 * than a day ahead of UTC), then one query per zone, each on the (is_active, next_run_on) index.
 */
export async function runDueSchedules(db: DB, now: Date, limit = 200): Promise<number> {
  const latestToday = addDays(now.toISOString().slice(0, 10), 1);
  const zones = await db
    .selectFrom("scheduled_refills as sr")
    .innerJoin("companies as co", "co.id", "sr.company_id")
    .select("co.time_zone")
    .distinct()
    .where("sr.is_active", "=", true)
    .where("sr.next_run_on", "<=", latestToday)
    .execute();
  let created = 0;
  for (const { time_zone } of zones) {
    created += await runDueIn(db, time_zone, now, limit);
    created += await runAutomaticIn(db, time_zone, now, limit);
  }
  return created;
}

/**
 * The active schedules of the companies counting their days in `timeZone` that may charge: the schedule's
 * row, with the line's owner, the plan's price and the line's end date.
 */
function chargeableSchedules(db: DB, timeZone: string) {
  return (
    schedulesWithRefs(db)
      .innerJoin("carriers as c", "c.id", "p.carrier_id")
      .innerJoin("companies as co", "co.id", "sr.company_id")
      .selectAll("sr")
      .select(["pn.user_id", "p.amount", "pn.service_ends_on"])
      .where("sr.is_active", "=", true)
      .where("co.time_zone", "=", timeZone)
      // Nobody is charged for a line, plan, carrier or customer that was switched off: the schedule waits,
      // and runs once (then resumes) when they are active again.
      .where("pn.is_active", "=", true)
      .where("p.is_active", "=", true)
      .where("c.is_active", "=", true)
      .where("u.is_active", "=", true)
      // Nor a customer whose bank holds a dispute of one of their charges (until it closes).
      .where(noOpenDisputeOf("pn.user_id"))
  );
}

/** The due schedules of the companies counting their days in `timeZone`. */
async function runDueIn(db: DB, timeZone: string, now: Date, limit: number): Promise<number> {
  const today = dayIn(timeZone, now);
  const due = await chargeableSchedules(db, timeZone)
    .where("sr.rule", "=", "monthly")
    .where("sr.next_run_on", "<=", today)
    .orderBy("sr.next_run_on")
    .orderBy("sr.id")
    .limit(limit)
    .execute();
  let created = 0;
  for (const s of due) {
    const made = await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable("scheduled_refills")
        .set({
          last_run_on: s.next_run_on,
          next_run_on: followingRunOn(s.next_run_on, s.day_of_month, today),
        })
        .where("id", "=", s.id)
        .where("next_run_on", "=", s.next_run_on)
        .where("is_active", "=", true)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return false;
      return queueRun(trx, s, s.next_run_on);
    });
    if (made) created += 1;
  }
  return created;
}

/** A schedule's run for `runOn`: its `scheduled` transaction and the first line of its history. */
async function queueRun(
  trx: DB,
  s: {
    id: number;
    company_id: number;
    user_id: number;
    phone_number_id: number;
    plan_id: number;
    amount: number;
    payment_method_id: number | null;
  },
  runOn: string,
): Promise<boolean> {
  const at = new Date().toISOString();
  const row = await trx
    .insertInto("transactions")
    .values(
      queuedTransaction(
        {
          company_id: s.company_id,
          user_id: s.user_id,
          phone_number_id: s.phone_number_id,
          plan_id: s.plan_id,
          amount: s.amount,
          trigger: "scheduled",
          payment_method_id: s.payment_method_id,
          created_by: null,
          scheduled_refill_id: s.id,
          run_on: runOn,
        },
        at,
      ),
    )
    .onConflict((oc) => oc.columns(["scheduled_refill_id", "run_on"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!row) return false;
  await trx
    .insertInto("transaction_events")
    .values(queuedEvent(row.id, { code: "scheduled", params: { schedule: s.id, date: runOn } }, null, at))
    .execute();
  return true;
}

/**
 * The automatic refills of the companies counting their days in `timeZone`, from their morning on: those
 * whose run day (the line's end date less days_before) has come are queued, those within 3 days told.
 */
async function runAutomaticIn(db: DB, timeZone: string, now: Date, limit: number): Promise<number> {
  if (hourIn(timeZone, now) < MORNING_HOUR) return 0;
  const today = dayIn(timeZone, now);
  const horizon = addDays(today, 3 + UPCOMING_NOTICE_DAYS);
  const due = await chargeableSchedules(db, timeZone)
    .where("sr.rule", "=", "on_expiry")
    .where("sr.suspended_at", "is", null)
    .where("pn.service_ends_on", "is not", null)
    .where("pn.service_ends_on", "<=", horizon)
    .orderBy("pn.service_ends_on")
    .orderBy("sr.id")
    .limit(limit)
    .execute();
  let created = 0;
  for (const s of due) {
    const floor = storedDay(s.next_run_on) ?? today;
    const runOn = onExpiryRunOn(storedDay(s.service_ends_on), s.days_before, floor);
    if (runOn === null) continue;
    if (runOn > today) {
      // The upcoming charge, once per run (the key names the run's day); not before a retry.
      if (runOn <= addDays(today, UPCOMING_NOTICE_DAYS) && s.failed_runs === 0)
        await db
          .transaction()
          .execute((trx) =>
            queueAutoRefillNotice(trx, s.id, "autorefill_upcoming", `autorefill-upcoming:${s.id}:${runOn}`),
          );
      continue;
    }
    const made = await db.transaction().execute(async (trx) => {
      // The line's end date read again, and nothing of it still moving (its own run, a Refill Now): a line
      // refilled meanwhile is not refilled twice.
      const line = await trx
        .selectFrom("phone_numbers")
        .select("service_ends_on")
        .where("id", "=", s.phone_number_id)
        .executeTakeFirstOrThrow();
      const again = onExpiryRunOn(storedDay(line.service_ends_on), s.days_before, floor);
      if (again === null || again > today) return false;
      const moving = await trx
        .selectFrom("transactions")
        .select("id")
        .where("phone_number_id", "=", s.phone_number_id)
        .where("status", "in", TRANSACTION_MOVING)
        .executeTakeFirst();
      if (moving) return false;
      const moved = await trx
        .updateTable("scheduled_refills")
        .set({ last_run_on: today, next_run_on: addDays(today, 1) })
        .where("id", "=", s.id)
        .where("next_run_on", "=", s.next_run_on)
        .where("is_active", "=", true)
        .where("suspended_at", "is", null)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return false;
      return queueRun(trx, s, today);
    });
    if (made) created += 1;
  }
  return created;
}

/** The scheduler as a worker job; `metrics` counts what it queues and when its last pass ended. */
export const schedulerJob = (metrics?: WorkerMetrics): Job => ({
  name: "scheduler",
  async run({ db, now }) {
    const queued = await runDueSchedules(db, now);
    metrics?.scheduledQueued.inc(queued);
    metrics?.schedulerPassed();
    return queued;
  },
});
