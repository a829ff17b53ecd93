import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { send } from "../../fixtures";
import { chargesOf, queue, txn } from "../../transactions/support";
import { deliver, stripeEvent, stripeRefillWorld } from "./support";

/**
 * A PaymentIntent that waits for the customer's bank (issue 36 item 4), against random interleavings of the
 * customer's moves (authenticating at their bank, paying again with the same card or with another) and
 * Stripe's payment_intent.succeeded events (late, twice, reordered), with the worker running in between: the
 * refill is never paid twice, and once every event has arrived our succeeded charges are exactly Stripe's.
 */
const w = await stripeRefillWorld();
afterAll(() => w.stripe.close());
const { app, stripe, world, visa, needsAuth } = w;

type Move =
  | { kind: "authenticate" }
  | { kind: "pay"; other: boolean }
  | { kind: "deliver"; pick: number; twice: boolean }
  | { kind: "work" };

const move: fc.Arbitrary<Move> = fc.oneof(
  fc.record({ kind: fc.constant("authenticate" as const) }),
  fc.record({ kind: fc.constant("pay" as const), other: fc.boolean() }),
  fc.record({ kind: fc.constant("deliver" as const), pick: fc.nat(), twice: fc.boolean() }),
  fc.record({ kind: fc.constant("work" as const) }),
);

describe("a waiting PaymentIntent, the customer's moves and Stripe's events interleaved", () => {
  it("never pays a refill twice, and ends with our succeeded charges equal to Stripe's", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(move, { minLength: 1, maxLength: 10 }), async (moves) => {
        const t = await queue(app.db, world, { payment_method_id: needsAuth.id, on_session: true });
        await w.runEngine();
        expect(await txn(app.db, t.id)).toMatchObject({ status: "action_required" });
        /** this refill's PaymentIntents at Stripe (their idempotency keys are the refill's) */
        const intents = () =>
          [...stripe.state.intents.entries()]
            .filter(([key]) => key.startsWith(`txn-${t.id}-`))
            .map(([, i]) => i);
        const stripeSucceeded = () =>
          intents()
            .filter((i) => i.status === "succeeded")
            .map((i) => i.id);
        const oursSucceeded = async () =>
          (await chargesOf(app.db, t.id)).filter((c) => c.status === "succeeded").map((c) => c.processor_ref);
        const succeededEvent = (id: string) =>
          stripeEvent("payment_intent.succeeded", { id, object: "payment_intent" });
        const inFlight: object[] = [];

        for (const m of moves) {
          if (m.kind === "authenticate") {
            // The bank's step completes at Stripe only on the PaymentIntent still waiting for it.
            const waiting = intents().find((i) => i.status === "requires_action");
            if (!waiting) continue;
            stripe.setIntent(waiting.id, "succeeded");
            inFlight.push(succeededEvent(waiting.id));
          } else if (m.kind === "pay") {
            const res = await send(app, "POST", `/api/transactions/${t.id}/pay/`, world.customer.token, {
              payment_method: m.other ? visa.id : needsAuth.id,
            });
            expect([200, 400]).toContain(res.status);
          } else if (m.kind === "deliver") {
            if (!inFlight.length) continue;
            const [e] = inFlight.splice(m.pick % inFlight.length, 1);
            expect((await deliver(app, e)).statusCode).toBe(200);
            if (m.twice) inFlight.push(e);
          } else {
            const before = new Set(stripeSucceeded());
            await w.runEngine();
            await w.handleEvents();
            for (const id of stripeSucceeded()) if (!before.has(id)) inFlight.push(succeededEvent(id));
          }
          expect(stripeSucceeded().length).toBeLessThanOrEqual(1);
          expect((await oursSucceeded()).length).toBeLessThanOrEqual(1);
        }
        // Everything still on its way arrives (reversed), and the worker finishes what it was given.
        for (const e of inFlight.reverse()) await deliver(app, e);
        await w.handleEvents();
        await w.runEngine();
        expect(stripeSucceeded().length).toBeLessThanOrEqual(1);
        expect(await oursSucceeded()).toEqual(stripeSucceeded());
        if (stripeSucceeded().length) expect(await txn(app.db, t.id)).toMatchObject({ status: "success" });
      }),
      { numRuns: 25 },
    );
  }, 180_000);
});
