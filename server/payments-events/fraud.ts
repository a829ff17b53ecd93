import type { DB } from "../db/connection";
import type { StripeObjects } from "../integrations/payments/stripe-events";
import { intentOf } from "./charges";

/**
 * radar.early_fraud_warning.created: the card's issuer reported the charge as fraud, which a dispute often
 * follows; the charge is flagged (once, with the first warning's time) so that staff may refund it first.
 */
export async function onFraudWarning(db: DB, objects: StripeObjects, id: string, now: Date): Promise<void> {
  const warning = await objects.earlyFraudWarning(id);
  if (!warning) return;
  const paymentIntent = await intentOf(objects, warning);
  if (!paymentIntent) return;
  await db
    .updateTable("charges")
    .set({ fraud_warning_at: now.toISOString() })
    .where("processor_ref", "=", paymentIntent)
    .where("kind", "!=", "refund")
    .where("fraud_warning_at", "is", null)
    .execute();
}
