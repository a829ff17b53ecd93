import { audit } from "../../db/audit-log";
import type { DB } from "../../db/connection";
import { ApiError } from "../../http/errors";
import type { TopupsAdapter } from "../../integrations/topups/types";
import type { AuthContext } from "../../security/caller";
import type { CatalogueChange } from "../../../common/api";
import { catalogueWrite, markSeen, seenAmount, seenOperator } from "./catalogue";
import { changeNamed } from "./accept-change";
import { CATALOGUE_MESSAGES } from "./schemas";

/**
 * POST /api/catalogue/changes/dismiss/: a new operator or amount the owner does not want: marked seen, so
 * that the sync stops listing it (it stays importable from the catalogue screen). A change that asks for a
 * decision about what the company sells (gone, cost) can only be accepted.
 */
export async function dismissChange(
  db: DB,
  ctx: AuthContext,
  topups: TopupsAdapter,
  /** the database is PostgreSQL (app.dialect): the company is locked for the write */
  postgres: boolean,
  id: string,
  now = new Date(),
): Promise<CatalogueChange> {
  const { change, operator, amount } = await changeNamed(db, ctx, topups, id);
  if (!change.dismissable) throw new ApiError(400, { change: [CATALOGUE_MESSAGES.notDismissable] });
  const item = amount
    ? seenAmount(operator!.operatorId, amount.faceValue)
    : seenOperator(operator!.operatorId);
  await catalogueWrite(db, ctx, postgres, async (trx) => {
    await markSeen(trx, ctx, change.country, [item], now);
    await audit(trx, ctx, "catalogue.dismiss", "company", ctx.companyId, {
      change: change.id,
      kind: change.kind,
      operator: change.operator_id,
    });
  });
  return change;
}
