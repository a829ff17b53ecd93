import type { DB } from "../../db/connection";
import { uniqueAs } from "../../http/errors";
import type { AuthContext } from "../../security/caller";
import { audit } from "../audit/service";
import { companySettingsRow, updateCompanyRow } from "./queries";
import type { CompanyAnswer, CompanyUpdate } from "./schemas";

/**
 * The caller's company as members read it: the phone menu's Twilio auth token is stored and never returned,
 * only whether it is set.
 */
export async function readCompany(db: DB, companyId: number): Promise<CompanyAnswer> {
  const { twilio_auth_token, ...company } = await companySettingsRow(db, companyId);
  return { ...company, phone_menu_token_set: !!twilio_auth_token };
}

/** The owner's changes (the fields sent), audited; answers the company as it now reads. */
export async function updateCompany(db: DB, ctx: AuthContext, input: CompanyUpdate): Promise<CompanyAnswer> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length) {
    await db.transaction().execute(async (trx) => {
      // The phone menu finds its company by the called number: one company per number.
      await updateCompanyRow(trx, ctx.companyId, changes).catch(
        uniqueAs({ phone_menu_number: "Another company already uses this number for its phone menu." }),
      );
      await audit(trx, ctx, "update", "company", ctx.companyId, changes);
    });
  }
  return readCompany(db, ctx.companyId);
}
