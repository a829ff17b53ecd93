import { type Expression, sql, type SqlBool } from "kysely";
import type { DB } from "../../db/connection";
import type { UserUpdate } from "../../db/schema";
import { notFound } from "../../http/errors";
import { filters, parsers } from "../../http/lists/filters";
import { likeLower } from "../../http/lists/search";
import type { ListSpec } from "../../http/lists/spec";
import type { ListExpressions } from "../../http/lists/tables";
import { companyPeople, PERSON_ORDERING } from "../../people/people";
import type { CustomerAnswer, CustomerCreate } from "./schemas";
import { callersList } from "../../http/lists/readers";
import type { AuthContext } from "../../security/caller";

/**
 * Customers' SQL: the list spec, the company's customers (`users as u`, is_company_member=false) with what
 * their answer counts, and the writes of their rows.
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
    created_after: filters.dateFrom("u.created_at"),
    created_before: filters.dateTo("u.created_at"),
  },
  idColumn: "u.id",
  describe: {
    search: "first name, last name, e-mail, phone number digits",
    has_phone_numbers: "true / false",
    has_scheduled_refills: "true / false (active scheduled refills)",
    is_active: "true / false",
    created_after: "YYYY-MM-DD, from the start of that day in the company's time zone",
    created_before: "YYYY-MM-DD, to the end of that day in the company's time zone",
  },
};

/** The company's customers (`users as u`, is_company_member=false): what every read here starts from. */
export const scoped = (db: DB, companyId: number) => companyPeople(db, companyId, "customers");

/** The columns a customer's answer is read from (the PIN only to say whether there is one). */
const COLUMNS = [
  "u.id",
  "u.email",
  "u.first_name",
  "u.last_name",
  "u.address",
  "u.state",
  "u.zip_code",
  "u.language",
  "u.sms_phone",
  "u.sms_consent_at",
  "u.pin",
  "u.is_active",
  "u.created_at",
  "u.last_login",
] as const;

/** A customer as read: the answer's columns, the PIN, and their phone numbers as one text. */
export type CustomerRow = Omit<
  CustomerAnswer,
  "phone_numbers" | "phone_numbers_count" | "scheduled_refills_count" | "pin_set"
> & {
  pin: string | null;
  scheduled_refills_count: number | string | bigint | null;
  /** the customer's numbers (digits only), oldest first, separated by spaces; null when none */
  phone_numbers: string | null;
};

/**
 * Reads the answer's columns, the count of the customer's active scheduled refills and their phone numbers
 * (through the index on phone_numbers.user_id, in the row itself: a page and a streamed export alike read
 * them in the same statement as the customers, with nothing held in between).
 */
export const selectCustomer = (qb: ReturnType<typeof scoped>) =>
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
    )
    .select((eb) =>
      eb
        .selectFrom("phone_numbers as npn")
        // string_agg with its own order: PostgreSQL, and SQLite since 3.44.
        .select(
          sql<string | null>`string_agg(${sql.ref("npn.number")}, ' ' order by ${sql.ref("npn.id")})`.as("n"),
        )
        .whereRef("npn.user_id", "=", "u.id")
        .as("phone_numbers"),
    );

/** Reads one customer of the company as the answer shows it. */
export const customerRow = (db: DB, companyId: number, id: number) =>
  selectCustomer(scoped(db, companyId).where("u.id", "=", id)).executeTakeFirst();

/** Writes a new customer of the company: no password, not a member, active. Answers its id. */
export async function insertCustomer(
  trx: DB,
  companyId: number,
  fields: Omit<CustomerCreate, "send_welcome_email" | "phone_number" | "pin">,
): Promise<number> {
  const user = await trx
    .insertInto("users")
    .values({
      company_id: companyId,
      email: fields.email,
      password_hash: null,
      first_name: fields.first_name,
      last_name: fields.last_name,
      address: fields.address ?? "",
      state: fields.state ?? "",
      zip_code: fields.zip_code ?? "",
      ...(fields.language ? { language: fields.language } : {}),
      is_company_member: false,
      is_company_owner: false,
      is_active: true,
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return user.id;
}

/** Reads a customer of the company, or 404: what an update compares with. */
export const storedCustomer = (db: DB, companyId: number, id: number) =>
  scoped(db, companyId)
    .select(["u.id", "u.email", "u.is_active", "u.sms_phone", "u.sms_consent_at"])
    .where("u.id", "=", id)
    .executeTakeFirstOrThrow(notFound);

/** Writes the changes to the customer's row of users. */
export async function updateCustomerRow(trx: DB, id: number, changes: UserUpdate): Promise<void> {
  await trx.updateTable("users").set(changes).where("id", "=", id).execute();
}

/** A customer's answer. Staff never read a customer's PIN: the answer says only whether there is one. */
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
