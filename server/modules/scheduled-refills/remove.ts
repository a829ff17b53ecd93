import type { DB } from "../../db/connection";
import { audit } from "../../db/audit-log";
import { type AuthContext, isStaff } from "../../security/caller";
import { notFound } from "../../http/errors";
import { queueAutoRefillNotice } from "../../refills/auto-refill";
import { deleteSchedule, storedSchedule } from "./queries";

/**
 * DELETE /api/scheduled-refills/{id}/: its transactions stay, their scheduled_refill_id set to null. An
 * active automatic refill's customer is told it is cancelled.
 */
export async function removeScheduledRefill(db: DB, ctx: AuthContext, id: number): Promise<void> {
  const current = await storedSchedule(db, ctx, id);
  if (!current) throw notFound();
  await db.transaction().execute(async (trx) => {
    if (current.rule === "on_expiry" && current.is_active)
      await queueAutoRefillNotice(trx, id, "autorefill_cancelled", `autorefill-cancelled:${id}:removed`);
    await deleteSchedule(trx, id);
    if (isStaff(ctx)) await audit(trx, ctx, "scheduled_refill.delete", "scheduled_refill", id);
  });
}
