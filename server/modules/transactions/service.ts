import type { DB } from "../../db/connection";
import type { Updateable } from "kysely";
import type { TransactionStatus, TransactionsTable, TransactionStep } from "../../db/schema";
import { audit } from "../../http/audit";
import { type AuthContext, isStaff } from "../../http/auth";
import type { NotedRowAction, RowAction } from "../../http/routes";
import { addError, badRequest, type FieldErrors, notFound, refused } from "../../http/errors";
import { isExpired } from "../../integrations/payments/cards";
import { assignUsedCard } from "../cards/service";
import { callersRows, companyRowById, findPlan } from "../../db/lookups";
import { invalidPk } from "../../http/ids";
import { queuedEvent, queuedTransaction } from "./queued";
import type { TransactionCreate } from "./schemas";

/**
 * The write side of refills (docs/engines.md): Refill Now queues a transaction for the engine
 * (server/jobs/refills.ts); staff retry, resolve, or make the card used the customer's default.
 * Status changes are plain UPDATEs guarded by the status they start from, so that an action racing a
 * worker either wins whole or is refused (the list counters follow through the 0002 triggers).
 */

export const TRANSACTION_MESSAGES = {
  phoneInactive: "This phone number is not active.",
  planInactive: "This plan is not active.",
  planCarrier: "This plan is not offered by the phone number's carrier.",
  cardOwner: "This card does not belong to the phone number's owner.",
  cardRemoved: "This card was removed. Choose another card.",
  cardExpired: "This card has expired. Choose another card.",
  notRetriable: "Only a transaction in error or action required can be retried.",
  notResolvable: "Only a transaction in error or action required can be resolved.",
  noCard: "This transaction has no card to assign.",
  assignRemoved: "The card used on this transaction was removed by the customer.",
  assignExpired: "The card used on this transaction has expired.",
} as const;

const ASSIGN_REFUSALS = {
  noCard: TRANSACTION_MESSAGES.noCard,
  removed: TRANSACTION_MESSAGES.assignRemoved,
  expired: TRANSACTION_MESSAGES.assignExpired,
};

/** The states staff act on: the engine has stopped and is waiting for a person. */
const STOPPED: TransactionStatus[] = ["error", "action_required"];

type Trx = Parameters<Parameters<ReturnType<DB["transaction"]>["execute"]>[0]>[0];

function staffEvent(
  trx: Trx,
  ctx: AuthContext,
  id: number,
  attempt: number,
  step: TransactionStep,
  message: string | null,
  at: string,
) {
  return trx
    .insertInto("transaction_events")
    .values({
      transaction_id: id,
      attempt,
      step,
      outcome: "done",
      message,
      actor_id: ctx.hijackedBy ?? ctx.user.id,
      created_at: at,
    })
    .execute();
}

/**
 * POST /api/transactions/ (Refill Now): a customer for their own line and card; staff for any customer's
 * line in the company, with a card of the line's owner. The transaction belongs to the line's owner.
 */
export async function createTransaction(
  db: DB,
  ctx: AuthContext,
  input: TransactionCreate,
  now = new Date(),
  trigger: "manual" | "ivr" = "manual",
): Promise<number> {
  const errors: FieldErrors = {};
  const phone = await db
    .selectFrom("phone_numbers as pn")
    .innerJoin("users as u", "u.id", "pn.user_id")
    .select(["pn.id", "pn.user_id", "pn.carrier_id", "pn.is_active", "u.is_active as is_owner_active"])
    .where("pn.id", "=", input.phone_number)
    .$call(callersRows(ctx, "pn.company_id", "pn.user_id"))
    .executeTakeFirst();
  if (!phone) addError(errors, "phone_number", invalidPk(input.phone_number));
  else if (!phone.is_active || !phone.is_owner_active)
    addError(errors, "phone_number", TRANSACTION_MESSAGES.phoneInactive);

  const plan = await findPlan(db, ctx.companyId, input.plan);
  if (!plan) addError(errors, "plan", invalidPk(input.plan));
  else if (!plan.is_active || !plan.is_carrier_active)
    addError(errors, "plan", TRANSACTION_MESSAGES.planInactive);
  else if (phone?.carrier_id != null && plan.carrier_id !== phone.carrier_id)
    addError(errors, "plan", TRANSACTION_MESSAGES.planCarrier);

  const card = await db
    .selectFrom("payment_methods as pm")
    .innerJoin("users as u", "u.id", "pm.user_id")
    .select(["pm.id", "pm.user_id", "pm.is_active", "pm.exp_month", "pm.exp_year"])
    .where("pm.id", "=", input.payment_method)
    .where("u.company_id", "=", ctx.companyId)
    .executeTakeFirst();
  if (!card || (!isStaff(ctx) && card.user_id !== ctx.user.id))
    addError(errors, "payment_method", invalidPk(input.payment_method));
  else if (phone && card.user_id !== phone.user_id)
    addError(errors, "payment_method", TRANSACTION_MESSAGES.cardOwner);
  else if (!card.is_active) addError(errors, "payment_method", TRANSACTION_MESSAGES.cardRemoved);
  else if (isExpired(card.exp_month, card.exp_year, now))
    addError(errors, "payment_method", TRANSACTION_MESSAGES.cardExpired);
  if (Object.keys(errors).length || !phone || !plan) throw badRequest(errors);

  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const actor = ctx.hijackedBy ?? ctx.user.id;
    const row = await trx
      .insertInto("transactions")
      .values(
        queuedTransaction(
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
          at,
        ),
      )
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("transaction_events")
      .values(queuedEvent(row.id, trigger === "ivr" ? "Phone menu." : "Refill Now.", actor, at))
      .execute();
    await audit(trx, ctx, "transaction.create", "transaction", row.id, { ...input, trigger });
    return row.id;
  });
}

/** The company's transaction (staff actions), or 404. */
function companyTransaction(db: DB | Trx, ctx: AuthContext, id: number) {
  return db
    .selectFrom("transactions")
    .select(["id", "status", "attempts", "user_id", "payment_method_id"])
    .$call(companyRowById(ctx.companyId, id))
    .executeTakeFirstOrThrow(notFound);
}

type CurrentTransaction = Awaited<ReturnType<typeof companyTransaction>>;

/**
 * A staff action on the company's transaction while it is stopped (error, action required), in one database
 * transaction: the row changes to `values`, then `record` writes its history; else 404, or 400 `refusal`.
 */
async function changeStopped(
  db: DB,
  ctx: AuthContext,
  id: number,
  refusal: string,
  values: Updateable<TransactionsTable>,
  record: (trx: Trx, current: CurrentTransaction) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await companyTransaction(trx, ctx, id);
    const res = await trx
      .updateTable("transactions")
      .set(values)
      .where("id", "=", id)
      .where("company_id", "=", ctx.companyId)
      .where("status", "in", STOPPED)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw refused(refusal);
    await record(trx, current);
  });
}

/** POST /api/transactions/{id}/retry/: back in the queue; a succeeded charge stands, so it is never charged twice. */
export const retryTransaction: RowAction = async (db, ctx, id, now = new Date()) => {
  const at = now.toISOString();
  const again = {
    status: "in_queue",
    payment_error: null,
    refill_error: null,
    lease_until: null,
    lease_owner: null,
    next_attempt_at: null,
    transient_errors: 0,
    completed_at: null,
    updated_at: at,
  } as const;
  await changeStopped(db, ctx, id, TRANSACTION_MESSAGES.notRetriable, again, async (trx, current) => {
    await staffEvent(trx, ctx, id, current.attempts, "retry", `Was ${current.status}.`, at);
    await audit(trx, ctx, "transaction.retry", "transaction", id, { from: current.status });
  });
};

/** POST /api/transactions/{id}/resolve/: closed by a person (who, when, why); the engine never touches it again. */
export const resolveTransaction: NotedRowAction = async (db, ctx, id, note, now = new Date()) => {
  const at = now.toISOString();
  const closed = {
    status: "resolved",
    resolved_by: ctx.user.id,
    resolved_at: at,
    completed_at: at,
    next_attempt_at: null,
    updated_at: at,
    ...(note ? { note } : {}),
  } as const;
  await changeStopped(db, ctx, id, TRANSACTION_MESSAGES.notResolvable, closed, async (trx, current) => {
    await staffEvent(trx, ctx, id, current.attempts, "resolve", note || null, at);
    await audit(trx, ctx, "transaction.resolve", "transaction", id, {
      from: current.status,
      note: note ?? "",
    });
  });
};

/**
 * POST /api/transactions/{id}/assign-cc-to-user/. Cards are always saved to a customer in our model (a
 * transaction can only use a card of the line's owner), so "assign the card to the user" means: the card
 * used on this transaction becomes the customer's default card, the one Refill Now and new scheduled
 * refills preselect. Refused when the transaction has no card, or its card was removed or has expired.
 */
export const assignCardToUser: RowAction = async (db, ctx, id, now = new Date()) => {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const current = await companyTransaction(trx, ctx, id);
    const card = await assignUsedCard(trx, current, ASSIGN_REFUSALS, now);
    await staffEvent(
      trx,
      ctx,
      id,
      current.attempts,
      "assign_card",
      `Card #${card.id} is now the customer's default.`,
      at,
    );
    await audit(trx, ctx, "transaction.assign_card", "transaction", id, {
      payment_method: card.id,
      user: card.user_id,
    });
  });
};
