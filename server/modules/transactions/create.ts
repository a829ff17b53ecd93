import type { DB } from "../../db/connection";
import { callersLine, findCard, findPlan, onSale } from "../../db/lookups";
import { addError, badRequest, type FieldErrors } from "../../http/errors";
import { invalidPk } from "../../http/ids";
import { isExpired } from "../../integrations/payments/cards";
import { type AuthContext, isStaff } from "../../security/caller";
import { audit } from "../audit/service";

import { TRANSACTION_MESSAGES, type TransactionCreate } from "./schemas";
import { insertQueuedRefill } from "./writes";

/**
 * POST /api/transactions/ (Refill Now, and the phone menu's refill): a customer for their own line and card;
 * staff for any customer's line in the company, with a card of the line's owner. The transaction belongs to
 * the line's owner and waits in the queue for the engine (server/jobs/refills).
 */
export async function createTransaction(
  db: DB,
  ctx: AuthContext,
  input: TransactionCreate,
  now = new Date(),
  trigger: "manual" | "ivr" = "manual",
): Promise<number> {
  const errors: FieldErrors = {};
  const phone = await callersLine(db, ctx, input.phone_number);
  if (!phone) addError(errors, "phone_number", invalidPk(input.phone_number));
  else if (!phone.is_active || !phone.is_owner_active)
    addError(errors, "phone_number", TRANSACTION_MESSAGES.phoneInactive);

  const plan = await findPlan(db, ctx.companyId, input.plan);
  if (!plan) addError(errors, "plan", invalidPk(input.plan));
  else if (!onSale(plan)) addError(errors, "plan", TRANSACTION_MESSAGES.planInactive);
  else if (phone?.carrier_id != null && plan.carrier_id !== phone.carrier_id)
    addError(errors, "plan", TRANSACTION_MESSAGES.planCarrier);

  await checkRefillCard(db, ctx, input.payment_method, phone?.user_id, now, errors);
  if (Object.keys(errors).length || !phone || !plan) throw badRequest(errors);

  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const actor = ctx.hijackedBy ?? ctx.user.id;
    const id = await insertQueuedRefill(
      trx,
      {
        company_id: ctx.companyId,
        user_id: phone.user_id,
        phone_number_id: phone.id,
        plan_id: plan.id,
        amount: plan.amount,
        trigger,
        payment_method_id: input.payment_method,
        created_by: actor,
      },
      { code: trigger === "ivr" ? "phone_menu" : "refill_now", params: {} },
      actor,
      at,
    );
    await audit(trx, ctx, "transaction.create", "transaction", id, { ...input, trigger });
    return id;
  });
}

/**
 * The card a refill is to be paid with (Refill Now, a scheduled refill): one of the company's, the caller's
 * own when a customer chooses it, the line owner's (once the line is known), active and unexpired; else why,
 * in `errors.payment_method`.
 */
export async function checkRefillCard(
  db: DB,
  ctx: AuthContext,
  cardId: number,
  lineOwnerId: number | undefined,
  now: Date,
  errors: FieldErrors,
): Promise<void> {
  const card = await findCard(db, ctx.companyId, cardId);
  if (!card || (!isStaff(ctx) && card.user_id !== ctx.user.id))
    addError(errors, "payment_method", invalidPk(cardId));
  else if (lineOwnerId !== undefined && card.user_id !== lineOwnerId)
    addError(errors, "payment_method", TRANSACTION_MESSAGES.cardOwner);
  else if (!card.is_active) addError(errors, "payment_method", TRANSACTION_MESSAGES.cardRemoved);
  else if (isExpired(card.exp_month, card.exp_year, now))
    addError(errors, "payment_method", TRANSACTION_MESSAGES.cardExpired);
}
