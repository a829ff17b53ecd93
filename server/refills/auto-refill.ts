import { addDays, dayIn } from "../../common/dates";
import type { DB } from "../db/connection";
import type { MessageKind } from "../messages/kinds";
import { queueMessage } from "../messages/outbox";
import { cardLabel } from "../integrations/payments/cards";
import { storedDay } from "./service-end";

/**
 * Automatic refills (DESIGN.md §16): a schedule whose rule is `on_expiry` refills its line `days_before` its
 * service end date. What the schedule's writes, the scheduler and the refill engine share: the day it runs,
 * its notices (enrolled, cancelled, upcoming charge, failed), and what a run's end does to the schedule
 * (a soft decline is tried again after 1 and 3 days, then the schedule is suspended; a hard failure
 * suspends it at once; a success, or the customer paying, lifts the suspension).
 */

/** Days after the first declined run that it is tried again (then the schedule is suspended). */
export const AUTO_RETRY_AFTER_DAYS = [1, 3] as const;
/** The upcoming-charge notice goes out this many days before an automatic run. */
export const UPCOMING_NOTICE_DAYS = 3;
/** An automatic refill runs in the company's morning: from this hour of its day on. */
export const MORNING_HOUR = 8;

/**
 * The day an automatic refill runs: `daysBefore` its line's end date, not before `floor` (the day it was
 * enrolled, or a retry's day); null while the line's end date is unknown.
 */
export function onExpiryRunOn(end: string | null, daysBefore: number, floor: string): string | null {
  if (end === null) return null;
  const day = addDays(end, -daysBefore);
  return day > floor ? day : floor;
}

/** The schedule with what its notices say: line, plan, price, card, owner, the line's end date. */
function scheduleForNotice(db: DB, scheduleId: number) {
  return db
    .selectFrom("scheduled_refills as sr")
    .innerJoin("phone_numbers as pn", "pn.id", "sr.phone_number_id")
    .innerJoin("plans as p", "p.id", "sr.plan_id")
    .leftJoin("payment_methods as pm", "pm.id", "sr.payment_method_id")
    .select([
      "sr.id",
      "sr.company_id",
      "sr.rule",
      "sr.days_before",
      "sr.next_run_on",
      "pn.user_id",
      "pn.number",
      "pn.service_ends_on",
      "p.name as plan",
      "p.amount",
      "pm.brand",
      "pm.last4",
    ])
    .where("sr.id", "=", scheduleId)
    .executeTakeFirst();
}

/**
 * Writes one of an automatic refill's notices to the line's owner (in `db`, the transaction of its cause):
 * `key` names the event, `extra` adds to what every notice says (line, plan, amount, card, days before, the
 * day it runs); `now` dates it.
 */
export async function queueAutoRefillNotice(
  db: DB,
  scheduleId: number,
  kind: MessageKind,
  key: string,
  extra: Record<string, string | number | null> = {},
  secretLink?: string,
  now = new Date(),
): Promise<number> {
  const s = await scheduleForNotice(db, scheduleId);
  if (!s) return 0;
  const end = storedDay(s.service_ends_on);
  return queueMessage(
    db,
    {
      companyId: s.company_id,
      userId: s.user_id,
      kind,
      key,
      params: {
        line: s.number,
        plan: s.plan,
        amount: s.amount,
        card: s.brand && s.last4 ? cardLabel(s.brand, s.last4) : "",
        days_before: s.days_before,
        day:
          s.rule === "on_expiry" ? onExpiryRunOn(end, s.days_before, storedDay(s.next_run_on) ?? "") : null,
        ends: end,
        ...extra,
      },
      secretLink,
    },
    now,
  );
}

/**
 * Cancels an active automatic refill on the customer's word given outside the panel (the phone menu's 3,
 * after the PIN): stopped as their own pause on the panel stops it, the cancellation's confirmation written in
 * the same transaction. Answers whether there was one to cancel (a repeated request cancels nothing more).
 */
export async function cancelAutomaticRefill(db: DB, scheduleId: number, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { numUpdatedRows } = await trx
      .updateTable("scheduled_refills")
      .set({ is_active: false })
      .where("id", "=", scheduleId)
      .where("rule", "=", "on_expiry")
      .where("is_active", "=", true)
      .executeTakeFirst();
    if (Number(numUpdatedRows) === 0) return false;
    const at = now.toISOString();
    await queueAutoRefillNotice(
      trx,
      scheduleId,
      "autorefill_cancelled",
      `autorefill-cancelled:${scheduleId}:${at}`,
    );
    return true;
  });
}

/** Where a customer pays a stopped refill themself (the panel's page of the refill): a site path. */
export const payLinkOf = (transactionId: number) => `/transactions/show/${transactionId}`;

/** How a scheduled refill's run ended, for its schedule. */
export interface RunEnd {
  transactionId: number;
  scheduleId: number;
  companyId: number;
  timeZone: string;
  /** success; or a card that declined (`soft`: may pay another day) or cannot pay without the customer */
  result: "success" | "soft_decline" | "hard_failure";
  reason: string | null;
  /** the day the run was for */
  runOn: string | null;
  now: Date;
}

/**
 * What a run's end does to its schedule, in the engine's transaction. A success lifts a suspension and
 * clears the failures. An automatic refill's soft decline is tried again 1 and 3 days after the first
 * declined run, then the schedule is suspended; a hard failure (a hard decline, an expired card,
 * authentication required) suspends it at once. Suspended, the customer gets the pay link: true then.
 */
export async function scheduledRunEnded(trx: DB, end: RunEnd): Promise<boolean> {
  const s = await trx
    .selectFrom("scheduled_refills")
    .select(["id", "rule", "failed_runs", "suspended_at", "last_run_on"])
    .where("id", "=", end.scheduleId)
    .executeTakeFirst();
  // A monthly schedule keeps its months: its run that failed waits for staff or the customer, as before.
  if (!s || s.rule !== "on_expiry") return false;
  if (end.result === "success") {
    if (s.failed_runs !== 0 || s.suspended_at !== null)
      await trx
        .updateTable("scheduled_refills")
        .set({ failed_runs: 0, suspended_at: null, suspended_reason: null })
        .where("id", "=", s.id)
        .execute();
    return false;
  }
  const failed = s.failed_runs + 1;
  const today = dayIn(end.timeZone, end.now);
  const retries = end.result === "soft_decline";
  if (retries && failed <= AUTO_RETRY_AFTER_DAYS.length) {
    // Tried again `AUTO_RETRY_AFTER_DAYS` after the first declined run's day.
    const first = addDays(end.runOn ?? today, -(failed === 1 ? 0 : AUTO_RETRY_AFTER_DAYS[failed - 2]));
    const retryOn = addDays(first, AUTO_RETRY_AFTER_DAYS[failed - 1]);
    await trx
      .updateTable("scheduled_refills")
      .set({ failed_runs: failed, next_run_on: retryOn > today ? retryOn : addDays(today, 1) })
      .where("id", "=", s.id)
      .execute();
    return false;
  }
  await trx
    .updateTable("scheduled_refills")
    .set({ failed_runs: failed, suspended_at: end.now.toISOString(), suspended_reason: end.reason })
    .where("id", "=", s.id)
    .execute();
  await queueAutoRefillNotice(
    trx,
    s.id,
    "refill_failed",
    `refill-failed:${end.transactionId}`,
    { reason: end.reason },
    payLinkOf(end.transactionId),
  );
  return true;
}
