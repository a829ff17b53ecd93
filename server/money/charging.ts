import { sql } from "kysely";
import type { DB } from "../db/connection";
import type { ChargeKind } from "../db/schema";
import type { PaymentsAdapter } from "../integrations/payments/types";
import { askProcessor, recordSucceeded } from "./pending";
import type { Problem } from "../../common/problems";
import { englishProblem, paymentErrorColumns, rentalErrorColumns, storedProblem } from "../db/problems";
import { type NewRentalLine, postRentalLines } from "./ledger";
import { placeHold } from "./deposit";
import { cardChargeToSend } from "./rental-charges";

/**
 * Charging a card for a rental: the charge rows are written first (rental-charges.ts insertRentalCharge), then
 * sent to the processor outside any database transaction; the answer is recorded, and a paid charge
 * posts its payment line to the ledger.
 */

export type ChargeOutcome =
  { ok: true } | { ok: false; message: string; problem: Problem; transient: boolean };

/** The ledger line of money received by a succeeded charge (card or cash). */
export function paymentLine(c: {
  id: number;
  kind: ChargeKind;
  amount: number;
  brand: string | null;
  last4: string | null;
}): NewRentalLine {
  return {
    kind: "payment",
    is_deposit: c.kind === "deposit",
    card: c,
    paid_amount: c.amount,
    method: c.last4 ? "card" : "cash",
    charge_id: c.id,
  };
}

/** Asks the processor for one pending charge and records the answer; a paid one lowers the balance. */
export async function sendCharge(
  db: DB,
  payments: PaymentsAdapter,
  chargeId: number,
): Promise<ChargeOutcome> {
  const c = await cardChargeToSend(db, chargeId);
  // Another request got the answer first.
  if (c.status === "succeeded") return { ok: true };
  if (c.status !== "pending") {
    const problem = storedProblem(c.failure_code, c.failure_params, c.failure_message) ?? {
      code: "payment_failed" as const,
      params: {},
      details: null,
    };
    return { ok: false, message: englishProblem(problem) ?? "", problem, transient: false };
  }
  const answer = await askProcessor(db, c.id, () =>
    payments.charge({
      amount: c.amount,
      card: c.processor_ref,
      customer: c.stripe_customer_id,
      idempotencyKey: c.idempotency_key,
      description: `Rental rental-${c.rental_id} ${c.kind}`,
      // A rental's charge is answered within the request, and nothing waits on a bank's step for it
      // (docs/engines.md): a request to authenticate ends it, as off-session.
      session: "off",
    }),
  );
  if (!answer.ok) return answer;
  const ref = answer.ref;
  await db.transaction().execute(async (trx) => {
    // Only the request that moved the charge out of pending counts the money.
    if (await recordSucceeded(trx, c.id, ref, answer.fees))
      await postRentalLines(
        trx,
        { id: c.rental_id!, company_id: c.company_id },
        [paymentLine(c)],
        c.created_by,
        new Date().toISOString(),
      );
  });
  return { ok: true };
}

/**
 * Charges the rental's pending creation charges (rental, then deposit) in order, then places the deposit's
 * hold when it is held rather than charged (deposit.ts placeHold). The first failure puts
 * the rental in `error` with payment_error and stops; all paid takes an `error` rental back to `preorder`.
 */
export async function chargeCreation(
  db: DB,
  payments: PaymentsAdapter,
  rentalId: number,
): Promise<ChargeOutcome> {
  const pending = await db
    .selectFrom("charges")
    .select("id")
    .where("rental_id", "=", rentalId)
    .where("kind", "in", ["rental", "deposit"])
    .where("status", "=", "pending")
    // The rental part before the deposit, whatever order retries added them in.
    .orderBy(sql`case when kind = 'rental' then 0 else 1 end`)
    .orderBy("id")
    .execute();
  // The deposit held on the card (money/deposit.ts) is asked after the rental part is paid.
  const sends = [
    ...pending.map((p) => () => sendCharge(db, payments, p.id)),
    () => placeHold(db, payments, rentalId),
  ];
  for (const send of sends) {
    const outcome = await send();
    if (!outcome.ok) {
      await db
        .updateTable("rentals")
        .set({
          status: "error",
          ...paymentErrorColumns(outcome.problem),
          updated_at: new Date().toISOString(),
        })
        .where("id", "=", rentalId)
        .where("status", "in", ["preorder", "error"])
        .execute();
      return outcome;
    }
  }
  await db
    .updateTable("rentals")
    .set({
      status: "preorder",
      ...paymentErrorColumns(null),
      ...rentalErrorColumns(null),
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", rentalId)
    .where("status", "=", "error")
    .execute();
  return { ok: true };
}
