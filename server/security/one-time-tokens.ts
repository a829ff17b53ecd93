import type { FastifyInstance } from "fastify";
import type { DB } from "../db/connection";
import { badRequest, type FieldErrors } from "../http/errors";
import { hashToken, newTokenKey } from "./tokens";
import type { NoticeParams } from "../i18n/notices";
import type { MessageKind } from "../messages/kinds";
import { queueMessage } from "../messages/outbox";
import { hashPassword, passwordProblems } from "./passwords";
import { endPinSessionsOf, endSessionsOf } from "./sessions";

/**
 * Single-use links that let a person set their password: "reset" (forgot password), "invite" (a new
 * member) and "welcome" (a customer created by staff), all confirmed by
 * POST /api/user/reset-password/confirm/; and "pin", the link staff send a customer to choose a new phone
 * sign-in PIN (POST /api/user/pin-reset/confirm/). A key sets only what it was sent for. Only the SHA-256
 * of a key is stored.
 */
export type OneTimePurpose = "reset" | "invite" | "welcome" | "pin";
/** The purposes whose key sets a password. */
export const PASSWORD_PURPOSES = ["reset", "invite", "welcome"] as const;
export type PasswordPurpose = (typeof PASSWORD_PURPOSES)[number];

const HOUR_MS = 3_600_000;
export const ONE_TIME_LIFETIME_MS: Record<OneTimePurpose, number> = {
  reset: HOUR_MS,
  invite: 7 * 24 * HOUR_MS,
  welcome: 7 * 24 * HOUR_MS,
  pin: 24 * HOUR_MS,
};

export const INVALID_TOKEN = "Invalid or expired token.";

/** A new key for the user; their earlier unused keys of the same purpose stop working. */
export async function issueOneTimeToken(
  db: DB,
  userId: number,
  purpose: OneTimePurpose,
  lifetimeMs: number = ONE_TIME_LIFETIME_MS[purpose],
): Promise<string> {
  return db
    .transaction()
    .execute(async (trx) => (await writeOneTimeToken(trx, userId, purpose, lifetimeMs)).key);
}

/** issueOneTimeToken inside the caller's transaction; answers the key and its row's id. */
export async function writeOneTimeToken(
  trx: DB,
  userId: number,
  purpose: OneTimePurpose,
  lifetimeMs: number = ONE_TIME_LIFETIME_MS[purpose],
): Promise<{ key: string; id: number }> {
  const key = newTokenKey();
  const now = new Date();
  await trx
    .updateTable("password_resets")
    .set({ used_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .execute();
  const row = await trx
    .insertInto("password_resets")
    .values({
      token_hash: hashToken(key),
      user_id: userId,
      purpose,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + lifetimeMs).toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { key, id: row.id };
}

/** Every unused key of the user stops working (their password has just been set another way). */
export async function invalidateOneTimeTokens(db: DB, userId: number): Promise<void> {
  await db
    .updateTable("password_resets")
    .set({ used_at: new Date().toISOString() })
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .execute();
}

/**
 * A key of one of `purposes` that can still be used (unused, unexpired, of an active user), with whose it
 * is; else undefined.
 */
function usableKey(db: DB, key: string, now: string, purposes: readonly OneTimePurpose[]) {
  if (!/^[0-9a-f]{40}$/.test(key)) return Promise.resolve(undefined);
  return db
    .selectFrom("password_resets")
    .innerJoin("users", "users.id", "password_resets.user_id")
    .innerJoin("companies", "companies.id", "users.company_id")
    .select([
      "password_resets.id",
      "password_resets.purpose",
      "users.id as user_id",
      "users.email",
      "users.first_name",
      "users.last_name",
      "companies.name as company_name",
    ])
    .where("password_resets.token_hash", "=", hashToken(key))
    .where("password_resets.purpose", "in", purposes)
    .where("password_resets.used_at", "is", null)
    .where("password_resets.expires_at", ">", now)
    .where("users.is_active", "=", true)
    .executeTakeFirst();
}

/**
 * Reads a key without spending it, so that the page it opens says at once whose account it is for (the
 * e-mail and the company), or that it can no longer be used, before anyone types a password. 400 as
 * confirming would answer.
 */
export async function describeKey(
  db: DB,
  key: string,
  purposes: readonly OneTimePurpose[] = PASSWORD_PURPOSES,
) {
  const row = await usableKey(db, key, new Date().toISOString(), purposes);
  if (!row) throw badRequest({ token: INVALID_TOKEN });
  return {
    purpose: row.purpose as PasswordPurpose,
    email: row.email,
    first_name: row.first_name,
    company_name: row.company_name,
  };
}

/**
 * Confirms a key: checks it (unused, unexpired, of an active user) and the password rules, then — at most
 * once, even for two racing requests — sets the password, spends the key and the user's other keys, and
 * ends every session of the user. Throws DRF-shaped 400s.
 */
export async function setPasswordWithToken(
  db: DB,
  key: string,
  password: string,
): Promise<{ userId: number; purpose: OneTimePurpose }> {
  const now = new Date().toISOString();
  const row = await usableKey(db, key, now, PASSWORD_PURPOSES);
  const errors: FieldErrors = {};
  if (!row) errors.token = [INVALID_TOKEN];
  const problems = passwordProblems(password, row ?? {});
  if (problems.length) errors.password = problems;
  if (!row || problems.length) throw badRequest(errors);

  const passwordHash = await hashPassword(password);
  await spendKey(db, row.id, now, async (trx) => {
    await trx
      .updateTable("users")
      .set({ password_hash: passwordHash })
      .where("id", "=", row.user_id)
      .execute();
    await invalidateOneTimeTokens(trx, row.user_id);
    await endSessionsOf(trx, row.user_id);
  });
  return { userId: row.user_id, purpose: row.purpose };
}

/**
 * Spends a key at most once, even for two racing requests: in one transaction the key is marked used (only
 * if it still is not) and `write` runs; a key spent meanwhile is a 400 on `token`, and nothing is written.
 */
async function spendKey(db: DB, keyId: number, now: string, write: (trx: DB) => Promise<void>) {
  const spent = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("password_resets")
      .set({ used_at: now })
      .where("id", "=", keyId)
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    await write(trx);
    return true;
  });
  if (!spent) throw badRequest({ token: INVALID_TOKEN });
}

/**
 * Confirms a PIN key (POST /api/user/pin-reset/confirm/): checks it, then — at most once, even for two
 * racing requests — sets the customer's PIN and spends the key. The sessions the old PIN opened end (whoever
 * knew it is out); those opened with the password stay, since the link came to the customer's own mailbox.
 * Throws DRF-shaped 400s.
 */
export async function setPinWithToken(db: DB, key: string, pin: string): Promise<{ userId: number }> {
  const now = new Date().toISOString();
  const row = await usableKey(db, key, now, ["pin"]);
  if (!row) throw badRequest({ token: INVALID_TOKEN });
  await spendKey(db, row.id, now, async (trx) => {
    await trx.updateTable("users").set({ pin }).where("id", "=", row.user_id).execute();
    await endPinSessionsOf(trx, row.user_id);
  });
  return { userId: row.user_id };
}

/**
 * The panel page a one-time key opens: a PIN key's page to choose a PIN; every other purpose's page to set
 * a password, where `welcome=1` greets someone choosing their first password (an invitation or a welcome)
 * rather than a reset.
 */
export const passwordLink = (publicUrl: string, key: string, purpose: OneTimePurpose) =>
  purpose === "pin"
    ? `${publicUrl}/set-pin?token=${key}`
    : `${publicUrl}/forgot-password/confirm?token=${key}${purpose === "reset" ? "" : "&welcome=1"}`;

/** The message that carries each purpose's link (server/messages/kinds.ts). */
const PURPOSE_KIND = {
  reset: "password_reset",
  invite: "member_invite",
  welcome: "customer_welcome",
  pin: "pin_reset",
} as const satisfies Record<OneTimePurpose, MessageKind>;

/**
 * A new one-time key for the user and the message that carries its link, in the caller's transaction
 * (the messages outbox sends it; the link is kept only until then). `params` are the kind's words' needs.
 */
export async function queuePasswordLink(
  trx: DB,
  publicUrl: string,
  user: { id: number; company_id: number },
  purpose: OneTimePurpose,
  params: NoticeParams = {},
): Promise<void> {
  const { key, id } = await writeOneTimeToken(trx, user.id, purpose);
  await queueMessage(trx, {
    companyId: user.company_id,
    userId: user.id,
    kind: PURPOSE_KIND[purpose],
    key: `password-link:${id}`,
    params,
    secretLink: passwordLink(publicUrl, key, purpose),
  });
}

/**
 * POST /api/user/reset-password/: for an active user with that address, a reset key and its message, in the
 * user's language. The caller answers the same for every address.
 */
export async function sendPasswordReset(app: FastifyInstance, email: string): Promise<void> {
  const user = await app.db
    .selectFrom("users")
    .select(["id", "company_id", "is_active"])
    .where("email", "=", email)
    .executeTakeFirst();
  if (!user?.is_active) return;
  await app.db.transaction().execute((trx) => queuePasswordLink(trx, app.config.publicUrl, user, "reset"));
  app.refillBell.ring();
}
