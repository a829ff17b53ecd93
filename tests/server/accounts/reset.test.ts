import { describe, expect, it, vi } from "vitest";
import { hashToken } from "../../../server/security/tokens";
import { issueOneTimeToken, ONE_TIME_LIFETIME_MS } from "../../../server/security/one-time-tokens";
import { verifyPassword } from "../../../server/security/passwords";
import {
  appForFile,
  createCompany,
  createUser,
  sendQueuedMessages,
  storedHash,
  TEST_PASSWORD,
  tokenFor,
} from "../helpers";
import { call, resetRow } from "./client";

const app = await appForFile();
const db = app.db;
const company = await createCompany(db);
const INVALID = { token: ["Invalid or expired token."] };
const LINK = /^http:\/\/localhost:8000\/forgot-password\/confirm\?token=([0-9a-f]{40})$/;

const requestReset = (email: unknown) => call(app, "POST", "/api/user/reset-password/", { body: { email } });
const confirm = (token: string, password: string) =>
  call(app, "POST", "/api/user/reset-password/confirm/", { body: { token, password } });

/** The reset mail to this address (the mail goes out just after the answer). */
async function mailTo(email: string, count = 1) {
  return vi.waitFor(async () => {
    const mails = (await sendQueuedMessages(app)).filter((m) => m.to === email);
    expect(mails).toHaveLength(count);
    return mails[count - 1];
  });
}
const keyOf = (link: string | undefined) => LINK.exec(link ?? "")![1];

describe("POST /api/user/reset-password/", () => {
  it("e-mails a link (text and HTML) to a known address; only the key's hash is stored, for one hour", async () => {
    const user = await createUser(db, company.id, "customer", { first_name: "Rosa <3" });
    const before = Date.now();
    const res = await requestReset(user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: user.email });

    const mail = await mailTo(user.email);
    expect(mail.subject).toBe("Reset your password");
    expect(mail.link).toMatch(LINK);
    expect(mail.text).toContain(mail.link);
    expect(mail.text).toContain("Hello Rosa <3,");
    expect(mail.html).toContain("<p>Hello Rosa &lt;3,</p>");
    expect(mail.html).toContain(`<p><a href="${mail.link}">Choose a new password</a></p>`);
    const key = keyOf(mail.link);

    const rows = await db.selectFrom("password_resets").selectAll().where("user_id", "=", user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ token_hash: hashToken(key), purpose: "reset", used_at: null });
    const lifetime = Date.parse(rows[0].expires_at) - before;
    expect(lifetime).toBeGreaterThan(3_600_000 - 5000);
    expect(lifetime).toBeLessThanOrEqual(3_600_000 + 1000);
  });

  it("answers an unknown or deactivated address exactly as a known one, and sends nothing", async () => {
    const gone = await createUser(db, company.id, "customer", { is_active: false });
    const known = await createUser(db, company.id, "customer");
    const unknown = await requestReset("nobody-here@example.test");
    const inactive = await requestReset(gone.email);
    const real = await requestReset(known.email);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ email: "nobody-here@example.test" });
    expect(inactive.statusCode).toBe(200);
    expect(inactive.json()).toEqual({ email: gone.email });
    expect(Object.keys(real.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    await mailTo(known.email);
    expect(
      (await sendQueuedMessages(app)).filter(
        (m) => m.to === gone.email || m.to === "nobody-here@example.test",
      ),
    ).toEqual([]);
    expect(
      await db.selectFrom("password_resets").select("id").where("user_id", "=", gone.id).execute(),
    ).toEqual([]);
  });

  it("refuses a malformed or missing address", async () => {
    for (const [email, message] of [
      ["not-an-address", "Enter a valid email address."],
      ["", "Enter a valid email address."],
      [undefined, "This field is required."],
      [42, "Not a valid string."],
    ] as const) {
      const res = await requestReset(email);
      expect(res.statusCode, String(email)).toBe(400);
      expect(res.json()).toEqual({ email: [message] });
    }
  });

  it("a new link makes the earlier unused ones stop working", async () => {
    const user = await createUser(db, company.id, "customer");
    await requestReset(user.email);
    const first = keyOf((await mailTo(user.email)).link);
    await requestReset(user.email);
    const second = keyOf((await mailTo(user.email, 2)).link);
    expect(second).not.toBe(first);
    expect((await confirm(first, "ocean-lamp-55")).json()).toEqual(INVALID);
    expect((await confirm(second, "ocean-lamp-55")).statusCode).toBe(200);
  });
});

describe("POST /api/user/reset-password/check/", () => {
  const check = (token: unknown) => call(app, "POST", "/api/user/reset-password/check/", { body: { token } });

  it("says whose account a link is for and what it was sent for, without using it", async () => {
    const user = await createUser(db, company.id, "member", { first_name: "Noor" });
    const key = await issueOneTimeToken(db, user.id, "invite");
    const res = await check(key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      purpose: "invite",
      email: user.email,
      first_name: "Noor",
      company_name: company.name,
    });
    expect((await resetRow(db, key)).used_at).toBeNull();
    expect((await confirm(key, "silver-forest-31")).statusCode).toBe(200);
    // Used: the page says so at once, before anyone types a password.
    const used = await check(key);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual(INVALID);
  });

  it("refuses an unknown or malformed key, and a missing one names the field", async () => {
    expect((await check("0".repeat(40))).json()).toEqual(INVALID);
    expect((await check("not-a-key")).json()).toEqual(INVALID);
    const missing = await call(app, "POST", "/api/user/reset-password/check/", { body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty("token");
  });
});

describe("POST /api/user/reset-password/confirm/", () => {
  it("sets the password once, ends every session (hijacks opened included) and answers the detail", async () => {
    const user = await createUser(db, company.id, "member");
    const session = await tokenFor(db, user.id);
    const customer = await createUser(db, company.id, "customer");
    const hijack = await tokenFor(db, customer.id, { hijackedBy: user.id });
    const key = await issueOneTimeToken(db, user.id, "reset");
    const res = await confirm(key, "silver-forest-31");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: "Password has been reset." });

    const hash = await storedHash(db, user.id);
    expect(await verifyPassword(hash, "silver-forest-31")).toBe(true);
    expect(await verifyPassword(hash, TEST_PASSWORD)).toBe(false);
    expect(await db.selectFrom("auth_tokens").select("id").where("user_id", "=", user.id).execute()).toEqual(
      [],
    );
    expect((await call(app, "GET", "/api/user/me/", { token: session })).statusCode).toBe(401);
    expect((await call(app, "GET", "/api/user/me/", { token: hijack })).statusCode).toBe(401);
    expect((await resetRow(db, key)).used_at).not.toBeNull();

    // Single use.
    const again = await confirm(key, "another-forest-32");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
    const signedIn = await call(app, "POST", "/api/user/token/", {
      body: { email: user.email, password: "silver-forest-31" },
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it("refuses an expired key", async () => {
    const user = await createUser(db, company.id, "customer");
    const key = await issueOneTimeToken(db, user.id, "reset");
    await db
      .updateTable("password_resets")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("token_hash", "=", hashToken(key))
      .execute();
    const res = await confirm(key, "silver-forest-31");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
    expect(await storedHash(db, user.id)).toBe(user.password_hash);
  });

  it("refuses a bogus key, and a key of a user deactivated since", async () => {
    for (const token of ["nope", "0".repeat(40), "A".repeat(40)]) {
      const res = await confirm(token, "silver-forest-31");
      expect(res.statusCode, token).toBe(400);
      expect(res.json()).toEqual(INVALID);
    }
    const user = await createUser(db, company.id, "customer");
    const key = await issueOneTimeToken(db, user.id, "reset");
    await db.updateTable("users").set({ is_active: false }).where("id", "=", user.id).execute();
    expect((await confirm(key, "silver-forest-31")).json()).toEqual(INVALID);
  });

  it("refuses a weak password and keeps the key usable", async () => {
    const user = await createUser(db, company.id, "customer", { first_name: "Bartholomew" });
    const key = await issueOneTimeToken(db, user.id, "reset");
    const weak = await confirm(key, "bartholomew1");
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ password: ["The password is too similar to your personal details."] });
    expect((await confirm(key, "copper-meadow-19")).statusCode).toBe(200);
  });

  it("answers missing fields by name, and both problems of a bad key with a weak password", async () => {
    const missing = await call(app, "POST", "/api/user/reset-password/confirm/", { body: {} });
    expect(missing.json()).toEqual({
      password: ["This field is required."],
      token: ["This field is required."],
    });
    const both = await confirm("nope", "123");
    expect(both.json()).toEqual({
      token: ["Invalid or expired token."],
      password: [
        "This password is too short. It must contain at least 8 characters.",
        "This password is entirely numeric.",
      ],
    });
  });

  it("confirms invitation and welcome keys too; an invitation lasts 7 days", async () => {
    const invited = await createUser(db, company.id, "member");
    await db.updateTable("users").set({ password_hash: null }).where("id", "=", invited.id).execute();
    const before = Date.now();
    const key = await issueOneTimeToken(db, invited.id, "invite");
    const row = await resetRow(db, key);
    expect(row.purpose).toBe("invite");
    expect(Date.parse(row.expires_at) - before).toBeGreaterThan(ONE_TIME_LIFETIME_MS.invite - 5000);
    expect(ONE_TIME_LIFETIME_MS.invite).toBe(7 * 86_400_000);
    expect((await confirm(key, "granite-valley-8")).statusCode).toBe(200);
    const signedIn = await call(app, "POST", "/api/user/token/", {
      body: { email: invited.email, password: "granite-valley-8" },
    });
    expect(signedIn.statusCode).toBe(200);

    const welcomed = await createUser(db, company.id, "customer");
    const welcome = await issueOneTimeToken(db, welcomed.id, "welcome", 60_000);
    expect((await confirm(welcome, "granite-valley-9")).statusCode).toBe(200);
  });

  it("of two confirmations racing with one key, exactly one wins", async () => {
    const user = await createUser(db, company.id, "customer");
    const key = await issueOneTimeToken(db, user.id, "reset");
    const answers = await Promise.all([confirm(key, "racing-car-111"), confirm(key, "racing-car-222")]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });
});
