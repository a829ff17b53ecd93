import type { DB } from "../db/connection";
import type { StripeEventSummary } from "../integrations/payments/stripe-events";

/**
 * A verified event stored once: true when it is new, false for a repeat (Stripe sends an event again until it
 * is answered 2xx, and may send it twice anyway). The worker handles what is stored (job.ts).
 */
export async function storeEvent(db: DB, event: StripeEventSummary, now: Date): Promise<boolean> {
  const row = await db
    .insertInto("processor_events")
    .values({
      processor: "stripe",
      event_id: event.id,
      type: event.type,
      object_id: event.objectId,
      livemode: event.livemode,
      occurred_at: event.occurredAt.toISOString(),
      received_at: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(["processor", "event_id"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}
