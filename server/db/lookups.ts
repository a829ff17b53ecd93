import type { DB } from "./connection";

/**
 * Company-scoped look-ups of rows that several modules refer to by id (a number's carrier and plan, a
 * schedule's plan, a card's customer): undefined when the row is not the caller's company's.
 */

/** A customer (not staff) of the company, or undefined. */
export function findCustomer(db: DB, companyId: number, id: number) {
  return db
    .selectFrom("users")
    .select(["id", "is_active"])
    .where("id", "=", id)
    .where("company_id", "=", companyId)
    .where("is_company_member", "=", false)
    .executeTakeFirst();
}

/** The company's carrier, or undefined. */
export function findCarrier(db: DB, companyId: number, id: number) {
  return db
    .selectFrom("carriers")
    .select(["id", "is_active"])
    .where("id", "=", id)
    .where("company_id", "=", companyId)
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
