import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { addCard } from "../../fixtures";
import { auth, rowsWhere, updateRows } from "../../helpers";
import { queue, refillWorld } from "../../transactions/support";
import { STRIPE_CARDS } from "../fakes";
import { deliver, stripeEvent, stripeWorld } from "./support";

/**
 * The property (issue 36, "Done when"): for random interleavings of our refunds (the charge page's
 * Refund, Stripe answering succeeded or pending) and Stripe's own (made in its dashboard, settling, failing),
 * with their events duplicated, delayed and reordered, the ledger's refunded amount never exceeds the charge,
 * and once every event has arrived it equals Stripe's.
 */
const w = await stripeWorld();
afterAll(() => w.stripe.close());
const { app, stripe } = w;
const world = await refillWorld(app.db);
const visa = await addCard(app.db, world.customer.id, { processor_ref: STRIPE_CARDS.visa });
await updateRows(app.db, "payment_methods", visa.id, { processor: "stripe" });
const AMOUNT = 2500;

type Action =
  | { kind: "ours"; amount: number; pending: boolean }
  | { kind: "dashboard"; amount: number; pending: boolean }
  | { kind: "settle"; pick: number; to: "succeeded" | "failed" }
  | {
      kind: "event";
      pick: number;
      type: "refund.created" | "refund.updated" | "refund.failed" | "charge.refunded";
    }
  | { kind: "deliver"; pick: number; twice: boolean }
  | { kind: "work" };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant("ours"), amount: fc.integer({ min: 1, max: 1500 }), pending: fc.boolean() }),
  fc.record({
    kind: fc.constant("dashboard"),
    amount: fc.integer({ min: 1, max: 1500 }),
    pending: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant("settle"),
    pick: fc.nat(),
    to: fc.constantFrom("succeeded" as const, "failed" as const),
  }),
  fc.record({
    kind: fc.constant("event"),
    pick: fc.nat(),
    type: fc.constantFrom(
      "refund.created" as const,
      "refund.updated" as const,
      "refund.failed" as const,
      "charge.refunded" as const,
    ),
  }),
  fc.record({ kind: fc.constant("deliver"), pick: fc.nat(), twice: fc.boolean() }),
  fc.record({ kind: fc.constant("work") }),
);

const sum = (xs: { amount: number }[]) => xs.reduce((n, x) => n + x.amount, 0);

describe("our refunds and Stripe's, interleaved", () => {
  it("never refund more than the charge, and end equal to Stripe's", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 14 }), async (actions) => {
        const t = await queue(app.db, world, { payment_method_id: visa.id });
        await w.runEngine();
        const [charge] = await rowsWhere(app.db, "charges", { transaction_id: t.id, kind: "refill" });
        const pi = charge.processor_ref!;
        /** events Stripe has sent and not yet delivered (delivered in any order, some twice) */
        const inFlight: object[] = [];
        const ourSucceeded = async () =>
          sum(
            (await rowsWhere(app.db, "charges", { refund_of: charge.id })).filter(
              (r) => r.status === "succeeded",
            ),
          );
        const theirs = () => stripe.refundsOf(pi);
        const eventFor = (type: string, pick: number) => {
          const refunds = theirs();
          if (type === "charge.refunded" || refunds.length === 0)
            return stripeEvent("charge.refunded", { id: stripe.chargeIdOf(pi), object: "charge" });
          return stripeEvent(type, { id: refunds[pick % refunds.length].id, object: "refund" });
        };
        for (const a of actions) {
          if (a.kind === "ours") {
            stripe.state.refundStatus = a.pending ? "pending" : "succeeded";
            await app.inject({
              method: "POST",
              url: `/api/charges/${charge.id}/refund/`,
              headers: auth(world.member.token),
              payload: { amount: (a.amount / 100).toFixed(2), note: "property" },
            });
            stripe.state.refundStatus = "succeeded";
            inFlight.push(eventFor("refund.created", theirs().length - 1));
          } else if (a.kind === "dashboard") {
            const held = sum(theirs().filter((r) => !["failed", "canceled"].includes(r.status)));
            if (held + a.amount > AMOUNT) continue;
            const r = stripe.dashboardRefund(pi, a.amount, a.pending ? "pending" : "succeeded");
            inFlight.push(stripeEvent("refund.created", { id: r.id, object: "refund" }));
          } else if (a.kind === "settle") {
            const refunds = theirs();
            if (!refunds.length) continue;
            const r = refunds[a.pick % refunds.length];
            // Stripe's own moves: pending ends either way; a succeeded refund may still fail later.
            if (r.status === "failed" || (r.status === "succeeded" && a.to === "succeeded")) continue;
            stripe.setRefundStatus(r.id, a.to);
            inFlight.push(
              eventFor(a.to === "failed" ? "refund.failed" : "refund.updated", refunds.indexOf(r)),
            );
          } else if (a.kind === "event") {
            inFlight.push(eventFor(a.type, a.pick));
          } else if (a.kind === "deliver") {
            if (!inFlight.length) continue;
            const [e] = inFlight.splice(a.pick % inFlight.length, 1);
            await deliver(app, e);
            if (a.twice) inFlight.push(e);
          } else await w.handleEvents();
          expect(await ourSucceeded()).toBeLessThanOrEqual(AMOUNT);
        }
        // Everything still on its way arrives (reversed), and a last word on the charge.
        for (const e of inFlight.reverse()) await deliver(app, e);
        await deliver(app, eventFor("charge.refunded", 0));
        await w.handleEvents();
        const stripes = sum(theirs().filter((r) => r.status === "succeeded"));
        expect(await ourSucceeded()).toBe(stripes);
        expect(stripes).toBeLessThanOrEqual(AMOUNT);
      }),
      { numRuns: 25 },
    );
  }, 180_000);
});
