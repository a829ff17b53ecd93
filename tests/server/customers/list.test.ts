import { describe, expect, it } from "vitest";
import type { Customer } from "../../../common/api/people";
import type { Page } from "../../../common/api/page";
import { addCarrier, addPhone, addPlan, addSchedule } from "../fixtures";
import { createUser, idsOf, tokenFor } from "../helpers";
import { customersForFile, unique } from "./support";

/** GET /api/company/customers/ and /{id}/: what staff see of their customers, searched, filtered, paged. */
const { db, home, other, call } = await customersForFile();

const carrier = await addCarrier(db, home.company.id, { name: "Carrier" });
const plan = await addPlan(db, carrier.id, { name: "Plan 25", amount: 2500, validity_days: 30 });
const addLine = (userId: number, number: string) => addPhone(db, home.company.id, userId, { number });
/** A schedule on the line, on the plan, without a card: active unless said. */
const scheduleOn = (phoneId: number, isActive = true) =>
  addSchedule(db, home.company.id, {
    phone_number_id: phoneId,
    plan_id: plan.id,
    payment_method_id: null,
    is_active: isActive,
  });

// A search-friendly set of customers of their own, plus one of another company.
const zed = await createUser(db, home.company.id, "customer", {
  email: unique("zed"),
  first_name: "Zedekiah",
  last_name: "Quist",
});
const yara = await createUser(db, home.company.id, "customer", {
  email: unique("yara"),
  first_name: "Yara",
  last_name: "Quist",
});
const gone = await createUser(db, home.company.id, "customer", {
  email: unique("gone"),
  first_name: "Gone",
  last_name: "Quist",
  is_active: false,
});
await createUser(db, other.company.id, "customer", { first_name: "Zedekiah", last_name: "Quist" });
const zedPhone = await addLine(zed.id, "5557770001");
await addLine(zed.id, "5557770002");
await addLine(yara.id, "5558880001");
await scheduleOn(zedPhone.id);
const yaraPhone2 = await addLine(yara.id, "5558880002");
await scheduleOn(yaraPhone2.id, false);

describe("GET /api/company/customers/", () => {
  it("lists only the company's customers, newest first, with phone numbers and counts", async () => {
    const res = await call("GET", "/api/company/customers/?search=quist");
    expect(res.statusCode).toBe(200);
    const body: Page<Customer> = res.json();
    expect(body.count).toBe(3);
    expect(idsOf(body)).toEqual([gone.id, yara.id, zed.id]);
    const row = body.results.find((r) => r.id === zed.id);
    expect(row).toEqual({
      id: zed.id,
      email: zed.email,
      first_name: "Zedekiah",
      last_name: "Quist",
      address: "",
      state: "",
      zip_code: "",
      language: "en",
      pin_set: false,
      is_active: true,
      created_at: zed.created_at,
      last_login: null,
      phone_numbers: ["5557770001", "5557770002"],
      phone_numbers_count: 2,
      scheduled_refills_count: 1,
      sms_phone: null,
      sms_consent_at: null,
    });
    expect(body.results.find((r) => r.id === yara.id)!.scheduled_refills_count).toBe(0);
  });

  it("never shows staff a customer's PIN, in the list or the detail: only whether there is one", async () => {
    const c = await createUser(db, home.company.id, "customer", { last_name: "Pinholder", pin: "2468" });
    for (const token of [home.member.token, home.owner.token]) {
      const list = await call("GET", "/api/company/customers/?search=Pinholder", undefined, token);
      const [row] = list.json().results;
      expect(row.id).toBe(c.id);
      expect(row).not.toHaveProperty("pin");
      expect(row.pin_set).toBe(true);
      const detail = await call("GET", `/api/company/customers/${c.id}/`, undefined, token);
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).not.toHaveProperty("pin");
      expect(detail.json().pin_set).toBe(true);
      expect(list.body + detail.body).not.toContain("2468");
    }
    // The customer still reads their own (the profile).
    const me = await call("GET", "/api/user/me/", undefined, await tokenFor(db, c.id));
    expect(me.json().pin).toBe("2468");
  });

  it("never lists members or owners", async () => {
    const res = await call("GET", "/api/company/customers/?page_size=200");
    const ids = idsOf(res.json());
    expect(ids).toContain(home.customer.id);
    expect(ids).not.toContain(home.member.id);
    expect(ids).not.toContain(home.owner.id);
  });

  it("searches first name, last name, e-mail and phone digits; every term must match", async () => {
    const ids = async (q: string) =>
      idsOf((await call("GET", `/api/company/customers/?search=${encodeURIComponent(q)}`)).json());
    expect(await ids("zedek")).toEqual([zed.id]);
    expect(await ids(yara.email.slice(0, 8))).toEqual([yara.id]);
    expect(await ids("(555) 777-0002")).toEqual([zed.id]); // two terms, each matching one of zed's numbers
    expect(await ids("777-0002")).toEqual([zed.id]);
    expect(await ids("888")).toEqual([yara.id]);
    expect(await ids("yara 888")).toEqual([yara.id]);
    expect(await ids("yara 777")).toEqual([]);
    expect(await ids("%")).toEqual([]);
  });

  it("filters on phone numbers, active scheduled refills and activity", async () => {
    const ids = async (q: string) =>
      idsOf((await call("GET", `/api/company/customers/?search=quist&${q}`)).json()).sort();
    expect(await ids("has_phone_numbers=true")).toEqual([zed.id, yara.id].sort());
    expect(await ids("has_phone_numbers=false")).toEqual([gone.id]);
    expect(await ids("has_scheduled_refills=true")).toEqual([zed.id]);
    expect(await ids("has_scheduled_refills=false")).toEqual([yara.id, gone.id].sort());
    expect(await ids("is_active=true")).toEqual([zed.id, yara.id].sort());
    expect(await ids("is_active=false")).toEqual([gone.id]);
  });

  it("orders by the whitelisted fields and ignores others", async () => {
    const ids = async (o: string) =>
      idsOf((await call("GET", `/api/company/customers/?search=quist&ordering=${o}`)).json());
    expect(await ids("first_name")).toEqual([gone.id, yara.id, zed.id]);
    expect(await ids("-first_name")).toEqual([zed.id, yara.id, gone.id]);
    expect(await ids("password_hash")).toEqual([gone.id, yara.id, zed.id]); // default -created_at
  });

  it("answers a malformed filter with a 400 naming it", async () => {
    for (const name of ["has_phone_numbers", "has_scheduled_refills", "is_active"]) {
      const res = await call("GET", `/api/company/customers/?${name}=maybe`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ [name]: ['"maybe" is not a valid boolean.'] });
    }
  });

  it("pages, 404 past the end", async () => {
    const res = await call("GET", "/api/company/customers/?search=quist&page_size=2&page=2");
    expect(res.json().results).toHaveLength(1);
    expect((await call("GET", "/api/company/customers/?page=99")).statusCode).toBe(404);
  });
});

describe("GET /api/company/customers/{id}/", () => {
  it("answers one customer; another company's owner or a member's id is not found", async () => {
    const res = await call("GET", `/api/company/customers/${home.customer.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: home.customer.id,
      email: home.customer.email,
      phone_numbers: [],
      phone_numbers_count: 0,
    });
    expect((await call("GET", `/api/company/customers/${other.customer.id}/`)).statusCode).toBe(404);
    expect((await call("GET", `/api/company/customers/${home.owner.id}/`)).statusCode).toBe(404);
  });

  it("refuses a hijack token (it acts as the customer)", async () => {
    const hijack = await tokenFor(db, home.customer.id, { hijackedBy: home.member.id });
    const res = await call("GET", `/api/company/customers/`, undefined, hijack);
    expect(res.statusCode).toBe(403);
  });
});
