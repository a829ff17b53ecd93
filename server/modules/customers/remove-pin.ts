import type { DB } from "../../db/connection";
import { audit } from "../../db/audit-log";
import type { AuthContext } from "../../security/caller";
import { endPinSessionsOf } from "../../security/sessions";
import { storedCustomer, updateCustomerRow } from "./queries";

/**
 * Staff's "Remove PIN" (DELETE /api/company/customers/{id}/pin/): the customer can no longer sign in by
 * phone and PIN until they choose a new one (from a PIN reset link, or their own profile), and the sessions
 * the PIN opened end. Audited.
 */
export async function removeCustomerPin(db: DB, ctx: AuthContext, id: number): Promise<void> {
  await storedCustomer(db, ctx.companyId, id);
  await db.transaction().execute(async (trx) => {
    await updateCustomerRow(trx, id, { pin: null });
    // A session the PIN opened ends with it: removing the PIN is how staff shut a phone sign-in out.
    await endPinSessionsOf(trx, id);
    await audit(trx, ctx, "pin.remove", "customer", id);
  });
}
