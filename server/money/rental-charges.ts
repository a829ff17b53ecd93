import { sql } from "kysely";
import type { DB } from "../db/connection";
import type { ChargeKind } from "../db/schema";

/**
 * A rental's charge rows (docs/engines.md, "Card charges happen in the request"): their idempotency keys,
 * writing them, the ones waiting for the processor, the card charge a deposit refund goes back through,
 * and what the processor needs to send one.
 */

/** The next idempotency key for a charge of this kind on this rental: `rental-7-deposit`, then `…-2`. */
export async function nextKey(trx: DB, rentalId: number, suffix: string): Promise<string> {
  const row = await trx
    .selectFrom("charges")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("rental_id", "=", rentalId)
    .where("idempotency_key", "like", `rental-${rentalId}-${suffix}%`)
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
  return n === 0 ? `rental-${rentalId}-${suffix}` : `rental-${rentalId}-${suffix}-${n + 1}`;
}

/**
 * A charge row of a rental. By card it is pending until the processor answers (a refund starts with the
 * refunded charge's processor reference, then gets its own); without a card it is cash, settled at once.
 */
export async function insertRentalCharge(
  trx: DB,
  actor: number | null,
  rental: { id: number; company_id: number; user_id: number },
  kind: ChargeKind,
  amount: number,
  card: {
    id: number | null;
    brand: string | null;
    last4: string | null;
    processor_ref?: string | null;
  } | null,
  key: string,
  at: string,
) {
  return trx
    .insertInto("charges")
    .values({
      company_id: rental.company_id,
      user_id: rental.user_id,
      kind,
      amount,
      status: card ? "pending" : "succeeded",
      transaction_id: null,
      rental_id: rental.id,
      payment_method_id: card?.id ?? null,
      method: card ? "card" : "cash",
      brand: card?.brand ?? null,
      last4: card?.last4 ?? null,
      processor_ref: card?.processor_ref ?? null,
      idempotency_key: key,
      failure_message: null,
      created_by: actor,
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}

/** The rental's charges waiting for the processor's answer. */
export function pendingCharges(db: DB, rentalId: number) {
  return db
    .selectFrom("charges")
    .select(["id", "amount", "kind", "payment_method_id"])
    .where("rental_id", "=", rentalId)
    .where("status", "=", "pending")
    .execute();
}

/**
 * The rental's charges that wait for the customer's bank (pending under a PaymentIntent that asked them to
 * authenticate), the rental part first: the order the customer authenticates them in.
 */
export async function waitingCharges(db: DB, companyId: number, rentalId: number) {
  const rows = await db
    .selectFrom("charges")
    .select(["id", "kind", "amount", "payment_method_id", "processor_ref"])
    .where("rental_id", "=", rentalId)
    .where("company_id", "=", companyId)
    .where("status", "=", "pending")
    .where("method", "=", "card")
    .where("processor_ref", "is not", null)
    .orderBy(sql`case when kind = 'deposit' then 1 else 0 end`)
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ ...r, processor_ref: r.processor_ref! }));
}

/** The card charge a deposit refund of `value` goes back through: the deposit's, else a large enough payment's. */
export function refundSourceOf(db: DB, rentalId: number, value: number) {
  return db
    .selectFrom("charges")
    .select(["id", "kind", "amount", "payment_method_id", "brand", "last4", "processor_ref"])
    .where("rental_id", "=", rentalId)
    .where("status", "=", "succeeded")
    .where("method", "=", "card")
    .where("kind", "in", ["deposit", "rental", "rental_payment"])
    .where("processor_ref", "is not", null)
    .where("amount", ">=", value)
    .orderBy(sql`case when kind = 'deposit' then 0 else 1 end`)
    .orderBy("id", "desc")
    .executeTakeFirst();
}

/** A pending card charge with what the processor needs: the card's and the customer's references. */
export function cardChargeToSend(db: DB, chargeId: number) {
  return db
    .selectFrom("charges as ch")
    .innerJoin("payment_methods as pm", "pm.id", "ch.payment_method_id")
    .innerJoin("users as u", "u.id", "ch.user_id")
    .select([
      "ch.id",
      "ch.rental_id",
      "ch.company_id",
      "ch.kind",
      "ch.amount",
      "ch.status",
      "ch.idempotency_key",
      "ch.failure_message",
      "ch.failure_code",
      "ch.failure_params",
      "ch.brand",
      "ch.last4",
      "ch.created_by",
      // set while the charge waits for the customer's bank: the PaymentIntent that waits
      "ch.processor_ref as intent_ref",
      "pm.processor_ref",
      "u.stripe_customer_id",
    ])
    .where("ch.id", "=", chargeId)
    .executeTakeFirstOrThrow();
}
