import { describe, expect, it } from "vitest";
import { simulatedPayments } from "../../../server/integrations/payments/simulated";
import { addCard, addCountry, addDevice, send } from "../fixtures";
import { appForFile, auditRows } from "../helpers";
import { CHARGED_DEPOSIT, bookAsMember, chargesOf, day, rentalRow, rentalWorld, rentNow } from "./support";

const app = await appForFile();
const w = await rentalWorld(app);
const cost = (body: unknown, token = w.home.customer.token) =>
  send(app, "POST", "/api/rental/devices/cost/", token, body);
const quote = (fields: Record<string, unknown> = {}) => ({
  device: w.device.id,
  country: w.country.id,
  start_date: day(1),
  end_date: day(3),
  ...fields,
});

describe("POST /api/rental/devices/cost/", () => {
  it("prices days × (device + country daily rate), both ends counted, tax at the company's rate, the deposit", async () => {
    // 3 days × ($4.50 + $2.00) = $19.50; 8.875% of 1950 cents = 173.06 → 173.
    const res = await cost(quote());
    expect(res).toEqual({
      status: 200,
      body: {
        amount: "19.50",
        tax_amount: "1.73",
        deposit_amount: "100.00",
        total_amount: "121.23",
        deposit_held: true,
        days: 3,
        daily_rate: "6.50",
        device_daily_rate: "4.50",
        country_daily_rate: "2.00",
      },
    });
    const sameDay = await cost(quote({ start_date: day(0), end_date: day(0) }), w.home.member.token);
    expect(sameDay.body).toMatchObject({ amount: "6.50", days: 1 });
  });

  it("says whether the deposit would be held or charged, by the rule the booking follows", async () => {
    // The quote's answer and the booking agree: held → a deposit_hold line and no deposit charge.
    expect((await cost(quote({ start_date: day(1), end_date: day(6) }))).body.deposit_held).toBe(true);
    expect((await cost(quote({ start_date: day(1), end_date: day(7) }))).body.deposit_held).toBe(false);
    expect((await cost(quote(CHARGED_DEPOSIT))).body.deposit_held).toBe(false);
    const held = await rentNow(w, { start_date: day(1), end_date: day(6) });
    expect((await chargesOf(app.db, held.body.id)).map((c) => c.kind)).toEqual(["rental"]);
    const charged = await rentNow(w, { start_date: day(1), end_date: day(7) });
    expect((await chargesOf(app.db, charged.body.id)).map((c) => c.kind)).toEqual(["rental", "deposit"]);
  });

  it("rounds a half cent of tax up", async () => {
    const device = await addDevice(app.db, w.home.company.id, { daily_rate: 200 });
    const country = await addCountry(app.db, w.home.company.id, { daily_rate: 200 });
    // 400 cents × 0.08875 = 35.5 cents → 36.
    const res = await cost(
      quote({ device: device.id, country: country.id, start_date: day(2), end_date: day(2) }),
    );
    expect(res.body).toMatchObject({ amount: "4.00", tax_amount: "0.36" });
  });

  it("refuses an end before the start and a start in the past, naming the field", async () => {
    expect(await cost(quote({ start_date: day(3), end_date: day(1) }))).toEqual({
      status: 400,
      body: { end_date: ["The end date cannot be before the start date."] },
    });
    expect(await cost(quote({ start_date: day(-1) }))).toEqual({
      status: 400,
      body: { start_date: ["The start date cannot be in the past."] },
    });
    expect((await cost(quote({ end_date: day(400) }))).body).toEqual({
      end_date: ["A rental cannot be longer than 366 days."],
    });
  });

  it("refuses inactive, unknown and other companies' devices and countries", async () => {
    const off = await addDevice(app.db, w.home.company.id, { is_active: false });
    const offCountry = await addCountry(app.db, w.home.company.id, { is_active: false });
    const foreign = await addDevice(app.db, w.other.company.id);
    expect((await cost(quote({ device: off.id, country: offCountry.id }))).body).toEqual({
      device: ["This device is not available."],
      country: ["This country is not available."],
    });
    expect((await cost(quote({ device: foreign.id }))).body).toEqual({
      device: [`Invalid pk "${foreign.id}" - object does not exist.`],
    });
  });

  it("refuses a device with no stock left over the dates", async () => {
    const one = await addDevice(app.db, w.home.company.id, { stock: 1 });
    const made = await rentNow(w, { device: one.id, start_date: day(10), end_date: day(12) });
    expect(made.status).toBe(201);
    expect(await cost(quote({ device: one.id, start_date: day(12), end_date: day(14) }))).toEqual({
      status: 400,
      body: { device: ["This device is not available for these dates."] },
    });
    expect((await cost(quote({ device: one.id, start_date: day(13), end_date: day(14) }))).status).toBe(200);
  });

  it("answers hostile and empty bodies with 400s, never a 500; no token is 401", async () => {
    expect((await cost({})).body).toEqual({
      device: ["This field is required."],
      country: ["This field is required."],
      start_date: ["This field is required."],
      end_date: ["This field is required."],
    });
    for (const body of [
      quote({ device: "x" }),
      quote({ start_date: "2026-02-30" }),
      quote({ end_date: 5 }),
      quote({ country: -1 }),
      quote({ device: { __proto__: 1 } }),
      [],
    ]) {
      expect((await cost(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await cost(quote(), "")).status).toBe(401);
  });
});

describe("Rent Now (create/as-customer)", () => {
  it("charges rental + tax, then the deposit, on the card: 201 preorder, trigger manual, nothing due", async () => {
    const calls = simulatedPayments.record.calls;
    const res = await rentNow(w, { ...CHARGED_DEPOSIT, note: "Trip to Lisbon" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: "preorder",
      trigger: "manual",
      user: w.home.customer.id,
      amount: "19.50",
      tax_amount: "1.73",
      deposit_amount: "100.00",
      total_due_amount: "121.23",
      paid_amount: "121.23",
      balance: "0.00",
      payment_error: null,
      note: "Trip to Lisbon",
      deposit_paid_amount: "100.00",
      next_statuses: ["ready_for_pickup"],
      card_label: expect.stringContaining("4242"),
      card_hold: null,
    });
    expect(res.body.charges).toMatchObject([
      { kind: "rental", status: "succeeded", amount: "21.23", method: "card" },
      { kind: "deposit", status: "succeeded", amount: "100.00", method: "card" },
    ]);
    expect(simulatedPayments.record.calls - calls).toBe(2);
    const keys = (await chargesOf(app.db, res.body.id)).map((c) => c.idempotency_key);
    expect(keys).toEqual([`rental-${res.body.id}-rental`, `rental-${res.body.id}-deposit`]);
    for (const k of keys) expect(simulatedPayments.record.succeeded.get(k)).toBeTruthy();
  });

  it("a declined card: 201 with the rental in error, payment_error set, the charge failed, all still due", async () => {
    const res = await rentNow(w, { ...CHARGED_DEPOSIT, payment_method: w.cards.declined.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: "error",
      payment_error: "Your card was declined.",
      paid_amount: "0.00",
      balance: "121.23",
    });
    expect(res.body.charges).toMatchObject([
      { kind: "rental", status: "failed" },
      { kind: "deposit", status: "pending" },
    ]);
  });

  it("needs a usable card of the customer's own", async () => {
    const theirs = await addCard(app.db, w.otherCustomer.id);
    const removed = await addCard(app.db, w.home.customer.id, { is_active: false });
    const expired = await addCard(app.db, w.home.customer.id, { exp_year: 2020 });
    expect((await rentNow(w, { payment_method: theirs.id })).body).toEqual({
      payment_method: [`Invalid pk "${theirs.id}" - object does not exist.`],
    });
    expect((await rentNow(w, { payment_method: removed.id })).body).toEqual({
      payment_method: ["This card was removed. Choose another card."],
    });
    expect((await rentNow(w, { payment_method: expired.id })).body).toEqual({
      payment_method: ["This card has expired. Choose another card."],
    });
    expect((await rentNow(w, { payment_method: undefined })).body).toEqual({
      payment_method: ["This field is required."],
    });
  });

  it("is the customers' call: staff get 403 and use create/as-member/; no token 401", async () => {
    const body = {
      device: w.device.id,
      country: w.country.id,
      start_date: day(1),
      end_date: day(2),
      payment_method: w.cards.good.id,
    };
    expect(
      (await send(app, "POST", "/api/rental/rentals/create/as-customer/", w.home.member.token, body)).status,
    ).toBe(403);
    expect((await send(app, "POST", "/api/rental/rentals/create/as-customer/", undefined, body)).status).toBe(
      401,
    );
  });
});

describe("the desk's booking (create/as-member)", () => {
  it("without a card: preorder, trigger member, the whole total due", async () => {
    const res = await bookAsMember(w, { note: "Pays at pickup" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: "preorder",
      trigger: "member",
      created_by: w.home.member.id,
      balance: "121.23",
      paid_amount: "0.00",
      charges: [],
    });
    expect((await rentalRow(app.db, res.body.id)).balance).toBe(12123);
  });

  it("with the customer's card: charged now", async () => {
    const res = await bookAsMember(w, { ...CHARGED_DEPOSIT, payment_method: w.cards.good.id });
    expect(res.body).toMatchObject({ status: "preorder", balance: "0.00", paid_amount: "121.23" });
  });

  it("only for a customer of the company, with that customer's card; customers get 403", async () => {
    expect((await bookAsMember(w, { user: w.home.member.id })).body).toEqual({
      user: [`Invalid pk "${w.home.member.id}" - object does not exist.`],
    });
    expect((await bookAsMember(w, { user: w.other.customer.id })).body).toEqual({
      user: [`Invalid pk "${w.other.customer.id}" - object does not exist.`],
    });
    const otherCard = await addCard(app.db, w.otherCustomer.id);
    expect((await bookAsMember(w, { payment_method: otherCard.id })).body).toEqual({
      payment_method: [`Invalid pk "${otherCard.id}" - object does not exist.`],
    });
    const asCustomer = await send(
      app,
      "POST",
      "/api/rental/rentals/create/as-member/",
      w.home.customer.token,
      quote({ user: w.home.customer.id }),
    );
    expect(asCustomer.status).toBe(403);
    expect(
      (await send(app, "POST", "/api/rental/rentals/create/as-member/", w.home.member.token, {})).status,
    ).toBe(400);
  });

  it("audits the creation and keeps per-status counts through the triggers", async () => {
    const res = await bookAsMember(w);
    const [row] = await auditRows(app.db, res.body.id, { action: "rental.create" });
    expect(row?.actor_id).toBe(w.home.member.id);
    const list = await send(app, "GET", "/api/rental/rentals/?status=preorder", w.home.member.token);
    const real = await app.db
      .selectFrom("rentals")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("company_id", "=", w.home.company.id)
      .where("status", "=", "preorder")
      .executeTakeFirstOrThrow();
    expect(list.body.count).toBe(Number(real.n));
  });
});
