import { describe, expect, it } from "vitest";
import { TOKEN_IDLE_DAYS } from "../../../server/http/auth";
import { hashToken } from "../../../server/security/tokens";
import { phoneCandidates } from "../../../common/phone";
import {
  appForFile,
  companyWithPeople,
  createUser,
  TEST_PASSWORD,
  tokenFor,
  signIn,
  postRawJson,
} from "../helpers";
import { call } from "./client";

const app = await appForFile();
const db = app.db;
const { company, customer, member } = await companyWithPeople(db);
const BAD = { non_field_errors: ["Unable to log in with provided credentials."] };

async function addPhone(userId: number, number: string, isActive = true) {
  await db
    .insertInto("phone_numbers")
    .values({
      company_id: company.id,
      user_id: userId,
      number,
      is_active: isActive,
      created_at: new Date().toISOString(),
    })
    .execute();
}

describe("POST /api/user/token/", () => {
  it("answers a 40-hex token stored only as its hash, expiring after the idle period, and sets last_login", async () => {
    const before = Date.now();
    const res = await signIn(app, customer.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(token).toMatch(/^[0-9a-f]{40}$/);
    expect(Object.keys(res.json())).toEqual(["token"]);

    const row = await db
      .selectFrom("auth_tokens")
      .selectAll()
      .where("key_hash", "=", hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(customer.id);
    expect(row.hijacked_by).toBeNull();
    const expires = Date.parse(row.expires_at!);
    expect(expires - before).toBeGreaterThanOrEqual(TOKEN_IDLE_DAYS * 86_400_000 - 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(TOKEN_IDLE_DAYS * 86_400_000);
    expect(
      await db.selectFrom("auth_tokens").select("id").where("key_hash", "=", token).executeTakeFirst(),
    ).toBeUndefined();

    const user = await db
      .selectFrom("users")
      .select("last_login")
      .where("id", "=", customer.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(user.last_login!)).toBeGreaterThanOrEqual(before - 1000);

    const me = await call(app, "GET", "/api/user/me/", { token });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(customer.id);
  });

  it("matches the e-mail whatever its case and surrounding spaces, with or without the trailing slash", async () => {
    const res = await call(app, "POST", "/api/user/token", {
      body: { email: `  ${member.email.toUpperCase()} `, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });

  it("refuses a wrong password, an unknown e-mail and a deactivated user with the same answer", async () => {
    const inactive = await createUser(db, company.id, "customer", { is_active: false });
    for (const body of [
      { email: customer.email, password: "wrong-pass-1" },
      { email: "nobody@example.test", password: TEST_PASSWORD },
      { email: inactive.email, password: TEST_PASSWORD },
    ]) {
      const res = await call(app, "POST", "/api/user/token/", { body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(BAD);
    }
  });

  it("refuses a user who has no password yet (invited, not confirmed)", async () => {
    const invited = await createUser(db, company.id, "member");
    await db.updateTable("users").set({ password_hash: null }).where("id", "=", invited.id).execute();
    const res = await signIn(app, invited.email, TEST_PASSWORD);
    expect(res.json()).toEqual(BAD);
  });

  it("answers bad input with DRF field errors, never a 500", async () => {
    const cases: Array<[unknown, number, unknown]> = [
      [{}, 400, { email: ["This field is required."], password: ["This field is required."] }],
      [undefined, 400, { email: ["This field is required."], password: ["This field is required."] }],
      [
        { email: 5, password: null },
        400,
        { email: ["Not a valid string."], password: ["This field may not be null."] },
      ],
      [{ email: "a@b.test", password: "" }, 400, { password: ["This field may not be blank."] }],
      [[1, 2], 400, { non_field_errors: ["Invalid data. Expected a dictionary."] }],
    ];
    for (const [body, status, answer] of cases) {
      const res = await call(app, "POST", "/api/user/token/", { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json()).toEqual(answer);
    }
    const broken = await postRawJson(app, "/api/user/token/", '{"email": "a@b.test", "password": ');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ detail: "JSON parse error." });
  });
});

describe("POST /api/phones/token/", () => {
  it("signs in with the phone number in any format and the PIN", async () => {
    const user = await createUser(db, company.id, "customer", { pin: "1234" });
    await addPhone(user.id, "5550100001");
    for (const phone_number of ["5550100001", "+1 (555) 010-0001", "15550100001", "555-010-0001"]) {
      const res = await call(app, "POST", "/api/phones/token/", { body: { phone_number, pin: "1234" } });
      expect(res.statusCode, phone_number).toBe(200);
      const { token } = res.json();
      const me = await call(app, "GET", "/api/user/me/", { token });
      expect(me.json()).toMatchObject({ id: user.id, phone_number: "5550100001" });
    }
    const row = await db
      .selectFrom("users")
      .select("last_login")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.last_login).not.toBeNull();
  });

  it("prefers the number exactly as typed over the one without the country code", async () => {
    const a = await createUser(db, company.id, "customer", { pin: "4321" });
    const b = await createUser(db, company.id, "customer", { pin: "8765" });
    await addPhone(a.id, "15550109999");
    await addPhone(b.id, "5550109999");
    const res = await call(app, "POST", "/api/phones/token/", {
      body: { phone_number: "+1 555 010 9999", pin: "4321" },
    });
    expect(res.statusCode).toBe(200);
    const me = await call(app, "GET", "/api/user/me/", { token: res.json().token });
    expect(me.json().id).toBe(a.id);
    const other = await call(app, "POST", "/api/phones/token/", {
      body: { phone_number: "5550109999", pin: "8765" },
    });
    expect(other.statusCode).toBe(200);
  });

  it("refuses a wrong PIN, an unknown or deactivated line, a user without PIN and a deactivated user", async () => {
    const withPin = await createUser(db, company.id, "customer", { pin: "2468" });
    await addPhone(withPin.id, "5550102000");
    const oldLine = await createUser(db, company.id, "customer", { pin: "1357" });
    await addPhone(oldLine.id, "5550102001", false);
    const noPin = await createUser(db, company.id, "customer");
    await addPhone(noPin.id, "5550102002");
    const gone = await createUser(db, company.id, "customer", { pin: "1111", is_active: false });
    await addPhone(gone.id, "5550102003");
    for (const body of [
      { phone_number: "5550102000", pin: "2469" },
      { phone_number: "5550102000", pin: "24680" },
      { phone_number: "5550109876", pin: "2468" },
      { phone_number: "5550102001", pin: "1357" },
      { phone_number: "5550102002", pin: "0000" },
      { phone_number: "5550102003", pin: "1111" },
      { phone_number: "no digits", pin: "1111" },
    ]) {
      const res = await call(app, "POST", "/api/phones/token/", { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual(BAD);
    }
  });

  it("answers missing fields with DRF field errors", async () => {
    const res = await call(app, "POST", "/api/phones/token/", { body: { pin: 1234 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ phone_number: ["This field is required."], pin: ["Not a valid string."] });
  });

  it("normalises numbers to digits, adding the national form of +1 numbers", () => {
    expect(phoneCandidates("+1 (555) 010-0001")).toEqual(["15550100001", "5550100001"]);
    expect(phoneCandidates("555.010.0001")).toEqual(["5550100001"]);
    expect(phoneCandidates("+44 20 7946 0958")).toEqual(["442079460958"]);
    expect(phoneCandidates("none")).toEqual([]);
  });
});

describe("tokens that stop working", () => {
  it("POST /api/user/logout/ deletes the calling token only", async () => {
    const user = await createUser(db, company.id, "customer");
    const a = await tokenFor(db, user.id);
    const b = await tokenFor(db, user.id);
    const res = await call(app, "POST", "/api/user/logout/", { token: a });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect((await call(app, "GET", "/api/user/me/", { token: a })).statusCode).toBe(401);
    expect((await call(app, "GET", "/api/user/me/", { token: b })).statusCode).toBe(200);
    expect((await call(app, "POST", "/api/user/logout/")).statusCode).toBe(401);
  });

  it("a deactivated user's token answers 401", async () => {
    const user = await createUser(db, company.id, "member");
    const token = await tokenFor(db, user.id);
    expect((await call(app, "GET", "/api/user/me/", { token })).statusCode).toBe(200);
    await db.updateTable("users").set({ is_active: false }).where("id", "=", user.id).execute();
    const res = await call(app, "GET", "/api/user/me/", { token });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: "User inactive or deleted." });
  });

  it("an expired token and a malformed header answer 401", async () => {
    const token = await tokenFor(db, customer.id, { expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect((await call(app, "GET", "/api/user/me/", { token })).json()).toEqual({ detail: "Invalid token." });
    const res = await call(app, "GET", "/api/user/me/", { token: "nope" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: "Invalid token." });
  });
});
