import { addDays, dayIn } from "../../common/dates";
import { noOpenDisputeOf } from "../payments-events/disputes";
import type { DB } from "../db/connection";
import type { WorkerMetrics } from "../metrics/registry";
import { schedulesWithRefs } from "../refills/rows";
import { nextRunOn } from "../../common/schedule";
import { queuedEvent, queuedTransaction } from "../refills/enqueue";
import type { Job } from "./worker";

/**
 * The scheduler (docs/engines.md): each active scheduled refill whose next_run_on has come becomes one
 * `scheduled` transaction for that date, and its next_run_on moves on. Safe with any number of schedulers:
 * moving next_run_on is a compare-and-set on the date it ran for, in the same database transaction as the
 * insert, and (scheduled_refill_id, run_on) is unique besides.
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
  for (const { time_zone } of zones) created += await runDueIn(db, time_zone, now, limit);
  return created;
}

/** The due schedules of the companies counting their days in `timeZone`. */
async function runDueIn(db: DB, timeZone: string, now: Date, limit: number): Promise<number> {
  const today = dayIn(timeZone, now);
  const due = await schedulesWithRefs(db)
    .innerJoin("carriers as c", "c.id", "p.carrier_id")
    .innerJoin("companies as co", "co.id", "sr.company_id")
    // The schedule's row, with the line's owner and the plan's price.
    .selectAll("sr")
    .select(["pn.user_id", "p.amount"])
    .where("sr.is_active", "=", true)
    .where("sr.next_run_on", "<=", today)
    .where("co.time_zone", "=", timeZone)
    // Nobody is charged for a line, plan, carrier or customer that was switched off: the schedule waits,
    // and runs once (then resumes) when they are active again.
    .where("pn.is_active", "=", true)
    .where("p.is_active", "=", true)
    .where("c.is_active", "=", true)
    .where("u.is_active", "=", true)
    // Nor a customer whose bank holds a dispute of one of their charges (until it closes).
    .where(noOpenDisputeOf("pn.user_id"))
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
              run_on: s.next_run_on,
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
        .values(
          queuedEvent(
            row.id,
            { code: "scheduled", params: { schedule: s.id, date: s.next_run_on } },
            null,
            at,
          ),
        )
        .execute();
      return true;
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
