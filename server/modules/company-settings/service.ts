import { auditChanges } from "../../../common/audit";
import type { DB, Dialect } from "../../db/connection";
import { rebuildChargeDays } from "../../db/charge-days";
import { rebuildRefillDays } from "../../db/refill-days";
import { uniqueAs } from "../../http/errors";
import type { AuthContext } from "../../security/caller";
import { audit } from "../audit/service";
import { removeLogo, sizeLogo, storeLogo } from "./logo";
import { logoUrl } from "./logo-url";
import { companySettingsRow, updateCompanyRow } from "./queries";
import type { CompanyAnswer, CompanyUpdate } from "./schemas";

/**
 * The caller's company as members read it: the phone menu's Twilio auth token is stored and never returned,
 * only whether it is set.
 */
export async function readCompany(db: DB, companyId: number): Promise<CompanyAnswer> {
  const { twilio_auth_token, logo_hash, ...company } = await companySettingsRow(db, companyId);
  return { ...company, phone_menu_token_set: !!twilio_auth_token, logo_url: logoUrl(companyId, logo_hash) };
}

/** PUT /api/company/logo/: the owner's upload, checked and sized, replaces the logo (audited by its hash). */
export async function uploadLogo(db: DB, ctx: AuthContext, upload: Buffer): Promise<CompanyAnswer> {
  const logo = await sizeLogo(upload);
  await db.transaction().execute(async (trx) => {
    await storeLogo(trx, ctx.companyId, logo, new Date().toISOString());
    await audit(trx, ctx, "logo.upload", "company", ctx.companyId, {
      hash: logo.hash,
      content_type: logo.content_type,
      width: logo.width,
      height: logo.height,
    });
  });
  return readCompany(db, ctx.companyId);
}

/** DELETE /api/company/logo/: the company goes without a logo (audited when there was one). */
export async function deleteLogo(db: DB, ctx: AuthContext): Promise<CompanyAnswer> {
  await db.transaction().execute(async (trx) => {
    if (await removeLogo(trx, ctx.companyId)) await audit(trx, ctx, "logo.remove", "company", ctx.companyId);
  });
  return readCompany(db, ctx.companyId);
}

/** The owner's changes (the fields sent), audited; answers the company as it now reads. */
export async function updateCompany(
  db: DB,
  dialect: Dialect,
  ctx: AuthContext,
  input: CompanyUpdate,
): Promise<CompanyAnswer> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length) {
    await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom("companies")
        .selectAll()
        .where("id", "=", ctx.companyId)
        .executeTakeFirstOrThrow();
      const zoneBefore = changes.time_zone && before.time_zone;
      // The phone menu finds its company by the called number: one company per number.
      await updateCompanyRow(trx, ctx.companyId, changes).catch(
        uniqueAs({ phone_menu_number: "Another company already uses this number for its phone menu." }),
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
