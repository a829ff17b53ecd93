import { describe, expect, it } from "vitest";
import { addPhone } from "../fixtures";
import {
  auditRows,
  clientAs,
  companiesForFile,
  createUser,
  newIp,
  newPerson,
  signIn,
  TEST_PASSWORD,
  tokenFor,
} from "../helpers";
import { CUSTOMER_EMAIL_OWN } from "../../../server/modules/customers/schemas";
import { issueOneTimeToken } from "../../../server/security/one-time-tokens";
import { call } from "./client";

/**
 * Issue 39 item 3: a person sees their sessions (device, address, created, last used, this one marked) and
 * ends any or all others; a new password, factor or PIN ends the others, and staff removing a PIN ends the
 * sessions it opened. And a hole in item 1: staff cannot move a signing-in customer's e-mail to their own.
 */
const { app, db, home } = await companiesForFile();
const { company, member } = home;
const asMember = clientAs(app, member.token);

const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

const signInFrom = async (email: string, userAgent: string, ip: string) => {
  const res = await app.inject({
    method: "POST",
    url: "/api/user/token/",
    payload: { email, password: TEST_PASSWORD },
    headers: { "user-agent": userAgent },
    remoteAddress: ip,
  });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
};
const works = async (token: string) =>
  (await call(app, "GET", "/api/user/me/", { token })).statusCode === 200;

describe("the sessions list", () => {
  it("lists the person's own sessions with device and address, the calling one marked, and ends one", async () => {
    const person = await createUser(db, company.id, "member");
    const desk = await signInFrom(person.email, CHROME_WINDOWS, "10.9.8.7");
    const phone = await signInFrom(person.email, SAFARI_IPHONE, "10.1.2.3");
    // A hijack a member opened on a customer is not the customer's session to see.
    await tokenFor(db, home.customer.id, { hijackedBy: person.id });
    const list = await clientAs(app, desk)("GET", "/api/user/sessions/");
    expect(list.statusCode).toBe(200);
    const rows = list.json() as { id: number; current: boolean }[];
    expect(rows).toHaveLength(2);
    expect(rows).toContainEqual({
      id: expect.any(Number),
      browser: "Chrome",
      os: "Windows",
      ip_address: "10.9.8.7",
      signed_in_with: "password",
      created_at: expect.any(String),
      last_used_at: expect.any(String),
      current: true,
    });
    expect(rows).toContainEqual(expect.objectContaining({ browser: "Safari", os: "iOS", current: false }));

    const other = rows.find((r) => !r.current)!;
    // Someone else's session is not found.
    expect((await asMember("DELETE", `/api/user/sessions/${other.id}/`)).statusCode).toBe(404);
    expect(await works(phone)).toBe(true);
    expect((await clientAs(app, desk)("DELETE", `/api/user/sessions/${other.id}/`)).statusCode).toBe(204);
    expect(await works(phone)).toBe(false);
    expect(await works(desk)).toBe(true);
    expect(await auditRows(db, person.id, { action: "session.end" })).toHaveLength(1);
  });

  it("ends every other session at once", async () => {
    const person = await createUser(db, company.id, "customer");
    const a = await signInFrom(person.email, CHROME_WINDOWS, newIp());
    const b = await signInFrom(person.email, SAFARI_IPHONE, newIp());
    const c = await tokenFor(db, person.id);
    expect((await clientAs(app, a)("POST", "/api/user/sessions/end-others/")).statusCode).toBe(204);
    expect([await works(a), await works(b), await works(c)]).toEqual([true, false, false]);
    expect((await clientAs(app, a)("GET", "/api/user/sessions/")).json()).toHaveLength(1);
    expect(await auditRows(db, person.id, { action: "session.end_others" })).toHaveLength(1);
  });

  it("is not a hijack's: a member viewing as the customer neither reads nor ends their sessions", async () => {
    const hijack = await tokenFor(db, home.customer.id, { hijackedBy: member.id });
    const as = clientAs(app, hijack);
    expect((await as("GET", "/api/user/sessions/")).statusCode).toBe(403);
    expect((await as("POST", "/api/user/sessions/end-others/")).statusCode).toBe(403);
  });
});

describe("a new sign-in secret ends the other sessions", () => {
  it("a customer's own PIN change or removal, from their profile", async () => {
    const person = await createUser(db, company.id, "customer");
    const here = await tokenFor(db, person.id);
    const there = await tokenFor(db, person.id);
    const as = clientAs(app, here);
    expect((await as("PATCH", "/api/user/me/", { first_name: "Same" })).statusCode).toBe(200);
    expect(await works(there)).toBe(true);
    expect((await as("PATCH", "/api/user/me/", { pin: "4321" })).statusCode).toBe(200);
    expect([await works(here), await works(there)]).toEqual([true, false]);
    const third = await tokenFor(db, person.id);
    expect((await as("PATCH", "/api/user/me/", { pin: "" })).statusCode).toBe(200);
    expect([await works(here), await works(third)]).toEqual([true, false]);
  });

  it("staff removing a PIN end the sessions it opened, not the password's", async () => {
    const person = await createUser(db, company.id, "customer", { pin: "8642" });
    const line = await addPhone(db, company.id, person.id);
    const byPin = await call(app, "POST", "/api/phones/token/", {
      body: { phone_number: line.number, pin: "8642" },
      ip: newIp(),
    });
    expect(byPin.statusCode).toBe(200);
    const pinToken = byPin.json().token as string;
    const passwordToken = (await signIn(app, person.email, TEST_PASSWORD)).json().token as string;
    expect((await asMember("DELETE", `/api/company/customers/${person.id}/pin/`)).statusCode).toBe(204);
    expect(await works(pinToken)).toBe(false);
    expect(await works(passwordToken)).toBe(true);
  });

  it("a PIN chosen from a PIN link ends the sessions the old PIN opened", async () => {
    const person = await createUser(db, company.id, "customer", { pin: "1357" });
    const line = await addPhone(db, company.id, person.id);
    const pinToken = (
      await call(app, "POST", "/api/phones/token/", {
        body: { phone_number: line.number, pin: "1357" },
        ip: newIp(),
      })
    ).json().token as string;
    const passwordToken = (await signIn(app, person.email, TEST_PASSWORD)).json().token as string;
    const key = await issueOneTimeToken(db, person.id, "pin");
    const set = await call(app, "POST", "/api/user/pin-reset/confirm/", {
      body: { token: key, pin: "2468" },
    });
    expect(set.statusCode).toBe(200);
    expect([await works(pinToken), await works(passwordToken)]).toEqual([false, true]);
  });
});

describe("staff cannot take a customer's e-mail", () => {
  it("refuses a new e-mail for a customer who signs in with a password or PIN; the customer still changes it", async () => {
    const withPassword = await createUser(db, company.id, "customer");
    const res = await asMember("PATCH", `/api/company/customers/${withPassword.id}/`, {
      email: member.email.replace("@", "+mine@"),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: [CUSTOMER_EMAIL_OWN] });
    const stored = await db
      .selectFrom("users")
      .select("email")
      .where("id", "=", withPassword.id)
      .executeTakeFirstOrThrow();
    expect(stored.email).toBe(withPassword.email);

    const pinOnly = await createUser(db, company.id, "customer", { pin: "9753" });
    await db.updateTable("users").set({ password_hash: null }).where("id", "=", pinOnly.id).execute();
    const refused = await asMember("PATCH", `/api/company/customers/${pinOnly.id}/`, {
      email: "taken-over@example.test",
    });
    expect(refused.json()).toEqual({ email: [CUSTOMER_EMAIL_OWN] });

    // The customer's own change keeps working.
    const own = await tokenFor(db, withPassword.id);
    const mine = await clientAs(app, own)("PATCH", "/api/user/me/", { email: "fresh-address@example.test" });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().email).toBe("fresh-address@example.test");
  });

  it("lets staff fix the e-mail of a customer who has never signed in, and the welcome link sent before dies", async () => {
    const created = await asMember(
      "POST",
      "/api/company/customers/",
      newPerson({ send_welcome_email: true }),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const unused = () =>
      db
        .selectFrom("password_resets")
        .select("id")
        .where("user_id", "=", id)
        .where("used_at", "is", null)
        .execute();
    expect((await unused()).length).toBeGreaterThan(0);
    const fixed = await asMember("PATCH", `/api/company/customers/${id}/`, {
      email: "typo-fixed@example.test",
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().email).toBe("typo-fixed@example.test");
    expect(await unused()).toHaveLength(0);
  });
});
