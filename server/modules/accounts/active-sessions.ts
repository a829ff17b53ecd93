import type { DB } from "../../db/connection";
import { audit } from "../../db/audit-log";
import { forbidden, notFound } from "../../http/errors";
import type { AuthContext } from "../../security/caller";
import { endSessionsOf } from "../../security/sessions";
import type { Session } from "../../../common/api";
import { describeUserAgent } from "./user-agent";

/**
 * The sessions list of the profile (issue 39, item 3): a person's own live sessions (never the hijack
 * tokens a member opened on a customer), newest use first, the calling one marked; ending one, or all but
 * the calling one. A hijack token neither reads nor ends the customer's sessions.
 */

const ownOnly = (ctx: AuthContext) => {
  if (ctx.hijackedBy !== null) throw forbidden();
};

export async function listSessions(db: DB, ctx: AuthContext, now = new Date()): Promise<Session[]> {
  ownOnly(ctx);
  const rows = await db
    .selectFrom("auth_tokens")
    .select(["id", "created_at", "last_used_at", "signed_in_with", "ip_address", "user_agent"])
    .where("user_id", "=", ctx.user.id)
    .where("hijacked_by", "is", null)
    .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", now.toISOString())]))
    .orderBy("last_used_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(({ user_agent, signed_in_with, ...row }) => ({
    ...row,
    ...describeUserAgent(user_agent),
    signed_in_with: signed_in_with === "hijack" ? null : signed_in_with,
    current: row.id === ctx.tokenId,
  }));
}

/** Ends one of the caller's own sessions (the calling one too: that is a sign-out); 404 for any other. */
export async function endOneSession(db: DB, ctx: AuthContext, id: number): Promise<void> {
  ownOnly(ctx);
  const ended = await db
    .deleteFrom("auth_tokens")
    .where("id", "=", id)
    .where("user_id", "=", ctx.user.id)
    .where("hijacked_by", "is", null)
    .executeTakeFirst();
  if (Number(ended.numDeletedRows) !== 1) throw notFound();
  await audit(db, ctx, "session.end", "user", ctx.user.id, { session: id });
}

/** Ends every session of the caller but the calling one (and the hijacks they opened as a member). */
export async function endOtherSessions(db: DB, ctx: AuthContext): Promise<void> {
  ownOnly(ctx);
  await db.transaction().execute(async (trx) => {
    await endSessionsOf(trx, ctx.user.id, ctx.tokenId);
    await audit(trx, ctx, "session.end_others", "user", ctx.user.id);
  });
}
