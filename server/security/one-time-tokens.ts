import type { FastifyInstance } from "fastify";
import type { DB } from "../db/connection";
import { badRequest, type FieldErrors } from "../http/errors";
import { hashToken, newTokenKey } from "./tokens";
import { escapeHtml } from "../integrations/mail/mailer";
import { type Language, wordsIn } from "../i18n";
import { hashPassword, passwordProblems } from "./passwords";
import { endSessionsOf } from "./sessions";

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
  const key = newTokenKey();
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("password_resets")
      .set({ used_at: now.toISOString() })
      .where("user_id", "=", userId)
      .where("purpose", "=", purpose)
      .where("used_at", "is", null)
      .execute();
    await trx
      .insertInto("password_resets")
      .values({
        token_hash: hashToken(key),
        user_id: userId,
        purpose,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + lifetimeMs).toISOString(),
      })
      .execute();
  });
  return key;
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
  const spent = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("password_resets")
      .set({ used_at: now })
      .where("id", "=", row.id)
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable("users")
      .set({ password_hash: passwordHash })
      .where("id", "=", row.user_id)
      .execute();
    await invalidateOneTimeTokens(trx, row.user_id);
    await endSessionsOf(trx, row.user_id);
    return true;
  });
  if (!spent) throw badRequest({ token: INVALID_TOKEN });
  return { userId: row.user_id, purpose: row.purpose };
}

/**
 * Confirms a PIN key (POST /api/user/pin-reset/confirm/): checks it, then — at most once, even for two
 * racing requests — sets the customer's PIN and spends the key. Sessions are left alone: the customer's
 * other sessions are theirs, and the link came to their own mailbox. Throws DRF-shaped 400s.
 */
export async function setPinWithToken(db: DB, key: string, pin: string): Promise<{ userId: number }> {
  const now = new Date().toISOString();
  const row = await usableKey(db, key, now, ["pin"]);
  if (!row) throw badRequest({ token: INVALID_TOKEN });
  const spent = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("password_resets")
      .set({ used_at: now })
      .where("id", "=", row.id)
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    await trx.updateTable("users").set({ pin }).where("id", "=", row.user_id).execute();
    return true;
  });
  if (!spent) throw badRequest({ token: INVALID_TOKEN });
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

/**
 * E-mails a one-time key's link, in plain text and HTML: a greeting in `words.language` (English when not
 * given), `before` (paragraphs above the link), the link as `action`, then `after`. Invitations and welcome
 * messages reuse it with their own words, in the recipient's language (server/i18n/).
 */
export async function mailPasswordLink(
  app: FastifyInstance,
  to: { email: string; first_name: string },
  key: string,
  words: {
    purpose: OneTimePurpose;
    subject: string;
    before: string[];
    action: string;
    after: string[];
    language?: Language;
  },
): Promise<void> {
  const link = passwordLink(app.config.publicUrl, key, words.purpose);
  const hello = wordsIn(words.language).mail.hello(to.first_name);
  const text = [hello, "", ...words.before, link, "", ...words.after].join("\n");
  const para = (t: string) => `<p>${escapeHtml(t)}</p>`;
  const html = [
    para(hello),
    ...words.before.map(para),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(words.action)}</a></p>`,
    ...words.after.map(para),
  ].join("\n");
  // Sent under the recipient's company's name (issue 21); the address stays MAIL_FROM's.
  const company = await app.db
    .selectFrom("users")
    .innerJoin("companies", "companies.id", "users.company_id")
    .select("companies.name")
    .where("users.email", "=", to.email)
    .executeTakeFirst();
  await app.mailer.send({ to: to.email, subject: words.subject, text, html, link, fromName: company?.name });
}

/**
 * POST /api/user/reset-password/: for an active user with that address, a reset key and its e-mail, in the
 * user's language. The caller answers the same for every address and does not wait for this (see
 * reset.routes.ts).
 */
export async function sendPasswordReset(app: FastifyInstance, email: string): Promise<void> {
  const user = await app.db
    .selectFrom("users")
    .select(["id", "email", "first_name", "is_active", "language"])
    .where("email", "=", email)
    .executeTakeFirst();
  if (!user?.is_active) return;
  const key = await issueOneTimeToken(app.db, user.id, "reset");
  await mailPasswordLink(app, user, key, {
    purpose: "reset",
    language: user.language,
    ...wordsIn(user.language).mail.reset,
  });
}

/**
 * Staff's "Send PIN reset": a PIN key for the customer (their earlier PIN key stops working) and its
 * e-mail, in the customer's language. The key goes only to the customer's mailbox, never to the caller.
 */
export async function sendPinReset(
  app: FastifyInstance,
  user: { id: number; email: string; first_name: string; language: Language },
): Promise<void> {
  const key = await issueOneTimeToken(app.db, user.id, "pin");
  await mailPasswordLink(app, user, key, {
    purpose: "pin",
    language: user.language,
    ...wordsIn(user.language).mail.pin,
  });
}
