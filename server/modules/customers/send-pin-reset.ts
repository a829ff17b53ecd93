import type { FastifyInstance } from "fastify";
import { audit } from "../../db/audit-log";
import { refused } from "../../http/errors";
import type { AuthContext } from "../../security/caller";
import { queuePasswordLink } from "../../security/one-time-tokens";
import { getCustomer } from "./queries";
import { CUSTOMER_MESSAGES, type CustomerAnswer } from "./schemas";

/**
 * Staff's "Send PIN reset" (POST /api/company/customers/{id}/pin-reset/): the customer gets, by message, a
 * one-time link to choose a new PIN themself; the caller never sees the link. The PIN in force stays until
 * the customer uses it. Audited.
 */
export async function sendCustomerPinReset(
  app: FastifyInstance,
  ctx: AuthContext,
  id: number,
): Promise<CustomerAnswer> {
  const customer = await getCustomer(app.db, ctx, id);
  if (!customer.is_active) throw refused(CUSTOMER_MESSAGES.deactivated);
  await app.db.transaction().execute(async (trx) => {
    await queuePasswordLink(trx, app.config.publicUrl, { id, company_id: ctx.companyId }, "pin");
    await audit(trx, ctx, "pin.reset", "customer", id, { email: customer.email });
  });
  return customer;
}
