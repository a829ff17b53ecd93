import type { DB } from "../../db/connection";
import { audit } from "../../db/audit-log";
import { type AuthContext, isStaff } from "../../security/caller";
import { notFound } from "../../http/errors";
import { deleteSchedule, visibleSchedule } from "./queries";

/** DELETE /api/scheduled-refills/{id}/: its transactions stay, their scheduled_refill_id set to null. */
export async function removeScheduledRefill(db: DB, ctx: AuthContext, id: number): Promise<void> {
  if (!(await visibleSchedule(db, ctx, id))) throw notFound();
  await deleteSchedule(db, id);
  if (isStaff(ctx)) await audit(db, ctx, "scheduled_refill.delete", "scheduled_refill", id);
}
