import type { DB } from "../db/connection";
import type { StripeObjects } from "../integrations/payments/stripe-events";

/**
 * payment_method.automatically_updated: the card's bank renewed it with Stripe (account updater); the saved
 * card takes the new expiry and last four digits as Stripe now holds them, so it is not refused as expired.
 */
export async function onCardUpdated(db: DB, objects: StripeObjects, id: string): Promise<void> {
  const card = await objects.paymentMethod(id);
  if (!card) return;
  await db
    .updateTable("payment_methods")
    .set({ brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear })
    .where("processor", "=", "stripe")
    .where("processor_ref", "=", card.id)
    .execute();
}
