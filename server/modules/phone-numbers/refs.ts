import { z } from "zod";
import type { DB } from "../../db/connection";
import type { FieldErrors } from "../../http/errors";

/**
 * Ids sent in request bodies (phone numbers, cards and scheduled refills share these): the DRF sentences
 * for a malformed id and for one that is not the caller's company's, and the company-scoped look-ups.
 */

export const invalidPk = (id: unknown) => `Invalid pk "${String(id)}" - object does not exist.`;

const typeName = (v: unknown) => (Array.isArray(v) ? "list" : typeof v === "string" ? "str" : typeof v === "boolean" ? "bool" : typeof v);

/** A primary key in a body: 12 or "12"; anything else is DRF's "Incorrect type" sentence. */
export const pk = () =>
  z.preprocess(
    (v) => (typeof v === "string" && /^\s*\d{1,15}\s*$/.test(v) ? Number(v) : v),
    z
      .number({
        error: (iss) =>
          iss.input === undefined
            ? "This field is required."
            : iss.input === null
              ? "This field may not be null."
              : `Incorrect type. Expected pk value, received ${typeName(iss.input)}.`,
      })
      .int(`Incorrect type. Expected pk value, received float.`)
      .positive(`Invalid pk "0" - object does not exist.`)
      .max(Number.MAX_SAFE_INTEGER),
  );

/** Collects field errors so that one answer names every bad field, as DRF does. */
export function addError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

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

/** "Ann Lee", or "" when the person gave no name. */
export const fullName = (first: string, last: string) => `${first} ${last}`.trim();
