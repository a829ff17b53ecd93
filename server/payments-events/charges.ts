import type { DB } from "../db/connection";
import type { StripeObjects } from "../integrations/payments/stripe-events";

/**
 * Our card charge that a Stripe object is about, found by the PaymentIntent that took its money (our
 * `charges.processor_ref`). An object that names only a Charge (`ch_…`: disputes, fraud warnings) is read
 * again to learn its PaymentIntent.
 */
export async function chargeOfIntent(db: DB, paymentIntent: string | null) {
  if (!paymentIntent) return undefined;
  return db
    .selectFrom("charges")
    .select(["id", "company_id", "user_id", "amount", "status", "transaction_id", "rental_id", "kind"])
    .where("processor_ref", "=", paymentIntent)
    .where("kind", "!=", "refund")
    .where("method", "=", "card")
    .orderBy("id")
    .executeTakeFirst();
}

export type OurCharge = NonNullable<Awaited<ReturnType<typeof chargeOfIntent>>>;

/** The PaymentIntent of an object that names it, or of the Stripe Charge it names. */
export async function intentOf(
  objects: StripeObjects,
  named: { paymentIntent: string | null; charge: string | null },
): Promise<string | null> {
  if (named.paymentIntent) return named.paymentIntent;
  if (!named.charge) return null;
  return (await objects.charge(named.charge))?.paymentIntent ?? null;
}
