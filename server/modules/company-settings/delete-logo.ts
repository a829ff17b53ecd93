import type { DB } from "../../db/connection";
import type { AuthContext } from "../../security/caller";
import { audit } from "../../db/audit-log";
import { removeLogo } from "./logo";
import type { CompanyAnswer } from "./schemas";
import { readCompany } from "./queries";

/** DELETE /api/company/logo/: the company goes without a logo (audited when there was one). */
export async function deleteLogo(db: DB, ctx: AuthContext): Promise<CompanyAnswer> {
  await db.transaction().execute(async (trx) => {
    if (await removeLogo(trx, ctx.companyId)) await audit(trx, ctx, "logo.remove", "company", ctx.companyId);
  });
  return readCompany(db, ctx.companyId);
}
