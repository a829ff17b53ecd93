import type { DB } from "../../db/connection";
import { type AuthContext } from "../../security/caller";
import { addError, badRequest, type FieldErrors } from "../../http/errors";
import { callersLine, findPlan, onSale } from "../../db/lookups";
import { invalidPk } from "../../http/ids";
import { checkRefillCard, PLACING_MESSAGES } from "../../refills/place";
import { sameDaySchedule } from "./queries";
import { SCHEDULE_MESSAGES } from "./schemas";

/**
 * What every write of a schedule checks (create.ts, update.ts): the line, the plan, the card and the day.
 */

export interface Target {
  phone_number_id: number;
  plan_id: number;
  payment_method_id: number | null;
  day_of_month: number;
  is_active: boolean;
}
export type Changed = Partial<Record<"phone" | "plan" | "card" | "day", boolean>>;

/**
 * Checks what a write leaves on the schedule. Everything is checked on create and on resume; otherwise only
 * what changed (pausing a schedule whose plan was since retired must still work).
 */
export async function check(
  db: DB,
  ctx: AuthContext,
  t: Target,
  changed: Changed,
  everything: boolean,
  selfId: number | null,
  now: Date,
) {
  const errors: FieldErrors = {};
  const phone = await callersLine(db, ctx, t.phone_number_id);

  if (everything || changed.phone) {
    if (!phone) addError(errors, "phone_number", invalidPk(t.phone_number_id));
    else if (!phone.is_active) addError(errors, "phone_number", PLACING_MESSAGES.phoneInactive);
  }
  if (everything || changed.plan || changed.phone) {
    const plan = await findPlan(db, ctx.companyId, t.plan_id);
    if (!plan) addError(errors, "plan", invalidPk(t.plan_id));
    else if ((everything || changed.plan) && !onSale(plan))
      addError(errors, "plan", PLACING_MESSAGES.planInactive);
    else if (phone?.carrier_id != null && plan.carrier_id !== phone.carrier_id)
      addError(errors, "plan", PLACING_MESSAGES.planCarrier);
  }
  if (everything || changed.card || changed.phone) {
    if (t.payment_method_id === null) {
      if (t.is_active) addError(errors, "payment_method", SCHEDULE_MESSAGES.cardRequired);
    } else {
      await checkRefillCard(db, ctx, t.payment_method_id, phone?.user_id, now, errors);
    }
  }
  if (phone && t.is_active && (everything || changed.phone || changed.day)) {
    if (await sameDaySchedule(db, t.phone_number_id, t.day_of_month, selfId))
      addError(errors, "day_of_month", SCHEDULE_MESSAGES.sameDay(t.day_of_month));
  }
  if (Object.keys(errors).length) throw badRequest(errors);
}
