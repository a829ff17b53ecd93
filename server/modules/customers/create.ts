import { badRequest, type FieldErrors } from "../../http/errors";
import { addFirstLine, firstLineNumber } from "../../people/first-line";
import type { FastifyInstance } from "fastify";
import { DEFAULT_LANGUAGE, type Language } from "../../../common/languages";
import { wordsIn } from "../../i18n";
import { audit } from "../../db/audit-log";
import type { AuthContext } from "../../security/caller";
import { assertEmailFree, emailRace, mailSetPasswordLink } from "../../people/people";
import { getCustomer, insertCustomer } from "./queries";
import type { CustomerAnswer, CustomerCreate } from "./schemas";
import { companySetting } from "../../db/lookups";

/**
 * The company's customers (docs/api-conventions.md): users of the caller's company who are not members.
 * A member's id, or another company's user, is simply not found here.
 */

/** The welcome e-mail in the customer's language (server/i18n). */
function welcome(company: string, language: Language) {
  const words = wordsIn(language).mail.welcome;
  return {
    purpose: "welcome" as const,
    subject: words.subject(company),
    before: words.before(company),
    action: words.action,
    language,
  };
}

/** A customer created by staff has no password: the welcome e-mail (unless turned off) lets them choose one. */
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
      return userId;
    })
    .catch(emailRace);
  if (sendWelcome) {
    const company = await companySetting(app.db, ctx.companyId, "name");
    await mailSetPasswordLink(
      app,
      { id, email: fields.email, first_name: fields.first_name },
      welcome(company, fields.language ?? DEFAULT_LANGUAGE),
    );
  }
  return getCustomer(app.db, ctx, id);
}
