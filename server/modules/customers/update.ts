import { auditChanges } from "../../../common/audit";
import { PERSON_DETAILS, type PersonDetail } from "../../../common/api/fields";

/** A customer's details staff may change: all but the PIN, which is the customer's alone. */
const STAFF_EDITS = PERSON_DETAILS.filter((k): k is Exclude<PersonDetail, "pin"> => k !== "pin");
import type { DB } from "../../db/connection";
import type { UserUpdate } from "../../db/schema";
import { audit } from "../../db/audit-log";
import type { AuthContext } from "../../security/caller";
import { endSessionsOf } from "../../security/sessions";
import { invalidateOneTimeTokens } from "../../security/one-time-tokens";
import { badRequest } from "../../http/errors";
import { assertEmailFree, emailRace } from "../../people/people";
import { smsConsentChanges } from "../../people/sms-consent";
import { getCustomer, storedCustomer, updateCustomerRow } from "./queries";
import { CUSTOMER_EMAIL_OWN, type CustomerAnswer, type CustomerUpdate } from "./schemas";

export async function updateCustomer(
  db: DB,
  ctx: AuthContext,
  id: number,
  input: CustomerUpdate,
): Promise<CustomerAnswer> {
  const current = await storedCustomer(db, ctx.companyId, id);
  const emailChanges = input.email !== undefined && input.email !== current.email;
  if (emailChanges) {
    // The e-mail is where a password link goes: a member who put their own address on a customer who signs
    // in could reset the password and become the customer outside the hijack's hour and audit (issue 39).
    const secrets = await db
      .selectFrom("users")
      .select(["password_hash", "pin"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    if (secrets.password_hash !== null || secrets.pin !== null)
      throw badRequest({ email: CUSTOMER_EMAIL_OWN });
    await assertEmailFree(db, input.email!, id);
  }
  const changes: UserUpdate = {};
  for (const key of ["email", ...STAFF_EDITS, "language", "is_active"] as const) {
    if (input[key] !== undefined) (changes as Record<string, unknown>)[key] = input[key];
  }
  // Consent to texts, given or taken back on the customer's word: the audit names the number and when.
  const consent = smsConsentChanges(current, input.sms_phone);
  Object.assign(changes, consent);
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
        // A link already sent (the welcome) went to the old address: it no longer opens the account.
        if (emailChanges) await invalidateOneTimeTokens(trx, id);
        await audit(trx, ctx, "update", "customer", id, {
          changes: auditChanges(before, changes),
          // Who recorded the consent and when are the entry's own; how is "staff", on the customer's word.
          ...("sms_phone" in consent ? { consent_channel: "staff" } : {}),
        });
      })
      .catch(emailRace);
  }
  return getCustomer(db, ctx, id);
}
