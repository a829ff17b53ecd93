import { auditChanges } from "../../../common/audit";
import type { DB } from "../../db/connection";
import { audit } from "../../db/audit-log";
import { type AuthContext, isStaff } from "../../security/caller";
import { addError, notFound, type FieldErrors } from "../../http/errors";
import { companyToday } from "../../db/company-day";
import { firstRunOn } from "../../../common/schedule";
import { queueAutoRefillNotice } from "../../refills/auto-refill";
import { storedSchedule, updateSchedule } from "./queries";
import { SCHEDULE_MESSAGES, type ScheduledRefillUpdate } from "./schemas";
import { type Changed, check, checkRuleFields, type Target } from "./rules";
import { consentOf, type ConsentSource } from "./consent";

/**
 * PATCH /api/scheduled-refills/{id}/: edit, pause ({is_active:false}: for an automatic refill, its
 * cancellation, confirmed to the customer) or resume ({is_active:true}: an automatic refill asks for the
 * customer's consent again). Another card lifts a suspension.
 */
export async function updateScheduledRefill(
  db: DB,
  ctx: AuthContext,
  id: number,
  input: ScheduledRefillUpdate,
  now = new Date(),
  source: ConsentSource = { address: null },
): Promise<void> {
  const current = await storedSchedule(db, ctx, id);
  if (!current) throw notFound();
  const rule = input.rule ?? current.rule;
  const target: Target = {
    phone_number_id: input.phone_number ?? current.phone_number_id,
    plan_id: input.plan ?? current.plan_id,
    payment_method_id: input.payment_method !== undefined ? input.payment_method : current.payment_method_id,
    day_of_month: rule === "monthly" ? (input.day_of_month ?? current.day_of_month) : current.day_of_month,
    rule,
    days_before: rule === "on_expiry" ? (input.days_before ?? current.days_before) : 0,
    is_active: input.is_active ?? current.is_active,
  };
  const changed: Changed = {
    phone: target.phone_number_id !== current.phone_number_id,
    plan: target.plan_id !== current.plan_id,
    card: target.payment_method_id !== current.payment_method_id,
    day: target.day_of_month !== current.day_of_month,
    rule: target.rule !== current.rule,
  };
  const resuming = target.is_active && !current.is_active;
  const cancelling = !target.is_active && current.is_active && current.rule === "on_expiry";
  // Consent is asked again whenever an automatic refill starts (switched to, or resumed).
  const enrolling = rule === "on_expiry" && target.is_active && (changed.rule || resuming);
  const errors: FieldErrors = {};
  checkRuleFields(rule, input, changed.rule ?? false, errors);
  if (enrolling && input.agree_terms !== true)
    addError(errors, "agree_terms", SCHEDULE_MESSAGES.termsRequired);
  await check(db, ctx, target, changed, resuming, id, now, errors);
  const today = await companyToday(db, ctx.companyId, now);
  const next_run_on =
    rule === "on_expiry"
      ? changed.rule || resuming
        ? today
        : current.next_run_on
      : changed.day || changed.rule || resuming
        ? firstRunOn(target.day_of_month, today, input.run_today)
        : current.next_run_on;
  // Another card, or starting again, lifts a suspension (DESIGN.md §16: "resumes when the customer picks
  // another card").
  const lifts = current.suspended_at !== null && (changed.card || resuming || changed.rule);
  const changes = {
    ...target,
    next_run_on,
    ...(lifts ? { suspended_at: null, suspended_reason: null, failed_runs: 0 } : {}),
    ...(enrolling ? consentOf(ctx, source, now) : {}),
  };
  await db.transaction().execute(async (trx) => {
    await updateSchedule(trx, id, changes);
    const at = now.toISOString();
    if (enrolling)
      await queueAutoRefillNotice(trx, id, "autorefill_enrolled", `autorefill-enrolled:${id}:${at}`);
    if (cancelling || (current.rule === "on_expiry" && current.is_active && changed.rule))
      await queueAutoRefillNotice(trx, id, "autorefill_cancelled", `autorefill-cancelled:${id}:${at}`);
    if (isStaff(ctx))
      await audit(
        trx,
        ctx,
        cancelling ? "scheduled_refill.cancel" : "scheduled_refill.update",
        "scheduled_refill",
        id,
        {
          changes: auditChanges(current, changes),
        },
      );
  });
}
