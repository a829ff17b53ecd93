import { describe, expect, it } from "vitest";
import { addDevice, send } from "../fixtures";
import { appForFile, rowsWhere } from "../helpers";
import { bookAsMember, CHARGED_DEPOSIT, chargesOf, day, rentalWorld, rentNow } from "./support";

/**
 * Rent Now charged on-session (issue 36 item 4, DESIGN.md §17), PAYMENTS=simulated with Stripe's test card
 * 4000 0000 0000 3220 (its bank asks to authenticate every payment made on screen): the rental waits in
 * `error` holding its device, the customer answers the (test) bank for each charge, and it is paid, or
 * refused with nothing charged and its device free again. The desk's bookings stay off-session.
 */
const app = await appForFile();
const w = await rentalWorld(app);
const YEAR = new Date().getUTCFullYear();
const customer = w.home.customer.token;

/** The customer saves Stripe's 3-D Secure test card through the API, as the panel does. */
const added = await send(app, "POST", "/api/payments/cards/", customer, {
  number: "4000 0000 0000 3220",
  exp_month: 12,
  exp_year: YEAR + 2,
  cvc: "123",
});
expect(added.status).toBe(201);
const secure = added.body.id as number;

const authenticate = (id: number, outcome: "succeeded" | "failed", token = customer) =>
  send(app, "POST", `/api/rental/rentals/${id}/authenticate/`, token, { outcome });
const lineKinds = async (id: number) =>
  (await send(app, "GET", `/api/rental/rentals/${id}/`, customer)).body.lines.map(
    (l: { kind: string }) => l.kind,
  );

/** A device of one unit, so that whether the waiting rental holds it shows. */
const oneUnit = async () => addDevice(app.db, w.home.company.id, { daily_rate: 450, stock: 1 });

describe("Rent Now whose bank asks the customer to authenticate (simulated 3220)", () => {
  it("waits in error holding its device, then each charge confirmed with the bank: preorder, paid, on the receipt", async () => {
    const device = await oneUnit();
    const made = await rentNow(w, { ...CHARGED_DEPOSIT, device: device.id, payment_method: secure });
    expect(made).toMatchObject({
      status: 201,
      body: {
        status: "error",
        payment_error: "Authentication required.",
        paid_amount: "0.00",
        next_action: { type: "authenticate", client_secret: null },
      },
    });
    const id = made.body.id;
    const charges = await chargesOf(app.db, id);
    expect(charges.map((c) => [c.kind, c.status, c.processor_ref?.startsWith("pi_sim_")])).toEqual([
      ["rental", "pending", true],
      ["deposit", "pending", true],
    ]);
    // Held meanwhile: the one unit is not booked by anyone else for these days.
    expect(await rentNow(w, { ...CHARGED_DEPOSIT, device: device.id })).toMatchObject({
      status: 400,
      body: { device: ["This device is not available for these dates."] },
    });

    // The rental part first; the deposit's PaymentIntent then waits for its own step.
    const first = await authenticate(id, "succeeded");
    expect(first).toMatchObject({
      status: 200,
      body: { status: "error", paid_amount: "21.23", next_action: { type: "authenticate" } },
    });
    const second = await authenticate(id, "succeeded");
    expect(second).toMatchObject({
      status: 200,
      body: {
        status: "preorder",
        payment_error: null,
        paid_amount: "121.23",
        balance: "0.00",
        next_action: null,
      },
    });
    expect((await chargesOf(app.db, id)).map((c) => c.status)).toEqual(["succeeded", "succeeded"]);
    expect(await lineKinds(id)).toEqual(["days", "deposit", "payment", "payment"]);
    expect(
      await rowsWhere(app.db, "audit_log", { action: "rental.authenticate", object_id: String(id) }),
    ).toHaveLength(2);
    // Nothing waits any more: a repeat answers the rental as it stands and charges nothing.
    expect(await authenticate(id, "succeeded")).toMatchObject({ status: 200, body: { status: "preorder" } });
    expect((await chargesOf(app.db, id)).map((c) => c.status)).toEqual(["succeeded", "succeeded"]);
  });

  it("the bank refuses: nothing charged, the other charge cancelled, resolved with the bank's words, the device free", async () => {
    const device = await oneUnit();
    const id = (await rentNow(w, { ...CHARGED_DEPOSIT, device: device.id, payment_method: secure })).body.id;
    const refused = await authenticate(id, "failed");
    expect(refused).toMatchObject({
      status: 200,
      body: {
        status: "resolved",
        payment_error: "Authentication failed: your bank did not confirm the payment.",
        paid_amount: "0.00",
        next_action: null,
      },
    });
    expect((await chargesOf(app.db, id)).map((c) => [c.kind, c.status, c.failure_code])).toEqual([
      ["rental", "failed", "authentication_failed"],
      ["deposit", "failed", "payment_canceled"],
    ]);
    expect(await lineKinds(id)).toEqual(["days", "deposit"]);
    // The device is free for those days again.
    expect(await rentNow(w, { ...CHARGED_DEPOSIT, device: device.id })).toMatchObject({
      status: 201,
      body: { status: "preorder" },
    });
  });

  it("a refusal after the rental part was paid keeps it in error: the customer pays the deposit with another card", async () => {
    const id = (await rentNow(w, { ...CHARGED_DEPOSIT, payment_method: secure })).body.id;
    await authenticate(id, "succeeded");
    const refused = await authenticate(id, "failed");
    expect(refused.body).toMatchObject({
      status: "error",
      payment_error: "Authentication failed: your bank did not confirm the payment.",
      paid_amount: "21.23",
      next_action: null,
    });
    const paid = await send(app, "POST", `/api/rental/rentals/${id}/pay/`, customer, {
      payment_method: w.cards.good.id,
    });
    expect(paid.body).toMatchObject({ status: "preorder", paid_amount: "121.23", balance: "0.00" });
  });

  it("paying with another card cancels the waiting charges first, so only the new card pays", async () => {
    const id = (await rentNow(w, { ...CHARGED_DEPOSIT, payment_method: secure })).body.id;
    const paid = await send(app, "POST", `/api/rental/rentals/${id}/pay/`, customer, {
      payment_method: w.cards.good.id,
    });
    expect(paid.body).toMatchObject({ status: "preorder", paid_amount: "121.23", next_action: null });
    expect((await chargesOf(app.db, id)).map((c) => [c.status, c.payment_method_id])).toEqual([
      ["failed", secure],
      ["failed", secure],
      ["succeeded", w.cards.good.id],
      ["succeeded", w.cards.good.id],
    ]);
    expect(await authenticate(id, "succeeded")).toMatchObject({ status: 200, body: { status: "preorder" } });
    expect((await chargesOf(app.db, id)).filter((c) => c.status === "succeeded")).toHaveLength(2);
  });

  it("the desk's booking on that card is off-session: the bank's request fails it, nothing waits", async () => {
    const booked = await bookAsMember(w, { ...CHARGED_DEPOSIT, payment_method: secure });
    expect(booked.body).toMatchObject({
      status: "error",
      payment_error: "Authentication required.",
      next_action: null,
    });
    // As any failed desk charge: the deposit is not sent after the rental part failed.
    expect((await chargesOf(app.db, booked.body.id)).map((c) => [c.status, c.failure_code])).toEqual([
      ["failed", "authentication_required"],
      ["pending", null],
    ]);
  });

  it("a short rental (its deposit held, not charged): the hold is asked once the bank step paid the rental part", async () => {
    // Default dates: a hold (money/deposit.ts HOLD_DAYS). The hold is placed off-session, as every hold; a card
    // whose bank asks for every payment refuses it, and the customer holds the deposit on another card.
    const id = (await rentNow(w, { payment_method: secure })).body.id;
    expect((await chargesOf(app.db, id)).map((c) => [c.kind, c.status])).toEqual([["rental", "pending"]]);
    expect(await authenticate(id, "succeeded")).toMatchObject({
      status: 200,
      body: { status: "error", payment_error: "Authentication required.", balance: "0.00" },
    });
    expect(await lineKinds(id)).not.toContain("deposit_hold");
    const paid = await send(app, "POST", `/api/rental/rentals/${id}/pay/`, customer, {
      payment_method: w.cards.good.id,
    });
    expect(paid.body).toMatchObject({ status: "preorder", balance: "0.00" });
    expect(await lineKinds(id)).toContain("deposit_hold");
  });

  it("only the customer answers their own bank: staff 403, another customer 404", async () => {
    const id = (
      await rentNow(w, { ...CHARGED_DEPOSIT, payment_method: secure, start_date: day(12), end_date: day(13) })
    ).body.id;
    expect((await authenticate(id, "succeeded", w.home.member.token)).status).toBe(403);
    expect((await authenticate(id, "succeeded", w.otherCustomer.token)).status).toBe(404);
    expect((await authenticate(id, "succeeded", w.other.customer.token)).status).toBe(404);
    expect((await send(app, "POST", `/api/rental/rentals/${id}/authenticate/`, customer, {})).status).toBe(
      400,
    );
    expect((await chargesOf(app.db, id)).map((c) => c.status)).toEqual(["pending", "pending"]);
    // Staff see that it waits, never the secret.
    const seen = await send(app, "GET", `/api/rental/rentals/${id}/`, w.home.member.token);
    expect(seen.body.next_action).toEqual({ type: "authenticate", client_secret: null });
  });
});
