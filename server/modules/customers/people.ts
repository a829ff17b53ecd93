import type { FastifyInstance } from "fastify";
import type { DB } from "../../db/connection";
import { badRequest, isUniqueViolation } from "../../http/errors";
import { escapeHtml } from "../../integrations/mail/mailer";
import { issueOneTimeToken, type OneTimePurpose } from "../accounts/one-time-tokens";
import { EMAIL_TAKEN, emailTaken } from "../accounts/signup";

/**
 * What the customers and members modules share: both manage rows of `users` of the caller's company
 * (customers: is_company_member=false; members: true), deactivate rather than delete, and e-mail a
 * set-password link to people created by staff.
 */

/** E-mails are unique across the whole database (DESIGN.md §6), whatever the company. */
export async function assertEmailFree(db: DB, email: string, exceptUserId?: number): Promise<void> {
  if (await emailTaken(db, email, exceptUserId)) throw badRequest({ email: EMAIL_TAKEN });
}

/** Runs a write that may lose an e-mail race to another request: the unique index answers as a field error. */
export async function withEmailUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest({ email: EMAIL_TAKEN });
    throw err;
  }
}

/**
 * Deactivation (DELETE on a customer or a member): the person can no longer sign in and every session of
 * theirs ends — their own tokens and the takeover tokens they opened as a member. Their history stays.
 * Run inside the caller's transaction.
 */
export async function deactivateUser(trx: DB, userId: number): Promise<void> {
  await trx.updateTable("users").set({ is_active: false }).where("id", "=", userId).execute();
  await endAllSessions(trx, userId);
}

export async function endAllSessions(trx: DB, userId: number): Promise<void> {
  await trx
    .deleteFrom("auth_tokens")
    .where((eb) => eb.or([eb("user_id", "=", userId), eb("hijacked_by", "=", userId)]))
    .execute();
}

export interface SetPasswordMail {
  purpose: Extract<OneTimePurpose, "welcome" | "invite">;
  subject: string;
  /** the paragraph(s) before the link, plain text */
  intro: string[];
  /** the words of the link in the HTML version */
  action: string;
}

/**
 * Issues a one-time key (7 days for "welcome" and "invite") and e-mails its link, in plain text and HTML.
 * The panel's /forgot-password/confirm page sets the password through POST /api/user/reset-password/confirm/.
 */
export async function mailSetPasswordLink(
  app: FastifyInstance,
  user: { id: number; email: string; first_name: string },
  mail: SetPasswordMail,
): Promise<void> {
  const key = await issueOneTimeToken(app.db, user.id, mail.purpose);
  const link = `${app.config.publicUrl}/forgot-password/confirm?token=${key}`;
  const hello = user.first_name ? `Hello ${user.first_name},` : "Hello,";
  const outro = "The link works once, for 7 days. After that, ask us for a new one or use \"Forgot password\" on the sign-in page.";
  const text = [hello, "", ...mail.intro, "", link, "", outro].join("\n");
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    ...mail.intro.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(mail.action)}</a></p>`,
    `<p>${escapeHtml(outro)}</p>`,
  ].join("\n");
  await app.mailer.send({ to: user.email, subject: mail.subject, text, html, link });
}

export async function companyName(db: DB, companyId: number): Promise<string> {
  const row = await db.selectFrom("companies").select("name").where("id", "=", companyId).executeTakeFirstOrThrow();
  return row.name;
}
