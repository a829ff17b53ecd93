import { describe, expect, it } from "vitest";
import { auditRows, createUser } from "../helpers";
import { customersForFile, unique } from "./support";
import { freshNumber } from "../fixtures";

/**
 * Staff record a customer's consent to texts on the customer's word, and take it back (issue 35 item 4):
 * PATCH /api/company/customers/{id}/ with `sms_phone`, audited with who, when and the channel "staff".
 */
const { db, home, other, call } = await customersForFile();

const newCustomer = () => createUser(db, home.company.id, "customer", { email: unique("texts") });
const consentOf = (id: number) =>
  db
    .selectFrom("users")
    .select(["sms_phone", "sms_consent_at"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

describe("a customer's consent to texts, recorded by staff", () => {
  it("staff give it with the customer's number: stored and answered with since when; audited as theirs, channel staff", async () => {
    const customer = await newCustomer();
    const number = freshNumber();
    const before = Date.now();
    const res = await call("PATCH", `/api/company/customers/${customer.id}/`, {
      sms_phone: `+1 (${number.slice(0, 3)}) ${number.slice(3, 6)}-${number.slice(6)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sms_phone: number });
    const stored = await consentOf(customer.id);
    expect(stored.sms_phone).toBe(number);
    expect(Date.parse(stored.sms_consent_at!)).toBeGreaterThanOrEqual(before - 1000);
    const [entry] = await auditRows(db, customer.id, { object: "customer", action: "update" });
    expect(entry.actor_id).toBe(home.member.id);
    expect(JSON.parse(entry.data!)).toEqual({
      changes: {
        sms_phone: { from: null, to: number },
        sms_consent_at: { from: null, to: stored.sms_consent_at },
      },
      consent_channel: "staff",
    });
  });

  it("staff take it back (null or empty): the number and the date are cleared, audited; a repeat changes nothing", async () => {
    const customer = await newCustomer();
    await call("PATCH", `/api/company/customers/${customer.id}/`, { sms_phone: freshNumber() });
    const res = await call("PATCH", `/api/company/customers/${customer.id}/`, { sms_phone: null });
    expect(res.statusCode).toBe(200);
    expect(await consentOf(customer.id)).toEqual({ sms_phone: null, sms_consent_at: null });
    expect(
      (await call("PATCH", `/api/company/customers/${customer.id}/`, { sms_phone: "" })).statusCode,
    ).toBe(200);
    const entries = await auditRows(db, customer.id, { object: "customer", action: "update" });
    expect(entries).toHaveLength(2);
    expect(JSON.parse(entries[1].data!)).toMatchObject({
      changes: { sms_phone: { to: null }, sms_consent_at: { to: null } },
      consent_channel: "staff",
    });
  });

  it("an edit that leaves the consent alone says no channel; a bad number is a 400 naming the field", async () => {
    const customer = await newCustomer();
    await call("PATCH", `/api/company/customers/${customer.id}/`, { first_name: "Rosa" });
    const [entry] = await auditRows(db, customer.id, { object: "customer", action: "update" });
    expect(JSON.parse(entry.data!)).not.toHaveProperty("consent_channel");
    const bad = await call("PATCH", `/api/company/customers/${customer.id}/`, { sms_phone: "call me" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty("sms_phone");
  });

  it("another company's staff cannot record it", async () => {
    const customer = await newCustomer();
    const res = await call(
      "PATCH",
      `/api/company/customers/${customer.id}/`,
      { sms_phone: freshNumber() },
      other.member.token,
    );
    expect(res.statusCode).toBe(404);
    expect(await consentOf(customer.id)).toEqual({ sms_phone: null, sms_consent_at: null });
  });
});
