import { describe, expect, it } from "vitest";
import { simulatedOutcome } from "../../../server/integrations/payments";
import { createSimulatedPayments } from "../../../server/integrations/payments/simulated";
import { companiesForFile, createUser, idsOf, rowsWhere, tokenFor } from "../helpers";
import { addCard, addCarrier, addPhone, addPlan, addSchedule, send } from "../fixtures";

const { app, db, home, other } = await companiesForFile();
const YEAR = new Date().getUTCFullYear();
const MONTH = new Date().getUTCMonth() + 1;
const card = (fields: Record<string, unknown> = {}) => ({
  number: "4242424242424242",
  exp_month: 12,
  exp_year: YEAR + 2,
  cvc: "123",
  ...fields,
});

/** A customer of their own, so that default-card counts do not depend on other tests. */
async function freshCustomer() {
  const user = await createUser(db, home.company.id, "customer");
  const token = await tokenFor(db, user.id);
  const call = (method: "GET" | "POST" | "DELETE", url: string, body?: unknown) =>
    send(app, method, url, token, body);
  return { user, token, call };
}

describe("POST /api/payments/cards/ (simulated processor)", () => {
  it("keeps only brand, last four digits and expiry; the first card becomes the default", async () => {
    const { user, call } = await freshCustomer();
    const res = await call(
      "POST",
      "/api/payments/cards/",
      card({ number: "4242 4242 4242 4242", exp_month: "04", exp_year: String(YEAR + 3).slice(2) }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      brand: "visa",
      last4: "4242",
      exp_month: 4,
      exp_year: YEAR + 3,
      is_default: true,
      is_expired: false,
      created_at: expect.any(String),
    });
    const [stored] = await rowsWhere(db, "payment_methods", { user_id: user.id });
    expect(stored.processor).toBe("simulated");
    expect(stored.processor_ref).toMatch(/^pm_sim_[0-9a-f]{16}$/);
    const second = await call("POST", "/api/payments/cards/", card({ number: "5555555555554444" }));
    expect(second.body).toMatchObject({ brand: "mastercard", last4: "4444", is_default: false });
  });

  it("never stores the full number or the CVC anywhere, hijack audit included", async () => {
    const { user } = await freshCustomer();
    const hijack = await tokenFor(db, user.id, { hijackedBy: home.member.id });
    const res = await send(
      app,
      "POST",
      "/api/payments/cards/",
      hijack,
      card({ number: "4000 0566 5566 5556", cvc: "987" }),
    );
    expect(res.status).toBe(201);
    // every text column of every table that could hold it
    for (const table of ["payment_methods", "audit_log", "charges", "users"] as const) {
      const rows = await db.selectFrom(table).selectAll().execute();
      const text = JSON.stringify(rows);
      expect(text, table).not.toContain("4000056655665556");
      expect(text, table).not.toContain("4000 0566 5566 5556");
      expect(text, table).not.toContain("556655");
    }
    const audit = await db.selectFrom("audit_log").selectAll().where("actor_id", "=", user.id).execute();
    expect(audit.length).toBeGreaterThan(0);
    expect(audit.map((a) => a.data).join("")).not.toContain("987");
  });

  it.each([
    ["4242424242424241", "Luhn fails"],
    ["4242", "too short"],
    ["4242-4242-4242-4242-4242", "too long"],
    ["4242x424242424242", "not digits"],
    ["", "blank"],
  ])("refuses %j (%s) as not a card number", async (number) => {
    const res = await send(app, "POST", "/api/payments/cards/", home.customer.token, card({ number }));
    expect(res).toEqual({ status: 400, body: { number: ["Enter a valid card number."] } });
  });

  it("refuses a Luhn-valid number of a brand we do not take", async () => {
    const res = await send(
      app,
      "POST",
      "/api/payments/cards/",
      home.customer.token,
      card({ number: "3530111333300000" }),
    ); // JCB
    expect(res.body).toEqual({
      number: ["We accept Visa, Mastercard, American Express and Discover cards."],
    });
  });

  it("refuses an expired card naming the year or the month", async () => {
    const call = (fields: Record<string, unknown>) =>
      send(app, "POST", "/api/payments/cards/", home.customer.token, card(fields));
    expect(await call({ exp_year: YEAR - 1 })).toEqual({
      status: 400,
      body: { exp_year: ["Your card has expired."] },
    });
    if (MONTH > 1)
      expect((await call({ exp_year: YEAR, exp_month: MONTH - 1 })).body).toEqual({
        exp_month: ["Your card has expired."],
      });
    expect((await call({ exp_year: YEAR, exp_month: MONTH })).status).toBe(201); // good through the end of the month
    expect((await call({ exp_year: YEAR + 40 })).body).toEqual({ exp_year: ["Enter a valid expiry year."] });
    expect((await call({ exp_month: 13 })).body).toEqual({
      exp_month: ["Ensure this value is less than or equal to 12."],
    });
    expect((await call({ exp_month: "May" })).body).toEqual({ exp_month: ["A valid integer is required."] });
  });

  it("wants a 3-digit CVC, 4 digits for American Express", async () => {
    const call = (fields: Record<string, unknown>) =>
      send(app, "POST", "/api/payments/cards/", home.customer.token, card(fields));
    const bad = { status: 400, body: { cvc: ["Your card's security code is invalid."] } };
    expect(await call({ cvc: "12" })).toEqual(bad);
    expect(await call({ cvc: "1234" })).toEqual(bad);
    expect(await call({ cvc: "12a" })).toEqual(bad);
    expect(await call({ number: "378282246310005", cvc: "123" })).toEqual(bad);
    const amex = await call({ number: "3782 822463 10005", cvc: "1234" });
    expect(amex.body).toMatchObject({ brand: "amex", last4: "0005" });
  });

  it("names every missing field at once", async () => {
    const res = await send(app, "POST", "/api/payments/cards/", home.customer.token, {});
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(["cvc", "exp_month", "exp_year", "number"]);
    expect(res.body.number).toEqual(["This field is required."]);
  });

  it("accepts Stripe's test cards and keeps how they will behave at charge time", async () => {
    const { user, call } = await freshCustomer();
    const numbers = ["4242424242424242", "4000000000000002", "4000002760003184", "4000002500003155"];
    for (const number of [...numbers, "6011111111111117"])
      expect((await call("POST", "/api/payments/cards/", card({ number }))).status).toBe(201);
    const refs = await rowsWhere(db, "payment_methods", { user_id: user.id });
    expect(refs.map((r) => [r.last4, simulatedOutcome(r.processor_ref)])).toEqual([
      ["4242", "succeeds"],
      ["0002", "declined"],
      ["3184", "authentication_required"],
      ["3155", "authentication_on_screen"],
      ["1117", "succeeds"],
    ]);
  });

  it("4000 0025 0000 3155 authenticates unless set up, as on Stripe: on screen the bank asks, off-session it does not", async () => {
    const payments = createSimulatedPayments();
    const saved = await payments.saveCard(
      { number: "4000 0025 0000 3155", exp_month: 12, exp_year: YEAR + 2, cvc: "123" },
      new Date(),
    );
    const charge = (session: "on" | "off") =>
      payments.charge({
        amount: 1000,
        card: saved.processor_ref,
        customer: null,
        idempotencyKey: `setup-card-${session}`,
        description: "test",
        session,
      });
    expect(await charge("on")).toMatchObject({ status: "action_required", authenticate: true });
    expect(await charge("off")).toMatchObject({ status: "succeeded" });
  });
});

describe("GET /api/payments/cards/", () => {
  it("lists the caller's active cards, default first, with is_expired", async () => {
    const { user, call } = await freshCustomer();
    const old = await addCard(db, user.id, {
      last4: "1111",
      created_at: "2024-01-01T00:00:00.000Z",
      exp_year: YEAR - 1,
    });
    const fav = await addCard(db, user.id, {
      last4: "2222",
      is_default: true,
      created_at: "2024-02-01T00:00:00.000Z",
    });
    const recent = await addCard(db, user.id, { last4: "3333", created_at: "2024-03-01T00:00:00.000Z" });
    await addCard(db, user.id, { last4: "4444", is_active: false });
    const res = await call("GET", "/api/payments/cards/");
    expect(res.body.count).toBe(3);
    expect(idsOf(res.body)).toEqual([fav.id, recent.id, old.id]);
    expect(res.body.results[2].is_expired).toBe(true);
    // the card as stored, and no other field
    expect(res.body.results[0]).toEqual({
      id: fav.id,
      brand: fav.brand,
      last4: fav.last4,
      exp_month: fav.exp_month,
      exp_year: fav.exp_year,
      is_default: fav.is_default,
      is_expired: false,
      created_at: fav.created_at,
    });
  });

  it("shows a customer only their own, whatever ?user= says", async () => {
    const a = await freshCustomer();
    const b = await freshCustomer();
    await addCard(db, b.user.id);
    expect((await a.call("GET", `/api/payments/cards/?user=${b.user.id}`)).body.count).toBe(0);
  });

  it("makes staff name a customer of their company", async () => {
    const { user } = await freshCustomer();
    await addCard(db, user.id);
    const asOwner = (qs: string) => send(app, "GET", `/api/payments/cards/${qs}`, home.owner.token);
    expect((await asOwner(`?user=${user.id}`)).body.count).toBe(1);
    expect(await asOwner("")).toEqual({ status: 400, body: { user: ["This field is required."] } });
    expect(await asOwner("?user=x")).toEqual({ status: 400, body: { user: ["Enter a whole number."] } });
    for (const id of [other.customer.id, home.member.id])
      expect(await asOwner(`?user=${id}`)).toEqual({
        status: 400,
        body: { user: [`Invalid pk "${id}" - object does not exist.`] },
      });
  });
});

describe("DELETE /api/payments/cards/{id}/ and POST …/default/", () => {
  it("removes softly and promotes the newest remaining card when the default goes", async () => {
    const { user, call } = await freshCustomer();
    const older = await addCard(db, user.id, { last4: "1111", created_at: "2024-01-01T00:00:00.000Z" });
    const newer = await addCard(db, user.id, { last4: "2222", created_at: "2024-06-01T00:00:00.000Z" });
    const fav = await addCard(db, user.id, {
      last4: "3333",
      is_default: true,
      created_at: "2024-03-01T00:00:00.000Z",
    });
    expect((await call("DELETE", `/api/payments/cards/${fav.id}/`)).status).toBe(204);

    const rows = await rowsWhere(db, "payment_methods", { user_id: user.id });
    expect(rows.map((r) => [r.last4, r.is_active, r.is_default])).toEqual([
      ["1111", true, false],
      ["2222", true, true],
      ["3333", false, false],
    ]);
    expect(idsOf((await call("GET", "/api/payments/cards/")).body)).toEqual([newer.id, older.id]);
    expect((await call("DELETE", `/api/payments/cards/${fav.id}/`)).status).toBe(404);
    expect((await call("POST", `/api/payments/cards/${fav.id}/default/`)).status).toBe(404);
  });

  it("makes one card the default, and the others not", async () => {
    const { user, call } = await freshCustomer();
    const a = await addCard(db, user.id, { is_default: true });
    const b = await addCard(db, user.id);
    const res = await call("POST", `/api/payments/cards/${b.id}/default/`);
    expect(res).toMatchObject({ status: 200, body: { id: b.id, is_default: true } });
    const defaults = await rowsWhere(db, "payment_methods", { user_id: user.id, is_default: true });
    expect(defaults.map((c) => c.id)).toEqual([b.id]);
    expect(idsOf((await call("GET", "/api/payments/cards/")).body)).toEqual([b.id, a.id]);
  });

  it("refuses to make an expired card the default", async () => {
    const { user, call } = await freshCustomer();
    const expired = await addCard(db, user.id, { exp_year: YEAR - 1 });
    expect(await call("POST", `/api/payments/cards/${expired.id}/default/`)).toEqual({
      status: 400,
      body: { detail: "This card has expired and cannot be the default card." },
    });
  });

  it("refuses to remove a card an active scheduled refill uses; a paused one lets go of it", async () => {
    const { user, call } = await freshCustomer();
    const carrier = await addCarrier(db, home.company.id);
    const plan = await addPlan(db, carrier.id);
    const line = await addPhone(db, home.company.id, user.id);
    const used = await addCard(db, user.id, { is_default: true });
    const active = await addSchedule(db, home.company.id, {
      phone_number_id: line.id,
      plan_id: plan.id,
      payment_method_id: used.id,
    });
    expect(await call("DELETE", `/api/payments/cards/${used.id}/`)).toEqual({
      status: 400,
      body: { detail: "This card is used by a scheduled refill. Choose another card there first." },
    });
    const [still] = await rowsWhere(db, "payment_methods", { id: used.id });
    expect(still).toMatchObject({ is_active: true, is_default: true });

    await db.updateTable("scheduled_refills").set({ is_active: false }).where("id", "=", active.id).execute();
    expect((await call("DELETE", `/api/payments/cards/${used.id}/`)).status).toBe(204);
    const [schedule] = await rowsWhere(db, "scheduled_refills", { id: active.id });
    expect(schedule.payment_method_id).toBeNull();
  });

  it("answers 404 for a malformed id", async () => {
    expect((await send(app, "DELETE", "/api/payments/cards/abc/", home.customer.token)).status).toBe(404);
    expect((await send(app, "POST", "/api/payments/cards/0/default/", home.customer.token)).status).toBe(404);
  });
});
