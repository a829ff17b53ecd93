import type { FastifyInstance } from "fastify";
import { type Expression, sql, type SqlBool } from "kysely";
import { PERSON_DETAILS } from "../../../common/api/fields";
import type { DB } from "../../db/connection";
import type { UserUpdate } from "../../db/schema";
import { audit } from "../audit/service";
import type { AuthContext } from "../../security/caller";
import type { Page } from "../../../common/api/page";
import { filters, parsers } from "../../http/lists/filters";
import { listPage } from "../../http/lists/paging";
import { listReader } from "../../http/lists/readers";
import { likeLower } from "../../http/lists/search";
import type { ListSpec } from "../../http/lists/spec";
import type { ListExpressions } from "../../http/lists/tables";
import { notFound } from "../../http/errors";
import { endSessionsOf } from "../accounts/sessions";
import {
  assertEmailFree,
  companyPeople,
  deactivateUser,
  emailRace,
  mailSetPasswordLink,
  PERSON_ORDERING,
} from "./people";
import type { CustomerAnswer, CustomerCreate, CustomerUpdate } from "./schemas";
import { companySetting } from "../../db/lookups";

/**
 * The company's customers (docs/api-conventions.md): users of the caller's company who are not members.
 * A member's id, or another company's user, is simply not found here.
 */

const hasPhoneNumbers = (eb: ListExpressions<"users as u">) =>
  eb.exists(eb.selectFrom("phone_numbers as pn").select("pn.id").whereRef("pn.user_id", "=", "u.id"));

/** Active scheduled refills on any of the customer's numbers. */
const hasScheduledRefills = (eb: ListExpressions<"users as u">) =>
  eb.exists(
    eb
      .selectFrom("scheduled_refills as sr")
      .innerJoin("phone_numbers as spn", "spn.id", "sr.phone_number_id")
      .select("sr.id")
      .whereRef("spn.user_id", "=", "u.id")
      .where("sr.is_active", "=", true),
  );

/** `?has_phone_numbers=true|false` style filter over an EXISTS. */
const existsFilter = (exists: (eb: ListExpressions<"users as u">) => Expression<SqlBool>) =>
  filters.custom(parsers.boolean, (qb, wanted) =>
    qb.where((eb) => (wanted ? exists(eb) : eb.not(exists(eb)))),
  );

/**
 * A term written like a phone number ("555-0100", "(555)", "+1") matches the digits of the customer's
 * numbers; a term with letters ("yara2") does not look in phone numbers at all.
 */
function phoneDigitsMatch(eb: ListExpressions<"users as u">, pattern: string) {
  const term = pattern.slice(1, -1);
  const digits = term.replace(/\D/g, "");
  if (!digits || !/^[\d+().-]+$/.test(term)) return sql<SqlBool>`1 = 0`;
  return eb.exists(
    eb
      .selectFrom("phone_numbers as spn")
      .select("spn.id")
      .whereRef("spn.user_id", "=", "u.id")
      .where(likeLower("spn.number", `%${digits}%`)),
  );
}

export const customerListSpec: ListSpec<"users as u"> = {
  ordering: PERSON_ORDERING,
  defaultOrdering: ["-created_at"],
  search: ["u.first_name", "u.last_name", "u.email", phoneDigitsMatch],
  filters: {
    has_phone_numbers: existsFilter(hasPhoneNumbers),
    has_scheduled_refills: existsFilter(hasScheduledRefills),
    is_active: filters.boolean("u.is_active"),
  },
  idColumn: "u.id",
  describe: {
    search: "first name, last name, e-mail, phone number digits",
    has_phone_numbers: "true / false",
    has_scheduled_refills: "true / false (active scheduled refills)",
    is_active: "true / false",
  },
};

const scoped = (db: DB, companyId: number) => companyPeople(db, companyId, "customers");

const COLUMNS = [
  "u.id",
  "u.email",
  "u.first_name",
  "u.last_name",
  "u.address",
  "u.state",
  "u.zip_code",
  "u.pin",
  "u.is_active",
  "u.created_at",
  "u.last_login",
] as const;

type CustomerRow = Omit<
  CustomerAnswer,
  "phone_numbers" | "phone_numbers_count" | "scheduled_refills_count" | "pin_set"
> & {
  pin: string | null;
  scheduled_refills_count: number | string | bigint | null;
};

const selectCustomer = (qb: ReturnType<typeof scoped>) =>
  qb
    .select(COLUMNS)
    .select((eb) =>
      eb
        .selectFrom("scheduled_refills as sr")
        .innerJoin("phone_numbers as spn", "spn.id", "sr.phone_number_id")
        .select(eb.fn.countAll().as("n"))
        .whereRef("spn.user_id", "=", "u.id")
        .where("sr.is_active", "=", true)
        .as("scheduled_refills_count"),
    );

/** The rows with their phone numbers, read in one query for the whole page (no N+1). */
async function withPhoneNumbers(db: DB, rows: CustomerRow[]): Promise<CustomerAnswer[]> {
  const ids = rows.map((r) => r.id);
  const phones = ids.length
    ? await db
        .selectFrom("phone_numbers")
        .select(["user_id", "number"])
        .where("user_id", "in", ids)
        .orderBy("id")
        .execute()
    : [];
  const byUser = new Map<number, string[]>();
  for (const p of phones) byUser.set(p.user_id, [...(byUser.get(p.user_id) ?? []), p.number]);
  // Staff set a customer's PIN but never read it: the answer says only whether there is one.
  return rows.map(({ pin, ...r }) => {
    const numbers = byUser.get(r.id) ?? [];
    return {
      ...r,
      pin_set: pin !== null,
      phone_numbers: numbers,
      phone_numbers_count: numbers.length,
      scheduled_refills_count: Number(r.scheduled_refills_count ?? 0),
    };
  });
}

export const listCustomers = listReader(
  customerListSpec,
  async (db, ctx, request): Promise<Page<CustomerAnswer>> => {
    const page = await listPage({
      request,
      spec: customerListSpec,
      base: scoped(db, ctx.companyId),
      select: selectCustomer,
      serialize: (row): CustomerRow => row,
    });
    return { ...page, results: await withPhoneNumbers(db, page.results) };
  },
);

export async function getCustomer(db: DB, ctx: AuthContext, id: number): Promise<CustomerAnswer> {
  const row = await selectCustomer(scoped(db, ctx.companyId).where("u.id", "=", id)).executeTakeFirst();
  if (!row) throw notFound();
  const [customer] = await withPhoneNumbers(db, [row as CustomerRow]);
  return customer;
}

const WELCOME = (company: string) => ({
  purpose: "welcome" as const,
  subject: `Your ${company} account`,
  before: [
    `${company} has opened an account for you, where you can refill your phone, rent a device and see your history.`,
    "Open this link to choose your password:",
  ],
  action: "Choose my password",
});

/** A customer created by staff has no password: the welcome e-mail (unless turned off) lets them choose one. */
export async function createCustomer(
  app: FastifyInstance,
  ctx: AuthContext,
  input: CustomerCreate,
): Promise<CustomerAnswer> {
  await assertEmailFree(app.db, input.email);
  const { send_welcome_email: sendWelcome, ...fields } = input;
  const id = await app.db
    .transaction()
    .execute(async (trx) => {
      const user = await trx
        .insertInto("users")
        .values({
          company_id: ctx.companyId,
          email: fields.email,
          password_hash: null,
          first_name: fields.first_name,
          last_name: fields.last_name,
          address: fields.address ?? "",
          state: fields.state ?? "",
          zip_code: fields.zip_code ?? "",
          pin: fields.pin ?? null,
          is_company_member: false,
          is_company_owner: false,
          is_active: true,
          created_at: new Date().toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await audit(trx, ctx, "create", "customer", user.id, { ...fields, send_welcome_email: sendWelcome });
      return user.id;
    })
    .catch(emailRace);
  if (sendWelcome) {
    const company = await companySetting(app.db, ctx.companyId, "name");
    await mailSetPasswordLink(
      app,
      { id, email: fields.email, first_name: fields.first_name },
      WELCOME(company),
    );
  }
  return getCustomer(app.db, ctx, id);
}

async function existingCustomer(db: DB, ctx: AuthContext, id: number) {
  const row = await scoped(db, ctx.companyId)
    .select(["u.id", "u.email", "u.is_active"])
    .where("u.id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function updateCustomer(
  db: DB,
  ctx: AuthContext,
  id: number,
  input: CustomerUpdate,
): Promise<CustomerAnswer> {
  const current = await existingCustomer(db, ctx, id);
  if (input.email !== undefined && input.email !== current.email) await assertEmailFree(db, input.email, id);
  const changes: UserUpdate = {};
  for (const key of ["email", ...PERSON_DETAILS, "is_active"] as const) {
    if (input[key] !== undefined) (changes as Record<string, unknown>)[key] = input[key];
  }
  if (Object.keys(changes).length) {
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable("users").set(changes).where("id", "=", id).execute();
        if (changes.is_active === false) await endSessionsOf(trx, id);
        await audit(trx, ctx, "update", "customer", id, changes);
      })
      .catch(emailRace);
  }
  return getCustomer(db, ctx, id);
}

/** DELETE: the customer can no longer sign in and their sessions end; their records stay. */
export async function deactivateCustomer(db: DB, ctx: AuthContext, id: number): Promise<void> {
  await existingCustomer(db, ctx, id);
  await db.transaction().execute(async (trx) => {
    await deactivateUser(trx, id);
    await audit(trx, ctx, "deactivate", "customer", id);
  });
}
