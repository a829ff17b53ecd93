import type { DB } from "../../db/connection";
import type { Updateable } from "kysely";
import type { TransactionStatus, TransactionsTable, TransactionStep } from "../../db/schema";
import { audit } from "../audit/service";
import { type AuthContext, isStaff } from "../../security/caller";
import type { NotedRowAction, RowAction } from "../../http/routes";
import { addError, badRequest, type FieldErrors, notFound, refused } from "../../http/errors";
import { cardLabel, isExpired } from "../../integrations/payments/cards";
import { setDefaultCard } from "../cards/service";
import { callersRows, companyRowById, findPlan } from "../../db/lookups";
import { invalidPk } from "../../http/ids";
import { queuedEvent, queuedTransaction } from "./queued";
import { refuseRequeueAfterRefund } from "./refund";
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
  noteRequired: "Say why this refill is closed.",
  notRefundable: "Only a refill in error can be refunded and closed.",
  nothingCharged: "Nothing was charged for this refill, so there is nothing to refund.",
  refundedNoRetry: "This refill's charge has been refunded, so it cannot be queued again.",
  notAssignable: "A closed transaction (success or resolved) takes no other card.",
  cardNotOwners: "This card is not one of the customer's cards.",
  notPayable: "Only a refill whose payment failed can be paid with another card.",
  notWaiting: "Nothing on this refill waits for authentication.",
  authenticationFailed: "Authentication failed: your bank did not confirm the payment.",
  replaced: "Not authenticated: another card was chosen for this refill.",
} as const;

/** The states staff act on: the engine has stopped and is waiting for a person. */
const STOPPED: TransactionStatus[] = ["error", "action_required"];

type Trx = Parameters<Parameters<ReturnType<DB["transaction"]>["execute"]>[0]>[0];

/** A person's step in a refill's history (retry, resolve, assign a card, refund and close). */
export function staffEvent(
  trx: DB | Trx,
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

/** A stopped refill's row put back in the queue (retry, a card assigned, the customer's way forward). */
const queuedAgain = (at: string) =>
  ({
    status: "in_queue",
    payment_error: null,
    refill_error: null,
    lease_until: null,
    lease_owner: null,
    next_attempt_at: null,
    transient_errors: 0,
    completed_at: null,
    updated_at: at,
  }) as const;

/** POST /api/transactions/{id}/retry/: back in the queue; a succeeded charge stands, so it is never charged twice. */
export const retryTransaction: RowAction = async (db, ctx, id, now = new Date()) => {
  const at = now.toISOString();
  const again = queuedAgain(at);
  await changeStopped(db, ctx, id, TRANSACTION_MESSAGES.notRetriable, again, async (trx, current) => {
    await refuseRequeueAfterRefund(trx, id);
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
 * The card chosen for a refill (staff's Assign card, the customer's Pay with this card): one of the line
 * owner's cards, active and unexpired; else 400 naming payment_method. Another company's card, or (for a
 * customer) another person's, does not exist for the caller.
 */
async function chosenCard(trx: Trx, ctx: AuthContext, ownerId: number, cardId: number, now: Date) {
  const card = await trx
    .selectFrom("payment_methods as pm")
    .innerJoin("users as u", "u.id", "pm.user_id")
    .select(["pm.id", "pm.user_id", "pm.brand", "pm.last4", "pm.is_active", "pm.exp_month", "pm.exp_year"])
    .where("pm.id", "=", cardId)
    .where("u.company_id", "=", ctx.companyId)
    .executeTakeFirst();
  const refuse = (message: string) => badRequest({ payment_method: [message] });
  if (!card || (!isStaff(ctx) && card.user_id !== ctx.user.id)) throw refuse(invalidPk(cardId));
  if (card.user_id !== ownerId) throw refuse(TRANSACTION_MESSAGES.cardNotOwners);
  if (!card.is_active) throw refuse(TRANSACTION_MESSAGES.cardRemoved);
  if (isExpired(card.exp_month, card.exp_year, now)) throw refuse(TRANSACTION_MESSAGES.cardExpired);
  return { ...card, label: cardLabel(card.brand, card.last4) };
}

/**
 * A charge that waited for the customer's authentication on another card than `cardId` will never be
 * authenticated now: it is closed as failed, so that the engine charges the chosen card instead.
 */
function dropWaitingCharge(trx: Trx, transactionId: number, cardId: number) {
  return trx
    .updateTable("charges")
    .set({ status: "failed", failure_message: TRANSACTION_MESSAGES.replaced })
    .where("transaction_id", "=", transactionId)
    .where("kind", "=", "refill")
    .where("status", "=", "pending")
    .where("processor_ref", "is not", null)
    .where((eb) => eb.or([eb("payment_method_id", "is", null), eb("payment_method_id", "<>", cardId)]))
    .execute();
}

/** A refill's charge waiting for the customer's authentication (pending, with the processor's reference). */
export function waitingCharge(db: DB | Trx, transactionId: number) {
  return db
    .selectFrom("charges")
    .select(["id", "processor_ref", "payment_method_id"])
    .where("transaction_id", "=", transactionId)
    .where("kind", "=", "refill")
    .where("status", "=", "pending")
    .where("processor_ref", "is not", null)
    .orderBy("id", "desc")
    .executeTakeFirst();
}

export interface AssignCard {
  payment_method: number;
  make_default?: boolean;
  note?: string;
}

/**
 * POST /api/transactions/{id}/assign-cc-to-user/ (members): the card staff chose, one of the line owner's,
 * goes on the transaction; a stopped one (error, action required) is queued again, as retry does (a
 * succeeded charge stands: never charged twice). The customer's default card changes only with
 * `make_default`. Refused on a closed transaction (success, resolved).
 */
export async function assignCard(
  db: DB,
  ctx: AuthContext,
  id: number,
  input: AssignCard,
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const current = await companyTransaction(trx, ctx, id);
    if (current.status === "success" || current.status === "resolved")
      throw refused(TRANSACTION_MESSAGES.notAssignable);
    const card = await chosenCard(trx, ctx, current.user_id, input.payment_method, now);
    const requeue = STOPPED.includes(current.status);
    const res = await trx
      .updateTable("transactions")
      .set({ ...(requeue ? queuedAgain(at) : { updated_at: at }), payment_method_id: card.id })
      .where("id", "=", id)
      .where("company_id", "=", ctx.companyId)
      .where("status", "=", current.status)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw refused(TRANSACTION_MESSAGES.notAssignable);
    // Queued again, it would be topped up with money already (or being) given back.
    if (requeue) await refuseRequeueAfterRefund(trx, id);
    await dropWaitingCharge(trx, id, card.id);
    if (input.make_default) await setDefaultCard(trx, card.user_id, card.id);
    const message = [
      `${card.label} assigned${requeue ? "; queued again" : ""}.`,
      input.make_default ? "It is now the customer's default card." : "",
      input.note ? `Note: ${input.note}` : "",
    ]
      .filter(Boolean)
      .join(" ");
    await staffEvent(trx, ctx, id, current.attempts, "assign_card", message, at);
    await audit(trx, ctx, "transaction.assign_card", "transaction", id, {
      payment_method: card.id,
      user: card.user_id,
      make_default: input.make_default ?? false,
      from: current.status,
      note: input.note ?? "",
    });
  });
}

/** The customer's own transaction (pay, authenticate), or 404. */
function ownTransaction(db: DB | Trx, ctx: AuthContext, id: number) {
  return db
    .selectFrom("transactions")
    .select(["id", "status", "attempts", "user_id", "payment_method_id", "payment_error", "charge_id"])
    .where("id", "=", id)
    .$call(callersRows(ctx, "company_id", "user_id"))
    .executeTakeFirstOrThrow(notFound);
}

/**
 * POST /api/transactions/{id}/pay/ (the customer): their refill stopped for a payment reason (in error or
 * action required with payment_error, nothing charged) goes back in the queue on the card they chose.
 */
export async function payTransaction(
  db: DB,
  ctx: AuthContext,
  id: number,
  input: { payment_method: number },
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const current = await ownTransaction(trx, ctx, id);
    const paid = await trx
      .selectFrom("charges")
      .select("id")
      .where("transaction_id", "=", id)
      .where("status", "=", "succeeded")
      .executeTakeFirst();
    if (!STOPPED.includes(current.status) || current.payment_error === null || current.charge_id || paid)
      throw refused(TRANSACTION_MESSAGES.notPayable);
    const card = await chosenCard(trx, ctx, current.user_id, input.payment_method, now);
    const res = await trx
      .updateTable("transactions")
      .set({ ...queuedAgain(at), payment_method_id: card.id })
      .where("id", "=", id)
      .where("status", "=", current.status)
      .where("charge_id", "is", null)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw refused(TRANSACTION_MESSAGES.notPayable);
    await dropWaitingCharge(trx, id, card.id);
    await staffEvent(
      trx,
      ctx,
      id,
      current.attempts,
      "pay",
      `The customer chose ${card.label}; queued again.`,
      at,
    );
    await audit(trx, ctx, "transaction.pay", "transaction", id, {
      payment_method: card.id,
      from: current.status,
    });
  });
}

/**
 * POST /api/transactions/{id}/authenticate/ (PAYMENTS=simulated only; the customer): the bank's step that
 * Stripe.js runs in Stripe mode. `succeeded`: the waiting charge is confirmed (succeeded) and the refill
 * queued again, so that the engine tops up without charging again; `failed`: the charge failed, the refill
 * stays action required with the reason.
 */
export async function authenticateTransaction(
  db: DB,
  ctx: AuthContext,
  id: number,
  outcome: "succeeded" | "failed",
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const current = await ownTransaction(trx, ctx, id);
    const charge = await waitingCharge(trx, id);
    if (current.status !== "action_required" || !charge) throw refused(TRANSACTION_MESSAGES.notWaiting);
    const approved = outcome === "succeeded";
    await trx
      .updateTable("charges")
      .set(
        approved
          ? { status: "succeeded", failure_message: null }
          : { status: "failed", failure_message: TRANSACTION_MESSAGES.authenticationFailed },
      )
      .where("id", "=", charge.id)
      .where("status", "=", "pending")
      .execute();
    const res = await trx
      .updateTable("transactions")
      .set(
        approved
          ? { ...queuedAgain(at), charge_id: charge.id }
          : { payment_error: TRANSACTION_MESSAGES.authenticationFailed, updated_at: at },
      )
      .where("id", "=", id)
      .where("status", "=", "action_required")
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw refused(TRANSACTION_MESSAGES.notWaiting);
    await trx
      .insertInto("transaction_events")
      .values({
        transaction_id: id,
        attempt: current.attempts,
        step: "authenticate",
        outcome: approved ? "ok" : "failed",
        message: approved
          ? "The customer confirmed the payment with their bank (simulated); queued again."
          : TRANSACTION_MESSAGES.authenticationFailed,
        actor_id: ctx.hijackedBy ?? ctx.user.id,
        created_at: at,
      })
      .execute();
    await audit(trx, ctx, "transaction.authenticate", "transaction", id, { outcome, charge: charge.id });
  });
}
