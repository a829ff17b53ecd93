import { describe, expect, it } from "vitest";
import { verifyPassword } from "../../../server/security/passwords";
import { appForFile, createCompany, createUser, signIn } from "../helpers";
import { call, SIGN_UP_PASSWORD, postSignUp, signUpBody } from "./client";

const app = await appForFile();
const db = app.db;
const company = await createCompany(db, "acme-mobile", "Acme Mobile");
const other = await createCompany(db, "other-mobile", "Other Mobile");

const signUp = (body: Record<string, unknown>) => postSignUp(app, body);
const valid = (email: string) =>
  signUpBody(email, { first_name: "Nina", last_name: "Park", company_slug: "acme-mobile" });

describe("POST /api/user/create/", () => {
  it("registers a customer (never a member) of the company, signed in at once", async () => {
    const res = await signUp({
      ...valid("  Nina.Park@Example.TEST "),
      is_company_member: true,
      is_company_owner: true,
      company_id: other.id,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      email: "nina.park@example.test",
      first_name: "Nina",
      last_name: "Park",
      language: "en",
      token: expect.stringMatching(/^[0-9a-f]{40}$/),
    });

    const user = await db.selectFrom("users").selectAll().where("id", "=", body.id).executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      company_id: company.id,
      is_company_member: false,
      is_company_owner: false,
      is_active: true,
    });
    expect(user.last_login).not.toBeNull();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user.password_hash, SIGN_UP_PASSWORD)).toBe(true);

    const me = await call(app, "GET", "/api/user/me/", { token: body.token });
    expect(me.json()).toMatchObject({
      id: body.id,
      is_company_member: false,
      company: { id: company.id, slug: "acme-mobile", name: "Acme Mobile" },
    });

    const signedIn = await signIn(app, "NINA.PARK@example.test", SIGN_UP_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
  });

  it("adds the phone number given, optional, as the customer's line", async () => {
    const res = await signUp({ ...valid("with.line@example.test"), phone_number: "(555) 019-7788" });
    expect(res.statusCode).toBe(201);
    const lines = await db
      .selectFrom("phone_numbers")
      .select(["number", "company_id", "is_active"])
      .where("user_id", "=", res.json().id)
      .execute();
    expect(lines).toEqual([{ number: "5550197788", company_id: company.id, is_active: true }]);

    const taken = await signUp({ ...valid("second.line@example.test"), phone_number: "555-019-7788" });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ phone_number: ["This phone number is already registered."] });
    const bad = await signUp({ ...valid("bad.line@example.test"), phone_number: "call me" });
    expect(bad.json()).toEqual({ phone_number: ["Enter a valid phone number: 10 to 15 digits."] });
    expect(
      await db
        .selectFrom("users")
        .select("id")
        .where("email", "in", ["second.line@example.test", "bad.line@example.test"])
        .execute(),
    ).toEqual([]);
  });

  it("refuses an unknown company slug", async () => {
    const res = await signUp({ ...valid("lost@example.test"), company_slug: "nope" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ company_slug: ["Company not found."] });
  });

  it("refuses an e-mail already used, whatever its case, in any company", async () => {
    const existing = await createUser(db, other.id, "customer", { email: "taken@example.test" });
    const res = await signUp(valid("TAKEN@Example.test"));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ["A user with that email already exists."] });
    expect(existing.company_id).toBe(other.id);
  });

  it("of two sign-ups racing for one address, one wins and the other gets the e-mail error", async () => {
    const answers = await Promise.all([
      signUp(valid("race@example.test")),
      signUp(valid("Race@example.test")),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json()).toEqual({
      email: ["A user with that email already exists."],
    });
    expect(
      await db.selectFrom("users").select("id").where("email", "=", "race@example.test").execute(),
    ).toHaveLength(1);
  });

  it("refuses a weak password with the password rules' messages", async () => {
    const res = await signUp({ ...valid("weak@example.test"), password: "12345" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      password: [
        "This password is too short. It must contain at least 8 characters.",
        "This password is entirely numeric.",
      ],
    });
    const similar = await signUp({ ...valid("weak@example.test"), password: "nina-1234-park" });
    expect(similar.json()).toEqual({ password: ["The password is too similar to your personal details."] });
    expect(
      await db.selectFrom("users").select("id").where("email", "=", "weak@example.test").executeTakeFirst(),
    ).toBeUndefined();
  });

  it("reports every problem at once, and missing or malformed fields by name", async () => {
    await createUser(db, company.id, "customer", { email: "dup@example.test" });
    const all = await signUp({ ...valid("dup@example.test"), company_slug: "nope", password: "password" });
    expect(all.json()).toEqual({
      company_slug: ["Company not found."],
      email: ["A user with that email already exists."],
      password: ["This password is too common."],
    });
    const missing = await signUp({ email: "not-an-address", first_name: "" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      email: ["Enter a valid email address."],
      password: ["This field is required."],
      first_name: ["This field may not be blank."],
      last_name: ["This field is required."],
      company_slug: ["This field is required."],
    });
  });
});

describe("POST /api/company/exists/", () => {
  it("tells whether a company has that slug, with its name and logo for the sign-up page", async () => {
    const acme = { exists: true, name: "Acme Mobile", logo_url: null };
    expect(
      (await call(app, "POST", "/api/company/exists/", { body: { slug: "acme-mobile" } })).json(),
    ).toEqual(acme);
    expect(
      (await call(app, "POST", "/api/company/exists", { body: { slug: " ACME-mobile " } })).json(),
    ).toEqual(acme);
    expect((await call(app, "POST", "/api/company/exists/", { body: { slug: "acme" } })).json()).toEqual({
      exists: false,
      name: null,
      logo_url: null,
    });
    const bad = await call(app, "POST", "/api/company/exists/", { body: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ slug: ["This field is required."] });
  });
});
