import type { DB } from "../db/connection";
import { callersLine, findPlan, onSale } from "../db/lookups";
import { addError, badRequest, type FieldErrors } from "../http/errors";
import { invalidPk } from "../http/ids";
import { type AuthContext, actorOf } from "../security/caller";
import { callersCard, usableCard } from "../money/cards";
import { audit } from "../db/audit-log";
import { insertQueuedRefill } from "./enqueue";

/** Why a refill cannot be placed, beside the card's own reasons (server/money/cards.ts). */
export const PLACING_MESSAGES = {
  phoneInactive: "This phone number is not active.",
  planInactive: "This plan is not active.",
  planCarrier: "This plan is not offered by the phone number's carrier.",
  cardOwner: "This card does not belong to the phone number's owner.",
} as const;

/** The history's first line, by where the refill was placed. */
const PLACED_BY = { manual: "refill_now", ivr: "phone_menu", sms: "text_message" } as const;

/** What a refill is placed with: the line, the plan and the card (ids). */
export interface RefillOrder {
  phone_number: number;
  plan: number;
  payment_method: number;
}

/**
 * Placing a refill: POST /api/transactions/ (Refill Now), the phone menu's refill and, for the card, a
 * scheduled refill (checkRefillCard).
 */

/**
 * POST /api/transactions/ (Refill Now, and the phone menu's refill): a customer for their own line and card;
 * staff for any customer's line in the company, with a card of the line's owner. The transaction belongs to
 * the line's owner and waits in the queue for the engine (server/jobs/refills).
 */
/**
 * The customer themself, signed in: a payment they start is on-session. Staff, and staff acting as the
 * customer, are not the cardholder, whose bank could not ask them to authenticate.
 */
export const customerOnScreen = (ctx: AuthContext) => !ctx.user.is_company_member && ctx.hijackedBy === null;

export async function createTransaction(
  db: DB,
  ctx: AuthContext,
  input: RefillOrder,
  now = new Date(),
  trigger: "manual" | "ivr" | "sms" = "manual",
): Promise<number> {
  const errors: FieldErrors = {};
  const phone = await callersLine(db, ctx, input.phone_number);
  if (!phone) addError(errors, "phone_number", invalidPk(input.phone_number));
  else if (!phone.is_active || !phone.is_owner_active)
    addError(errors, "phone_number", PLACING_MESSAGES.phoneInactive);

  const plan = await findPlan(db, ctx.companyId, input.plan);
  if (!plan) addError(errors, "plan", invalidPk(input.plan));
  else if (!onSale(plan)) addError(errors, "plan", PLACING_MESSAGES.planInactive);
  else if (phone?.carrier_id != null && plan.carrier_id !== phone.carrier_id)
    addError(errors, "plan", PLACING_MESSAGES.planCarrier);

  await checkRefillCard(db, ctx, input.payment_method, phone?.user_id, now, errors);
  if (Object.keys(errors).length || !phone || !plan) throw badRequest(errors);

  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const actor = actorOf(ctx);
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
        on_session: customerOnScreen(ctx) && trigger === "manual",
      },
      { code: PLACED_BY[trigger], params: {} },
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
  const owner =
    lineOwnerId === undefined ? undefined : { id: lineOwnerId, otherwise: PLACING_MESSAGES.cardOwner };
  usableCard(await callersCard(db, ctx, cardId), cardId, now, errors, { owner });
}
