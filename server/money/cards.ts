import type { DB } from "../db/connection";
import { findCard } from "../db/lookups";
import { addError, type FieldErrors } from "../http/errors";
import { invalidPk } from "../http/ids";
import { isExpired } from "../integrations/payments/cards";
import { type AuthContext, isStaff } from "../security/caller";
import { PAYING_CARD_MESSAGES } from "./messages";

/**
 * The card chosen to pay, by a refill (Refill Now, a scheduled refill, Assign card, Pay with this card) or a
 * rental (Rent Now, the desk, Assign card): one rule of whether it can pay now, and one set of words for
 * why not, so that both engines refuse a card the same way.
 */

/** What usableCard reads of a card. */
export interface PayingCard {
  id: number;
  user_id: number;
  is_active: boolean;
  exp_month: number;
  exp_year: number;
}

export interface PayingCardRule {
  /** the body's field that named the card (default `payment_method`) */
  field?: string;
  /** whose card it must be, and what to say when it is someone else's */
  owner?: { id: number; otherwise: string };
}

/**
 * The card, if it can pay now; else null, with why in `errors[field]`: the card as the caller may name it
 * (undefined: it does not exist for them, DRF's invalid pk), then its owner, then removed, then expired.
 */
export function usableCard<C extends PayingCard>(
  card: C | undefined,
  id: number,
  now: Date,
  errors: FieldErrors,
  rule: PayingCardRule = {},
): C | null {
  const field = rule.field ?? "payment_method";
  if (!card) addError(errors, field, invalidPk(id));
  else if (rule.owner && card.user_id !== rule.owner.id) addError(errors, field, rule.owner.otherwise);
  else if (!card.is_active) addError(errors, field, PAYING_CARD_MESSAGES.removed);
  else if (isExpired(card.exp_month, card.exp_year, now))
    addError(errors, field, PAYING_CARD_MESSAGES.expired);
  else return card;
  return null;
}

/** A card the caller may name: staff any of the company's people's, a customer only their own; or undefined. */
export async function callersCard(db: DB, ctx: AuthContext, id: number) {
  const card = await findCard(db, ctx.companyId, id);
  return card && (isStaff(ctx) || card.user_id === ctx.user.id) ? card : undefined;
}

/** The customer's active default card (its id), if they have one. */
export const defaultCardOf = (db: DB, userId: number) =>
  db
    .selectFrom("payment_methods")
    .where("user_id", "=", userId)
    .where("is_active", "=", true)
    .select("id")
    .where("is_default", "=", true)
    .executeTakeFirst();

/** Writes is_default=true on one card. */
export async function flagDefault(trx: DB, cardId: number): Promise<void> {
  await trx.updateTable("payment_methods").set({ is_default: true }).where("id", "=", cardId).execute();
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
  await flagDefault(trx, cardId);
}

/** One of this customer's cards, or undefined. */
export function customerCard(db: DB, userId: number, id: number) {
  return db
    .selectFrom("payment_methods")
    .select(["id", "user_id", "is_active", "exp_month", "exp_year", "brand", "last4"])
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}
