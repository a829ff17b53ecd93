import type { Selectable, Updateable } from "kysely";
import type { DB } from "../../db/connection";
import { findPlan, onSale } from "../../db/lookups";
import type { PhoneCallsTable } from "../../db/schema";
import { phoneCandidates } from "../../../common/phone";
import { defaultCardOf } from "../../money/cards";
import type { TwilioCompany } from "../../company/twilio-webhook";

/**
 * The phone menu's reads: the company called, the caller's line, PIN and plan, the line's refills. The SQL of
 * the call's own row (started, claimed for a step, saved) is the answer's (`answer.ts`).
 */

export type Call = Selectable<PhoneCallsTable>;
export type CallChanges = Omit<Updateable<PhoneCallsTable>, "id" | "call_sid" | "company_id" | "seq">;

/** The company whose phone menu answers the called number (server/company/twilio-webhook.ts finds it). */
export type MenuCompany = TwilioCompany;

/** An active line of an active customer of the company, by the number as called from or keyed in. */
export async function lineByNumber(db: DB, companyId: number, input: string) {
  const candidates = phoneCandidates(input);
  if (!candidates.length) return undefined;
  const rows = await db
    .selectFrom("phone_numbers as pn")
    .innerJoin("users as u", "u.id", "pn.user_id")
    .select(["pn.id", "pn.number", "pn.user_id", "u.language"])
    .where("pn.company_id", "=", companyId)
    .where("pn.number", "in", candidates)
    .where("pn.is_active", "=", true)
    .where("u.is_active", "=", true)
    .execute();
  return candidates.map((c) => rows.find((r) => r.number === c)).find(Boolean);
}

/** The PIN of the line's owner, read to check what the caller keyed in. */
export function linePin(db: DB, call: Call) {
  return db
    .selectFrom("phone_numbers as pn")
    .innerJoin("users as u", "u.id", "pn.user_id")
    .select(["pn.number", "u.pin", "u.is_active"])
    .where("pn.id", "=", call.phone_number_id!)
    .where("u.id", "=", call.user_id!)
    .executeTakeFirst();
}

/** The line's plan (active, with an active carrier) and the owner's default card, as the refill needs them. */
export async function refillOffer(db: DB, call: Call) {
  const line = await db
    .selectFrom("phone_numbers")
    .select(["number", "plan_id"])
    .where("id", "=", call.phone_number_id!)
    .executeTakeFirstOrThrow();
  const linePlan = line.plan_id === null ? undefined : await findPlan(db, call.company_id, line.plan_id);
  const card = await defaultCardOf(db, call.user_id!);
  const plan =
    linePlan && onSale(linePlan) ? { id: linePlan.id, name: linePlan.name, amount: linePlan.amount } : null;
  return { number: line.number, plan, card };
}

/** The line's last refill, for "press 2". */
export function lastRefill(db: DB, call: Call) {
  return db
    .selectFrom("transactions")
    .select(["status", "amount"])
    .where("phone_number_id", "=", call.phone_number_id!)
    .where("company_id", "=", call.company_id)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** The refill this call placed, as the status step tells it. */
export function placedRefill(db: DB, id: number) {
  return db
    .selectFrom("transactions")
    .select([
      "status",
      "amount",
      "payment_error",
      "payment_error_code",
      "payment_error_params",
      "refill_error",
      "refill_error_code",
      "refill_error_params",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Whoever proved with the PIN that the line is theirs: the refill is placed as them. */
export function caller(db: DB, call: Call) {
  return db.selectFrom("users").selectAll().where("id", "=", call.user_id!).executeTakeFirstOrThrow();
}

/** The line's automatic refill under way (on expiry, active), for "press 3" to cancel; its plan's name. */
export function automaticRefill(db: DB, call: Call) {
  return db
    .selectFrom("scheduled_refills as sr")
    .innerJoin("plans", "plans.id", "sr.plan_id")
    .select(["sr.id", "plans.name as plan"])
    .where("sr.phone_number_id", "=", call.phone_number_id!)
    .where("sr.company_id", "=", call.company_id)
    .where("sr.rule", "=", "on_expiry")
    .where("sr.is_active", "=", true)
    .orderBy("sr.id")
    .limit(1)
    .executeTakeFirst();
}
