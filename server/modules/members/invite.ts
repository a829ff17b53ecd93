import type { FastifyInstance } from "fastify";
import { fullName } from "../../../common/names";
import { audit } from "../../db/audit-log";
import type { AuthContext } from "../../security/caller";
import { assertEmailFree, emailRace, mailSetPasswordLink } from "../../people/people";
import { getMember, insertMember } from "./queries";
import { type MemberAnswer, type MemberInvite } from "./schemas";
import { companySetting } from "../../db/lookups";
import { wordsIn } from "../../i18n";

/**
 * The company's team (docs/api-conventions.md, owners only): users of the caller's company who are members;
 * an owner
 * is always a member. Members are invited by e-mail and deactivated, never deleted.
 */

/**
 * The invitation e-mail, in the invited person's language: their inviter's, given to them at the invitation
 * (a pending member has never signed in to choose another).
 */
export async function sendInvitation(
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
