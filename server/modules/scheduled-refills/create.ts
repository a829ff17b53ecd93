import type { DB } from "../../db/connection";
import { audit } from "../../db/audit-log";
import { type AuthContext, isStaff } from "../../security/caller";
import { companyToday } from "../../db/company-day";
import { addError, type FieldErrors } from "../../http/errors";
import { firstRunOn } from "../../../common/schedule";
import { queueAutoRefillNotice } from "../../refills/auto-refill";
import { insertSchedule } from "./queries";
import { SCHEDULE_MESSAGES, type ScheduledRefillCreate } from "./schemas";
import { check, checkRuleFields, type Target } from "./rules";
import { consentOf, type ConsentSource } from "./consent";

/**
 * Refills of a line (docs/engines.md): monthly, or automatic when its plan runs out (DESIGN.md §16).
 * Customers manage those of their own lines; staff the whole company's. The scheduler turns a due one into
 * a `scheduled` transaction.
 */

/** POST /api/scheduled-refills/: an automatic one stores the consent and confirms the enrolment. */
export async function createScheduledRefill(
  db: DB,
  ctx: AuthContext,
  input: ScheduledRefillCreate,
  now = new Date(),
  source: ConsentSource = { address: null },
): Promise<number> {
  const rule = input.rule ?? "monthly";
  const target: Target = {
    phone_number_id: input.phone_number,
    plan_id: input.plan,
    payment_method_id: input.payment_method,
    // An automatic refill has no day of the month: the column keeps 1, which nothing reads.
    day_of_month: rule === "monthly" ? (input.day_of_month ?? 1) : 1,
    rule,
    days_before: rule === "on_expiry" ? (input.days_before ?? 0) : 0,
    is_active: input.is_active ?? true,
  };
  const errors: FieldErrors = {};
  checkRuleFields(rule, input, true, errors);
  if (rule === "on_expiry" && input.agree_terms !== true)
    addError(errors, "agree_terms", SCHEDULE_MESSAGES.termsRequired);
  await check(db, ctx, target, {}, true, null, now, errors);
  const today = await companyToday(db, ctx.companyId, now);
  const id = await db.transaction().execute(async (trx) => {
    const id = await insertSchedule(trx, {
      ...target,
      ...(rule === "on_expiry" ? consentOf(ctx, source, now) : {}),
      company_id: ctx.companyId,
      // An automatic refill's next_run_on is the day it may run from: its run is its line's end date's.
      next_run_on: rule === "monthly" ? firstRunOn(target.day_of_month, today, input.run_today) : today,
      created_at: now.toISOString(),
    });
    if (rule === "on_expiry" && target.is_active)
      await queueAutoRefillNotice(
        trx,
        id,
        "autorefill_enrolled",
        `autorefill-enrolled:${id}:${now.toISOString()}`,
      );
    if (isStaff(ctx)) await audit(trx, ctx, "scheduled_refill.create", "scheduled_refill", id, { ...input });
    return id;
  });
  return id;
}
