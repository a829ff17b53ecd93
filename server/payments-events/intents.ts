import { queuedAgain, saying } from "../refills/enqueue";
import { problem, problemOf } from "../../common/problems";
import { failureColumns, paymentErrorColumns } from "../db/problems";
import type { DB } from "../db/connection";
import { withRowLock } from "../db/row-lock";
import type { StripeIntent, StripeObjects } from "../integrations/payments/stripe-events";
import { endAfterBank, holdAfterBank, recordRentalPayment } from "../money/charging";
import type { PaymentsAdapter } from "../integrations/payments/types";
import { updatePending } from "../money/pending";
import { chargeOfIntent, type OurCharge } from "./charges";

/**
 * A succeeded PaymentIntent's fee and net (DESIGN.md §17, the company's margin): from its charge's balance
 * transaction, as Stripe holds it, kept on our charge once known (a balance transaction may come later: the
 * next event about the PaymentIntent reads it again).
 */
async function recordFees(db: DB, objects: StripeObjects, chargeId: number, latestCharge: string | null) {
  if (!latestCharge) return;
  const stripeCharge = await objects.charge(latestCharge);
  if (!stripeCharge?.balanceTransaction) return;
  const balance = await objects.balance(stripeCharge.balanceTransaction);
  if (!balance) return;
  await db
    .updateTable("charges")
    .set({ fee: balance.fee, net: balance.net })
    .where("id", "=", chargeId)
    .execute();
}

/**
 * payment_intent.succeeded / payment_failed / requires_action (DESIGN.md §17): the PaymentIntent read again
 * decides. A refill waiting for its customer (`action_required`, its charge pending under this PaymentIntent)
 * whose payment succeeded — the customer authenticated in their bank's window and closed the tab — has its
 * charge recorded as succeeded and goes back to the queue, where the engine tops the line up without charging
 * again (what POST /api/transactions/{id}/authenticate/ does in simulated mode). One the bank refused keeps
 * waiting for another card, the charge failed with the bank's words. Anything else changes nothing: the
 * engine, which reads the PaymentIntent itself, owns a refill that is moving. A rental's charge that waits
 * for the customer's bank (Rent Now on screen) ends as the customer's authenticate would end it.
 */
export async function onPaymentIntent(
  db: DB,
  objects: StripeObjects,
  payments: PaymentsAdapter,
  id: string,
  now: Date,
): Promise<void> {
  const charge = await chargeOfIntent(db, id);
  if (!charge) return;
  const intent = await objects.paymentIntent(id);
  if (!intent) return;
  if (intent.status === "succeeded") await recordFees(db, objects, charge.id, intent.latestCharge);
  if (charge.rental_id !== null) return onRentalIntent(db, payments, charge, intent, now);
  if (charge.transaction_id === null || charge.kind !== "refill") return;
  const succeeded = intent.status === "succeeded";
  const refused = intent.status === "requires_payment_method" && intent.error?.declineCode != null;
  if (!succeeded && !refused) return;
  const transactionId = charge.transaction_id;
  const at = now.toISOString();
  await withRowLock(
    db,
    [
      { table: "transactions", id: transactionId },
      { table: "charges", id: charge.id },
    ],
    async (trx) => {
      const t = await trx
        .selectFrom("transactions")
        .select(["status", "attempts"])
        .where("id", "=", transactionId)
        .executeTakeFirstOrThrow();
      const why = problemOf(
        "payment",
        intent.error?.message || "Your card was declined.",
        intent.error?.declineCode ?? intent.error?.code,
      );
      const moved = await trx
        .updateTable("charges")
        .set(
          succeeded
            ? { status: "succeeded", ...failureColumns(null) }
            : { status: "failed", ...failureColumns(why) },
        )
        .where("id", "=", charge.id)
        .where("status", "=", "pending")
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0 || t.status !== "action_required") return;
      await trx
        .updateTable("transactions")
        .set(
          succeeded
            ? { ...queuedAgain(at), charge_id: charge.id }
            : { ...paymentErrorColumns(why), updated_at: at },
        )
        .where("id", "=", transactionId)
        .where("status", "=", "action_required")
        .execute();
      await trx
        .insertInto("transaction_events")
        .values({
          transaction_id: transactionId,
          attempt: t.attempts,
          step: "authenticate",
          outcome: succeeded ? "ok" : "failed",
          ...saying({ code: succeeded ? "bank_confirmed" : "bank_refused", params: {} }),
          message: succeeded ? null : why.details,
          actor_id: null,
          created_at: at,
        })
        .execute();
    },
  );
}

/**
 * A rental's charge waiting for the customer's bank (pending under this PaymentIntent), when the customer
 * closed the tab: succeeded → paid, its payment line posted; refused or cancelled → failed with the bank's
 * words. The rental then follows its charges (endAfterBank: paid → preorder, nothing taken → resolved, its
 * device free). A charge no longer pending was answered already (the request, the customer's authenticate,
 * an earlier event): a late or repeated event changes nothing. A short rental whose deposit is held rather
 * than charged has its hold placed once the rental part is paid, as the customer's authenticate would
 * (holdAfterBank: asked under the rental's key, so the authenticate and the event never hold twice); asked
 * again by a repeated event until it is placed or refused.
 */
async function onRentalIntent(
  db: DB,
  payments: PaymentsAdapter,
  charge: OurCharge,
  intent: StripeIntent,
  now: Date,
) {
  const succeeded = intent.status === "succeeded";
  const refused = intent.status === "requires_payment_method" || intent.status === "canceled";
  if (!succeeded && !refused) return;
  const rentalId = charge.rental_id!;
  await withRowLock(db, { table: "rentals", id: rentalId }, async (trx) => {
    const moved = succeeded
      ? await recordRentalPayment(trx, charge.id, intent.id)
      : Number(
          (await updatePending(trx, charge.id, { status: "failed", ...failureColumns(bankRefusal(intent)) }))
            .numUpdatedRows,
        ) === 1;
    if (moved) await endAfterBank(trx, rentalId, now.toISOString());
  });
  if (succeeded) await holdAfterBank(db, payments, rentalId);
}

/** Why the bank refused a waiting PaymentIntent: its decline, the failed authentication, or its cancellation. */
function bankRefusal(intent: StripeIntent) {
  if (intent.status === "canceled") return problem("payment_canceled");
  const message = intent.error?.message ?? "";
  return intent.error?.declineCode
    ? problemOf("payment", message, intent.error.declineCode)
    : problemOf("payment", message, "authentication_failed");
}
