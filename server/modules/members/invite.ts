import type { FastifyInstance } from "fastify";
import { fullName } from "../../../common/names";
import { audit } from "../../db/audit-log";
import type { AuthContext } from "../../security/caller";
import { assertEmailFree, emailRace } from "../../people/people";
import { queuePasswordLink } from "../../security/one-time-tokens";
import type { DB } from "../../db/connection";
import { getMember, insertMember } from "./queries";
import { type MemberAnswer, type MemberInvite } from "./schemas";

/**
 * The company's team (docs/api-conventions.md, owners only): users of the caller's company who are members;
 * an owner
 * is always a member. Members are invited by e-mail and deactivated, never deleted.
 */

/**
 * The invitation message, in the invited person's language (their inviter's, given to them at the
 * invitation: a pending member has never signed in to choose another), in the caller's transaction.
 */
export async function queueInvitation(
  trx: DB,
  publicUrl: string,
  ctx: AuthContext,
  member: { id: number; is_company_owner: boolean },
): Promise<void> {
  const inviter = fullName(ctx.user.first_name, ctx.user.last_name) || ctx.user.email;
  await queuePasswordLink(trx, publicUrl, { id: member.id, company_id: ctx.companyId }, "invite", {
    inviter,
    owner: member.is_company_owner ? 1 : 0,
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
      await queueInvitation(trx, app.config.publicUrl, ctx, row);
      return row;
    })
    .catch(emailRace);
  return getMember(app.db, ctx, member.id);
}
