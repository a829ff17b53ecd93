import type { DB } from "../../db/connection";
import { logoUrl } from "../../company/logo-url";
import type { CompanyAnswer, CompanyUpdate } from "./schemas";

/** The company's settings row, the phone menu's auth token included (the service never returns it). */
export function companySettingsRow(db: DB, companyId: number) {
  return db
    .selectFrom("companies")
    .select([
      "id",
      "name",
      "slug",
      "tax_rate",
      "phone_menu_number",
      "twilio_auth_token",
      "twilio_account_sid",
      "time_zone",
      "address",
      "support_phone",
      "support_email",
      "logo_hash",
      "require_two_factor",
    ])
    .where("id", "=", companyId)
    .executeTakeFirstOrThrow();
}

export function updateCompanyRow(db: DB, companyId: number, changes: Partial<CompanyUpdate>) {
  return db.updateTable("companies").set(changes).where("id", "=", companyId).execute();
}

/**
 * The caller's company as members read it: the phone menu's Twilio auth token is stored and never returned,
 * only whether it is set.
 */
export async function readCompany(db: DB, companyId: number): Promise<CompanyAnswer> {
  const { twilio_auth_token, logo_hash, ...company } = await companySettingsRow(db, companyId);
  return { ...company, phone_menu_token_set: !!twilio_auth_token, logo_url: logoUrl(companyId, logo_hash) };
}
