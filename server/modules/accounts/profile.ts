import type { DB } from "../../db/connection";
import type { UserUpdate } from "../../db/schema";
import type { AuthContext } from "../../security/caller";
import { badRequest, type FieldErrors, forbidden, uniqueAs } from "../../http/errors";
import { hashPassword, passwordProblems, verifyPassword } from "../../security/passwords";
import { ACCOUNT_MESSAGES, type Profile, type ProfileUpdate } from "./schemas";
import { EMAIL_TAKEN, emailTaken } from "../../people/people";
import { invalidateOneTimeTokens } from "../../security/one-time-tokens";
import { endSessionsOf } from "../../security/sessions";
import { logoUrl } from "../../company/logo-url";
import { companyZoneOffsets } from "../../company/zone-offsets";
import { smsConsentChanges } from "../../people/sms-consent";
import { recoveryCodesLeft } from "../../security/two-factor";

/** GET /api/user/me/: the caller (the customer, under a hijack token) with their company and flags. */
export async function loadProfile(db: DB, ctx: AuthContext): Promise<Profile> {
  const user = await db
    .selectFrom("users")
    .selectAll()
    .where("id", "=", ctx.user.id)
    .executeTakeFirstOrThrow();
  const { time_zone, logo_hash, require_two_factor, ...named } = await db
    .selectFrom("companies")
    .select(["id", "name", "slug", "time_zone", "logo_hash", "require_two_factor"])
    .where("id", "=", user.company_id)
    .executeTakeFirstOrThrow();
  const company = { ...named, logo_url: logoUrl(named.id, logo_hash) };
  const phone = await db
    .selectFrom("phone_numbers")
    .select("number")
    .where("user_id", "=", user.id)
    .where("is_active", "=", true)
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  const member =
    ctx.hijackedBy === null
      ? null
      : ((await db
          .selectFrom("users")
          .select(["id", "email", "first_name", "last_name"])
          .where("id", "=", ctx.hijackedBy)
          .executeTakeFirst()) ?? null);
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    phone_number: phone?.number ?? null,
    address: user.address,
    state: user.state,
    zip_code: user.zip_code,
    // The PIN is the customer's alone: a member viewing the site as them never reads it.
    pin: ctx.hijackedBy === null ? user.pin : null,
    is_company_member: user.is_company_member,
    is_company_owner: user.is_company_owner,
    language: user.language,
    sms_phone: user.sms_phone,
    sms_consent_at: user.sms_consent_at,
    is_hijacked: ctx.hijackedBy !== null,
    hijacked_by: member,
    company,
    company_time_zone: time_zone,
    company_time_zone_offsets: companyZoneOffsets(time_zone),
    two_factor_enabled: user.totp_secret !== null,
    two_factor_required: require_two_factor && user.is_company_member,
    recovery_codes_left: user.totp_secret === null ? 0 : await recoveryCodesLeft(db, user.id),
  };
}

/**
 * PATCH /api/user/me/. A new password needs the current one, passes the password rules and ends every
 * other session of the user (hijacks they opened as a member included); so does a new or cleared PIN. Under a hijack token the member may
 * help with the profile but may not change the e-mail, the password or the PIN: the first two would lock
 * the customer out, and a PIN the member chose would open the customer's account to them without the
 * hijack's hour and audit.
 */
export async function updateProfile(db: DB, ctx: AuthContext, input: ProfileUpdate): Promise<void> {
  const current = ctx.user;
  const emailChanges = input.email !== undefined && input.email !== current.email;
  if (ctx.hijackedBy !== null && (emailChanges || input.password !== undefined || input.pin !== undefined))
    throw forbidden();

  const errors: FieldErrors = {};
  if (emailChanges && (await emailTaken(db, input.email!, current.id))) errors.email = [EMAIL_TAKEN];
  if (input.password !== undefined) {
    const stored = await db
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", current.id)
      .executeTakeFirstOrThrow();
    if (!input.current_password || !(await verifyPassword(stored.password_hash, input.current_password)))
      errors.current_password = [ACCOUNT_MESSAGES.wrongPassword];
    const problems = passwordProblems(input.password, {
      email: input.email ?? current.email,
      first_name: input.first_name ?? current.first_name,
      last_name: input.last_name ?? current.last_name,
    });
    if (problems.length) errors.password = problems;
  }
  if (Object.keys(errors).length) throw badRequest(errors);

  const changes: UserUpdate = {};
  for (const key of ["first_name", "last_name", "address", "state", "zip_code"] as const) {
    if (input[key] !== undefined) changes[key] = input[key];
  }
  if (input.language !== undefined) changes.language = input.language;
  Object.assign(changes, smsConsentChanges(current, input.sms_phone));
  if (emailChanges) changes.email = input.email;
  if (input.pin !== undefined) changes.pin = input.pin || null;
  if (input.password !== undefined) changes.password_hash = await hashPassword(input.password);
  if (!Object.keys(changes).length) return;

  await db
    .transaction()
    .execute(async (trx) => {
      await trx.updateTable("users").set(changes).where("id", "=", current.id).execute();
      if (changes.password_hash) await invalidateOneTimeTokens(trx, current.id);
      // A new sign-in secret (password or PIN, set or cleared) ends every other session of the person.
      if (changes.password_hash || (changes.pin !== undefined && changes.pin !== current.pin))
        await endSessionsOf(trx, current.id, ctx.tokenId);
    })
    .catch(uniqueAs({ email: EMAIL_TAKEN }));
}
