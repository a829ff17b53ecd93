import type Stripe from "stripe";
import { disputeShape } from "../../integrations/payments/stripe-events";
import { keepDispute } from "../../payments-events/disputes";
import { playSimulatedEvent, simulatedDispute } from "../../payments-events/simulated";
import { iso } from "./clock";
import type { SeedContext } from "./context";
import type { People } from "./people";

const DAY = 86_400_000;

/**
 * The demo's disputes (DESIGN.md §17), as the simulated processor would have played them: an open one whose
 * evidence is due in four days (the Disputes screen's and the dashboard tile's), and one the company won with
 * the evidence it sent. Each is a refill charge of a customer other than the demo sign-in's (whose
 * scheduled refills keep running), kept through the same code as a played event's.
 */
export async function seedDisputes(ctx: SeedContext, people: People): Promise<void> {
  const { db, clock, rng, companyId } = ctx;
  const charges = await db
    .selectFrom("charges")
    .select(["id", "company_id", "user_id", "amount", "processor_ref"])
    .where("company_id", "=", companyId)
    .where("kind", "=", "refill")
    .where("method", "=", "card")
    .where("status", "=", "succeeded")
    .where("transaction_id", "is not", null)
    .where("user_id", "!=", people.featured?.id ?? 0)
    .where("created_at", "<=", iso(clock.ago(5)))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(40)
    .execute();
  // Two customers: the open dispute's, and the won one's (an older charge).
  const open = charges[0];
  const won = charges.find((c) => c.user_id !== open?.user_id && c.id !== open?.id);
  if (!open || !won) return;

  const openedAt = new Date(clock.ago(3));
  const openDispute = simulatedDispute({
    paymentIntent: open.processor_ref!,
    amount: open.amount,
    reason: "fraudulent",
    created: openedAt,
    dueBy: new Date(clock.now + 4 * DAY),
    suffix: rng.hex(16),
  });
  await play(ctx, "charge.dispute.created", openDispute, openedAt);
  await keepDispute(db, open, disputeShape(openDispute), "charge.dispute.created", openedAt);

  const wonOpened = new Date(clock.ago(40));
  const wonClosed = new Date(clock.ago(12));
  const wonDispute = simulatedDispute({
    paymentIntent: won.processor_ref!,
    amount: won.amount,
    reason: "product_not_received",
    created: wonOpened,
    dueBy: new Date(wonOpened.getTime() + 7 * DAY),
    suffix: rng.hex(16),
  });
  const evidence = {
    product_description: "Prepaid phone refill, topped up by the carrier as ordered.",
    uncategorized_text: "The carrier confirmed the top-up the minute it was paid.",
  };
  const submitted = new Date(wonOpened.getTime() + 2 * DAY);
  const closed = { ...wonDispute, status: "won", evidence } as Stripe.Dispute;
  await play(ctx, "charge.dispute.created", wonDispute, wonOpened);
  await play(ctx, "charge.dispute.closed", closed, wonClosed);
  const kept = await keepDispute(db, won, disputeShape(wonDispute), "charge.dispute.created", wonOpened);
  await keepDispute(db, won, disputeShape(closed), "charge.dispute.closed", wonClosed);
  await db
    .updateTable("disputes")
    .set({ evidence: JSON.stringify(evidence), evidence_submitted_at: submitted.toISOString() })
    .where("id", "=", kept.id)
    .execute();
  ctx.counts.disputes = (ctx.counts.disputes ?? 0) + 2;
}

/** A played event, already handled (its dispute is kept below, as the events job would have kept it). */
async function play(ctx: SeedContext, type: string, object: Stripe.Dispute, at: Date) {
  await playSimulatedEvent(ctx.db, type, object, at, at, `evt_sim_${ctx.rng.hex(16)}`);
  await ctx.db
    .updateTable("processor_events")
    .set({ handled_at: at.toISOString(), next_attempt_at: null })
    .where("object_id", "=", object.id)
    .where("handled_at", "is", null)
    .execute();
  ctx.counts.processor_events = (ctx.counts.processor_events ?? 0) + 1;
}
