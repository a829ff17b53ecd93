import type { DB } from "../../db/connection";
import { findCarrier, findPlan, onSale } from "../../db/lookups";
import { addError, badRequest, type FieldErrors } from "../../http/errors";
import { invalidPk } from "../../http/ids";
import { normalizePhoneNumber } from "../../../common/phone";
import { PLACING_MESSAGES } from "../../refills/place";
import { PHONE_MESSAGES } from "./schemas";

/**
 * Phone lines' rules: who may add a line for whom, which carrier and plan a write leaves on it, and when a
 * removed line is only deactivated (refills refer to it).
 */

export interface Line {
  carrier_id: number | null;
  plan_id: number | null;
}

/**
 * The carrier and plan a write leaves on the line. A plan sent without a carrier brings its carrier along;
 * a new carrier drops a plan it does not offer; a plan sent with a carrier must be that carrier's. Newly
 * chosen carriers and plans must be active; ones already on the line may stay after being retired.
 */
export async function carrierAndPlan(
  db: DB,
  companyId: number,
  input: { carrier?: number | null; plan?: number | null },
  current: Line | null,
  errors: FieldErrors,
): Promise<Line> {
  let carrierId = input.carrier !== undefined ? input.carrier : (current?.carrier_id ?? null);
  let planId = input.plan !== undefined ? input.plan : (current?.plan_id ?? null);

  if (input.carrier != null) {
    const carrier = await findCarrier(db, companyId, input.carrier);
    if (!carrier) addError(errors, "carrier", invalidPk(input.carrier));
    else if (!carrier.is_active && carrier.id !== current?.carrier_id)
      addError(errors, "carrier", PHONE_MESSAGES.carrierInactive);
  }
  if (input.plan != null) {
    const plan = await findPlan(db, companyId, input.plan);
    if (!plan) addError(errors, "plan", invalidPk(input.plan));
    else if (input.carrier === undefined) carrierId = plan.carrier_id;
    else if (plan.carrier_id !== carrierId) addError(errors, "plan", PHONE_MESSAGES.planCarrier);
    if (plan && !onSale(plan) && plan.id !== current?.plan_id)
      addError(errors, "plan", PLACING_MESSAGES.planInactive);
  } else if (input.plan === undefined && input.carrier !== undefined && planId !== null) {
    const kept = await findPlan(db, companyId, planId);
    if (!kept || kept.carrier_id !== carrierId) planId = null;
  }
  return { carrier_id: carrierId, plan_id: planId };
}

export function checkedNumber(raw: string, errors: FieldErrors): string {
  const number = normalizePhoneNumber(raw);
  if (!number) addError(errors, "number", PHONE_MESSAGES.invalid);
  return number ?? "";
}

export const taken = () => badRequest({ number: PHONE_MESSAGES.taken });
