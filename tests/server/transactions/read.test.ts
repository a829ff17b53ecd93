import { describe, expect, it } from "vitest";
import { makeWorld, permissionMatrix, type World } from "../matrix";
import {
  insertCharge,
  insertCustomerRecords,
  insertDeviceAndCountry,
  insertRental,
  insertTransaction,
} from "../records";
import { auth, idsOf } from "../helpers";

/**
 * The read side of transactions, rentals and charges: who sees what, and the list filters
 * (docs/api-conventions.md).
 */
const world = makeWorld();

async function activityOf(w: World, company: World["home"], userId: number) {
  const records = await insertCustomerRecords(w.app.db, company.company.id, userId, `C${Math.random()}`);
  const { carrier, plan, phone } = records;
  const txn = await insertTransaction(w.app.db, records.txn);
  const rental = await insertRental(w.app.db, records.rental);
  const charge = await insertCharge(w.app.db, {
    companyId: company.company.id,
    userId,
    transactionId: txn.id,
  });
  return { carrier, plan, phone, txn, rental, charge };
}
const homeCustomers = (w: World) => activityOf(w, w.home, w.home.customer.id);
const otherCustomers = (w: World) => activityOf(w, w.home, w.otherCustomer.id);

permissionMatrix("transactions, rentals and charges: who may read", world, [
  { call: "GET /api/transactions/", url: () => "/api/transactions/", expect: { anon: 401, default: 200 } },
  {
    call: "GET /api/transactions/counters/",
    url: () => "/api/transactions/counters/",
    expect: { anon: 401, default: 200 },
  },
  {
    call: "GET /api/transactions/{id}/ (the customer's own)",
    fixture: homeCustomers,
    url: (f) => `/api/transactions/${f.txn.id}/`,
    expect: { anon: 401, otherOwner: 404, default: 200 },
  },
  {
    call: "GET /api/transactions/{id}/ (another customer's)",
    fixture: otherCustomers,
    url: (f) => `/api/transactions/${f.txn.id}/`,
    expect: { anon: 401, customer: 404, otherOwner: 404, default: 200 },
  },
  {
    call: "GET /api/rental/rentals/",
    url: () => "/api/rental/rentals/",
    expect: { anon: 401, default: 200 },
  },
  {
    call: "GET /api/rental/rentals/{id}/ (the customer's own)",
    fixture: homeCustomers,
    url: (f) => `/api/rental/rentals/${f.rental.id}/`,
    expect: { anon: 401, otherOwner: 404, default: 200 },
  },
  {
    call: "GET /api/rental/rentals/{id}/ (another customer's)",
    fixture: otherCustomers,
    url: (f) => `/api/rental/rentals/${f.rental.id}/`,
    expect: { anon: 401, customer: 404, otherOwner: 404, default: 200 },
  },
  { call: "GET /api/charges/", url: () => "/api/charges/", expect: { anon: 401, default: 200 } },
  {
    call: "GET /api/charges/{id}/ (members only)",
    fixture: homeCustomers,
    url: (f) => `/api/charges/${f.charge.id}/`,
    expect: { anon: 401, customer: 403, otherOwner: 404, default: 200 },
  },
]);

describe("scoping and filters", async () => {
  // A world of its own: the matrix above adds rows to its companies as it runs.
  const w = await makeWorld();
  const mine = await homeCustomers(w);
  const theirs = await otherCustomers(w);
  const foreign = await activityOf(w, w.other, w.other.customer.id);
  const db = w.app.db;
  const ids = {
    companyId: w.home.company.id,
    userId: w.otherCustomer.id,
    phoneId: theirs.phone.id,
    planId: theirs.plan.id,
  };
  await insertTransaction(db, ids, "error", { payment_error: "Your card was declined." });
  await insertTransaction(db, ids, "error", { refill_error: "Carrier rejected the top-up." });
  await insertTransaction(db, ids, "action_required", {
    payment_error: "Authentication required.",
    trigger: "scheduled",
  });
  const dev = await insertDeviceAndCountry(db, w.home.company.id);
  const rentalIds = {
    companyId: w.home.company.id,
    userId: w.otherCustomer.id,
    deviceId: dev.device.id,
    countryId: dev.country.id,
  };
  await insertRental(db, rentalIds, "returned");
  await insertRental(db, rentalIds, "picked_up", { total: 13000, paid: 5000 });
  await insertRental(db, rentalIds, "picked_up", { total: 13000, paid: 15000 });

  const get = async (url: string, token = w.home.member.token) => {
    const res = await w.app.inject({ method: "GET", url, headers: auth(token) });
    return { status: res.statusCode, body: res.json() };
  };
  /** How many rentals the list holds under these query parameters. */
  const rentalCount = async (qs: string) => (await get(`/api/rental/rentals/?${qs}`)).body.count;

  it("shows staff the company's rows and a customer only theirs, never another company's", async () => {
    const staff = idsOf((await get("/api/transactions/?page_size=200")).body);
    expect(staff).toContain(mine.txn.id);
    expect(staff).toContain(theirs.txn.id);
    expect(staff).not.toContain(foreign.txn.id);
    const own = idsOf((await get("/api/transactions/?page_size=200", w.home.customer.token)).body);
    expect(own).toEqual([mine.txn.id]);
    const ownRentals = idsOf((await get("/api/rental/rentals/", w.home.customer.token)).body);
    expect(ownRentals).toEqual([mine.rental.id]);
    const ownCharges = idsOf((await get("/api/charges/", w.home.customer.token)).body);
    expect(ownCharges).toEqual([mine.charge.id]);
  });

  it("a customer's user= filter cannot widen their scope", async () => {
    const res = await get(`/api/transactions/?user=${w.otherCustomer.id}`, w.home.customer.token);
    expect(res.body.count).toBe(0);
  });

  it("serialises money as decimal strings with the names the panel shows", async () => {
    const t = (await get(`/api/transactions/${mine.txn.id}/`)).body;
    expect(t).toMatchObject({
      amount: "25.00",
      status: "success",
      trigger: "manual",
      plan: mine.plan.id,
      carrier: mine.carrier.id,
    });
    expect(t.phone_number_digits).toBe(mine.phone.number);
    const r = (await get(`/api/rental/rentals/${mine.rental.id}/`)).body;
    expect(r).toMatchObject({
      total_due_amount: "130.00",
      paid_amount: "130.00",
      balance: "0.00",
      days: 5,
      device_name: "Hotspot X",
    });
  });

  it("filters transactions by status, trigger, plan, plan__carrier, user and error kinds", async () => {
    const count = async (qs: string) => (await get(`/api/transactions/?${qs}`)).body.count;
    expect(await count("status=error")).toBe(2);
    expect(await count("status=error,action_required")).toBe(3);
    expect(await count("trigger=scheduled")).toBe(1);
    expect(await count(`plan=${theirs.plan.id}`)).toBe(4);
    expect(await count(`plan__carrier=${mine.carrier.id}`)).toBe(1);
    expect(await count(`user=${w.otherCustomer.id}`)).toBe(4);
    expect(await count("payment_error=true")).toBe(2);
    expect(await count("refill_error=true")).toBe(1);
    expect(await count("payment_error=false&refill_error=false")).toBe(2);
    expect((await get("/api/transactions/?status=lost")).status).toBe(400);
    expect((await get("/api/transactions/?plan=abc")).body).toEqual({ plan: ["Enter a whole number."] });
  });

  it("counts per status under the other filters", async () => {
    const all = (await get("/api/transactions/counters/")).body;
    expect(all).toEqual({
      all: 5,
      in_queue: 0,
      in_progress: 0,
      success: 2,
      resolved: 0,
      error: 2,
      action_required: 1,
    });
    const scoped = (await get(`/api/transactions/counters/?user=${w.otherCustomer.id}&status=success`)).body;
    expect(scoped).toMatchObject({ all: 4, success: 1, error: 2 });
  });

  it("filters rentals: hide_returned, has_balance true/false, status", async () => {
    expect(await rentalCount("")).toBe(5);
    expect(await rentalCount("hide_returned=true")).toBe(4);
    expect(await rentalCount("has_balance=true")).toBe(1);
    expect(await rentalCount("has_balance=false")).toBe(1);
    expect(await rentalCount("status=returned")).toBe(1);
    expect((await get("/api/rental/rentals/?has_balance=perhaps")).status).toBe(400);
  });

  it("narrows rentals to their start and end days, each end of a range included", async () => {
    // every rental here runs 2026-11-01 → 2026-11-05
    expect(await rentalCount("start_after=2026-11-01&start_before=2026-11-01")).toBe(5);
    expect(await rentalCount("start_after=2026-11-02")).toBe(0);
    expect(await rentalCount("start_before=2026-10-31")).toBe(0);
    expect(await rentalCount("end_after=2026-11-05&end_before=2026-11-05")).toBe(5);
    expect(await rentalCount("end_after=2026-11-06")).toBe(0);
    expect(await rentalCount("end_before=2026-11-04")).toBe(0);
    expect((await get("/api/rental/rentals/?end_before=tomorrow")).body).toHaveProperty("end_before");
  });

  it("searches transactions by customer, number and plan", async () => {
    expect((await get(`/api/transactions/?search=${mine.phone.number}`)).body.count).toBe(1);
    expect(
      (await get(`/api/transactions/?search=${encodeURIComponent(w.home.customer.email)}`)).body.count,
    ).toBe(1);
  });
});
