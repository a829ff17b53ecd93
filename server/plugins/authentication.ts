import type { FastifyInstance } from "fastify";
import type { DB } from "../db/connection";
import type { User } from "../db/schema";
import { TOKEN_IDLE_DAYS } from "../http/auth";
import { MESSAGES } from "../http/errors";
import type { AuthContext } from "../security/caller";
import { hashToken } from "../security/tokens";

declare module "fastify" {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** set when the Authorization header was present but not accepted */
    authError: string | null;
  }
}

/** Writing last_used_at on every request would turn reads into writes: refresh it at most this often. */
const TOUCH_EVERY_MS = 60_000;

/** The key of `Authorization: Token <key>`: null without the header, "" when it is not a key. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Token\s+([0-9a-f]{40})\s*$/i.exec(header);
  return m ? m[1].toLowerCase() : "";
}

/** The caller a key belongs to, or the sentence that refuses it; refreshes an own token's idle expiry. */
export async function resolveToken(db: DB, key: string, now = new Date()): Promise<AuthContext | string> {
  const row = await db
    .selectFrom("auth_tokens")
    .innerJoin("users", "users.id", "auth_tokens.user_id")
    .innerJoin("companies", "companies.id", "users.company_id")
    .selectAll("users")
    .select([
      "auth_tokens.id as token_id",
      "auth_tokens.expires_at as token_expires_at",
      "auth_tokens.last_used_at as token_last_used_at",
      "auth_tokens.hijacked_by as token_hijacked_by",
      "companies.require_two_factor as company_requires_two_factor",
    ])
    .where("auth_tokens.key_hash", "=", hashToken(key))
    .executeTakeFirst();
  if (!row) return MESSAGES.invalidToken;
  if (row.token_expires_at && row.token_expires_at <= now.toISOString()) return MESSAGES.invalidToken;
  if (!row.is_active) return MESSAGES.inactiveUser;
  if (row.token_hijacked_by !== null) {
    // The member who took over must still be an active member of the same company.
    const member = await db
      .selectFrom("users")
      .select(["is_active", "is_company_member", "company_id"])
      .where("id", "=", row.token_hijacked_by)
      .executeTakeFirst();
    if (!member?.is_active || !member.is_company_member || member.company_id !== row.company_id)
      return MESSAGES.invalidToken;
  }
  const lastUsed = row.token_last_used_at ? Date.parse(row.token_last_used_at) : 0;
  if (now.getTime() - lastUsed > TOUCH_EVERY_MS) {
    const update: { last_used_at: string; expires_at?: string } = { last_used_at: now.toISOString() };
    if (row.token_hijacked_by === null)
      update.expires_at = new Date(now.getTime() + TOKEN_IDLE_DAYS * 86_400_000).toISOString();
    await db.updateTable("auth_tokens").set(update).where("id", "=", row.token_id).execute();
  }
  const {
    token_id,
    token_expires_at: _e,
    token_last_used_at: _l,
    token_hijacked_by,
    company_requires_two_factor,
    ...user
  } = row;
  const ctx = {
    user: user as User,
    tokenId: token_id,
    hijackedBy: token_hijacked_by,
    companyId: user.company_id,
  };
  return mustSetUpTwoFactor(ctx, company_requires_two_factor) ? { ...ctx, mustSetUpTwoFactor: true } : ctx;
}

/**
 * Staff of a company that requires a second factor, signed in without one (issue 39): until they set it
 * up, their token reaches only the calls of ENROLMENT_CALLS; every other call answers 401 with
 * MESSAGES.setUpTwoFactor. Customers and hijack tokens are not concerned.
 */
export function mustSetUpTwoFactor(ctx: AuthContext, companyRequires: boolean): boolean {
  return companyRequires && ctx.user.is_company_member && ctx.hijackedBy === null && !ctx.user.totp_secret;
}

/** What a staff member who must set up a second factor may still call: their profile, the setup, sign-out. */
const ENROLMENT_CALLS = new Set([
  "GET /api/user/me/",
  "POST /api/user/logout/",
  "POST /api/user/two-factor/setup/",
  "POST /api/user/two-factor/confirm/",
]);

/**
 * Reads `Authorization: Token <key>` on every /api request into `request.auth` (or `request.authError`);
 * routes decide with the require* guards of server/http/auth.ts.
 */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest("auth", null);
  app.decorateRequest("authError", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const key = tokenFromHeader(request.headers.authorization);
    if (key === null) return;
    if (key === "") {
      request.authError = MESSAGES.invalidToken;
      return;
    }
    const result = await resolveToken(app.db, key);
    if (typeof result === "string") request.authError = result;
    else if (
      result.mustSetUpTwoFactor &&
      !ENROLMENT_CALLS.has(`${request.method} ${request.url.split("?")[0]}`)
    )
      request.authError = MESSAGES.setUpTwoFactor;
    else request.auth = result;
  });
}
