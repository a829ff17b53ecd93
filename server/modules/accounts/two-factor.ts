import type { DB } from "../../db/connection";
import type { User } from "../../db/schema";
import { audit } from "../../db/audit-log";
import { badRequest } from "../../http/errors";
import type { AuthContext } from "../../security/caller";
import { verifyPassword } from "../../security/passwords";
import { endSessionsOf } from "../../security/sessions";
import { hashToken, newTokenKey } from "../../security/tokens";
import {
  acceptTotp,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  qrDataUrl,
  removeSecondFactor,
  totpStep,
  spendRecoveryCode,
} from "../../security/two-factor";
import { type SecondFactor, type SessionClient, type SignInMethod, signIn } from "./sessions";
import { TWO_FACTOR_MESSAGES, type TwoFactorSetup } from "./schemas";

/**
 * Two factors for staff (issue 39, item 2). A right password (or PIN) for an account with a second factor
 * answers a challenge, not a token: a short-lived key, stored hashed, that the code completes once. Setting
 * up is the staff member's own (never a hijack's): a key and its QR code, confirmed by a first code, then ten
 * recovery codes. Turning it on or off ends the person's other sessions. Every step is audited.
 */

/** A challenge lives this long: the time to open the app and type a code. */
export const CHALLENGE_MS = 5 * 60_000;
/** Wrong codes a challenge takes before it dies (the per-account limiter counts across challenges). */
export const CHALLENGE_TRIES = 5;

const who = (user: Pick<User, "is_company_member">) => (user.is_company_member ? "member" : "customer");
const selfCtx = (user: User) => ({ companyId: user.company_id, user, hijackedBy: null });

/** The right password was given for an account with a second factor: a challenge key for the code. */
export async function startChallenge(
  db: DB,
  user: User,
  method: SignInMethod,
  client: SessionClient,
  now = new Date(),
): Promise<string> {
  const key = newTokenKey();
  await db
    .insertInto("sign_in_challenges")
    .values({
      key_hash: hashToken(key),
      user_id: user.id,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + CHALLENGE_MS).toISOString(),
    })
    .execute();
  await audit(db, selfCtx(user), "sign_in.code_asked", who(user), user.id, {
    signed_in_with: method,
    ip_address: client.address,
  });
  return key;
}

/** The live challenge of this key and its user, or null (unknown, used, expired or out of tries). */
export async function challengeUser(db: DB, key: string, now = new Date()) {
  const row = await db
    .selectFrom("sign_in_challenges")
    .innerJoin("users", "users.id", "sign_in_challenges.user_id")
    .selectAll("users")
    .select([
      "sign_in_challenges.id as challenge_id",
      "sign_in_challenges.expires_at as challenge_expires_at",
      "sign_in_challenges.used_at as challenge_used_at",
      "sign_in_challenges.attempts as challenge_attempts",
    ])
    .where("sign_in_challenges.key_hash", "=", hashToken(key))
    .executeTakeFirst();
  if (
    !row ||
    row.challenge_used_at !== null ||
    row.challenge_expires_at <= now.toISOString() ||
    row.challenge_attempts >= CHALLENGE_TRIES ||
    !row.is_active ||
    !row.totp_secret
  )
    return null;
  const {
    challenge_id,
    challenge_expires_at: _e,
    challenge_used_at: _u,
    challenge_attempts: _a,
    ...user
  } = row;
  return { challengeId: challenge_id, user: user as User };
}

/**
 * The second call of a sign-in: the challenge and a code (the authenticator's, or a recovery code, each
 * once). A wrong code counts against the challenge and is audited; the right one uses the challenge up and
 * answers the session's token.
 */
export async function completeChallenge(
  db: DB,
  found: NonNullable<Awaited<ReturnType<typeof challengeUser>>>,
  code: string,
  client: SessionClient,
  now = new Date(),
): Promise<string> {
  const { user, challengeId } = found;
  let factor: SecondFactor | null = null;
  if (await acceptTotp(db, user, code, now)) factor = "totp";
  else if (await spendRecoveryCode(db, user.id, code, now)) factor = "recovery_code";
  if (!factor) {
    await db
      .updateTable("sign_in_challenges")
      .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
      .where("id", "=", challengeId)
      .execute();
    await audit(db, selfCtx(user), "sign_in.code_refused", who(user), user.id, {
      ip_address: client.address,
    });
    throw badRequest({ code: TWO_FACTOR_MESSAGES.wrongCode });
  }
  // One challenge, one session: of two calls racing with it, one wins.
  const used = await db
    .updateTable("sign_in_challenges")
    .set({ used_at: now.toISOString() })
    .where("id", "=", challengeId)
    .where("used_at", "is", null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1)
    throw badRequest({ challenge: TWO_FACTOR_MESSAGES.challengeExpired });
  return signIn(db, user, {
    method: "two_factor",
    factor,
    address: client.address ?? "",
    userAgent: client.userAgent,
  });
}

/** The caller's user row as stored now (the context's may predate a change in this request). */
const storedUser = (db: DB, id: number) =>
  db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

/**
 * Setting up: a new key, kept aside until a first code confirms it, with its QR code and the text to type
 * by hand. A second setup replaces a first one not confirmed; with a factor on, it is refused.
 */
export async function setUpTotp(db: DB, ctx: AuthContext): Promise<TwoFactorSetup> {
  const user = await storedUser(db, ctx.user.id);
  if (user.totp_secret) throw badRequest({ non_field_errors: TWO_FACTOR_MESSAGES.alreadyOn });
  const secret = newTotpSecret();
  await db.updateTable("users").set({ totp_pending_secret: secret }).where("id", "=", user.id).execute();
  const company = await db
    .selectFrom("companies")
    .select("name")
    .where("id", "=", user.company_id)
    .executeTakeFirstOrThrow();
  const url = otpauthUrl(secret, company.name, user.email);
  return { secret, otpauth_url: url, qr_code: await qrDataUrl(url) };
}

/**
 * A first code confirms the key: the factor is on, ten recovery codes are made (answered once, never
 * again), and every other session of the person ends.
 */
export async function confirmTotp(db: DB, ctx: AuthContext, code: string, now = new Date()) {
  const user = await storedUser(db, ctx.user.id);
  if (user.totp_secret) throw badRequest({ non_field_errors: TWO_FACTOR_MESSAGES.alreadyOn });
  if (!user.totp_pending_secret) throw badRequest({ non_field_errors: TWO_FACTOR_MESSAGES.noSetup });
  const step = await totpStep(user.totp_pending_secret, code, null, now);
  if (step === null) throw badRequest({ code: TWO_FACTOR_MESSAGES.wrongSetupCode });
  const pending = user.totp_pending_secret;
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({
        totp_secret: pending,
        totp_pending_secret: null,
        totp_enabled_at: now.toISOString(),
        totp_last_step: step,
      })
      .where("id", "=", user.id)
      .execute();
    const codes = await newRecoveryCodes(trx, user.id, now);
    await endSessionsOf(trx, user.id, ctx.tokenId);
    await audit(trx, ctx, "two_factor.enable", "user", user.id);
    return { recovery_codes: codes };
  });
}

/**
 * The password and a current code (or a recovery code) turn the factor off, unless the company requires
 * one; every other session of the person ends.
 */
export async function turnOffTotp(
  db: DB,
  ctx: AuthContext,
  input: { password: string; code: string },
  now = new Date(),
): Promise<void> {
  const user = await storedUser(db, ctx.user.id);
  if (!user.totp_secret) throw badRequest({ non_field_errors: TWO_FACTOR_MESSAGES.notOn });
  const company = await db
    .selectFrom("companies")
    .select("require_two_factor")
    .where("id", "=", user.company_id)
    .executeTakeFirstOrThrow();
  if (company.require_two_factor) throw badRequest({ non_field_errors: TWO_FACTOR_MESSAGES.required });
  await provePerson(db, user, input, now);
  await db.transaction().execute(async (trx) => {
    await removeSecondFactor(trx, user.id);
    await endSessionsOf(trx, user.id, ctx.tokenId);
    await audit(trx, ctx, "two_factor.disable", "user", user.id);
  });
}

/** The password and a current code make ten new recovery codes; the earlier ones stop working. */
export async function renewRecoveryCodes(
  db: DB,
  ctx: AuthContext,
  input: { password: string; code: string },
  now = new Date(),
) {
  const user = await storedUser(db, ctx.user.id);
  if (!user.totp_secret) throw badRequest({ non_field_errors: TWO_FACTOR_MESSAGES.notOn });
  await provePerson(db, user, input, now);
  return db.transaction().execute(async (trx) => {
    const codes = await newRecoveryCodes(trx, user.id, now);
    await audit(trx, ctx, "two_factor.recovery_codes", "user", user.id);
    return { recovery_codes: codes };
  });
}

/** The password and a second factor, both right; 400 naming the wrong one(s). */
async function provePerson(db: DB, user: User, input: { password: string; code: string }, now: Date) {
  const errors: Record<string, string> = {};
  if (!(await verifyPassword(user.password_hash, input.password)))
    errors.password = TWO_FACTOR_MESSAGES.wrongPassword;
  else if (
    !(await acceptTotp(db, user, input.code, now)) &&
    !(await spendRecoveryCode(db, user.id, input.code, now))
  )
    errors.code = TWO_FACTOR_MESSAGES.wrongCode;
  if (Object.keys(errors).length) throw badRequest(errors);
}
