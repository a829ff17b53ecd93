import type { DB } from "../../db/connection";
import { addError, type FieldErrors } from "../../http/errors";
import { isTransient } from "../../integrations/payments/types";
import type { TopupsAdapter } from "../../integrations/topups/types";
import { detectionColumns, type KeptOperator, operatorMoved } from "../../refills/line-operator";
import { type AuthContext, isStaff } from "../../security/caller";
import type { Line } from "./rules";
import { PHONE_MESSAGES } from "./schemas";

/**
 * A line's number asked of the aggregator's auto-detect as it is added or changed (DESIGN.md §18). Staff
 * keep the carrier they chose, and the line's answer shows them the operator detected (a warning when it
 * is not the carrier's); a customer's line is corrected to the company's carrier of that operator, its
 * plan to be chosen again, or refused when the company has none. An aggregator that cannot be asked stops
 * nobody: the line is saved undetected, and the refill engine asks before charging.
 */
export async function lineOperator(
  db: DB,
  topups: TopupsAdapter,
  ctx: AuthContext,
  number: string,
  line: Line,
  errors: FieldErrors,
  now = new Date(),
): Promise<{ line: Line; detection: KeptOperator | null }> {
  const carrier =
    line.carrier_id === null
      ? null
      : await db
          .selectFrom("carriers")
          .select("provider_operator_id")
          .where("company_id", "=", ctx.companyId)
          .where("id", "=", line.carrier_id)
          .executeTakeFirst();
  const expected = carrier?.provider_operator_id ?? null;
  let found;
  try {
    found = await topups.detectOperator(number, expected);
  } catch (err) {
    if (!isTransient(err)) throw err;
    return { line, detection: null };
  }
  const detection = detectionColumns(found, now);
  if (isStaff(ctx) || !found || !operatorMoved(expected, found.operatorId)) return { line, detection };
  const actual = await db
    .selectFrom("carriers")
    .select("id")
    .where("company_id", "=", ctx.companyId)
    .where("provider_operator_id", "=", found.operatorId)
    .where("is_active", "=", true)
    .orderBy("id")
    .executeTakeFirst();
  if (!actual) {
    addError(errors, "carrier", PHONE_MESSAGES.operatorElsewhere(found.name));
    return { line, detection };
  }
  return { line: { carrier_id: actual.id, plan_id: null }, detection };
}
