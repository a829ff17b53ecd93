import type { DB } from "../../db/connection";
import { notFound } from "../../http/errors";
import { type AuthContext, isStaff } from "../../security/caller";
import { audit } from "../../db/audit-log";
import { deactivate, deleteLine, hasHistory, storedLine } from "./queries";

/**
 * DELETE /api/phones/{id}/: a line that refills refer to is deactivated (its scheduled refills paused),
 * so that the history keeps it; any other line is deleted.
 */
export async function removePhone(db: DB, ctx: AuthContext, id: number): Promise<"deleted" | "deactivated"> {
  if (!(await storedLine(db, ctx, id))) throw notFound();
  const outcome = await db.transaction().execute(async (trx) => {
    const history = await hasHistory(trx, id);
    if (history.transactions || history.scheduled) {
      await deactivate(trx, id);
      return "deactivated" as const;
    }
    await deleteLine(trx, id);
    return "deleted" as const;
  });
  if (isStaff(ctx))
    await audit(
      db,
      ctx,
      `phone_number.${outcome === "deleted" ? "delete" : "deactivate"}`,
      "phone_number",
      id,
    );
  return outcome;
}
