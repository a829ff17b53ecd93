import type { DB } from "../db/connection";
import type { Column } from "../http/lists/tables";
import { badRequest, uniqueAs } from "../http/errors";
import { endSessionsOf } from "../security/sessions";

/**
 * What the modules about people share (customers, members, and accounts' sign-up and profile): the rows of
 * `users` of the caller's company (customers: is_company_member=false; members: true), one e-mail per
 * person in the whole database, deactivation rather than deletion. (The set-password link of people created by
 * staff is server/security/one-time-tokens.ts' queuePasswordLink.)
 */

/** What people lists (customers, members) may be ordered by: api name → column of `users as u`. */
export const PERSON_ORDERING: Record<string, Column<"users as u">> = {
  created_at: "u.created_at",
  last_name: "u.last_name",
  first_name: "u.first_name",
  email: "u.email",
  last_login: "u.last_login",
  id: "u.id",
};

/** The company's people of one side, `users as u`: its staff (members and owners) or its customers. */
export const companyPeople = (db: DB, companyId: number, side: "staff" | "customers") =>
  db
    .selectFrom("users as u")
    .where("u.company_id", "=", companyId)
    .where("u.is_company_member", "=", side === "staff");

export const EMAIL_TAKEN = "A user with that email already exists.";

/** Whether another person (anyone but `exceptUserId`) has this e-mail, in any company. */
export async function emailTaken(db: DB, email: string, exceptUserId?: number): Promise<boolean> {
  let q = db.selectFrom("users").select("id").where("email", "=", email);
  if (exceptUserId !== undefined) q = q.where("id", "<>", exceptUserId);
  return !!(await q.executeTakeFirst());
}

/** E-mails are unique across the whole database (server/db/schema.ts), whatever the company. */
export async function assertEmailFree(db: DB, email: string, exceptUserId?: number): Promise<void> {
  if (await emailTaken(db, email, exceptUserId)) throw badRequest({ email: EMAIL_TAKEN });
}

/** `.catch(emailRace)`: a write that lost an e-mail race to another request answers as the field error. */
export const emailRace = uniqueAs({ email: EMAIL_TAKEN });

/**
 * Deactivation (DELETE on a customer or a member): the person can no longer sign in and every session of
 * theirs ends — their own tokens and the hijack tokens they opened as a member. Their history stays.
 * Run inside the caller's transaction.
 */
export async function deactivateUser(trx: DB, userId: number): Promise<void> {
  await trx.updateTable("users").set({ is_active: false }).where("id", "=", userId).execute();
  await endSessionsOf(trx, userId);
}
