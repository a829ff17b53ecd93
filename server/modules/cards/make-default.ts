import type { DB } from "../../db/connection";
import { refused } from "../../http/errors";
import { isExpired } from "../../integrations/payments/cards";
import { setDefaultCard } from "../../money/cards";
import type { AuthContext } from "../../security/caller";
import { activeCardOf, serializeCard } from "./queries";
import { CARD_MESSAGES, type CardRow } from "./schemas";

/** POST /api/payments/cards/{id}/default/ */
export async function makeDefault(db: DB, ctx: AuthContext, id: number, now = new Date()): Promise<CardRow> {
  const card = await activeCardOf(db, ctx.user.id, id);
  if (isExpired(card.exp_month, card.exp_year, now)) throw refused(CARD_MESSAGES.expiredDefault);
  await db.transaction().execute((trx) => setDefaultCard(trx, ctx.user.id, id));
  return serializeCard({ ...card, is_default: true }, now);
}
