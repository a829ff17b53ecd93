import type { FastifyInstance, FastifyRequest } from "fastify";
import type { DB } from "../db/connection";
import type { User } from "../db/schema";
import { type AuthContext, isStaff } from "../security/caller";
import { forbidden, MESSAGES, unauthorized } from "./errors";
import { hashToken } from "../security/tokens";

declare module "fastify" {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** set when the Authorization header was present but not accepted */
    authError: string | null;
  }
}

/** An own token lives this long after its last use; a hijack token 1 hour after its creation. */
export const TOKEN_IDLE_DAYS = 30;
/** Writing last_used_at on every request would turn reads into writes: refresh it at most this often. */
const TOUCH_EVERY_MS = 60_000;

export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Token\s+([0-9a-f]{40})\s*$/i.exec(header);
  return m ? m[1].toLowerCase() : "";
}

export async function resolveToken(db: DB, key: string, now = new Date()): Promise<AuthContext | string> {
  const row = await db
    .selectFrom("auth_tokens")
    .innerJoin("users", "users.id", "auth_tokens.user_id")
    .selectAll("users")
    .select([
      "auth_tokens.id as token_id",
      "auth_tokens.expires_at as token_expires_at",
      "auth_tokens.last_used_at as token_last_used_at",
      "auth_tokens.hijacked_by as token_hijacked_by",
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
  const { token_id, token_expires_at: _e, token_last_used_at: _l, token_hijacked_by, ...user } = row;
  return { user: user as User, tokenId: token_id, hijackedBy: token_hijacked_by, companyId: user.company_id };
}

/** Reads `Authorization: Token <key>` on every request; routes decide with the require* guards below. */
export function registerAuthentication(app: FastifyInstance, db: DB): void {
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
    const result = await resolveToken(db, key);
    if (typeof result === "string") request.authError = result;
    else request.auth = result;
  });
}

/** Any signed-in user; 401 otherwise. */
export function requireUser(request: FastifyRequest): AuthContext {
  if (request.auth) return request.auth;
  throw unauthorized(request.authError ?? MESSAGES.noCredentials);
}

/** Company members (owners are members too); 403 for customers. */
export function requireMember(request: FastifyRequest): AuthContext {
  const ctx = requireUser(request);
  if (!ctx.user.is_company_member || ctx.hijackedBy !== null) throw forbidden();
  return ctx;
}

/** Company owners; 403 for members and customers. */
export function requireOwner(request: FastifyRequest): AuthContext {
  const ctx = requireMember(request);
  if (!ctx.user.is_company_owner) throw forbidden();
  return ctx;
}

/** Someone acting as a customer (a hijack counts); 403 for staff, who look but never act for them. */
export function requireCustomer(request: FastifyRequest): AuthContext {
  const ctx = requireUser(request);
  if (isStaff(ctx)) throw forbidden();
  return ctx;
}
