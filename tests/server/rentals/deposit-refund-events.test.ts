import { afterAll, describe, expect, it } from "vitest";
import { updateRows } from "../helpers";
import { addCard, send } from "../fixtures";
import { deliver, stripeEvent, stripeWorld } from "../integrations/payments/support";
import { STRIPE_CARDS } from "../integrations/fakes";
import { CHARGED_DEPOSIT, chargesOf, patch, rentalRow, rentalWorld, rentNow } from "./support";

/**
 * A deposit refund Stripe answers `pending` (DESIGN.md §17: "a pending refund is pending, never counted as
 * succeeded"): the rental keeps the deposit as held until the refund's event says it went back; then the
 * deposit is settled once, however often and in whatever order the events come.
 */
const w = await stripeWorld();
afterAll(() => w.stripe.close());
const world = await rentalWorld(w.app);
await updateRows(w.app.db, "users", world.home.customer.id, { stripe_customer_id: "cus_fake_saved" });
const visa = await addCard(w.app.db, world.home.customer.id, { processor_ref: STRIPE_CARDS.visa });
await updateRows(w.app.db, "payment_methods", visa.id, { processor: "stripe" });
const member = world.home.member.token;

async function returnedRental() {
  const r = (await rentNow(world, { ...CHARGED_DEPOSIT, payment_method: visa.id })).body;
  for (const status of ["ready_for_pickup", "picked_up", "returned"]) await patch(world, r.id, { status });
  return r.id as number;
}

const refundDeposit = (id: number) => send(w.app, "POST", `/api/rental/rentals/${id}/refund`, member, {});
const detail = (id: number) => send(w.app, "GET", `/api/rental/rentals/${id}/`, member);

async function deliverTwice(...events: object[]) {
  for (const e of events) expect((await deliver(w.app, e)).statusCode).toBe(200);
  for (const e of [...events].reverse()) expect((await deliver(w.app, e)).statusCode).toBe(200);
  await w.handleEvents();
}

describe("a pending deposit refund", () => {
  it("is pending, not counted; its refund events settle the deposit once", async () => {
    const id = await returnedRental();
    w.stripe.state.refundStatus = "pending";
    try {
      expect((await refundDeposit(id)).status).toBe(200);
    } finally {
      w.stripe.state.refundStatus = "succeeded";
    }
    const refund = (await chargesOf(w.app.db, id)).find((c) => c.kind === "refund")!;
    expect(refund).toMatchObject({ status: "pending", processor_ref: expect.stringMatching(/^re_/) });
    expect(await rentalRow(w.app.db, id)).toMatchObject({ deposit_refunded_at: null, paid_amount: 12123 });
    expect((await detail(id)).body).toMatchObject({ refundable_deposit_amount: "100.00" });
    expect((await chargesOf(w.app.db, id)).find((c) => c.kind === "deposit")?.status).toBe("succeeded");

    // A second press while Stripe holds it: refused, nothing sent twice.
    expect(await refundDeposit(id)).toEqual({
      status: 400,
      body: { detail: "A refund of this charge is already on its way. Try again in a moment." },
    });
    expect(w.stripe.state.refunds.size).toBe(1);

    // Still pending at Stripe: the event changes nothing.
    await deliverTwice(stripeEvent("refund.created", { id: refund.processor_ref!, object: "refund" }));
    expect(await rentalRow(w.app.db, id)).toMatchObject({ deposit_refunded_at: null });

    w.stripe.setRefundStatus(refund.processor_ref!, "succeeded");
    await deliverTwice(stripeEvent("refund.updated", { id: refund.processor_ref!, object: "refund" }));
    const done = (await detail(id)).body;
    expect(done).toMatchObject({
      deposit_refunded_amount: "100.00",
      deposit_refunded_at: expect.any(String),
      paid_amount: "21.23",
      balance: "0.00",
    });
    expect(done.lines.filter((l: { kind: string }) => l.kind === "deposit_refund")).toEqual([
      expect.objectContaining({ amount: "-100.00", paid_amount: "-100.00", method: "card" }),
    ]);
    const charges = await chargesOf(w.app.db, id);
    expect(charges.find((c) => c.kind === "refund")).toMatchObject({ status: "succeeded" });
    expect(charges.find((c) => c.kind === "deposit")?.status).toBe("refunded");
    expect(await refundDeposit(id)).toEqual({
      status: 400,
      body: { detail: "The deposit has already been refunded." },
    });
  });

  it("that fails at Stripe leaves the deposit held: a new press refunds it under a new key", async () => {
    const id = await returnedRental();
    w.stripe.state.refundStatus = "pending";
    try {
      await refundDeposit(id);
    } finally {
      w.stripe.state.refundStatus = "succeeded";
    }
    const refund = (await chargesOf(w.app.db, id)).find((c) => c.kind === "refund")!;
    w.stripe.setRefundStatus(refund.processor_ref!, "failed");
    await deliverTwice(stripeEvent("refund.failed", { id: refund.processor_ref!, object: "refund" }));
    expect((await chargesOf(w.app.db, id)).find((c) => c.kind === "refund")?.status).toBe("failed");
    expect(await rentalRow(w.app.db, id)).toMatchObject({ deposit_refunded_at: null });
    const again = await refundDeposit(id);
    expect(again.body).toMatchObject({ deposit_refunded_amount: "100.00", balance: "0.00" });
    expect(w.stripe.state.refunds.get(`rental-${id}-refund-2`)).toMatchObject({ amount: 10000 });
  });
});
