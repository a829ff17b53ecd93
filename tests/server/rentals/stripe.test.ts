import { afterAll, describe, expect, it } from "vitest";
import { fakeStripe, STRIPE_CARDS } from "../integrations/fakes";
import { addCard, addFee, send } from "../fixtures";
import { appForFile } from "../helpers";
import {
  CHARGED_DEPOSIT,
  bookAsMember,
  chargesOf,
  day,
  deskCalls,
  patch,
  rentalRow,
  rentalWorld,
  rentNow,
} from "./support";

/**
 * PAYMENTS=stripe (the official SDK) against the local fake: Rent Now's PaymentIntents, a timeout
 * answered by resending the same key, and the deposit refunded through the Refund API to the
 * PaymentIntent that took it, with an idempotency key.
 */
const stripe = await fakeStripe();
afterAll(() => stripe.close());
const app = await appForFile({
  payments: "stripe",
  stripeSecretKey: "sk_test_fake",
  stripeApiBase: stripe.url,
});
const w = await rentalWorld(app);
await app.db
  .updateTable("users")
  .set({ stripe_customer_id: "cus_fake_saved" })
  .where("id", "=", w.home.customer.id)
  .execute();
const visa = await addCard(app.db, w.home.customer.id, { processor_ref: STRIPE_CARDS.visa });
const declined = await addCard(app.db, w.home.customer.id, {
  processor_ref: STRIPE_CARDS.declined,
  last4: "0002",
});
await app.db
  .updateTable("payment_methods")
  .set({ processor: "stripe" })
  .where("id", "in", [visa.id, declined.id])
  .execute();
const member = w.home.member.token;

describe("rentals on Stripe", () => {
  it("Rent Now: two on-session PaymentIntents under the rental's keys, on the saved customer", async () => {
    const res = await rentNow(w, { ...CHARGED_DEPOSIT, payment_method: visa.id });
    expect(res.body).toMatchObject({ status: "preorder", balance: "0.00" });
    const id = res.body.id;
    const rental = stripe.state.intents.get(`rental-${id}-rental`)!;
    const deposit = stripe.state.intents.get(`rental-${id}-deposit`)!;
    expect([rental.amount, deposit.amount]).toEqual([2123, 10000]);
    expect(rental.params.get("customer")).toBe("cus_fake_saved");
    // The customer is on screen: their bank may ask them to authenticate in the browser (DESIGN.md §17).
    for (const intent of [rental, deposit]) {
      expect(intent.params.get("off_session")).toBeNull();
      expect(intent.params.get("use_stripe_sdk")).toBe("true");
    }
    expect((await chargesOf(app.db, id)).map((c) => c.processor_ref)).toEqual([rental.id, deposit.id]);
  });

  it("the desk's booking charges off-session: the cardholder is not on screen", async () => {
    const res = await bookAsMember(w, { ...CHARGED_DEPOSIT, payment_method: visa.id });
    expect(res.body).toMatchObject({ status: "preorder", balance: "0.00" });
    for (const kind of ["rental", "deposit"])
      expect(stripe.state.intents.get(`rental-${res.body.id}-${kind}`)!.params.get("off_session")).toBe(
        "true",
      );
  });

  it("a decline: 201, the rental in error with Stripe's sentence", async () => {
    const res = await rentNow(w, { ...CHARGED_DEPOSIT, payment_method: declined.id });
    expect(res).toMatchObject({
      status: 201,
      body: { status: "error", payment_error: "Your card was declined." },
    });
  });

  it("Stripe unreachable: error with payment_error, the charge left pending; retry resends the same key and charges once", async () => {
    stripe.state.failNext = 1;
    const res = await rentNow(w, { ...CHARGED_DEPOSIT, payment_method: visa.id });
    expect(res.body).toMatchObject({
      status: "error",
      payment_error: expect.stringContaining("could not be reached"),
      paid_amount: "0.00",
    });
    expect((await chargesOf(app.db, res.body.id)).map((c) => c.status)).toEqual(["pending", "pending"]);
    const before = stripe.state.intents.size;
    const retried = await send(app, "POST", `/api/rental/${res.body.id}/retry/`, member);
    expect(retried.body).toMatchObject({ status: "preorder", balance: "0.00", paid_amount: "121.23" });
    expect(stripe.state.intents.size - before).toBe(2);
    expect((await chargesOf(app.db, res.body.id)).map((c) => c.idempotency_key)).toEqual([
      `rental-${res.body.id}-rental`,
      `rental-${res.body.id}-deposit`,
    ]);
  });

  it("the deposit goes back to its PaymentIntent through the Refund API, once, even after a Stripe error", async () => {
    const r = (await rentNow(w, { ...CHARGED_DEPOSIT, payment_method: visa.id })).body;
    for (const status of ["ready_for_pickup", "picked_up", "returned"]) await patch(w, r.id, { status });
    stripe.state.failNext = 1;
    const failed = await send(app, "POST", `/api/rental/rentals/${r.id}/refund`, member, {});
    expect(failed.status).toBe(502);
    const res = await send(app, "POST", `/api/rental/rentals/${r.id}/refund`, member, {});
    expect(res.body).toMatchObject({
      deposit_refunded_amount: "100.00",
      deposit_refunded_at: expect.any(String),
    });
    const refund = stripe.state.refunds.get(`rental-${r.id}-refund`)!;
    expect(refund).toMatchObject({
      amount: 10000,
      payment_intent: stripe.state.intents.get(`rental-${r.id}-deposit`)!.id,
    });
    expect(stripe.state.refunds.size).toBe(1);
    expect(await send(app, "POST", `/api/rental/rentals/${r.id}/refund`, member, {})).toEqual({
      status: 400,
      body: { detail: "The deposit has already been refunded." },
    });
    const charges = await chargesOf(app.db, r.id);
    expect(charges.find((c) => c.kind === "refund")).toMatchObject({
      status: "succeeded",
      processor_ref: refund.id,
    });
    expect(charges.find((c) => c.kind === "deposit")?.status).toBe("refunded");
  });

  it("a card payment at the desk is a PaymentIntent of its own; a decline is a 400 naming the card", async () => {
    const r = (await bookAsMember(w)).body;
    const { pay } = deskCalls(w);
    const ok = await pay({
      rental: r.id,
      amount: "21.23",
      method: "card",
      payment_method: visa.id,
    });
    expect(ok.body).toMatchObject({ balance: "100.00" });
    expect(stripe.state.intents.get(`rental-${r.id}-payment`)?.amount).toBe(2123);
    const no = await pay({
      rental: r.id,
      amount: "1.00",
      method: "card",
      payment_method: declined.id,
    });
    expect(no).toEqual({ status: 400, body: { payment_method: ["Your card was declined."] } });
    expect((await rentalRow(app.db, r.id)).balance).toBe(10000);
  });
});

describe("a request that dies while the processor is being asked", () => {
  it("leaves the rental in error with pending charges; retry sends the same keys and charges once", async () => {
    const { createRental } = await import("../../../server/modules/rentals/create");
    const dying = {
      processor: "stripe" as const,
      cardInput: null as never,
      saveCard: () => Promise.reject(new Error("unused")),
      charge: () => Promise.reject(new Error("the process died")),
      authorise: () => Promise.reject(new Error("the process died")),
      capture: () => Promise.reject(new Error("unused")),
      refund: () => Promise.reject(new Error("unused")),
      chargeStatus: () => Promise.reject(new Error("unused")),
      authenticationSecret: () => Promise.reject(new Error("unused")),
      cancel: () => Promise.reject(new Error("unused")),
      setupCard: () => Promise.reject(new Error("unused")),
    };
    const ctx = {
      user: w.home.customer as never,
      tokenId: 0,
      hijackedBy: null,
      companyId: w.home.company.id,
    };
    const input = {
      user: w.home.customer.id,
      device: w.device.id,
      country: w.country.id,
      // A week ahead: the deposit is charged at booking, a charge row of its own (support.ts CHARGED_DEPOSIT).
      start_date: day(9),
      end_date: day(9),
      payment_method: visa.id,
    };
    await expect(createRental(app.db, dying, ctx, input, "manual")).rejects.toThrow("the process died");
    const row = await app.db
      .selectFrom("rentals")
      .selectAll()
      .where("user_id", "=", w.home.customer.id)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: "error",
      payment_error_code: "payment_unconfirmed",
      paid_amount: 0,
    });
    expect((await chargesOf(app.db, row.id)).map((c) => c.status)).toEqual(["pending", "pending"]);
    const retried = await send(app, "POST", `/api/rental/${row.id}/retry/`, member);
    expect(retried.body).toMatchObject({ status: "preorder", payment_error: null, balance: "0.00" });
    expect((await chargesOf(app.db, row.id)).map((c) => [c.idempotency_key, c.status])).toEqual([
      [`rental-${row.id}-rental`, "succeeded"],
      [`rental-${row.id}-deposit`, "succeeded"],
    ]);
  });
});

describe("a deposit held on the card (PAYMENTS=stripe)", () => {
  it("a 3-day Rent Now holds the deposit with a manual-capture PaymentIntent; the return captures only the fee", async () => {
    const damage = await addFee(app.db, w.home.company.id, { kind: "damage", name: "Scratched case" });
    const r = (await rentNow(w, { payment_method: visa.id })).body;
    expect(r).toMatchObject({ status: "preorder", balance: "0.00", paid_amount: "21.23" });
    const hold = stripe.state.intents.get(`rental-${r.id}-hold`)!;
    expect(hold).toMatchObject({ amount: 10000, status: "requires_capture" });
    expect(hold.params.get("capture_method")).toBe("manual");
    expect(stripe.state.intents.get(`rental-${r.id}-rental`)?.params.get("capture_method")).toBeNull();
    expect(await rentalRow(app.db, r.id)).toMatchObject({
      deposit_hold_status: "held",
      deposit_hold_ref: hold.id,
    });

    await patch(w, r.id, { status: "ready_for_pickup" });
    await patch(w, r.id, { status: "picked_up" });
    const back = await deskCalls(w).giveBack({ rental: r.id, fees: [damage.id] });
    expect(back.status).toBe(200);
    // Damage 40.00 + 3.55 tax: amount_to_capture 4355, under the capture's own key; Stripe releases the rest.
    expect(
      stripe.state.captureCalls.filter((c) => c.id === hold.id).map((c) => c.params.get("amount_to_capture")),
    ).toEqual(["4355"]);
    expect(stripe.state.intents.get(`rental-${r.id}-hold`)).toMatchObject({
      status: "succeeded",
      captured: 4355,
    });
    expect(back.body).toMatchObject({ paid_amount: "64.78", balance: "0.00" });
    expect(back.body.lines.slice(-2)).toMatchObject([
      { kind: "deposit_hold_capture", paid_amount: "43.55", card_label: expect.stringContaining("4242") },
      { kind: "deposit_hold_release", hold_amount: "56.45" },
    ]);
  });
});
