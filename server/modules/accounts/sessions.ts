import type { FastifyRequest } from "fastify";
import { fullName } from "../../../common/names";
import type { DB } from "../../db/connection";
import type { SessionOrigin, User } from "../../db/schema";
import { TOKEN_IDLE_DAYS } from "../../http/auth";
import { type AuthContext } from "../../security/caller";
import { audit } from "../../db/audit-log";
import { notFound } from "../../http/errors";
import { hashToken, newTokenKey, sameSecret } from "../../security/tokens";
import { verifyPassword } from "../../security/passwords";
import { phoneCandidates } from "../../../common/phone";

/** A member's hijack of a customer's session lasts this long from its creation (server/db/schema.ts). */
export const HIJACK_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Where a session began: the client's address and browser, which the sessions list shows. */
export interface SessionClient {
  address: string | null;
  userAgent: string | null;
}

/** The client of a request, as a session keeps it. */
export const clientOf = (request: FastifyRequest): SessionClient => ({
  address: request.ip,
  userAgent: request.headers["user-agent"] ?? null,
});

/**
 * A new token for the user; only its hash is stored, with how it began and the client it was issued to (the
 * sessions list). Own tokens live TOKEN_IDLE_DAYS after their last use (server/http/auth.ts slides the
 * expiry); a hijack token (`hijackedBy`) dies HIJACK_MS after creation.
 */
export async function issueToken(
  db: DB,
  userId: number,
  hijackedBy: number | null = null,
  origin: { signedInWith: SessionOrigin; client?: SessionClient } = { signedInWith: "hijack" },
): Promise<string> {
  const key = newTokenKey();
  const now = new Date();
  const lifetime = hijackedBy === null ? TOKEN_IDLE_DAYS * DAY_MS : HIJACK_MS;
  await db
    .insertInto("auth_tokens")
    .values({
      key_hash: hashToken(key),
      user_id: userId,
      created_at: now.toISOString(),
      last_used_at: now.toISOString(),
      expires_at: new Date(now.getTime() + lifetime).toISOString(),
      hijacked_by: hijackedBy,
      signed_in_with: origin.signedInWith,
      ip_address: origin.client?.address?.slice(0, 64) ?? null,
      user_agent: origin.client?.userAgent?.slice(0, 512) ?? null,
    })
    .execute();
  return key;
}

/**
 * How a sign-in proved who it was: e-mail and password, phone number and PIN, or a password (or PIN) and
 * then a second factor (`two_factor`: the authenticator's code or a recovery code).
 */
export type SignInMethod = "password" | "pin" | "two_factor";

/**
 * A sign-in: a fresh own token, and the time of it on the user. A sign-in with credentials (`how`) is
 * audited with the way in and the client's address, whichever way it came: a PIN opens an account as
 * surely as a password does. Without `how` it is a sign-up's first session.
 */
export async function signIn(
  db: DB,
  user: Pick<User, "id" | "company_id" | "is_company_member">,
  how?: { method: SignInMethod; address: string; userAgent?: string | null; factor?: SecondFactor },
  client?: SessionClient,
): Promise<string> {
  const token = await issueToken(db, user.id, null, {
    signedInWith: how?.method ?? "sign_up",
    client: how ? { address: how.address, userAgent: how.userAgent ?? null } : client,
  });
  await db
    .updateTable("users")
    .set({ last_login: new Date().toISOString() })
    .where("id", "=", user.id)
    .execute();
  if (how) {
    const who = user.is_company_member ? "member" : "customer";
    const ctx = { companyId: user.company_id, user: user as User, hijackedBy: null };
    await audit(db, ctx, "sign_in", who, user.id, {
      signed_in_with: how.method,
      ...(how.factor ? { second_factor: how.factor } : {}),
      ip_address: how.address,
    });
  }
  return token;
}

/** What completed a sign-in after the password: the authenticator's code or a recovery code. */
export type SecondFactor = "totp" | "recovery_code";

/** The active user with this e-mail and password, or null (same time spent whether the e-mail exists). */
export async function userByPassword(db: DB, email: string, password: string): Promise<User | null> {
  const user = await db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
  const ok = await verifyPassword(user?.password_hash ?? null, password);
  return ok && user?.is_active ? user : null;
}

/** The active owner of an active line with this number, if their PIN matches (compared in constant time). */
export async function userByPhonePin(db: DB, phoneNumber: string, pin: string): Promise<User | null> {
  const candidates = phoneCandidates(phoneNumber);
  const rows = candidates.length
    ? await db
        .selectFrom("phone_numbers")
        .innerJoin("users", "users.id", "phone_numbers.user_id")
        .selectAll("users")
        .select("phone_numbers.number as matched_number")
        .where("phone_numbers.number", "in", candidates)
        .where("phone_numbers.is_active", "=", true)
        .execute()
    : [];
  // The exact digits win over the number without its country code.
  const row = candidates.map((c) => rows.find((r) => r.matched_number === c)).find(Boolean);
  // Hashes have one length, so the comparison tells nothing about the stored PIN's length either.
  const stored = row?.pin ?? newTokenKey();
  const ok = sameSecret(hashToken(stored), hashToken(pin));
  if (!row || !ok || !row.pin || !row.is_active) return null;
  const { matched_number: _n, ...user } = row;
  return user as User;
}

/** Sign-out: the calling token (own or hijack) stops working. */
export async function endSession(db: DB, tokenId: number): Promise<void> {
  await db.deleteFrom("auth_tokens").where("id", "=", tokenId).execute();
}

/**
 * A member takes over a customer's session (docs/api-conventions.md): only an active customer of the member's
 * own
 * company; anyone else is 404, so that nothing tells another company's users or a member apart.
 */
export async function hijack(db: DB, member: AuthContext, customerId: number): Promise<string> {
  const customer = await db
    .selectFrom("users")
    .select(["id", "email", "first_name", "last_name"])
    .where("id", "=", customerId)
    .where("company_id", "=", member.companyId)
    .where("is_company_member", "=", false)
    .where("is_company_owner", "=", false)
    .where("is_active", "=", true)
    .executeTakeFirst();
  if (!customer) throw notFound();
  const token = await issueToken(db, customer.id, member.user.id);
  await audit(db, member, "hijack", "user", customer.id, {
    email: customer.email,
    name: fullName(customer.first_name, customer.last_name),
  });
  return token;
}
