import { describe, expect, it } from "vitest";
import { verifyPassword } from "../../../server/security/passwords";
import { issueOneTimeToken } from "../../../server/security/one-time-tokens";
import { appForFile, companyWithPeople, createUser, storedHash, TEST_PASSWORD, tokenFor } from "../helpers";
import { call, resetRow } from "./client";
import { companyZoneOffsets } from "../../../server/company/zone-offsets";
import { type ZoneOffsets, zoneOffset } from "../../../common/dates";

const app = await appForFile();
const db = app.db;
const { company, owner, member, customer } = await companyWithPeople(db, "profile-co");

const pacific = zoneOffset("America/Los_Angeles");

const me = (token: string) => call(app, "GET", "/api/user/me/", { token });
const patch = (token: string, body: unknown) => call(app, "PATCH", "/api/user/me/", { token, body });

async function freshCustomer(fields: Parameters<typeof createUser>[3] = {}) {
  const user = await createUser(db, company.id, "customer", fields);
  return { ...user, token: await tokenFor(db, user.id) };
}

describe("GET /api/user/me/", () => {
  it("answers the whole profile of a customer, with neither flag", async () => {
    await db
      .insertInto("phone_numbers")
      .values([
        {
          company_id: company.id,
          user_id: customer.id,
          number: "5550103000",
          is_active: false,
          created_at: new Date().toISOString(),
        },
        {
          company_id: company.id,
          user_id: customer.id,
          number: "5550103001",
          is_active: true,
          created_at: new Date().toISOString(),
        },
        {
          company_id: company.id,
          user_id: customer.id,
          number: "5550103002",
          is_active: true,
          created_at: new Date().toISOString(),
        },
      ])
      .execute();
    const res = await me(customer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: customer.id,
      email: customer.email,
      first_name: "Customer",
      last_name: "Tester",
      phone_number: "5550103001",
      address: "",
      state: "",
      zip_code: "",
      pin: null,
      is_company_member: false,
      is_company_owner: false,
      language: "en",
      sms_phone: null,
      sms_consent_at: null,
      is_hijacked: false,
      hijacked_by: null,
      company: { id: company.id, name: company.name, slug: "profile-co", logo_url: null },
      company_time_zone: "America/New_York",
      // The offsets of the day the answer was made (a run may cross midnight UTC between it and here).
      company_time_zone_offsets: companyZoneOffsets(
        "America/New_York",
        new Date(Date.parse(res.json().company_time_zone_offsets.changes[0].from) + 400 * 86_400_000),
      ),
      two_factor_enabled: false,
      two_factor_required: false,
      recovery_codes_left: 0,
    });
  });

  it("carries the company's time zone, as the owner set it, to every one of its users", async () => {
    await db
      .updateTable("companies")
      .set({ time_zone: "America/Los_Angeles" })
      .where("id", "=", company.id)
      .execute();
    try {
      for (const person of [customer, member, owner]) {
        const profile = (await me(person.token)).json();
        expect(profile.company_time_zone).toBe("America/Los_Angeles");
        // Its offsets for a year either side of today: Pacific time, winter and summer in turn, each
        // change where the clock changes.
        const { until, changes } = profile.company_time_zone_offsets as ZoneOffsets;
        expect(Date.parse(until) - Date.parse(changes[0].from)).toBe(800 * 86_400_000);
        expect(Date.parse(changes[0].from)).toBeLessThanOrEqual(Date.now() - 399 * 86_400_000);
        expect(changes.length).toBeGreaterThanOrEqual(5);
        for (const [index, { from, minutes }] of changes.entries()) {
          expect(pacific(Date.parse(from))).toBe(minutes * 60_000);
          if (index === 0) continue;
          expect(minutes).toBe(changes[index - 1].minutes === -480 ? -420 : -480);
          expect(pacific(Date.parse(from) - 60_000)).toBe(changes[index - 1].minutes * 60_000);
        }
      }
    } finally {
      await db
        .updateTable("companies")
        .set({ time_zone: "America/New_York" })
        .where("id", "=", company.id)
        .execute();
    }
  });

  it("an owner has both flags, a member only the member flag", async () => {
    expect((await me(owner.token)).json()).toMatchObject({
      is_company_member: true,
      is_company_owner: true,
      phone_number: null,
    });
    expect((await me(member.token)).json()).toMatchObject({
      is_company_member: true,
      is_company_owner: false,
    });
  });

  it("answers 401 without a token or with a bad one", async () => {
    const none = await call(app, "GET", "/api/user/me/");
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: "Authentication credentials were not provided." });
    const bad = await me("0".repeat(40));
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ detail: "Invalid token." });
  });
});

describe("PATCH /api/user/me/", () => {
  it("updates the profile fields, ignores unknown ones and answers the profile", async () => {
    const user = await freshCustomer();
    const res = await patch(user.token, {
      first_name: " Ada ",
      last_name: "Lovelace",
      address: "1 Analytical Way",
      state: "NY",
      zip_code: "10001",
      pin: "123456",
      is_company_owner: true,
      is_company_member: true,
      company: 99,
      id: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      first_name: "Ada",
      last_name: "Lovelace",
      address: "1 Analytical Way",
      state: "NY",
      zip_code: "10001",
      pin: "123456",
      is_company_member: false,
      is_company_owner: false,
      company: { id: company.id },
    });
    const row = await db.selectFrom("users").selectAll().where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: "Ada",
      pin: "123456",
      is_company_member: false,
      is_company_owner: false,
      company_id: company.id,
    });
  });

  it("takes a PIN of 4 to 8 digits, and null or blank to clear it", async () => {
    const user = await freshCustomer({ pin: "1234" });
    for (const pin of ["123", "123456789", "12a4", 1234]) {
      const res = await patch(user.token, { pin });
      expect(res.statusCode, String(pin)).toBe(400);
      expect(Object.keys(res.json())).toEqual(["pin"]);
    }
    expect((await patch(user.token, { pin: "12a4" })).json()).toEqual({
      pin: ["PIN must be 4 to 8 digits."],
    });
    expect((await patch(user.token, { pin: "" })).json().pin).toBeNull();
    expect((await patch(user.token, { pin: "87654321" })).json().pin).toBe("87654321");
    expect((await patch(user.token, { pin: null })).json().pin).toBeNull();
  });

  it("refuses blank names and bad types by field", async () => {
    const user = await freshCustomer();
    const res = await patch(user.token, { first_name: "  ", zip_code: 12345, address: null });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      first_name: ["This field may not be blank."],
      zip_code: ["Not a valid string."],
      address: ["This field may not be null."],
    });
  });

  it("changes the e-mail (stored lower-cased) unless another user has it", async () => {
    const user = await freshCustomer();
    const taken = await patch(user.token, { email: member.email.toUpperCase() });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ email: ["A user with that email already exists."] });
    const bad = await patch(user.token, { email: "nope" });
    expect(bad.json()).toEqual({ email: ["Enter a valid email address."] });
    const ok = await patch(user.token, { email: `New-${user.id}@Example.TEST` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe(`new-${user.id}@example.test`);
    // Sending one's own address again is no change.
    expect((await patch(user.token, { email: `new-${user.id}@example.test` })).statusCode).toBe(200);
  });

  it("a new password needs the current one: missing or wrong → 400, nothing changes", async () => {
    const user = await freshCustomer();
    for (const body of [
      { password: "fresh-river-77" },
      { password: "fresh-river-77", current_password: "" },
      { password: "fresh-river-77", current_password: "wrong-pass-1" },
    ]) {
      const res = await patch(user.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ current_password: ["Wrong password."] });
    }
    const weak = await patch(user.token, { password: "short", current_password: TEST_PASSWORD });
    expect(weak.json()).toEqual({
      password: ["This password is too short. It must contain at least 8 characters."],
    });
    expect(await storedHash(db, user.id)).toBe(user.password_hash);
  });

  it("changing the password keeps this session, ends the others and spends pending reset links", async () => {
    const user = await freshCustomer();
    const otherSession = await tokenFor(db, user.id);
    const resetKey = await issueOneTimeToken(db, user.id, "reset");
    const res = await patch(user.token, {
      current_password: TEST_PASSWORD,
      password: "fresh-river-77",
      first_name: "Renamed",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().first_name).toBe("Renamed");

    expect(await verifyPassword(await storedHash(db, user.id), "fresh-river-77")).toBe(true);
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await me(otherSession)).statusCode).toBe(401);
    expect((await resetRow(db, resetKey)).used_at).not.toBeNull();

    const signedIn = await call(app, "POST", "/api/user/token/", {
      body: { email: user.email, password: "fresh-river-77" },
    });
    expect(signedIn.statusCode).toBe(200);
    const old = await call(app, "POST", "/api/user/token/", {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(old.statusCode).toBe(400);
  });

  it("a member changing their password also ends the hijacks they opened", async () => {
    const staff = await createUser(db, company.id, "member");
    const own = await tokenFor(db, staff.id);
    const customerSession = await tokenFor(db, customer.id);
    const hijack = await tokenFor(db, customer.id, { hijackedBy: staff.id });
    expect(
      (await patch(own, { current_password: TEST_PASSWORD, password: "quiet-lantern-64" })).statusCode,
    ).toBe(200);
    expect((await me(hijack)).statusCode).toBe(401);
    expect((await me(own)).statusCode).toBe(200);
    expect((await me(customerSession)).statusCode).toBe(200);
  });

  it("blank password fields mean no change", async () => {
    const user = await freshCustomer();
    const res = await patch(user.token, { password: "", current_password: null, state: "CA" });
    expect(res.statusCode).toBe(200);
    expect(await storedHash(db, user.id)).toBe(user.password_hash);
  });

  it("answers 401 without a token", async () => {
    expect((await call(app, "PATCH", "/api/user/me/", { body: { first_name: "X" } })).statusCode).toBe(401);
  });
});
