import type { DB } from "../../db/connection";
import { badRequest, MESSAGES, notFound } from "../../http/errors";
import { invalidPk } from "../../http/ids";
import { listPage } from "../../http/lists/paging";
import { listReader } from "../../http/lists/readers";
import { findCustomer } from "../../db/lookups";
import { isExpired } from "../../integrations/payments/cards";
import { type AuthContext, isStaff } from "../../security/caller";
import { filters, parsers } from "../../http/lists/filters";
import type { ListSpec } from "../../http/lists/spec";
import { cardListQuery, type CardRow } from "./schemas";

/**
 * Saved cards' reads: the list (a user's active cards, as the panel shows them), one card of theirs, its
 * owner as the processor knows them, and the scheduled refills that charge a card. Saved cards are brand,
 * last four digits and expiry, and the processor's handle; removal is soft (is_active=false) so that
 * charges and transactions keep showing the card.
 */

export const columns = ["id", "brand", "last4", "exp_month", "exp_year", "is_default", "created_at"] as const;
export type Stored = Pick<CardRow, (typeof columns)[number]>;

export const cardListSpec: ListSpec<"payment_methods"> = {
  ordering: { created_at: "created_at", exp_year: "exp_year", is_default: "is_default" },
  defaultOrdering: ["-is_default", "-created_at"],
  filters: {
    created_after: filters.dateFrom("created_at"),
    created_before: filters.dateTo("created_at"),
  },
};

/** Reads the user's active cards: what the list pages through, and where one card of theirs is looked for. */
export const scoped = (db: DB, userId: number) =>
  db.selectFrom("payment_methods").where("user_id", "=", userId).where("is_active", "=", true);

/** Reads one active card of the user, or 404 (another customer's card does not exist for them). */
export const activeCardOf = (db: DB, userId: number, id: number) =>
  scoped(db, userId)
    .select([...columns])
    .where("id", "=", id)
    .executeTakeFirstOrThrow(notFound);

/** Reads what the processor is told of the card's owner (users: e-mail, name, Stripe Customer). */
export const cardOwner = (db: DB, userId: number) =>
  db
    .selectFrom("users")
    .select(["id", "email", "first_name", "last_name", "stripe_customer_id"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();

/** Reads whether an active scheduled refill charges the card. */
export const activeScheduleCharging = (trx: DB, cardId: number) =>
  trx
    .selectFrom("scheduled_refills")
    .select("id")
    .where("payment_method_id", "=", cardId)
    .where("is_active", "=", true)
    .executeTakeFirst();

/** Reads the user's newest active card. */
export const newestActiveCard = (trx: DB, userId: number) =>
  scoped(trx, userId).select("id").orderBy("created_at", "desc").orderBy("id", "desc").executeTakeFirst();

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

/** GET /api/payments/cards/: the caller's cards (staff: the customer's of ?user=), the default first. */
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
