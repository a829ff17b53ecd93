import type { DB } from "../../db/connection";
import { refused } from "../../http/errors";
import { flagDefault } from "../../money/cards";
import type { AuthContext } from "../../security/caller";
import { activeCardOf, activeScheduleCharging, newestActiveCard } from "./queries";
import { CARD_MESSAGES } from "./schemas";

/** Writes payment_method_id=null on the scheduled refills that named the card. */
export async function releaseFromSchedules(trx: DB, cardId: number): Promise<void> {
  await trx
    .updateTable("scheduled_refills")
    .set({ payment_method_id: null })
    .where("payment_method_id", "=", cardId)
    .execute();
}

/** Writes the card removed: inactive and no longer the default. */
export async function deactivateCard(trx: DB, id: number): Promise<void> {
  await trx
    .updateTable("payment_methods")
    .set({ is_active: false, is_default: false })
    .where("id", "=", id)
    .execute();
}

/**
 * DELETE /api/payments/cards/{id}/: refused while an active scheduled refill charges it; paused ones let
 * go of it (they need a card again to resume). Removing the default card makes the newest other one the
 * default.
 */
export async function removeCard(db: DB, ctx: AuthContext, id: number): Promise<void> {
  const card = await activeCardOf(db, ctx.user.id, id);
  await db.transaction().execute(async (trx) => {
    if (await activeScheduleCharging(trx, id)) throw refused(CARD_MESSAGES.usedBySchedule);
    await releaseFromSchedules(trx, id);
    await deactivateCard(trx, id);
    if (!card.is_default) return;
    const next = await newestActiveCard(trx, ctx.user.id);
    if (next) await flagDefault(trx, next.id);
  });
}
