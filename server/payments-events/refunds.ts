import type { DB } from "../db/connection";
import { problemOf } from "../../common/problems";
import { failureColumns } from "../db/problems";
import { withRowLock } from "../db/row-lock";
import type { ChargeStatus } from "../db/schema";
import type { StripeObjects, StripeRefund } from "../integrations/payments/stripe-events";
import { depositRefundSucceeded, isDepositRefund } from "../money/deposit";
import { postRentalLines } from "../money/ledger";
import { companyCharge, locksOf, settle } from "../money/refund";
import { chargeOfIntent, intentOf } from "./charges";

/**
 * charge.refunded, refund.created, refund.updated, refund.failed (DESIGN.md §17): the refunds of the
 * PaymentIntent as Stripe holds them now, brought into our ledger, so that however often and in whatever
 * order the events come, our refunds of the charge are Stripe's:
 * - a refund made in Stripe's dashboard becomes one refund row (keyed `stripe-<refund id>`: never two);
 * - ours is found by its reference, or by the idempotency key we sent as its metadata (its event may come
 *   before its answer is recorded);
 * - pending (or waiting for the customer) is pending: it holds the money back, never counted as given back;
 * - succeeded settles it once (the charge reads `refunded` when every cent went back, a rental's ledger
 *   gets its line); failed or canceled reopens the money — a refund that had succeeded and failed later
 *   gives the charge back its money (and a rental's ledger a line saying the money is ours again).
 */
export async function onRefund(db: DB, objects: StripeObjects, refundId: string, now: Date) {
  const refund = await objects.refund(refundId);
  if (!refund) return;
  await reconcileRefunds(db, objects, await intentOf(objects, refund), now);
}

/** charge.refunded: its object is a Charge; the refunds are read through its PaymentIntent. */
export async function onChargeRefunded(db: DB, objects: StripeObjects, chargeId: string, now: Date) {
  await reconcileRefunds(
    db,
    objects,
    await intentOf(objects, { paymentIntent: null, charge: chargeId }),
    now,
  );
}

export const STRIPE_REFUND_NOTE = "Refunded in Stripe";
const FAILED = "The refund failed.";

/** Stripe's refund status in our words. */
const statusOf = (r: StripeRefund): Exclude<ChargeStatus, "refunded"> =>
  r.status === "succeeded"
    ? "succeeded"
    : r.status === "failed" || r.status === "canceled"
      ? "failed"
      : "pending";

export async function reconcileRefunds(
  db: DB,
  objects: StripeObjects,
  paymentIntent: string | null,
  now: Date,
) {
  const ours = await chargeOfIntent(db, paymentIntent);
  if (!ours || !paymentIntent) return;
  const theirs = await objects.refundsOf(paymentIntent);
  const first = (await companyCharge(db, ours.company_id, ours.id))!;
  const at = now.toISOString();
  await withRowLock(db, locksOf(first), async (trx) => {
    for (const r of theirs) {
      const c = (await companyCharge(trx, ours.company_id, ours.id))!;
      const rows = await trx
        .selectFrom("charges")
        .select(["id", "status", "amount", "processor_ref", "idempotency_key"])
        .where("refund_of", "=", c.id)
        .where("kind", "=", "refund")
        .orderBy("id")
        .execute();
      let row =
        rows.find((x) => x.processor_ref === r.id) ??
        (r.ourKey ? rows.find((x) => x.idempotency_key === r.ourKey) : undefined);
      if (!row) {
        // Made in Stripe's dashboard (or by another integration): one row, pending until settled below.
        await trx
          .insertInto("charges")
          .values({
            company_id: c.company_id,
            user_id: c.user_id,
            kind: "refund",
            amount: r.amount,
            status: "pending",
            transaction_id: c.transaction_id,
            rental_id: c.rental_id,
            payment_method_id: c.payment_method_id,
            method: "card",
            brand: c.brand,
            last4: c.last4,
            processor_ref: r.id,
            idempotency_key: `stripe-${r.id}`,
            failure_message: null,
            created_by: null,
            created_at: at,
            refund_of: c.id,
            note: STRIPE_REFUND_NOTE,
          })
          .onConflict((oc) => oc.column("idempotency_key").doNothing())
          .execute();
        row = await trx
          .selectFrom("charges")
          .select(["id", "status", "amount", "processor_ref", "idempotency_key"])
          .where("idempotency_key", "=", `stripe-${r.id}`)
          .executeTakeFirstOrThrow();
      }
      const target = statusOf(r);
      if (row.processor_ref !== r.id)
        await trx.updateTable("charges").set({ processor_ref: r.id }).where("id", "=", row.id).execute();
      if (row.status === target) continue;
      if (target === "succeeded" && isDepositRefund({ ...row, rental_id: c.rental_id })) {
        // A rental's deposit given back (a refund Stripe first answered pending): the deposit is settled.
        await depositRefundSucceeded(trx, row.id, r.id, null, at);
      } else if (target === "succeeded") {
        await trx
          .updateTable("charges")
          .set({ status: "succeeded", ...failureColumns(null) })
          .where("id", "=", row.id)
          .execute();
        await settle(trx, c, { id: row.id, amount: row.amount, method: "card" }, null, at, {});
      } else if (target === "failed") {
        await trx
          .updateTable("charges")
          .set({ status: "failed", ...failureColumns(problemOf("refund", r.failureReason ?? FAILED)) })
          .where("id", "=", row.id)
          .execute();
        if (row.status === "succeeded") await reopen(trx, c, row.amount, at);
      }
      // target pending with the row succeeded or failed: Stripe never goes back to pending; left as is.
    }
  });
}

/** A refund that had gone back failed later: the charge has that money again. */
async function reopen(
  trx: DB,
  c: NonNullable<Awaited<ReturnType<typeof companyCharge>>>,
  amount: number,
  at: string,
) {
  await trx
    .updateTable("charges")
    .set({ status: "succeeded" })
    .where("id", "=", c.id)
    .where("status", "=", "refunded")
    .execute();
  if (c.rental_id !== null && c.kind !== "deposit")
    await postRentalLines(
      trx,
      { id: c.rental_id, company_id: c.company_id },
      [{ kind: "payment", card: c, paid_amount: amount, method: "card", charge_id: null }],
      null,
      at,
    );
}
