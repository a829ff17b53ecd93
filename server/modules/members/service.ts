import { auditChanges } from "../../../common/audit";
import type { FastifyInstance } from "fastify";
import { fullName } from "../../../common/names";
import type { DB } from "../../db/connection";
import type { UserUpdate } from "../../db/schema";
import { audit } from "../audit/service";
import type { AuthContext } from "../../security/caller";
import { listPage } from "../../http/lists/paging";
import { listReader } from "../../http/lists/readers";
import { ApiError, badRequest, notFound, refused } from "../../http/errors";
import { endSessionsOf } from "../accounts/sessions";
import { assertEmailFree, emailRace, mailSetPasswordLink } from "../customers/people";
import {
  activeOwnerCount,
  COLUMNS,
  insertMember,
  lockCompany,
  memberListSpec,
  memberRow,
  type MemberRow,
  scoped,
  updateMemberRow,
} from "./queries";
import { type MemberAnswer, type MemberInvite, memberListQuery, type MemberUpdate } from "./schemas";
import { companySetting } from "../../db/lookups";
import { wordsIn } from "../../i18n";

/**
 * The company's team (docs/api-conventions.md, owners only): users of the caller's company who are members;
 * an owner
 * is always a member. Members are invited by e-mail and deactivated, never deleted.
 */

export const LAST_OWNER = "A company must keep at least one owner.";
export const NOT_YOURSELF = "You cannot deactivate your own account.";

/** The password hash is read only to tell whether the invitation is still pending; it never leaves here. */
function serialize({ password_hash, ...row }: MemberRow): MemberAnswer {
  return { ...row, invitation_pending: password_hash === null };
}

export const listMembers = listReader(memberListQuery, (db, ctx, request) =>
  listPage({
    request,
    db,
    scope: { companyId: ctx.companyId },
    base: scoped(db, ctx.companyId),
    spec: memberListSpec,
    select: (qb) => qb.select(COLUMNS),
    serialize,
  }),
);

export async function getMember(db: DB, ctx: AuthContext, id: number): Promise<MemberAnswer> {
  const row = await memberRow(db, ctx.companyId, id);
  if (!row) throw notFound();
  return serialize(row as MemberRow);
}

/**
 * The invitation e-mail, in the invited person's language: their inviter's, given to them at the invitation
 * (a pending member has never signed in to choose another).
 */
async function sendInvitation(
  app: FastifyInstance,
  ctx: AuthContext,
  member: { id: number; email: string; first_name: string; is_company_owner: boolean },
): Promise<boolean> {
  const company = await companySetting(app.db, ctx.companyId, "name");
  const inviter = fullName(ctx.user.first_name, ctx.user.last_name) || ctx.user.email;
  const { language } = await app.db
    .selectFrom("users")
    .select("language")
    .where("id", "=", member.id)
    .where("company_id", "=", ctx.companyId)
    .executeTakeFirstOrThrow();
  const words = wordsIn(language).mail.invite;
  return mailSetPasswordLink(app, member, {
    purpose: "invite",
    language,
    subject: words.subject(company),
    before: words.before(inviter, company, member.is_company_owner),
    action: words.action,
  });
}

/** POST: a member without a password, and the invitation e-mail that lets them choose one. */
export async function inviteMember(
  app: FastifyInstance,
  ctx: AuthContext,
  input: MemberInvite,
): Promise<MemberAnswer> {
  await assertEmailFree(app.db, input.email);
  const member = await app.db
    .transaction()
    .execute(async (trx) => {
      const row = await insertMember(trx, ctx.companyId, input, ctx.user.language);
      await audit(trx, ctx, "invite", "member", row.id, { ...input });
      return row;
    })
    .catch(emailRace);
  await sendInvitation(app, ctx, member);
  return getMember(app.db, ctx, member.id);
}

/** Re-sends the invitation (a new link; the earlier one stops working) while no password has been chosen. */
export async function resendInvitation(
  app: FastifyInstance,
  ctx: AuthContext,
  id: number,
): Promise<MemberAnswer> {
  const member = await getMember(app.db, ctx, id);
  if (!member.is_active) throw refused("This member is deactivated: reactivate them first.");
  if (!member.invitation_pending) throw refused("This member has already accepted the invitation.");
  if (!(await sendInvitation(app, ctx, member)))
    throw new ApiError(503, { detail: "The invitation could not be sent. Try again later." });
  await audit(app.db, ctx, "resend_invite", "member", id);
  return member;
}

/**
 * PATCH and DELETE. A company always keeps one active owner, and an owner never deactivates themself.
 * The owner check runs inside the write's transaction, with the company row locked on PostgreSQL, so
 * that two owners demoting each other at once cannot both succeed.
 */
export async function changeMember(
  app: FastifyInstance,
  ctx: AuthContext,
  id: number,
  input: MemberUpdate,
  action: "update" | "deactivate" = "update",
): Promise<MemberAnswer> {
  const current = await getMember(app.db, ctx, id);
  if (input.is_active === false && id === ctx.user.id) throw badRequest({ non_field_errors: NOT_YOURSELF });

  const changes: UserUpdate = {};
  for (const key of ["first_name", "last_name", "is_company_owner", "is_active"] as const) {
    if (input[key] !== undefined) (changes as Record<string, unknown>)[key] = input[key];
  }
  if (!Object.keys(changes).length) return current;
  const losesOwner =
    current.is_company_owner &&
    current.is_active &&
    (changes.is_company_owner === false || changes.is_active === false);

  await app.db.transaction().execute(async (trx) => {
    if (losesOwner && app.dialect === "postgres") await lockCompany(trx, ctx.companyId);
    await updateMemberRow(trx, id, changes);
    if (losesOwner && (await activeOwnerCount(trx, ctx.companyId)) === 0)
      throw badRequest({ non_field_errors: LAST_OWNER });
    if (changes.is_active === false) await endSessionsOf(trx, id);
    await audit(trx, ctx, action, "member", id, { changes: auditChanges(current, changes) });
  });
  return getMember(app.db, ctx, id);
}
