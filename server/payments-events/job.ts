import type { DB } from "../db/connection";
import type { StripeObjects } from "../integrations/payments/stripe-events";
import { isTransient, type PaymentsAdapter } from "../integrations/payments/types";
import type { Job } from "../jobs/worker";
import { onCardUpdated } from "./cards";
import { onDispute } from "./disputes";
import { onFraudWarning } from "./fraud";
import { onPaymentIntent } from "./intents";
import { onChargeRefunded, onRefund } from "./refunds";

/** The event types the product acts on (DESIGN.md §17); any other is stored and marked handled. */
export const HANDLED_EVENT_TYPES = [
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "payment_intent.requires_action",
  "charge.refunded",
  "refund.created",
  "refund.updated",
  "refund.failed",
  "charge.dispute.created",
  "charge.dispute.updated",
  "charge.dispute.closed",
  "charge.dispute.funds_withdrawn",
  "charge.dispute.funds_reinstated",
  "payment_method.automatically_updated",
  "radar.early_fraud_warning.created",
] as const;

/**
 * Acts on one stored event, reading its object again from Stripe. Safe to repeat. `payments` makes the
 * processor calls an event leads to (a rental's deposit hold once its bank step was paid).
 */
export async function handleEvent(
  db: DB,
  objects: StripeObjects,
  payments: PaymentsAdapter,
  event: { type: string; object_id: string },
  now: Date,
): Promise<void> {
  const id = event.object_id;
  switch (event.type) {
    case "payment_intent.succeeded":
    case "payment_intent.payment_failed":
    case "payment_intent.requires_action":
      return onPaymentIntent(db, objects, payments, id, now);
    case "charge.refunded":
      return onChargeRefunded(db, objects, id, now);
    case "refund.created":
    case "refund.updated":
    case "refund.failed":
      return onRefund(db, objects, id, now);
    case "charge.dispute.created":
    case "charge.dispute.updated":
    case "charge.dispute.closed":
    case "charge.dispute.funds_withdrawn":
    case "charge.dispute.funds_reinstated":
      await onDispute(db, objects, id, event.type, now);
      return;
    case "payment_method.automatically_updated":
      return onCardUpdated(db, objects, id);
    case "radar.early_fraud_warning.created":
      return onFraudWarning(db, objects, id, now);
    default:
      return;
  }
}

/** How long a claimed event is the claimer's before another worker may take it (a worker that died). */
const CLAIM_MS = 60_000;
const BATCH = 20;
/** After a failed try: 10 s, 20 s, 40 s… at most an hour. */
const backoffMs = (attempts: number) => Math.min(3_600_000, 10_000 * 2 ** Math.max(0, attempts - 1));

/**
 * The worker's job: each stored event not handled yet (oldest first) is claimed (a guarded update, so that
 * two workers never handle one at once), handled, and marked handled; a failure (Stripe unreachable, a
 * database error) is kept with the event and tried again later with backoff. `source`: Stripe's objects, or
 * the simulated processor's (./simulated.ts), which reads the events it played from the worker's database.
 */
export function paymentEventsJob(
  source: StripeObjects | ((db: DB) => StripeObjects),
  payments: PaymentsAdapter,
): Job {
  return {
    name: "payment-events",
    async run({ db, log, now, stopping }) {
      const objects = typeof source === "function" ? source(db) : source;
      const at = now.toISOString();
      const waiting = await db
        .selectFrom("processor_events")
        .select(["id", "type", "object_id", "attempts", "next_attempt_at"])
        .where("handled_at", "is", null)
        .where((eb) => eb.or([eb("next_attempt_at", "is", null), eb("next_attempt_at", "<=", at)]))
        .orderBy("id")
        .limit(BATCH)
        .execute();
      let handled = 0;
      for (const event of waiting) {
        if (stopping?.()) break;
        const claimed = await db
          .updateTable("processor_events")
          .set({
            attempts: event.attempts + 1,
            next_attempt_at: new Date(now.getTime() + CLAIM_MS).toISOString(),
          })
          .where("id", "=", event.id)
          .where("handled_at", "is", null)
          .where("attempts", "=", event.attempts)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) continue;
        try {
          await handleEvent(db, objects, payments, event, now);
          await db
            .updateTable("processor_events")
            .set({ handled_at: new Date().toISOString(), next_attempt_at: null, last_error: null })
            .where("id", "=", event.id)
            .execute();
          handled += 1;
        } catch (err) {
          if (!isTransient(err))
            log.error({ err, event: event.id, type: event.type }, "payment event failed");
          await db
            .updateTable("processor_events")
            .set({
              last_error: String((err as Error).message ?? err).slice(0, 1000),
              next_attempt_at: new Date(now.getTime() + backoffMs(event.attempts + 1)).toISOString(),
            })
            .where("id", "=", event.id)
            .execute();
        }
      }
      return handled;
    },
  };
}
