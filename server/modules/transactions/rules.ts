import type { DB } from "../../db/connection";
import { badRequest, type FieldErrors } from "../../http/errors";
import { cardLabel } from "../../integrations/payments/cards";
import { callersCard, usableCard } from "../../money/cards";
import type { AuthContext } from "../../security/caller";
import { TRANSACTION_MESSAGES } from "./schemas";

/**
 * The card chosen for a refill (staff's Assign card, the customer's Pay with this card): one of the line
 * owner's cards, active and unexpired; else 400 naming payment_method. Another company's card, or (for a
 * customer) another person's, does not exist for the caller.
 */
export async function chosenCard(trx: DB, ctx: AuthContext, ownerId: number, cardId: number, now: Date) {
  const errors: FieldErrors = {};
  const owner = { id: ownerId, otherwise: TRANSACTION_MESSAGES.cardNotOwners };
  const card = usableCard(await callersCard(trx, ctx, cardId), cardId, now, errors, { owner });
  if (!card) throw badRequest(errors);
  return { ...card, label: cardLabel(card.brand, card.last4) };
}
