import type { FastifyInstance } from "fastify";
import { PERSON_DETAILS } from "../../../common/api/fields";
import { DEFAULT_LANGUAGE, type Language } from "../../../common/languages";
import { wordsIn } from "../../i18n";
import type { DB } from "../../db/connection";
import type { UserUpdate } from "../../db/schema";
import { audit } from "../audit/service";
import type { AuthContext } from "../../security/caller";
import { callersList } from "../../http/lists/readers";
import { badRequest, type FieldErrors, notFound } from "../../http/errors";
import { addFirstLine, firstLineNumber } from "../phone-numbers/service";
import { endSessionsOf } from "../accounts/sessions";
import { assertEmailFree, deactivateUser, emailRace, mailSetPasswordLink } from "./people";
import {
  customerListSpec,
  type CustomerRow,
  customerRow,
  insertCustomer,
  scoped,
  selectCustomer,
  storedCustomer,
  updateCustomerRow,
} from "./queries";
import type { CustomerAnswer, CustomerCreate, CustomerUpdate } from "./schemas";
import { companySetting } from "../../db/lookups";

/**
 * The company's customers (docs/api-conventions.md): users of the caller's company who are not members.
 * A member's id, or another company's user, is simply not found here.
 */

/** A customer's answer. Staff set a customer's PIN but never read it: the answer says only whether there is one. */
function serialize({ pin, phone_numbers, ...r }: CustomerRow): CustomerAnswer {
  const numbers = phone_numbers ? phone_numbers.split(" ") : [];
  return {
    ...r,
    pin_set: pin !== null,
    phone_numbers: numbers,
    phone_numbers_count: numbers.length,
    scheduled_refills_count: Number(r.scheduled_refills_count ?? 0),
  };
}

/**
 * The company's customers: a page (GET /api/company/customers/), or every row for the CSV export, each
 * customer read with their phone numbers in the same statement.
 */
export const listCustomers = callersList({
  spec: customerListSpec,
  base: (db, ctx) => scoped(db, ctx.companyId),
  rows: (db, ctx, ids) => selectCustomer(scoped(db, ctx.companyId).where("u.id", "in", ids)),
  serialize,
});

export async function getCustomer(db: DB, ctx: AuthContext, id: number): Promise<CustomerAnswer> {
  const row = await customerRow(db, ctx.companyId, id);
  if (!row) throw notFound();
  return serialize(row as CustomerRow);
}

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
  const { send_welcome_email: sendWelcome, phone_number: rawNumber, ...fields } = input;
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

export async function updateCustomer(
  db: DB,
  ctx: AuthContext,
  id: number,
  input: CustomerUpdate,
): Promise<CustomerAnswer> {
  const current = await storedCustomer(db, ctx.companyId, id);
  if (input.email !== undefined && input.email !== current.email) await assertEmailFree(db, input.email, id);
  const changes: UserUpdate = {};
  for (const key of ["email", ...PERSON_DETAILS, "language", "is_active"] as const) {
    if (input[key] !== undefined) (changes as Record<string, unknown>)[key] = input[key];
  }
  if (Object.keys(changes).length) {
    await db
      .transaction()
      .execute(async (trx) => {
        await updateCustomerRow(trx, id, changes);
        if (changes.is_active === false) await endSessionsOf(trx, id);
        await audit(trx, ctx, "update", "customer", id, changes);
      })
      .catch(emailRace);
  }
  return getCustomer(db, ctx, id);
}

/** DELETE: the customer can no longer sign in and their sessions end; their records stay. */
export async function deactivateCustomer(db: DB, ctx: AuthContext, id: number): Promise<void> {
  await storedCustomer(db, ctx.companyId, id);
  await db.transaction().execute(async (trx) => {
    await deactivateUser(trx, id);
    await audit(trx, ctx, "deactivate", "customer", id);
  });
}
