import type { Language } from "../../../common/languages";
import type { DB } from "../../db/connection";
import { badRequest, type FieldErrors, uniqueAs } from "../../http/errors";
import { hashPassword, passwordProblems } from "../../security/passwords";
import { type SessionClient, signIn } from "./sessions";
import { logoUrl } from "../../company/logo-url";
import { EMAIL_TAKEN, emailTaken } from "../../people/people";
import { addFirstLine, firstLineNumber } from "../../people/first-line";
import { smsConsentChanges } from "../../people/sms-consent";
import { PHONE_INVALID } from "../../http/validation";
import { ACCOUNT_MESSAGES } from "./schemas";
import type { UserUpdate } from "../../db/schema";

export interface SignUp {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  company_slug: string;
  /** the customer's language (English when not given) */
  language?: Language;
  /** their phone line, added with them (optional) */
  phone_number?: string | null;
  /** the number they agree to receive texts at (optional): their consent, given as they sign up */
  sms_phone?: string | null;
}

/** The company lookup of the sign-up page: whether the slug is a company's, and how it presents itself. */
export async function companyExists(db: DB, slug: string) {
  const row = await db
    .selectFrom("companies")
    .select(["id", "name", "logo_hash"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  return { exists: !!row, name: row?.name ?? null, logo_url: row ? logoUrl(row.id, row.logo_hash) : null };
}

/**
 * Self-registration (/signup/{slug}, docs/panel.md): a customer — never a member — of the company with that
 * slug,
 * signed in at once. Every field problem is reported together, as DRF does.
 */
export async function signUpCustomer(db: DB, input: SignUp, client?: SessionClient) {
  const errors: FieldErrors = {};
  const company = await db
    .selectFrom("companies")
    .select("id")
    .where("slug", "=", input.company_slug)
    .executeTakeFirst();
  if (!company) errors.company_slug = [ACCOUNT_MESSAGES.companyNotFound];
  if (await emailTaken(db, input.email)) errors.email = [EMAIL_TAKEN];
  const problems = passwordProblems(input.password, input);
  if (problems.length) errors.password = problems;
  const number = await firstLineNumber(db, input.phone_number, "phone_number", errors);
  let consent = {};
  try {
    consent = smsConsentChanges({ sms_phone: null, sms_consent_at: null }, input.sms_phone);
  } catch {
    errors.sms_phone = [PHONE_INVALID];
  }
  if (!company || Object.keys(errors).length) throw badRequest(errors);

  const passwordHash = await hashPassword(input.password);
  // Two sign-ups racing for one address: the unique index decides, the loser gets the field error. The
  // customer and their line are one write.
  const user = await db.transaction().execute(async (trx) => {
    const created = await insertSignUp(trx, company.id, input, passwordHash, consent);
    if (number)
      await addFirstLine(trx, { companyId: company.id, userId: created.id, number }, "phone_number");
    return created;
  });
  return {
    ...user,
    token: await signIn(
      db,
      { id: user.id, company_id: company.id, is_company_member: false },
      undefined,
      client,
    ),
  };
}

function insertSignUp(
  db: DB,
  companyId: number,
  input: SignUp,
  passwordHash: string,
  consent: Pick<UserUpdate, "sms_phone" | "sms_consent_at">,
) {
  return db
    .insertInto("users")
    .values({
      company_id: companyId,
      email: input.email,
      password_hash: passwordHash,
      first_name: input.first_name,
      last_name: input.last_name,
      is_company_member: false,
      is_company_owner: false,
      is_active: true,
      language: input.language ?? "en",
      ...consent,
      created_at: new Date().toISOString(),
    })
    .returning(["id", "email", "first_name", "last_name", "language"])
    .executeTakeFirstOrThrow()
    .catch(uniqueAs({ email: EMAIL_TAKEN }));
}
