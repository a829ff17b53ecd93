import type { FastifyInstance } from "fastify";
import { audit } from "../../db/audit-log";
import type { AuthContext } from "../../security/caller";
import { refused } from "../../http/errors";
import { getMember } from "./queries";
import { MEMBER_MESSAGES, type MemberAnswer } from "./schemas";
import { queueInvitation } from "./invite";

/** Re-sends the invitation (a new link; the earlier one stops working) while no password has been chosen. */
export async function resendInvitation(
  app: FastifyInstance,
  ctx: AuthContext,
  id: number,
): Promise<MemberAnswer> {
  const member = await getMember(app.db, ctx, id);
  if (!member.is_active) throw refused(MEMBER_MESSAGES.deactivated);
  if (!member.invitation_pending) throw refused(MEMBER_MESSAGES.alreadyAccepted);
  await app.db.transaction().execute(async (trx) => {
    await queueInvitation(trx, app.config.publicUrl, ctx, member);
    await audit(trx, ctx, "resend_invite", "member", id);
  });
  return member;
}
