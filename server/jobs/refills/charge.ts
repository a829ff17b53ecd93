import type { Selectable } from "kysely";
import type { DB } from "../../db/connection";
import type { ChargesTable } from "../../db/schema";
import { isExpired } from "../../integrations/payments/cards";
import { type ChargeFees, type ChargeResult, type PaymentsAdapter } from "../../integrations/payments/types";
import { feeColumns, updatePending } from "../../money/pending";
import { disputeIfTestCard } from "../../payments-events/simulated";
import { askOrRetryLater, type Attempt, type ChargeWrite, finish, type Refill } from "./attempt";
import { type Problem, problem, problemOf } from "../../../common/problems";
import { failureColumns, paymentErrorColumns } from "../../db/problems";

/**
 * Step 1 of a refill: pay, unless a charge of this transaction already succeeded. The charge's idempotency
 * key is derived from the database, so that a repeat after a crash or a lost lease asks the processor
 * for the same charge and never charges twice.
 */

const chargeColumns = ["id", "status", "idempotency_key", "amount", "processor_ref"] as const;
type RefillCharge = Pick<Selectable<ChargesTable>, (typeof chargeColumns)[number]>;

/**
 * "ended" when the attempt ended in this step (no usable card, a decline, a transient error); otherwise
 * the charge that succeeded in this attempt, to be written with the top-up's outcome (null: an earlier
 * attempt's charge paid).
 */
export async function pay(a: Attempt, payments: PaymentsAdapter): Promise<ChargeWrite | null | "ended"> {
  const charges = await refillCharges(a);
  if (charges.some((ch) => ch.status === "succeeded")) return null;
  let charge = charges.find((ch) => ch.status === "pending");
  if (!charge) {
    const problem = cardProblem(a.refill, a.now);
    if (problem) {
      await finish(a, {
        status: "action_required",
        fields: paymentErrorColumns(problem),
        step: "charge",
        outcome: "action_required",
        message: null,
        problem,
      });
      return "ended";
    }
    charge = await openCharge(a, charges);
    if (charge.status === "succeeded") return null;
  }
  const result = await askOrRetryLater(a, "charge", () => askProcessor(a, payments, charge));
  if (!result) return "ended";
  if (result.status !== "succeeded") {
    await endWithUnpaidCharge(a, charge.id, result);
    return "ended";
  }
  // Recorded with the top-up's outcome, in the same database transaction: one write fewer per refill.
  // Should this worker die before that, the charge stays pending and the next one repeats the call
  // under the same key, which the processor answers with this same charge.
  return succeededCharge(charge.id, result.ref, result.fees);
}

function refillCharges(a: Attempt): Promise<RefillCharge[]> {
  if (!Number(a.refill.charges ?? 0)) return Promise.resolve([]);
  return a.db
    .selectFrom("charges")
    .select(chargeColumns)
    .where("transaction_id", "=", a.claim.id)
    .where("kind", "=", "refill")
    .orderBy("id")
    .execute();
}

/** Why the transaction's card cannot be charged, or null when it can. */
function cardProblem(t: Refill, now: Date): Problem | null {
  if (t.payment_method_id === null || !t.processor_ref || !t.is_card_active) return problem("no_card");
  if (isExpired(t.exp_month!, t.exp_year!, now)) return problem("card_expired");
  return null;
}

/** A new pending charge, or the one another worker holding an expired lease inserted first (same key). */
async function openCharge(a: Attempt, charges: RefillCharge[]): Promise<RefillCharge> {
  const { claim: c, refill: t } = a;
  // After a failed charge and a staff retry, the next charge is a new one: a new key, derived from
  // the count of failed ones so that a repeat of this attempt derives the same.
  const failed = charges.filter((ch) => ch.status === "failed").length;
  const key = failed === 0 ? `txn-${c.id}-charge` : `txn-${c.id}-charge-${failed + 1}`;
  const inserted = await a.db
    .insertInto("charges")
    .values({
      company_id: t.company_id,
      user_id: t.user_id,
      kind: "refill",
      amount: t.amount,
      status: "pending",
      transaction_id: c.id,
      payment_method_id: t.payment_method_id,
      brand: t.brand,
      last4: t.last4,
      idempotency_key: key,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column("idempotency_key").doNothing())
    .returning(chargeColumns)
    .executeTakeFirst();
  return (
    inserted ??
    (await a.db
      .selectFrom("charges")
      .select(chargeColumns)
      .where("idempotency_key", "=", key)
      .executeTakeFirstOrThrow())
  );
}

/**
 * A pending charge with the processor's reference waited for the customer's authentication: asked where
 * it stands (a repeat of the create would answer its first response again). Otherwise charged now.
 */
function askProcessor(a: Attempt, payments: PaymentsAdapter, charge: RefillCharge): Promise<ChargeResult> {
  if (charge.processor_ref) return payments.chargeStatus(charge.processor_ref);
  return payments.charge({
    amount: charge.amount,
    card: a.refill.processor_ref ?? "",
    customer: a.refill.stripe_customer_id,
    idempotencyKey: charge.idempotency_key,
    description: `Refill txn-${a.claim.id}`,
    session: a.refill.on_session ? "on" : "off",
  });
}

/** Declined (error) or waiting for the customer (action_required), the charge's row saying which. */
function endWithUnpaidCharge(
  a: Attempt,
  chargeId: number,
  result: Exclude<ChargeResult, { status: "succeeded" }>,
) {
  const why = problemOf("payment", result.message, result.code);
  return finish(a, {
    status: result.status === "declined" ? "error" : "action_required",
    fields: paymentErrorColumns(why),
    step: "charge",
    outcome: result.status,
    message: null,
    problem: why,
    hardDecline: result.status === "declined" && result.hard === true,
    // Off-session, the bank's request to authenticate reaches the customer only by the pay link.
    authenticate: result.status === "action_required" && result.authenticate === true && !a.refill.on_session,
    alsoWrite: async (trx) => {
      // Waiting for the customer's authentication, the charge stays pending under its reference.
      const waits = result.status === "action_required" && result.authenticate;
      await updatePending(trx, chargeId, {
        status: waits && result.ref ? "pending" : "failed",
        ...failureColumns(why),
        processor_ref: result.ref,
      });
    },
  });
}

function succeededCharge(id: number, ref: string, fees?: ChargeFees): ChargeWrite {
  return {
    record: async (trx: DB) => {
      await trx
        .updateTable("charges")
        .set({ status: "succeeded", processor_ref: ref, ...failureColumns(null), ...feeColumns(fees) })
        .where("id", "=", id)
        .execute();
      // Stripe's test card 4000 0000 0000 0259 in simulated mode: the bank disputes it shortly after.
      await disputeIfTestCard(trx, id, ref);
    },
    fields: { charge_id: id, ...paymentErrorColumns(null) },
    events: [["charge", "ok", null]],
  };
}
