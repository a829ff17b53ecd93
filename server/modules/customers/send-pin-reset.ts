import type { FastifyInstance } from "fastify";
import { audit } from "../../db/audit-log";
import { ApiError, refused } from "../../http/errors";
import type { AuthContext } from "../../security/caller";
import { sendPinReset } from "../../security/one-time-tokens";
import { getCustomer } from "./queries";
import type { CustomerAnswer } from "./schemas";

/**
 * Staff's "Send PIN reset" (POST /api/company/customers/{id}/pin-reset/): the customer gets, by e-mail, a
 * one-time link to choose a new PIN themself; the caller never sees the link. The PIN in force stays until
 * the customer uses it. Audited.
 */
export async function sendCustomerPinReset(
  app: FastifyInstance,
  ctx: AuthContext,
  id: number,
): Promise<CustomerAnswer> {
  const customer = await getCustomer(app.db, ctx, id);
  if (!customer.is_active) throw refused("This customer is deactivated: reactivate them first.");
  try {
    await sendPinReset(app, customer);
  } catch (err) {
    app.log.error({ err, userId: id }, "PIN reset mail failed");
    throw new ApiError(503, { detail: "The PIN reset could not be sent. Try again later." });
  }
  await audit(app.db, ctx, "pin.reset", "customer", id, { email: customer.email });
  return customer;
}
