import type { FastifyInstance } from "fastify";
import { audit } from "../../db/audit-log";
import type { AuthContext } from "../../security/caller";
import { refused } from "../../http/errors";
import { getMember } from "./queries";
import { type MemberAnswer } from "./schemas";
import { queueInvitation } from "./invite";

/** Re-sends the invitation (a new link; the earlier one stops working) while no password has been chosen. */
export async function resendInvitation(
  app: FastifyInstance,
  ctx: AuthContext,
  id: number,
): Promise<MemberAnswer> {
  const member = await getMember(app.db, ctx, id);
  if (!member.is_active) throw refused("This member is deactivated: reactivate them first.");
  if (!member.invitation_pending) throw refused("This member has already accepted the invitation.");
  await app.db.transaction().execute(async (trx) => {
    await queueInvitation(trx, app.config.publicUrl, ctx, member);
    await audit(trx, ctx, "resend_invite", "member", id);
  });
  return member;
}
