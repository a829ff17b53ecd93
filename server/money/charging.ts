import { sql } from "kysely";
import type { DB } from "../db/connection";
import type { ChargeKind } from "../db/schema";
import type { ChargeFees, PaymentsAdapter } from "../integrations/payments/types";
import { askProcessor, recordSucceeded } from "./pending";
import type { Problem } from "../../common/problems";
import { englishProblem, paymentErrorColumns, rentalErrorColumns, storedProblem } from "../db/problems";
import { problem } from "../../common/problems";
import { type NewRentalLine, postRentalLines } from "./ledger";
import { placeHold } from "./deposit";
import { cardChargeToSend } from "./rental-charges";

/**
 * Charging a card for a rental: the charge rows are written first (rental-charges.ts insertRentalCharge), then
 * sent to the processor outside any database transaction; the answer is recorded, and a paid charge
 * posts its payment line to the ledger.
 */

export type ChargeOutcome =
  { ok: true } | { ok: false; message: string; problem: Problem; transient: boolean; waiting?: boolean };

/**
 * `on`: the customer started the charge on screen (Rent Now, their pay-again: server/refills/place.ts
 * customerOnScreen), so their bank may ask them to authenticate it in the browser; `off`: staff at the desk.
 */
export type ChargeSession = "on" | "off";

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

/**
 * Asks the processor for one pending charge and records the answer; a paid one lowers the balance. On
 * session, a charge whose bank asks the customer to authenticate it stays pending under its PaymentIntent
 * (`waiting`); a charge that waits already is read again where it stands, never created anew.
 */
export async function sendCharge(
  db: DB,
  payments: PaymentsAdapter,
  chargeId: number,
  session: ChargeSession = "off",
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
  const waitingIntent = c.intent_ref;
  const answer = await askProcessor(
    db,
    c.id,
    () =>
      // A repeat of the create would answer its first response again: only a read tells where it stands.
      waitingIntent
        ? payments.chargeStatus(waitingIntent)
        : payments.charge({
            amount: c.amount,
            card: c.processor_ref,
            customer: c.stripe_customer_id,
            idempotencyKey: c.idempotency_key,
            description: `Rental rental-${c.rental_id} ${c.kind}`,
            session,
          }),
    { mayWait: session === "on" || waitingIntent !== null },
  );
  if (!answer.ok) return answer;
  await db.transaction().execute((trx) => recordRentalPayment(trx, c.id, answer.ref, answer.fees));
  return { ok: true };
}

/**
 * A pending charge of a rental the processor took: succeeded under its reference, and its payment line
 * posted. Only the call that moved it out of pending counts the money (a repeat, an event, records nothing).
 */
export async function recordRentalPayment(
  trx: DB,
  chargeId: number,
  ref: string,
  fees?: ChargeFees,
): Promise<boolean> {
  if (!(await recordSucceeded(trx, chargeId, ref, fees))) return false;
  const c = await trx
    .selectFrom("charges")
    .select(["id", "kind", "amount", "brand", "last4", "rental_id", "company_id", "created_by"])
    .where("id", "=", chargeId)
    .executeTakeFirstOrThrow();
  await postRentalLines(
    trx,
    { id: c.rental_id!, company_id: c.company_id },
    [paymentLine(c)],
    c.created_by,
    new Date().toISOString(),
  );
  return true;
}

/**
 * Charges the rental's pending creation charges (rental, then deposit) in order, then places the deposit's
 * hold when it is held rather than charged (deposit.ts placeHold). The first failure puts
 * the rental in `error` with payment_error and stops; all paid takes an `error` rental back to `preorder`.
 * On session, a charge the bank asks the customer to authenticate waits (the next one is still sent, so
 * that each has its PaymentIntent, authenticated in turn or ended by Stripe's events), and the rental stays
 * in `error` with why until they have (`authenticated`, `endAfterBank`).
 */
export async function chargeCreation(
  db: DB,
  payments: PaymentsAdapter,
  rentalId: number,
  session: ChargeSession = "off",
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
  let waiting: ChargeOutcome | null = null;
  for (const p of pending) {
    const outcome = await sendCharge(db, payments, p.id, session);
    if (!outcome.ok && outcome.waiting) waiting ??= outcome;
    else if (!outcome.ok) {
      await stopInError(db, rentalId, outcome.problem);
      return outcome;
    }
  }
  if (waiting && !waiting.ok) {
    await stopInError(db, rentalId, waiting.problem);
    return waiting;
  }
  // The deposit held on the card (money/deposit.ts) is asked once the rental part is paid; a rental that
  // waited for the customer's bank asks it when they are back (holdAfterBank).
  const hold = await placeHold(db, payments, rentalId);
  if (!hold.ok) {
    await stopInError(db, rentalId, hold.problem);
    return hold;
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

/** The rental stops in `error` with why its payment did not go through (or waits for the bank). */
function stopInError(db: DB, rentalId: number, why: Problem) {
  return db
    .updateTable("rentals")
    .set({ status: "error", ...paymentErrorColumns(why), updated_at: new Date().toISOString() })
    .where("id", "=", rentalId)
    .where("status", "in", ["preorder", "error"])
    .execute();
}

/**
 * After the customer's bank step brought a rental to `preorder` (their authenticate call, or Stripe's event
 * when they closed the tab: payments-events/intents.ts): the deposit's hold, which chargeCreation left for
 * this moment, is placed now; refused, the rental stops in `error` with why, as any failed payment.
 */
export async function holdAfterBank(db: DB, payments: PaymentsAdapter, rentalId: number): Promise<void> {
  const r = await db
    .selectFrom("rentals")
    .select("status")
    .where("id", "=", rentalId)
    .executeTakeFirstOrThrow();
  if (r.status !== "preorder") return;
  const hold = await placeHold(db, payments, rentalId);
  if (!hold.ok) await stopInError(db, rentalId, hold.problem);
}

/** Why a charge failed when we ended it ourselves, not the bank. */
const OUR_ENDINGS = ["payment_canceled", "replaced"];

/**
 * A Rent Now whose charges waited for the customer's bank, once one of them ended (the customer's
 * authenticate, read again from the processor, or Stripe's event): while another still waits it stays in
 * `error` as it is; all paid → `preorder`; nothing taken → `resolved`, with the bank's words in payment_error:
 * the booking falls and no longer holds its device (docs/engines.md); some taken → `error` with those words,
 * as any failed payment (the customer pays the rest with another card, or staff act). Under the rental's lock.
 */
export async function endAfterBank(trx: DB, rentalId: number, at: string): Promise<void> {
  const r = await trx
    .selectFrom("rentals")
    .select(["status", "balance"])
    .where("id", "=", rentalId)
    .executeTakeFirstOrThrow();
  if (r.status !== "error") return;
  const charges = await trx
    .selectFrom("charges")
    .select(["status", "failure_code", "failure_params", "failure_message"])
    .where("rental_id", "=", rentalId)
    .where("kind", "!=", "refund")
    .orderBy("id")
    .execute();
  if (charges.some((c) => c.status === "pending")) return;
  const paidAll = r.balance <= 0;
  // The bank's words: a charge we cancelled because another was refused says less than the refusal.
  const failedOnes = charges.filter((c) => c.status === "failed");
  const failed = failedOnes.findLast((c) => !OUR_ENDINGS.includes(c.failure_code ?? "")) ?? failedOnes.at(-1);
  const why = failed
    ? (storedProblem(failed.failure_code, failed.failure_params, failed.failure_message) ??
      problem("payment_failed"))
    : problem("payment_failed");
  const taken = charges.some((c) => c.status === "succeeded" || c.status === "refunded");
  await trx
    .updateTable("rentals")
    .set(
      paidAll
        ? { status: "preorder", ...paymentErrorColumns(null), ...rentalErrorColumns(null), updated_at: at }
        : taken
          ? { ...paymentErrorColumns(why), updated_at: at }
          : { status: "resolved", resolved_at: at, ...paymentErrorColumns(why), updated_at: at },
    )
    .where("id", "=", rentalId)
    .where("status", "=", "error")
    .execute();
}
