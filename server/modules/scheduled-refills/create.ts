import type { DB } from "../../db/connection";
import { audit } from "../../db/audit-log";
import { type AuthContext, isStaff } from "../../security/caller";
import { companyToday } from "../../db/company-day";
import { firstRunOn } from "../../../common/schedule";
import { insertSchedule } from "./queries";
import { type ScheduledRefillCreate } from "./schemas";
import { check, type Target } from "./rules";

/**
 * Monthly refills of a line (docs/engines.md). Customers manage those of their
 * own lines; staff the whole company's. The scheduler turns a due one into a `scheduled` transaction.
 */

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
