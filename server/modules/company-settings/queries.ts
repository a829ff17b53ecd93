import type { DB } from "../../db/connection";
import type { CompanyUpdate } from "./schemas";

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
      "time_zone",
      "address",
      "support_phone",
      "support_email",
      "logo_hash",
    ])
    .where("id", "=", companyId)
    .executeTakeFirstOrThrow();
}

export function updateCompanyRow(db: DB, companyId: number, changes: Partial<CompanyUpdate>) {
  return db.updateTable("companies").set(changes).where("id", "=", companyId).execute();
}
