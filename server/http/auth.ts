import type { FastifyRequest } from "fastify";
import { type AuthContext, isStaff } from "../security/caller";
import { forbidden, MESSAGES, unauthorized } from "./errors";

/**
 * The guards routes call on `request.auth`, which plugins/authentication.ts reads from the Authorization
 * header on every request.
 */

/** An own token lives this long after its last use; a hijack token 1 hour after its creation. */
export const TOKEN_IDLE_DAYS = 30;

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
