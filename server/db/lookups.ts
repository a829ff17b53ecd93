import { type Selectable, type SelectQueryBuilder, sql, type StringReference } from "kysely";
import { fullName } from "../../common/names";
import { type AuthContext, isStaff } from "../security/caller";
import type { DB } from "./connection";
import type { CompaniesTable } from "./schema";

/**
 * Company-scoped look-ups of rows that several modules refer to by id (a number's carrier and plan, a
 * schedule's plan, a card's customer): undefined when the row is not the caller's company's. And the
 * one rule of who sees which rows, for every query that reads a company's records.
 */

/** A query's clauses written by column name, once the names were checked against its tables. */
type ByName<O> = SelectQueryBuilder<{ [table: string]: { [column: string]: unknown } }, string, O>;

/**
 * Nothing when every name in `C` is a column of the query's tables; otherwise a property the query
 * lacks, so that `$call` refuses it and the compiler names the misspelt column.
 */
type ColumnsOf<D, T extends keyof D, C> = [C] extends [StringReference<D, T>]
  ? unknown
  : { "not a column of the query's tables": C };

/**
 * Narrows a query to the rows the caller may see (docs/api-conventions.md): the company's (`company`
 * column) for staff, and only their own (`owner` column) for a customer or a hijack. Use with
 * `$call`: `db.selectFrom("rentals as r").$call(callersRows(ctx, "r.company_id", "r.user_id"))`. Both
 * columns are checked against the query's tables (taken from `$call`'s query), so a misspelt column or
 * a table the query does not select from fails to compile.
 */
export const callersRows =
  <C extends string>(ctx: AuthContext, company: C, owner: C) =>
  <D, T extends keyof D, O>(
    qb: SelectQueryBuilder<D, T, O> & ColumnsOf<D, T, C>,
  ): SelectQueryBuilder<D, T, O> => {
    const companys = (qb as unknown as ByName<O>).where(sql.ref(company), "=", ctx.companyId);
    // Where clauses leave the builder's row type as it was.
    return (isStaff(ctx)
      ? companys
      : companys.where(sql.ref(owner), "=", ctx.user.id)) as unknown as SelectQueryBuilder<D, T, O>;
  };

/** The company's rows of a table (unaliased, with `id` and `company_id`), narrowed to one id. */
export const companyRowById =
  (companyId: number, id: number) =>
  <D extends Record<T, { id: unknown; company_id: unknown }>, T extends keyof D, O>(
    qb: SelectQueryBuilder<D, T, O>,
  ): SelectQueryBuilder<D, T, O> =>
    (qb as unknown as ByName<O>)
      .where(sql.ref("id"), "=", id)
      .where(sql.ref("company_id"), "=", companyId) as unknown as SelectQueryBuilder<D, T, O>;

/**
 * The caller's rows of a table (unaliased, with `id`, `company_id` and `user_id`), narrowed to one id:
 * callersRows' rule for the row a path or a body names.
 */
export const callersRowById =
  (ctx: AuthContext, id: number) =>
  <D extends Record<T, { id: unknown; company_id: unknown; user_id: unknown }>, T extends keyof D, O>(
    qb: SelectQueryBuilder<D, T, O>,
  ): SelectQueryBuilder<D, T, O> =>
    (qb as unknown as ByName<O>)
      .where(sql.ref("id"), "=", id)
      .$call(callersRows(ctx, "company_id", "user_id")) as unknown as SelectQueryBuilder<D, T, O>;

/** One of the company's settings (its name, tax rate, time zone), the company being the caller's own. */
export async function companySetting<C extends "name" | "tax_rate" | "time_zone">(
  db: DB,
  companyId: number,
  column: C,
): Promise<Selectable<CompaniesTable>[C]> {
  const row = await db
    .selectFrom("companies")
    .select(column)
    .where("id", "=", companyId)
    // Kysely cannot name a generic column's type; it is the column's, as the schema says.
    .$castTo<Pick<Selectable<CompaniesTable>, C>>()
    .executeTakeFirstOrThrow();
  return row[column];
}

/** A customer (not staff) of the company, or undefined. */
export function findCustomer(db: DB, companyId: number, id: number) {
  return db
    .selectFrom("users")
    .select(["id", "is_active"])
    .$call(companyRowById(companyId, id))
    .where("is_company_member", "=", false)
    .executeTakeFirst();
}

/** The company's carrier, or undefined. */
export function findCarrier(db: DB, companyId: number, id: number) {
  return db
    .selectFrom("carriers")
    .select(["id", "is_active"])
    .$call(companyRowById(companyId, id))
    .executeTakeFirst();
}

/** The company's plan (through its carrier), with whether both are active, or undefined. */
export function findPlan(db: DB, companyId: number, id: number) {
  return db
    .selectFrom("plans as p")
    .innerJoin("carriers as c", "c.id", "p.carrier_id")
    .select(["p.id", "p.carrier_id", "p.name", "p.amount", "p.is_active", "c.is_active as is_carrier_active"])
    .where("p.id", "=", id)
    .where("c.company_id", "=", companyId)
    .executeTakeFirst();
}

/** Whether a plan as findPlan reads it can be bought: it and its carrier are active. */
export const onSale = (plan: { is_active: boolean; is_carrier_active: boolean }) =>
  plan.is_active && plan.is_carrier_active;

/** A card of one of the company's people, whoever it belongs to (the rules say whose it may be), or undefined. */
export function findCard(db: DB, companyId: number, id: number) {
  return db
    .selectFrom("payment_methods as pm")
    .innerJoin("users as u", "u.id", "pm.user_id")
    .select(["pm.id", "pm.user_id", "pm.brand", "pm.last4", "pm.is_active", "pm.exp_month", "pm.exp_year"])
    .where("pm.id", "=", id)
    .where("u.company_id", "=", companyId)
    .executeTakeFirst();
}

/**
 * The line a body names, if the caller may see it (a customer: only their own), with whether it and its
 * owner are active, or undefined.
 */
export function callersLine(db: DB, ctx: AuthContext, id: number) {
  return db
    .selectFrom("phone_numbers as pn")
    .innerJoin("users as u", "u.id", "pn.user_id")
    .select(["pn.id", "pn.user_id", "pn.carrier_id", "pn.is_active", "u.is_active as is_owner_active"])
    .where("pn.id", "=", id)
    .$call(callersRows(ctx, "pn.company_id", "pn.user_id"))
    .executeTakeFirst();
}

/**
 * How a detail page names the company's people among `ids` (who created a record, who resolved it): a
 * function from an id to their name, else their e-mail; null for nobody or someone not of the company.
 */
export async function namesOf(db: DB, companyId: number, ids: (number | null)[]) {
  const people = await db
    .selectFrom("users")
    .select(["id", "first_name", "last_name", "email"])
    .where(
      "id",
      "in",
      ids.map((id) => id ?? 0),
    )
    .where("company_id", "=", companyId)
    .execute();
  return (id: number | null): string | null => {
    const p = people.find((u) => u.id === id);
    return p ? fullName(p.first_name, p.last_name) || p.email : null;
  };
}

/**
 * Reads the company's row FOR UPDATE (PostgreSQL only; SQLite runs one write transaction at a time): writes
 * of one company that must see each other's rows wait for each other (owner changes, catalogue imports).
 */
export async function lockCompany(trx: DB, companyId: number): Promise<void> {
  await trx.selectFrom("companies").select("id").where("id", "=", companyId).forUpdate().execute();
}
