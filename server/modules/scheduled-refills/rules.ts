import type { DB } from "../../db/connection";
import { type AuthContext } from "../../security/caller";
import { addError, badRequest, type FieldErrors, MESSAGES } from "../../http/errors";
import { callersLine, findPlan, onSale } from "../../db/lookups";
import { invalidPk } from "../../http/ids";
import { checkRefillCard, PLACING_MESSAGES } from "../../refills/place";
import type { ScheduleRule } from "../../../common/api/enums";
import { onExpirySchedule, sameDaySchedule } from "./queries";
import { SCHEDULE_MESSAGES } from "./schemas";

/**
 * What every write of a schedule checks (create.ts, update.ts): the line, the plan, the card and the day.
 */

export interface Target {
  phone_number_id: number;
  plan_id: number;
  payment_method_id: number | null;
  day_of_month: number;
  rule: ScheduleRule;
  days_before: number;
  is_active: boolean;
}
export type Changed = Partial<Record<"phone" | "plan" | "card" | "day" | "rule", boolean>>;

/**
 * The rule's own fields as a body gives them: day_of_month only for monthly (required there on create),
 * days_before only for on_expiry. `given` is the body; adds the errors naming the field.
 */
export function checkRuleFields(
  rule: ScheduleRule,
  given: { day_of_month?: number; days_before?: number },
  creating: boolean,
  errors: FieldErrors,
) {
  if (rule === "monthly") {
    if (creating && given.day_of_month === undefined) addError(errors, "day_of_month", MESSAGES.required);
    if (given.days_before !== undefined && given.days_before !== 0)
      addError(errors, "days_before", SCHEDULE_MESSAGES.daysBeforeOnExpiryOnly);
  } else if (given.day_of_month !== undefined) {
    addError(errors, "day_of_month", SCHEDULE_MESSAGES.dayMonthlyOnly);
  }
}

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
  errors: FieldErrors = {},
) {
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
  if (
    phone &&
    t.is_active &&
    t.rule === "monthly" &&
    (everything || changed.phone || changed.day || changed.rule)
  ) {
    if (await sameDaySchedule(db, t.phone_number_id, t.day_of_month, selfId))
      addError(errors, "day_of_month", SCHEDULE_MESSAGES.sameDay(t.day_of_month));
  }
  if (phone && t.is_active && t.rule === "on_expiry" && (everything || changed.phone || changed.rule)) {
    if (await onExpirySchedule(db, t.phone_number_id, selfId))
      addError(errors, "rule", SCHEDULE_MESSAGES.onExpiryTaken);
  }
  if (Object.keys(errors).length) throw badRequest(errors);
}
