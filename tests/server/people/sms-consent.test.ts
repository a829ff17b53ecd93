import { describe, expect, it } from "vitest";
import { auditRows, auth, companiesForFile, createUser, newIp, tokenFor } from "../helpers";

/** Consent to text messages (server/people/sms-consent.ts) on the profile, at sign-up and on staff's word. */
const { app, db, home, other } = await companiesForFile();

const call = (method: "GET" | "PATCH" | "POST", url: string, token: string | null, payload?: object) =>
  app.inject({
    method,
    url,
    payload,
    headers: token ? auth(token) : {},
    remoteAddress: newIp(),
  });
const consentOf = (id: number) =>
  db
    .selectFrom("users")
    .select(["sms_phone", "sms_consent_at"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

async function freshCustomer() {
  const user = await createUser(db, home.company.id, "customer");
  return { ...user, token: await tokenFor(db, user.id) };
}

describe("a customer's own consent", () => {
  it("opts in on the profile with a number, answered in the profile; clearing it opts out", async () => {
    const c = await freshCustomer();
    expect((await call("GET", "/api/user/me/", c.token)).json()).toMatchObject({
      sms_phone: null,
      sms_consent_at: null,
    });
    const res = await call("PATCH", "/api/user/me/", c.token, { sms_phone: "+1 (555) 010-4455" });
    expect(res.statusCode).toBe(200);
    const me = (await call("GET", "/api/user/me/", c.token)).json();
    expect(me.sms_phone).toBe("5550104455");
    expect(Date.parse(me.sms_consent_at)).toBeGreaterThan(Date.now() - 60_000);

    // The same number again keeps the consent's time; another number is a new consent.
    await call("PATCH", "/api/user/me/", c.token, { sms_phone: "5550104455" });
    expect((await consentOf(c.id)).sms_consent_at).toBe(me.sms_consent_at);

    await call("PATCH", "/api/user/me/", c.token, { sms_phone: null });
    expect(await consentOf(c.id)).toEqual({ sms_phone: null, sms_consent_at: null });
  });

  it("refuses a number that is not one, naming the field, and changes nothing", async () => {
    const c = await freshCustomer();
    const res = await call("PATCH", "/api/user/me/", c.token, { sms_phone: "call me" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ sms_phone: ["Enter a valid phone number: 10 to 15 digits."] });
    expect(await consentOf(c.id)).toEqual({ sms_phone: null, sms_consent_at: null });
  });

  it("opts in at sign-up", async () => {
    const email = `texts-${Date.now()}@example.test`;
    const res = await call("POST", "/api/user/create/", null, {
      email,
      password: "a-long-sign-up-pass-9",
      first_name: "Tex",
      last_name: "Ting",
      company_slug: home.company.slug,
      sms_phone: "555 010 7788",
    });
    expect(res.statusCode).toBe(201);
    const row = await db
      .selectFrom("users")
      .select(["sms_phone", "sms_consent_at"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row.sms_phone).toBe("5550107788");
    expect(row.sms_consent_at).toBeTruthy();
    const bad = await call("POST", "/api/user/create/", null, {
      email: `bad-${email}`,
      password: "a-long-sign-up-pass-9",
      first_name: "Tex",
      last_name: "Ting",
      company_slug: home.company.slug,
      sms_phone: "12",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty("sms_phone");
  });
});

describe("staff record consent on the customer's word", () => {
  it("sets and clears it through the customer's update, audited, and answers it", async () => {
    const c = await freshCustomer();
    const url = `/api/company/customers/${c.id}/`;
    const res = await call("PATCH", url, home.member.token, { sms_phone: "5550109900" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sms_phone: "5550109900" });
    expect(res.json().sms_consent_at).toBeTruthy();
    const audits = await auditRows(db, c.id, { object: "customer", action: "update" });
    expect(JSON.stringify(audits.at(-1)?.data)).toContain("5550109900");

    const cleared = await call("PATCH", url, home.member.token, { sms_phone: "" });
    expect(cleared.json()).toMatchObject({ sms_phone: null, sms_consent_at: null });
    expect(await auditRows(db, c.id, { object: "customer", action: "update" })).toHaveLength(2);
  });

  it("is refused to a customer, and to another company's staff", async () => {
    const c = await freshCustomer();
    const url = `/api/company/customers/${c.id}/`;
    expect((await call("PATCH", url, home.customer.token, { sms_phone: "5550109901" })).statusCode).toBe(403);
    expect((await call("PATCH", url, other.owner.token, { sms_phone: "5550109901" })).statusCode).toBe(404);
    expect(await consentOf(c.id)).toEqual({ sms_phone: null, sms_consent_at: null });
  });
});
