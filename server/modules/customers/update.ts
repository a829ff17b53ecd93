import { auditChanges } from "../../../common/audit";
import { PERSON_DETAILS, type PersonDetail } from "../../../common/api/fields";

/** A customer's details staff may change: all but the PIN, which is the customer's alone. */
const STAFF_EDITS = PERSON_DETAILS.filter((k): k is Exclude<PersonDetail, "pin"> => k !== "pin");
import type { DB } from "../../db/connection";
import type { UserUpdate } from "../../db/schema";
import { audit } from "../../db/audit-log";
import type { AuthContext } from "../../security/caller";
import { endSessionsOf } from "../../security/sessions";
import { assertEmailFree, emailRace } from "../../people/people";
import { smsConsentChanges } from "../../people/sms-consent";
import { getCustomer, storedCustomer, updateCustomerRow } from "./queries";
import type { CustomerAnswer, CustomerUpdate } from "./schemas";

export async function updateCustomer(
  db: DB,
  ctx: AuthContext,
  id: number,
  input: CustomerUpdate,
): Promise<CustomerAnswer> {
  const current = await storedCustomer(db, ctx.companyId, id);
  if (input.email !== undefined && input.email !== current.email) await assertEmailFree(db, input.email, id);
  const changes: UserUpdate = {};
  for (const key of ["email", ...STAFF_EDITS, "language", "is_active"] as const) {
    if (input[key] !== undefined) (changes as Record<string, unknown>)[key] = input[key];
  }
  // Consent to texts, given or taken back on the customer's word: the audit names the number and when.
  Object.assign(changes, smsConsentChanges(current, input.sms_phone));
  if (Object.keys(changes).length) {
    await db
      .transaction()
      .execute(async (trx) => {
        const before = await trx
          .selectFrom("users")
          .selectAll()
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        await updateCustomerRow(trx, id, changes);
        if (changes.is_active === false) await endSessionsOf(trx, id);
        await audit(trx, ctx, "update", "customer", id, { changes: auditChanges(before, changes) });
      })
      .catch(emailRace);
  }
  return getCustomer(db, ctx, id);
}
