import { auditChanges } from "../../../common/audit";
import type { DB, Dialect } from "../../db/connection";
import { rebuildChargeDays } from "../../db/charge-days";
import { rebuildRefillDays } from "../../db/refill-days";
import { badRequest, uniqueAs } from "../../http/errors";
import type { AuthContext } from "../../security/caller";
import { audit } from "../../db/audit-log";
import { companySettingsRow, updateCompanyRow, readCompany } from "./queries";
import { COMPANY_MESSAGES, type CompanyAnswer, type CompanyUpdate } from "./schemas";

/** The owner's changes (the fields sent), audited; answers the company as it now reads. */
export async function updateCompany(
  db: DB,
  dialect: Dialect,
  ctx: AuthContext,
  input: CompanyUpdate,
): Promise<CompanyAnswer> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  // An owner without a second factor would shut themself out of every call but its setup.
  if (changes.require_two_factor === true && !ctx.user.totp_secret)
    throw badRequest({ require_two_factor: COMPANY_MESSAGES.twoFactorOwnerFirst });
  if (Object.keys(changes).length) {
    await db.transaction().execute(async (trx) => {
      const before = await companySettingsRow(trx, ctx.companyId);
      const zoneBefore = changes.time_zone && before.time_zone;
      // The phone menu finds its company by the called number: one company per number.
      await updateCompanyRow(trx, ctx.companyId, changes).catch(
        uniqueAs({ phone_menu_number: COMPANY_MESSAGES.phoneMenuTaken }),
      );
      // The dashboard's days are the company's: a new zone files every refill and charge under its new day.
      if (zoneBefore && zoneBefore !== changes.time_zone) {
        await rebuildRefillDays(trx, dialect, ctx.companyId);
        await rebuildChargeDays(trx, dialect, ctx.companyId);
      }
      await audit(trx, ctx, "update", "company", ctx.companyId, { changes: auditChanges(before, changes) });
    });
  }
  return readCompany(db, ctx.companyId);
}
