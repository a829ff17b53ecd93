import { describe, expect, it } from "vitest";
import { addPhone } from "../fixtures";
import {
  auditRows,
  clientAs,
  companiesForFile,
  createUser,
  lastMailedKey,
  sendQueuedMessages,
  newIp,
  newPerson,
} from "../helpers";
import { PIN_NOT_STAFFS } from "../../../server/modules/customers/schemas";
import { issueOneTimeToken } from "../../../server/security/one-time-tokens";
import { call } from "./client";

/**
 * Issue 39 item 1: a PIN is the customer's alone. A member, with their own token or under a hijack, has no
 * way to read or choose a customer's PIN, and so no way to a session of the customer's own (no one-hour
 * limit, writes recorded as the customer's); the customer keeps every way in.
 */
const { app, db, home, other } = await companiesForFile();
const { company, member } = home;
const asMember = clientAs(app, member.token);

const storedPin = async (id: number) =>
  (await db.selectFrom("users").select("pin").where("id", "=", id).executeTakeFirstOrThrow()).pin;

/** A customer with a PIN and an active line: what a phone sign-in needs. */
async function customerWithLine(pin = "2468") {
  const customer = await createUser(db, company.id, "customer", { pin });
  const line = await addPhone(db, company.id, customer.id);
  return { customer, number: line.number };
}

const phoneSignIn = (phone_number: string, pin: string, ip = newIp()) =>
  call(app, "POST", "/api/phones/token/", { body: { phone_number, pin }, ip });

const hijackToken = async (customerId: number) =>
  (await asMember("POST", `/api/company/customers/${customerId}/hijack/`)).json().token as string;

describe("every route from a member to a customer's own session fails", () => {
  it("from the member's own token: no PIN read, none chosen, at creation or after", async () => {
    const { customer, number } = await customerWithLine();

    const detail = await asMember("GET", `/api/company/customers/${customer.id}/`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).not.toHaveProperty("pin");
    expect(detail.json().pin_set).toBe(true);
    const list = await asMember("GET", `/api/company/customers/?search=${customer.last_name}`);
    expect(JSON.stringify(list.json())).not.toContain("2468");
    const csv = await asMember("GET", "/api/company/customers/export/");
    expect(csv.body).not.toContain("2468");

    for (const pin of ["5555", "", null]) {
      const res = await asMember("PATCH", `/api/company/customers/${customer.id}/`, { pin });
      expect(res.statusCode, JSON.stringify(pin)).toBe(400);
      expect(res.json()).toEqual({ pin: [PIN_NOT_STAFFS] });
    }
    expect(await storedPin(customer.id)).toBe("2468");

    // A customer created with a PIN the member knows, and a line, would be the same door.
    const created = await asMember(
      "POST",
      "/api/company/customers/",
      newPerson({ pin: "5555", phone_number: "5550199876", send_welcome_email: false }),
    );
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ pin: [PIN_NOT_STAFFS] });

    // A PIN reset goes to the customer's mailbox; the member's answer carries no key.
    const reset = await asMember("POST", `/api/company/customers/${customer.id}/pin-reset/`);
    expect(reset.statusCode).toBe(200);
    const key = await lastMailedKey(app);
    expect(reset.body).not.toContain(key);
    expect(app.mailer.outbox.at(-1)!.to).toBe(customer.email);

    for (const pin of ["5555", "0000"]) expect((await phoneSignIn(number, pin)).statusCode).toBe(400);
    expect((await phoneSignIn(number, "2468")).statusCode).toBe(200);
  });

  it("from a hijack token: the PIN reads null, and no sign-in secret changes", async () => {
    const { customer, number } = await customerWithLine();
    const token = await hijackToken(customer.id);

    const me = await call(app, "GET", "/api/user/me/", { token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: customer.id, is_hijacked: true, pin: null });

    for (const body of [
      { pin: "9999" },
      { pin: "" },
      { pin: null },
      { email: "mine-now@example.test" },
      { password: "new-secret-pass-9", current_password: "test-pass-1" },
    ]) {
      const res = await call(app, "PATCH", "/api/user/me/", { token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
    }
    expect(await storedPin(customer.id)).toBe("2468");

    // A hijack is not staff: the staff routes refuse it.
    for (const [method, url] of [
      ["POST", `/api/company/customers/${customer.id}/pin-reset/`],
      ["DELETE", `/api/company/customers/${customer.id}/pin/`],
      ["PATCH", `/api/company/customers/${customer.id}/`],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        headers: { authorization: `Token ${token}` },
        payload: method === "PATCH" ? { pin: "9999" } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await phoneSignIn(number, "9999")).statusCode).toBe(400);

    // The customer's own session still reads their PIN.
    const own = await phoneSignIn(number, "2468");
    const mine = await call(app, "GET", "/api/user/me/", { token: own.json().token });
    expect(mine.json().pin).toBe("2468");
  });

  it("a key sets only what it was sent for: a PIN key sets no password, a password key no PIN", async () => {
    const { customer } = await customerWithLine();
    const pinKey = await issueOneTimeToken(db, customer.id, "pin");
    const passwordKey = await issueOneTimeToken(db, customer.id, "reset");
    const password = await call(app, "POST", "/api/user/reset-password/confirm/", {
      body: { token: pinKey, password: "harbor-lights-77" },
    });
    expect(password.statusCode).toBe(400);
    expect(password.json()).toEqual({ token: ["Invalid or expired token."] });
    const check = await call(app, "POST", "/api/user/reset-password/check/", { body: { token: pinKey } });
    expect(check.statusCode).toBe(400);
    const pin = await call(app, "POST", "/api/user/pin-reset/confirm/", {
      body: { token: passwordKey, pin: "1357" },
    });
    expect(pin.statusCode).toBe(400);
    expect(await storedPin(customer.id)).toBe("2468");
  });
});

describe("staff's PIN reset and removal", () => {
  it("the customer chooses a new PIN from the link, once; it is audited", async () => {
    const { customer, number } = await customerWithLine();
    const sent = await asMember("POST", `/api/company/customers/${customer.id}/pin-reset/`);
    expect(sent.json()).toMatchObject({ id: customer.id, pin_set: true });
    const mail = (await sendQueuedMessages(app)).at(-1)!;
    expect(mail.link).toMatch(/^http:\/\/localhost:8000\/set-pin\?token=[0-9a-f]{40}$/);
    expect(mail.subject).toBe("Choose a new PIN");
    const token = await lastMailedKey(app);

    const check = await call(app, "POST", "/api/user/pin-reset/check/", { body: { token } });
    expect(check.json()).toEqual({
      email: customer.email,
      first_name: customer.first_name,
      company_name: company.name,
    });
    const bad = await call(app, "POST", "/api/user/pin-reset/confirm/", { body: { token, pin: "12a4" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ pin: ["PIN must be 4 to 8 digits."] });

    const done = await call(app, "POST", "/api/user/pin-reset/confirm/", { body: { token, pin: "8642" } });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ detail: "PIN has been set." });
    expect(await storedPin(customer.id)).toBe("8642");
    const again = await call(app, "POST", "/api/user/pin-reset/confirm/", { body: { token, pin: "1111" } });
    expect(again.statusCode).toBe(400);
    expect((await phoneSignIn(number, "8642")).statusCode).toBe(200);

    const log = await auditRows(db, customer.id, { action: "pin.reset" });
    expect(log.map((l) => [l.object, l.actor_id])).toEqual([["customer", member.id]]);
  });

  it("Remove PIN: 204, no phone sign-in after, audited; another company's customer is not found", async () => {
    const { customer, number } = await customerWithLine();
    const res = await asMember("DELETE", `/api/company/customers/${customer.id}/pin/`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(await storedPin(customer.id)).toBeNull();
    expect((await phoneSignIn(number, "2468")).statusCode).toBe(400);
    const log = await auditRows(db, customer.id, { action: "pin.remove" });
    expect(log.map((l) => [l.object, l.actor_id])).toEqual([["customer", member.id]]);

    const stranger = await createUser(db, other.company.id, "customer", { pin: "1234" });
    expect((await asMember("DELETE", `/api/company/customers/${stranger.id}/pin/`)).statusCode).toBe(404);
    expect((await asMember("POST", `/api/company/customers/${stranger.id}/pin-reset/`)).statusCode).toBe(404);
    expect(await storedPin(stranger.id)).toBe("1234");
    const asCustomer = clientAs(app, home.customer.token);
    expect((await asCustomer("DELETE", `/api/company/customers/${customer.id}/pin/`)).statusCode).toBe(403);
  });
});

describe("sign-ins are audited with their address", () => {
  it("by phone and PIN as by e-mail and password", async () => {
    const { customer, number } = await customerWithLine();
    const ip = newIp();
    expect((await phoneSignIn(number, "2468", ip)).statusCode).toBe(200);
    const byPassword = await call(app, "POST", "/api/user/token/", {
      body: { email: customer.email, password: "test-pass-1" },
      ip,
    });
    expect(byPassword.statusCode).toBe(200);
    const log = await auditRows(db, customer.id, { action: "sign_in" });
    expect(log.map((l) => [l.object, l.actor_id, l.on_behalf_of, JSON.parse(l.data!)])).toEqual([
      ["customer", customer.id, null, { signed_in_with: "pin", ip_address: ip }],
      ["customer", customer.id, null, { signed_in_with: "password", ip_address: ip }],
    ]);
    // A wrong PIN signs nobody in and writes no sign-in.
    expect((await phoneSignIn(number, "0000")).statusCode).toBe(400);
    expect(await auditRows(db, customer.id, { action: "sign_in" })).toHaveLength(2);
  });
});
