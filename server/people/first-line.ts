import { normalizePhoneNumber } from "../../common/phone";
import type { DB } from "../db/connection";
import { addError, badRequest, type FieldErrors, isUniqueViolation } from "../http/errors";
import { PHONE_INVALID, PHONE_TAKEN } from "../http/validation";

/**
 * The line a new customer gives with their details (staff's "New customer", the sign-up), read as POST
 * /api/phones/ reads a number: blank is none; a number that is not one, or is already anyone's line, is
 * refused under `field`. Checked before the customer is written; `addFirstLine` writes it with them.
 * A shared place (docs/architecture.md, "Shared places"): customers and accounts both create people.
 */
export async function firstLineNumber(
  db: DB,
  raw: string | null | undefined,
  field: string,
  errors: FieldErrors,
): Promise<string | undefined> {
  if (!raw?.trim()) return undefined;
  const number = normalizePhoneNumber(raw);
  if (!number) addError(errors, field, PHONE_INVALID);
  else if (await db.selectFrom("phone_numbers").select("id").where("number", "=", number).executeTakeFirst())
    addError(errors, field, PHONE_TAKEN);
  return number ?? undefined;
}

/** The new customer's line (no carrier or plan yet), inside the transaction that writes the customer. */
export async function addFirstLine(
  trx: DB,
  line: { companyId: number; userId: number; number: string },
  field: string,
): Promise<number> {
  try {
    const row = await trx
      .insertInto("phone_numbers")
      .values({
        company_id: line.companyId,
        user_id: line.userId,
        number: line.number,
        carrier_id: null,
        plan_id: null,
        nickname: "",
        created_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (err) {
    // Someone else added the number since it was checked.
    if (isUniqueViolation(err)) throw badRequest({ [field]: PHONE_TAKEN });
    throw err;
  }
}
