import type { DB } from "../../db/connection";
import { findCustomer } from "../../db/lookups";
import { addError, badRequest, type FieldErrors, isUniqueViolation, MESSAGES } from "../../http/errors";
import { invalidPk } from "../../http/ids";
import { type AuthContext, isStaff } from "../../security/caller";
import { audit } from "../../db/audit-log";
import { insertLine, lineByNumber, updateLine } from "./queries";
import { type PhoneCreate } from "./schemas";
import { carrierAndPlan, checkedNumber, taken } from "./rules";
import { lineOperator } from "./operator";
import type { TopupsAdapter } from "../../integrations/topups/types";

/**
 * POST /api/phones/. Customers add lines for themselves; staff for a customer they name in `user`.
 * A customer re-adding a line they removed gets it back (it was only deactivated); any other existing
 * number is taken, whichever company has it.
 */
export async function createPhone(
  db: DB,
  topups: TopupsAdapter,
  ctx: AuthContext,
  input: PhoneCreate,
): Promise<number> {
  const errors: FieldErrors = {};
  let userId = ctx.user.id;
  if (isStaff(ctx)) {
    if (input.user === undefined) addError(errors, "user", MESSAGES.required);
    else if (!(await findCustomer(db, ctx.companyId, input.user)))
      addError(errors, "user", invalidPk(input.user));
    else userId = input.user;
  }
  const number = checkedNumber(input.number, errors);
  const chosen = await carrierAndPlan(db, ctx.companyId, input, null, errors);
  if (Object.keys(errors).length) throw badRequest(errors);
  const { line, detection } = await lineOperator(db, topups, ctx, number, chosen, errors);
  if (Object.keys(errors).length) throw badRequest(errors);

  const existing = await lineByNumber(db, number);
  const values = { ...line, ...detection, nickname: input.nickname ?? "" };
  let id: number;
  if (existing) {
    if (existing.is_active || existing.user_id !== userId || existing.company_id !== ctx.companyId)
      throw taken();
    await updateLine(db, existing.id, { ...values, is_active: true });
    id = existing.id;
  } else {
    try {
      id = await insertLine(db, {
        ...values,
        company_id: ctx.companyId,
        user_id: userId,
        number,
        created_at: new Date().toISOString(),
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw taken();
      throw err;
    }
  }
  if (isStaff(ctx))
    await audit(db, ctx, "phone_number.create", "phone_number", id, { user: userId, phone: number });
  return id;
}
