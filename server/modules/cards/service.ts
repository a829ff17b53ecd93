import { fullName } from "../../../common/names";
import type { DB } from "../../db/connection";
import { type AuthContext, isStaff } from "../../security/caller";
import { parsers } from "../../http/lists/filters";
import { listPage } from "../../http/lists/paging";
import { listReader } from "../../http/lists/readers";
import { badRequest, MESSAGES, refused } from "../../http/errors";
import { isExpired } from "../../integrations/payments/cards";
import type { PaymentsAdapter } from "../../integrations/payments";
import { findCustomer } from "../../db/lookups";
import { invalidPk } from "../../http/ids";
import { defaultCardOf, flagDefault, setDefaultCard } from "../../money/cards";
import {
  activeCardOf,
  activeScheduleCharging,
  cardListSpec,
  cardOwner,
  columns,
  deactivateCard,
  insertCard,
  newestActiveCard,
  releaseFromSchedules,
  scoped,
  setProcessorCustomer,
  type Stored,
} from "./queries";
import { CARD_MESSAGES, cardListQuery, type CardRow } from "./schemas";

/**
 * Saved cards : brand, last four digits and expiry, and the processor's
 * handle. Removal is soft (is_active=false) so that charges and transactions keep showing the card.
 */

export const serializeCard = (r: Stored, now = new Date()): CardRow => ({
  id: r.id,
  brand: r.brand,
  last4: r.last4,
  exp_month: r.exp_month,
  exp_year: r.exp_year,
  is_default: r.is_default,
  is_expired: isExpired(r.exp_month, r.exp_year, now),
  created_at: r.created_at,
});

/** Whose cards the caller lists: their own, or (staff) the customer named by ?user=. */
async function listedUser(db: DB, ctx: AuthContext, query: Record<string, unknown>): Promise<number> {
  if (!isStaff(ctx)) return ctx.user.id;
  const raw = query.user === undefined || query.user === "" ? undefined : String(query.user);
  if (raw === undefined) throw badRequest({ user: MESSAGES.required });
  const id = parsers.id(raw, "user");
  if (!(await findCustomer(db, ctx.companyId, id))) throw badRequest({ user: invalidPk(raw) });
  return id;
}

export const listCards = listReader(cardListQuery, async (db, ctx, request) => {
  const userId = await listedUser(db, ctx, (request.query ?? {}) as Record<string, unknown>);
  const now = new Date();
  return listPage({
    request,
    db,
    scope: { companyId: ctx.companyId },
    base: scoped(db, userId),
    spec: cardListSpec,
    select: (qb) => qb.select([...columns]),
    serialize: (r: Stored) => serializeCard(r, now),
  });
});

/** POST /api/payments/cards/: the processor checks the card; the first card becomes the default. */
export async function addCard(
  db: DB,
  ctx: AuthContext,
  payments: PaymentsAdapter,
  input: unknown,
  now = new Date(),
): Promise<CardRow> {
  const user = await cardOwner(db, ctx.user.id);
  const { processorCustomer, ...saved } = await payments.saveCard(input, now, {
    id: user.id,
    email: user.email,
    name: fullName(user.first_name, user.last_name),
    processorCustomer: user.stripe_customer_id,
  });
  const row = await db.transaction().execute(async (trx) => {
    // Stripe attached the card to this Customer: later cards and off-session charges use the same one.
    if (processorCustomer && processorCustomer !== user.stripe_customer_id)
      await setProcessorCustomer(trx, user.id, processorCustomer);
    const hasDefault = await defaultCardOf(trx, ctx.user.id);
    return insertCard(trx, {
      ...saved,
      user_id: ctx.user.id,
      is_default: !hasDefault,
      created_at: now.toISOString(),
    });
  });
  return serializeCard(row, now);
}

/** POST /api/payments/cards/{id}/default/ */
export async function makeDefault(db: DB, ctx: AuthContext, id: number, now = new Date()): Promise<CardRow> {
  const card = await activeCardOf(db, ctx.user.id, id);
  if (isExpired(card.exp_month, card.exp_year, now)) throw refused(CARD_MESSAGES.expiredDefault);
  await db.transaction().execute((trx) => setDefaultCard(trx, ctx.user.id, id));
  return serializeCard({ ...card, is_default: true }, now);
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
