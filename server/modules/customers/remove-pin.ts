import type { DB } from "../../db/connection";
import { audit } from "../../db/audit-log";
import type { AuthContext } from "../../security/caller";
import { storedCustomer, updateCustomerRow } from "./queries";

/**
 * Staff's "Remove PIN" (DELETE /api/company/customers/{id}/pin/): the customer can no longer sign in by
 * phone and PIN until they choose a new one (from a PIN reset link, or their own profile). Audited.
 */
export async function removeCustomerPin(db: DB, ctx: AuthContext, id: number): Promise<void> {
  await storedCustomer(db, ctx.companyId, id);
  await db.transaction().execute(async (trx) => {
    await updateCustomerRow(trx, id, { pin: null });
    await audit(trx, ctx, "pin.remove", "customer", id);
  });
}
