import { auditChanges } from "../../../common/audit";
import type { DB } from "../../db/connection";
import { audit } from "../../db/audit-log";
import { type AuthContext, isStaff } from "../../security/caller";
import { notFound } from "../../http/errors";
import { companyToday } from "../../db/company-day";
import { firstRunOn } from "../../../common/schedule";
import { storedSchedule, updateSchedule } from "./queries";
import { type ScheduledRefillUpdate } from "./schemas";
import { type Changed, check, type Target } from "./rules";

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
