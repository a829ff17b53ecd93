import { afterAll, describe, expect, it } from "vitest";
import { createSimulatedPayments, forgetAll } from "../../../../server/integrations/payments/simulated";
import { stripePayments } from "../../../../server/integrations/payments/stripe";
import { fakeStripe, STRIPE_CARDS } from "../fakes";

/**
 * A deposit's hold (DESIGN.md §19): authorise holds the amount on the card without taking it (Stripe: a
 * PaymentIntent with capture_method=manual), capture takes at most what was held and releases the rest,
 * cancel releases all of it; a hold gone before the capture (expired, cancelled by the bank) is `lapsed`.
 */
const stripe = await fakeStripe();
afterAll(() => stripe.close());
const payments = stripePayments({ secretKey: "sk_test_fake", apiBase: stripe.url });
const request = (key: string, card: string = STRIPE_CARDS.visa) => ({
  amount: 10000,
  card,
  customer: "cus_fake_saved",
  idempotencyKey: key,
  description: "Rental rental-1 deposit hold",
  session: "off" as const,
});

describe("holds on Stripe", () => {
  it("authorise sends a manual-capture PaymentIntent; capture sends amount_to_capture under its key", async () => {
    const held = await payments.authorise(request("rental-1-hold"));
    expect(held).toEqual({ status: "succeeded", ref: expect.stringMatching(/^pi_/) });
    const pi = stripe.state.intents.get("rental-1-hold")!;
    expect(pi.params.get("capture_method")).toBe("manual");
    expect(pi.params.get("off_session")).toBe("true");
    expect(pi.status).toBe("requires_capture");
    // A repeat (same key) is the same hold.
    expect(await payments.authorise(request("rental-1-hold"))).toEqual(held);
    expect(stripe.state.intents.size).toBe(1);

    const ref = held.ref!;
    const captured = await payments.capture({ ref, amount: 3000, idempotencyKey: "rental-1-capture" });
    expect(captured).toEqual({ status: "succeeded", ref });
    expect(await payments.capture({ ref, amount: 3000, idempotencyKey: "rental-1-capture" })).toEqual(
      captured,
    );
    expect(stripe.state.captureCalls.map((c) => [c.id, c.params.get("amount_to_capture")])).toEqual([
      [ref, "3000"],
      [ref, "3000"],
    ]);
    expect(stripe.state.intents.get("rental-1-hold")).toMatchObject({ status: "succeeded", captured: 3000 });
  });

  it("a declined card is declined, as a charge is", async () => {
    expect(await payments.authorise(request("rental-2-hold", STRIPE_CARDS.declined))).toMatchObject({
      status: "declined",
      message: "Your card was declined.",
    });
  });

  it("cancel releases a hold; a capture of a hold that is gone is lapsed", async () => {
    const held = await payments.authorise(request("rental-3-hold"));
    expect(await payments.cancel(held.ref!)).toBe("canceled");
    expect(stripe.state.intents.get("rental-3-hold")?.status).toBe("canceled");
    expect(
      await payments.capture({ ref: held.ref!, amount: 100, idempotencyKey: "rental-3-capture" }),
    ).toEqual({
      status: "lapsed",
      ref: held.ref,
      message: expect.stringContaining("could not be captured"),
    });
  });
});

describe("holds on the simulated processor", () => {
  it("holds without taking; captures once, at most what was held; a lapsed hold cannot be captured", async () => {
    const sim = createSimulatedPayments();
    const card = "pm_sim_0123456789abcdef";
    const held = await sim.authorise({ ...request("rental-4-hold"), card });
    expect(held).toEqual({ status: "succeeded", ref: expect.stringMatching(/^pi_sim_/) });
    expect(sim.record.succeeded.size).toBe(0);
    expect(await sim.authorise({ ...request("rental-4-hold"), card })).toEqual(held);
    const captured = await sim.capture({ ref: held.ref!, amount: 2500, idempotencyKey: "rental-4-capture" });
    expect(captured).toMatchObject({ status: "succeeded", ref: held.ref });
    expect(sim.record.holds.get("rental-4-hold")).toMatchObject({ amount: 10000, captured: 2500 });

    expect(await sim.authorise({ ...request("rental-5-hold"), card: `${card}_declined` })).toMatchObject({
      status: "declined",
    });
    const other = await sim.authorise({ ...request("rental-6-hold"), card });
    sim.record.lapsed.add(other.ref!);
    expect(
      await sim.capture({ ref: other.ref!, amount: 100, idempotencyKey: "rental-6-capture" }),
    ).toMatchObject({
      status: "lapsed",
    });
    const released = await sim.authorise({ ...request("rental-7-hold"), card });
    expect(await sim.cancel(released.ref!)).toBe("canceled");
    expect((await sim.capture({ ref: released.ref!, amount: 1, idempotencyKey: "k" })).status).toBe("lapsed");
  });

  // The server test files share one simulated processor (tests/server/setup.ts forgets it before each file,
  // whose database numbers its rentals from 1 again): a hold remembered from another file's rental 7 answered
  // bank-step.test.ts's rental 7, whose card asks for authentication, as held (failed in CI's npm test).
  it("forgetAll forgets holds, lapses and cancellations as well as charges: a key asked again is asked anew", async () => {
    const sim = createSimulatedPayments();
    const card = "pm_sim_0123456789abcdef";
    const held = await sim.authorise({ ...request("rental-7-hold"), card });
    sim.record.lapsed.add(held.ref!);
    await sim.charge({ ...request("rental-7-payment"), amount: 500, card });
    forgetAll(sim.record);
    expect(sim.record).toMatchObject({ calls: 0, refundCalls: 0, captureCalls: 0 });
    for (const memory of ["succeeded", "answers", "refunds", "canceled", "holds", "lapsed"] as const)
      expect(sim.record[memory].size, memory).toBe(0);
    expect(await sim.authorise({ ...request("rental-7-hold"), card: `${card}_auth` })).toMatchObject({
      status: "action_required",
    });
  });
});
