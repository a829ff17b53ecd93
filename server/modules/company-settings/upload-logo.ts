import type { DB } from "../../db/connection";
import type { AuthContext } from "../../security/caller";
import { audit } from "../../db/audit-log";
import { sizeLogo, storeLogo } from "./logo";
import type { CompanyAnswer } from "./schemas";
import { readCompany } from "./queries";

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
