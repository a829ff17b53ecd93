import type { DB } from "../../db/connection";
import { audit } from "../../db/audit-log";
import type { AuthContext } from "../../security/caller";
import { deactivateUser } from "../../people/people";
import { storedCustomer } from "./queries";

/** DELETE: the customer can no longer sign in and their sessions end; their records stay. */
export async function deactivateCustomer(db: DB, ctx: AuthContext, id: number): Promise<void> {
  await storedCustomer(db, ctx.companyId, id);
  await db.transaction().execute(async (trx) => {
    await deactivateUser(trx, id);
    await audit(trx, ctx, "deactivate", "customer", id);
  });
}
