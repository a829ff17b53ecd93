import { fullName } from "../../../common/names";
import type { DB } from "../../db/connection";
import { type AuthContext, isStaff } from "../../security/caller";
import { parsers } from "../../http/lists/filters";
import { listPage } from "../../http/lists/paging";
import { listReader } from "../../http/lists/readers";
import type { ListSpec } from "../../http/lists/spec";
import { badRequest, MESSAGES, notFound, refused } from "../../http/errors";
import { isExpired } from "../../integrations/payments/cards";
import type { PaymentsAdapter } from "../../integrations/payments";
import { findCustomer } from "../../db/lookups";
import { invalidPk } from "../../http/ids";
import { CARD_MESSAGES, cardListQuery, type CardRow } from "./schemas";

/**
 * Saved cards : brand, last four digits and expiry, and the processor's
 * handle. Removal is soft (is_active=false) so that charges and transactions keep showing the card.
 */

const columns = ["id", "brand", "last4", "exp_month", "exp_year", "is_default", "created_at"] as const;
type Stored = Pick<CardRow, (typeof columns)[number]>;

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

const listSpec: ListSpec<"payment_methods"> = {
  ordering: { created_at: "created_at", exp_year: "exp_year", is_default: "is_default" },
  defaultOrdering: ["-is_default", "-created_at"],
};

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
    base: db.selectFrom("payment_methods").where("user_id", "=", userId).where("is_active", "=", true),
    spec: listSpec,
    select: (qb) => qb.select([...columns]),
    serialize: (r: Stored) => serializeCard(r, now),
  });
});

/** The caller's own active card, or 404 (another customer's card does not exist for them). */
async function ownCard(db: DB, ctx: AuthContext, id: number) {
  const card = await db
    .selectFrom("payment_methods")
    .select([...columns])
    .where("id", "=", id)
    .where("user_id", "=", ctx.user.id)
    .where("is_active", "=", true)
    .executeTakeFirst();
  if (!card) throw notFound();
  return card;
}

/** POST /api/payments/cards/: the processor checks the card; the first card becomes the default. */
export async function addCard(
  db: DB,
  ctx: AuthContext,
  payments: PaymentsAdapter,
  input: unknown,
  now = new Date(),
): Promise<CardRow> {
  const user = await db
    .selectFrom("users")
    .select(["id", "email", "first_name", "last_name", "stripe_customer_id"])
    .where("id", "=", ctx.user.id)
    .executeTakeFirstOrThrow();
  const { processorCustomer, ...saved } = await payments.saveCard(input, now, {
    id: user.id,
    email: user.email,
    name: fullName(user.first_name, user.last_name),
    processorCustomer: user.stripe_customer_id,
  });
  const row = await db.transaction().execute(async (trx) => {
    // Stripe attached the card to this Customer: later cards and off-session charges use the same one.
    if (processorCustomer && processorCustomer !== user.stripe_customer_id)
      await trx
        .updateTable("users")
        .set({ stripe_customer_id: processorCustomer })
        .where("id", "=", user.id)
        .execute();
    const hasDefault = await trx
      .selectFrom("payment_methods")
      .select("id")
      .where("user_id", "=", ctx.user.id)
      .where("is_active", "=", true)
      .where("is_default", "=", true)
      .executeTakeFirst();
    return trx
      .insertInto("payment_methods")
      .values({ ...saved, user_id: ctx.user.id, is_default: !hasDefault, created_at: now.toISOString() })
      .returning([...columns])
      .executeTakeFirstOrThrow();
  });
  return serializeCard(row, now);
}

/** POST /api/payments/cards/{id}/default/ */
export async function makeDefault(db: DB, ctx: AuthContext, id: number, now = new Date()): Promise<CardRow> {
  const card = await ownCard(db, ctx, id);
  if (isExpired(card.exp_month, card.exp_year, now)) throw refused(CARD_MESSAGES.expiredDefault);
  await db.transaction().execute((trx) => setDefaultCard(trx, ctx.user.id, id));
  return serializeCard({ ...card, is_default: true }, now);
}

/**
 * Makes a card its owner's only default (the Make-default button, and staff assigning the card used on a
 * transaction or rental). Run it inside the caller's database transaction.
 */
export async function setDefaultCard(trx: DB, userId: number, cardId: number): Promise<void> {
  await trx
    .updateTable("payment_methods")
    .set({ is_default: false })
    .where("user_id", "=", userId)
    .where("id", "<>", cardId)
    .execute();
  await trx.updateTable("payment_methods").set({ is_default: true }).where("id", "=", cardId).execute();
}

/** What refusing to assign a used card says, in the words of the record it was used on. */
export interface AssignCardRefusals {
  noCard: string;
  removed: string;
  expired: string;
}

/**
 * Staff's "assign the card to the user": the card used on a transaction or a rental (`used`) becomes its
 * customer's default; refused when there is none or it is not theirs, was removed or has expired. Run it
 * inside the caller's database transaction; answers the card.
 */
export async function assignUsedCard(
  trx: DB,
  used: { payment_method_id: number | null; user_id: number },
  refusals: AssignCardRefusals,
  now: Date,
) {
  if (used.payment_method_id === null) throw refused(refusals.noCard);
  const card = await trx
    .selectFrom("payment_methods")
    .select(["id", "user_id", "is_active", "exp_month", "exp_year"])
    .where("id", "=", used.payment_method_id)
    .executeTakeFirst();
  if (!card || card.user_id !== used.user_id) throw refused(refusals.noCard);
  if (!card.is_active) throw refused(refusals.removed);
  if (isExpired(card.exp_month, card.exp_year, now)) throw refused(refusals.expired);
  await setDefaultCard(trx, card.user_id, card.id);
  return card;
}

/**
 * DELETE /api/payments/cards/{id}/: refused while an active scheduled refill charges it; paused ones let
 * go of it (they need a card again to resume). Removing the default card makes the newest other one the
 * default.
 */
export async function removeCard(db: DB, ctx: AuthContext, id: number): Promise<void> {
  const card = await ownCard(db, ctx, id);
  await db.transaction().execute(async (trx) => {
    const scheduled = await trx
      .selectFrom("scheduled_refills")
      .select("id")
      .where("payment_method_id", "=", id)
      .where("is_active", "=", true)
      .executeTakeFirst();
    if (scheduled) throw refused(CARD_MESSAGES.usedBySchedule);
    await trx
      .updateTable("scheduled_refills")
      .set({ payment_method_id: null })
      .where("payment_method_id", "=", id)
      .execute();
    await trx
      .updateTable("payment_methods")
      .set({ is_active: false, is_default: false })
      .where("id", "=", id)
      .execute();
    if (!card.is_default) return;
    const next = await trx
      .selectFrom("payment_methods")
      .select("id")
      .where("user_id", "=", ctx.user.id)
      .where("is_active", "=", true)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .executeTakeFirst();
    if (next)
      await trx.updateTable("payment_methods").set({ is_default: true }).where("id", "=", next.id).execute();
  });
}
