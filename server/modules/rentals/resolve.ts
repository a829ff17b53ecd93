import { withRowLock } from "../../db/row-lock";
import { refused } from "../../http/errors";
import type { NotedRowAction } from "../../http/routes";
import { audit } from "../../db/audit-log";
import { companyRental } from "./queries";
import { RENTAL_MESSAGES } from "./schemas";

/** POST /api/rental/{id}/resolve/: closed by staff (who, when, why); it no longer holds its device. */
export const resolveRental: NotedRowAction = async (db, ctx, id, note, now = new Date()) => {
  const at = now.toISOString();
  await withRowLock(db, { table: "rentals", id }, async (trx) => {
    const r = await companyRental(trx, ctx, id);
    if (r.status !== "error") throw refused(RENTAL_MESSAGES.notResolvable);
    await trx
      .updateTable("rentals")
      .set({
        status: "resolved",
        resolved_by: ctx.user.id,
        resolved_at: at,
        updated_at: at,
        ...(note ? { note: r.note ? `${r.note} ${note}` : note } : {}),
      })
      .where("id", "=", id)
      .execute();
    await audit(trx, ctx, "rental.resolve", "rental", id, { note: note ?? "" });
  });
};
