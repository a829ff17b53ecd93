import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import {
  auditRows,
  auth,
  clientAs,
  companiesForFile,
  createUser,
  newIp,
  signIn,
  TEST_PASSWORD,
  tokenFor,
} from "../helpers";
import { TWO_FACTOR_MESSAGES } from "../../../server/modules/accounts/schemas";
import { COMPANY_MESSAGES } from "../../../server/modules/company-settings/schemas";
import { MESSAGES } from "../../../server/http/errors";
import { hashToken } from "../../../server/security/tokens";
import { call } from "./client";

/**
 * Issue 39 item 2: two factors for staff. An authenticator app set up from the profile and confirmed by a
 * first code, ten recovery codes (each once), a sign-in that answers a challenge instead of a token, wrong
 * codes throttled, the owner's requirement for every staff account, every step audited.
 */
const { app, db, home } = await companiesForFile();
const { company, owner } = home;

type Person = Awaited<ReturnType<typeof createUser>> & { token: string };
const staff = async (role: "member" | "owner" = "member"): Promise<Person> => {
  const user = await createUser(db, company.id, role);
  return { ...user, token: await tokenFor(db, user.id) };
};

/** The code the app shows now, or `steps` 30-second steps later. */
const codeOf = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** The last accepted step forgotten, so that a test may use the current code again. */
const forgetLastCode = (id: number) =>
  db.updateTable("users").set({ totp_last_step: null }).where("id", "=", id).execute();

/** A staff member with the app set up and confirmed: their secret and recovery codes. */
async function enrolled(person: Person) {
  const as = clientAs(app, person.token);
  const setup = await as("POST", "/api/user/two-factor/setup/");
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const confirm = await as("POST", "/api/user/two-factor/confirm/", { code: await codeOf(secret) });
  expect(confirm.statusCode).toBe(200);
  await forgetLastCode(person.id);
  return { secret, codes: confirm.json().recovery_codes as string[] };
}

const secondStep = (challenge: string, code: string, ip = newIp()) =>
  call(app, "POST", "/api/user/token/two-factor/", { body: { challenge, code }, ip });

describe("setting up the authenticator app", () => {
  it("answers the key as a QR code and as text, and turns on only with a right first code", async () => {
    const member = await staff();
    const other = await tokenFor(db, member.id);
    const as = clientAs(app, member.token);
    const setup = await as("POST", "/api/user/two-factor/setup/");
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url, qr_code } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(otpauth_url).toContain(encodeURIComponent(member.email));
    expect(qr_code).toMatch(/^data:image\/png;base64,/);
    expect((await as("GET", "/api/user/me/")).json().two_factor_enabled).toBe(false);

    const wrong = await as("POST", "/api/user/two-factor/confirm/", { code: "000000" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: [TWO_FACTOR_MESSAGES.wrongSetupCode] });

    const right = await as("POST", "/api/user/two-factor/confirm/", { code: await codeOf(secret) });
    expect(right.statusCode).toBe(200);
    const codes = right.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // Only the codes' hashes are kept.
    const stored = await db
      .selectFrom("recovery_codes")
      .selectAll()
      .where("user_id", "=", member.id)
      .execute();
    expect(stored.map((r) => r.code_hash).sort()).toEqual(
      codes.map((c) => hashToken(c.replace("-", ""))).sort(),
    );

    const me = (await as("GET", "/api/user/me/")).json();
    expect(me).toMatchObject({ two_factor_enabled: true, recovery_codes_left: 10 });
    // A factor change ends the person's other sessions, not this one.
    expect((await call(app, "GET", "/api/user/me/", { token: other })).statusCode).toBe(401);
    expect(await auditRows(db, member.id, { action: "two_factor.enable" })).toHaveLength(1);
    // Once on, a second setup is refused.
    expect((await as("POST", "/api/user/two-factor/setup/")).statusCode).toBe(400);
  });

  it("is staff's own: a customer, and a member under a hijack token, get 403", async () => {
    expect((await clientAs(app, home.customer.token)("POST", "/api/user/two-factor/setup/")).statusCode).toBe(
      403,
    );
    const hijack = await tokenFor(db, home.customer.id, { hijackedBy: home.member.id });
    expect((await clientAs(app, hijack)("POST", "/api/user/two-factor/setup/")).statusCode).toBe(403);
    expect(
      (await clientAs(app, hijack)("POST", "/api/user/two-factor/confirm/", { code: "123456" })).statusCode,
    ).toBe(403);
  });
});

describe("signing in with a second factor", () => {
  it("keeps the answer of an account without one exactly as it was: the token alone", async () => {
    const member = await staff();
    const res = await signIn(app, member.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(["token"]);
  });

  it("answers a challenge for the right password, and the code completes it once", async () => {
    const member = await staff();
    const { secret } = await enrolled(member);
    const first = await signIn(app, member.email, TEST_PASSWORD);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({ two_factor_required: true, challenge: expect.stringMatching(/^[0-9a-f]{40}$/) });
    expect(body).not.toHaveProperty("token");
    // The challenge is kept as its hash only.
    const row = await db
      .selectFrom("sign_in_challenges")
      .selectAll()
      .where("user_id", "=", member.id)
      .executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(hashToken(body.challenge));
    // A wrong password still answers as before: no challenge.
    expect((await signIn(app, member.email, "wrong-password")).json()).toEqual({
      non_field_errors: [MESSAGES.badCredentials],
    });

    const code = await codeOf(secret);
    const done = await secondStep(body.challenge, code);
    expect(done.statusCode).toBe(200);
    const token = done.json().token as string;
    expect((await call(app, "GET", "/api/user/me/", { token })).statusCode).toBe(200);

    // The challenge is spent, and the code does not work twice.
    const again = await secondStep(body.challenge, code);
    expect(again.json()).toEqual({ challenge: [TWO_FACTOR_MESSAGES.challengeExpired] });
    const next = (await signIn(app, member.email, TEST_PASSWORD)).json().challenge;
    expect((await secondStep(next, code)).json()).toEqual({ code: [TWO_FACTOR_MESSAGES.wrongCode] });

    const signIns = await auditRows(db, member.id, { action: "sign_in" });
    expect(JSON.parse(signIns.at(-1)!.data!)).toMatchObject({
      signed_in_with: "two_factor",
      second_factor: "totp",
    });
    expect(await auditRows(db, member.id, { action: "sign_in.code_asked" })).toHaveLength(2);
    expect(await auditRows(db, member.id, { action: "sign_in.code_refused" })).toHaveLength(1);
  });

  it("takes each recovery code once", async () => {
    const member = await staff();
    const { codes } = await enrolled(member);
    const challenge = async () => (await signIn(app, member.email, TEST_PASSWORD)).json().challenge as string;
    const ok = await secondStep(await challenge(), codes[3].toUpperCase());
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toMatch(/^[0-9a-f]{40}$/);
    const twice = await secondStep(await challenge(), codes[3]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ code: [TWO_FACTOR_MESSAGES.wrongCode] });
    expect((await clientAs(app, ok.json().token)("GET", "/api/user/me/")).json().recovery_codes_left).toBe(9);
  });

  it("throttles wrong codes like the password: the sixth try is a 429, even with the right code", async () => {
    const member = await staff();
    const { secret } = await enrolled(member);
    const challenge = (await signIn(app, member.email, TEST_PASSWORD)).json().challenge as string;
    for (let i = 0; i < 5; i++) {
      const wrong = await secondStep(challenge, String(100000 + i));
      expect(wrong.statusCode).toBe(400);
    }
    // A new challenge does not start the count again.
    const fresh = (await signIn(app, member.email, TEST_PASSWORD)).json().challenge as string;
    const sixth = await secondStep(fresh, await codeOf(secret));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
    expect(await auditRows(db, member.id, { action: "sign_in.code_refused" })).toHaveLength(5);
    // The first challenge, out of tries, is dead.
    const row = await db
      .selectFrom("sign_in_challenges")
      .select("attempts")
      .where("key_hash", "=", hashToken(challenge))
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
  });

  it("refuses a challenge past its five minutes", async () => {
    const member = await staff();
    const { secret } = await enrolled(member);
    const challenge = (await signIn(app, member.email, TEST_PASSWORD)).json().challenge as string;
    await db
      .updateTable("sign_in_challenges")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("key_hash", "=", hashToken(challenge))
      .execute();
    expect((await secondStep(challenge, await codeOf(secret))).json()).toEqual({
      challenge: [TWO_FACTOR_MESSAGES.challengeExpired],
    });
  });
});

describe("turning it off and new recovery codes", () => {
  it("needs the password and a code, ends the other sessions, and is refused while the company requires it", async () => {
    const member = await staff();
    const { secret } = await enrolled(member);
    const other = await tokenFor(db, member.id);
    const as = clientAs(app, member.token);
    const wrong = await as("POST", "/api/user/two-factor/disable/", { password: "nope-nope", code: "1" });
    expect(wrong.json()).toEqual({ password: [TWO_FACTOR_MESSAGES.wrongPassword] });

    const renewed = await as("POST", "/api/user/two-factor/recovery-codes/", {
      password: TEST_PASSWORD,
      code: await codeOf(secret),
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().recovery_codes).toHaveLength(10);
    await forgetLastCode(member.id);

    await db
      .updateTable("companies")
      .set({ require_two_factor: true })
      .where("id", "=", company.id)
      .execute();
    try {
      const refused = await as("POST", "/api/user/two-factor/disable/", {
        password: TEST_PASSWORD,
        code: await codeOf(secret),
      });
      expect(refused.json()).toEqual({ non_field_errors: [TWO_FACTOR_MESSAGES.required] });
    } finally {
      await db
        .updateTable("companies")
        .set({ require_two_factor: false })
        .where("id", "=", company.id)
        .execute();
    }
    await forgetLastCode(member.id);
    const off = await as("POST", "/api/user/two-factor/disable/", {
      password: TEST_PASSWORD,
      code: await codeOf(secret),
    });
    expect(off.statusCode).toBe(204);
    expect((await as("GET", "/api/user/me/")).json()).toMatchObject({
      two_factor_enabled: false,
      recovery_codes_left: 0,
    });
    expect((await call(app, "GET", "/api/user/me/", { token: other })).statusCode).toBe(401);
    expect(Object.keys((await signIn(app, member.email, TEST_PASSWORD)).json())).toEqual(["token"]);
    expect(await auditRows(db, member.id, { action: "two_factor.disable" })).toHaveLength(1);
    expect(await auditRows(db, member.id, { action: "two_factor.recovery_codes" })).toHaveLength(1);
  });
});

describe("the owner requires two factors", () => {
  it("a staff member without one reaches only the setup until it is on; customers are not concerned", async () => {
    const asOwner = clientAs(app, owner.token);
    const member = await staff();
    // An owner without a second factor of their own cannot require one.
    const early = await asOwner("PATCH", "/api/company/", { require_two_factor: true });
    expect(early.json()).toEqual({ require_two_factor: [COMPANY_MESSAGES.twoFactorOwnerFirst] });
    await enrolled(owner);
    // The owner turns the requirement on: audited as a change of the company's settings.
    const on = await asOwner("PATCH", "/api/company/", { require_two_factor: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().require_two_factor).toBe(true);
    try {
      const signedIn = await signIn(app, member.email, TEST_PASSWORD);
      expect(Object.keys(signedIn.json())).toEqual(["token"]);
      const token = signedIn.json().token as string;
      const as = clientAs(app, token);
      const blocked = await as("GET", "/api/transactions/");
      expect(blocked.statusCode).toBe(401);
      expect(blocked.json()).toEqual({ detail: MESSAGES.setUpTwoFactor });
      expect((await as("GET", "/api/company/customers/")).statusCode).toBe(401);
      const me = await as("GET", "/api/user/me/");
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ two_factor_required: true, two_factor_enabled: false });

      const { secret } = (await as("POST", "/api/user/two-factor/setup/")).json();
      const confirmed = await as("POST", "/api/user/two-factor/confirm/", { code: await codeOf(secret) });
      expect(confirmed.statusCode).toBe(200);
      expect((await as("GET", "/api/transactions/")).statusCode).toBe(200);
      // Signing in now takes the code.
      expect(await signIn(app, member.email, TEST_PASSWORD).then((r) => r.json().two_factor_required)).toBe(
        true,
      );

      // A customer signs in and works as before.
      const customer = await signIn(app, home.customer.email, TEST_PASSWORD);
      expect(Object.keys(customer.json())).toEqual(["token"]);
      const custMe = await app.inject({
        method: "GET",
        url: "/api/user/me/",
        headers: auth(customer.json().token),
      });
      expect(custMe.json()).toMatchObject({ two_factor_required: false });
      expect(
        (await app.inject({ method: "GET", url: "/api/transactions/", headers: auth(customer.json().token) }))
          .statusCode,
      ).toBe(200);
    } finally {
      expect((await asOwner("PATCH", "/api/company/", { require_two_factor: false })).statusCode).toBe(200);
    }
    expect(
      (await auditRows(db, company.id, { object: "company", action: "update" })).some((r) =>
        r.data!.includes("require_two_factor"),
      ),
    ).toBe(true);
  });

  it("only the owner changes it", async () => {
    const res = await clientAs(app, home.member.token)("PATCH", "/api/company/", {
      require_two_factor: true,
    });
    expect(res.statusCode).toBe(403);
  });
});
