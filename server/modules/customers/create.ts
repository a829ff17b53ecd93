import { badRequest, type FieldErrors } from "../../http/errors";
import { addFirstLine, firstLineNumber } from "../../people/first-line";
import type { FastifyInstance } from "fastify";
import { audit } from "../../db/audit-log";
import type { AuthContext } from "../../security/caller";
import { assertEmailFree, emailRace } from "../../people/people";
import { queuePasswordLink } from "../../security/one-time-tokens";
import { getCustomer, insertCustomer } from "./queries";
import type { CustomerAnswer, CustomerCreate } from "./schemas";

/**
 * The company's customers (docs/api-conventions.md): users of the caller's company who are not members.
 * A member's id, or another company's user, is simply not found here.
 */

/** A customer created by staff has no password: the welcome message (unless turned off) lets them choose one. */
export async function createCustomer(
  app: FastifyInstance,
  ctx: AuthContext,
  input: CustomerCreate,
): Promise<CustomerAnswer> {
  await assertEmailFree(app.db, input.email);
  const { send_welcome_email: sendWelcome, phone_number: rawNumber, pin: _pin, ...fields } = input;
  const errors: FieldErrors = {};
  const number = await firstLineNumber(app.db, rawNumber, "phone_number", errors);
  if (Object.keys(errors).length) throw badRequest(errors);
  const id = await app.db
    .transaction()
    .execute(async (trx) => {
      const userId = await insertCustomer(trx, ctx.companyId, fields);
      if (number) await addFirstLine(trx, { companyId: ctx.companyId, userId, number }, "phone_number");
      await audit(trx, ctx, "create", "customer", userId, {
        ...fields,
        ...(number ? { phone_number: number } : {}),
        send_welcome_email: sendWelcome,
      });
      // The welcome message (in the customer's language) is written with the customer: both or neither.
      if (sendWelcome)
        await queuePasswordLink(
          trx,
          app.config.publicUrl,
          { id: userId, company_id: ctx.companyId },
          "welcome",
        );
      return userId;
    })
    .catch(emailRace);
  return getCustomer(app.db, ctx, id);
}
