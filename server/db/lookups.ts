import { type SelectQueryBuilder, sql } from "kysely";
import { type AuthContext, isStaff } from "../security/caller";
import type { DB } from "./connection";

/**
 * Company-scoped look-ups of rows that several modules refer to by id (a number's carrier and plan, a
 * schedule's plan, a card's customer): undefined when the row is not the caller's company's. And the
 * one rule of who sees which rows, for every query that reads a company's records.
 */

/**
 * Narrows a query to the rows the caller may see (docs/api-conventions.md): the company's (`company`
 * column) for staff, and only their own (`owner` column) for a customer or a hijack. Use with
 * `$call`: `db.selectFrom("rentals as r").$call(callersRows(ctx, "r.company_id", "r.user_id"))`.
 */
export const callersRows =
  (ctx: AuthContext, company: string, owner: string) =>
  <Q extends SelectQueryBuilder<any, any, any>>(qb: Q): Q => {
    const companys = qb.where(sql.ref(company), "=", ctx.companyId);
    // Where clauses leave the builder's row type as it was.
    return (isStaff(ctx) ? companys : companys.where(sql.ref(owner), "=", ctx.user.id)) as Q;
  };

/** The company's rows of a table (unaliased, with `id` and `company_id`), narrowed to one id. */
export const companyRowById =
  (companyId: number, id: number) =>
  <Q extends SelectQueryBuilder<any, any, any>>(qb: Q): Q =>
    qb.where(sql.ref("id"), "=", id).where(sql.ref("company_id"), "=", companyId) as Q;

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
    .select(["p.id", "p.carrier_id", "p.amount", "p.is_active", "c.is_active as is_carrier_active"])
    .where("p.id", "=", id)
    .where("c.company_id", "=", companyId)
    .executeTakeFirst();
}
