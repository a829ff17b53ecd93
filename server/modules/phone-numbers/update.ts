import { auditChanges } from "../../../common/audit";
import type { DB } from "../../db/connection";
import { addError, badRequest, type FieldErrors, isUniqueViolation, notFound } from "../../http/errors";
import { type AuthContext, isStaff } from "../../security/caller";
import { audit } from "../../db/audit-log";
import { deactivate, hasHistory, storedLine, updateLine } from "./queries";
import { PHONE_MESSAGES, type PhoneUpdate } from "./schemas";
import { carrierAndPlan, checkedNumber, taken } from "./rules";
import { lineOperator } from "./operator";
import type { TopupsAdapter } from "../../integrations/topups/types";

/** PATCH /api/phones/{id}/. The owner never changes; the number only while no refill refers to it. */
export async function updatePhone(
  db: DB,
  topups: TopupsAdapter,
  ctx: AuthContext,
  id: number,
  input: PhoneUpdate,
): Promise<void> {
  const current = await storedLine(db, ctx, id);
  if (!current) throw notFound();

  const errors: FieldErrors = {};
  let number = current.number;
  if (input.number !== undefined) {
    number = checkedNumber(input.number, errors);
    if (number && number !== current.number && (await hasHistory(db, id)).transactions)
      addError(errors, "number", PHONE_MESSAGES.hasHistory);
  }
  let line = await carrierAndPlan(db, ctx.companyId, input, current, errors);
  if (input.service_ends_on !== undefined && !isStaff(ctx))
    addError(errors, "service_ends_on", PHONE_MESSAGES.serviceEndsStaff);
  if (Object.keys(errors).length) throw badRequest(errors);
  // Asked again when the number or its carrier changes; an edit of anything else (a nickname, deactivating)
  // leaves the operator as it was known.
  let detection = null;
  if (number !== current.number || line.carrier_id !== current.carrier_id) {
    ({ line, detection } = await lineOperator(db, topups, ctx, number, line, errors));
    if (Object.keys(errors).length) throw badRequest(errors);
  }

  const changes = {
    ...line,
    ...detection,
    number,
    nickname: input.nickname ?? current.nickname,
    service_ends_on: input.service_ends_on !== undefined ? input.service_ends_on : current.service_ends_on,
  };
  try {
    await db.transaction().execute(async (trx) => {
      await updateLine(trx, id, changes);
      if (input.is_active === false && current.is_active) await deactivate(trx, id);
      if (input.is_active === true && !current.is_active) await updateLine(trx, id, { is_active: true });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  if (isStaff(ctx))
    // "phone", not "number": the audit log redacts a field named "number" (a card's).
    await audit(db, ctx, "phone_number.update", "phone_number", id, {
      changes: auditChanges(
        { ...current, phone: current.number },
        {
          ...line,
          phone: number,
          nickname: changes.nickname,
          is_active: input.is_active,
          service_ends_on: changes.service_ends_on,
        },
      ),
    });
}
