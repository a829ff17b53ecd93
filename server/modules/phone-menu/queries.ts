import type { Selectable, Updateable } from "kysely";
import type { DB } from "../../db/connection";
import { findPlan, onSale } from "../../db/lookups";
import type { PhoneCallsTable } from "../../db/schema";
import { isUniqueViolation } from "../../http/errors";
import { phoneCandidates } from "../../../common/phone";
import { defaultCardOf } from "../../money/cards";
import type { VoiceParams } from "./schemas";

/** The phone menu's SQL: the company called, the caller's line and plan, and the call's own row. */

export type Call = Selectable<PhoneCallsTable>;
export type CallChanges = Omit<Updateable<PhoneCallsTable>, "id" | "call_sid" | "company_id" | "seq">;

export interface MenuCompany {
  id: number;
  name: string;
  phone_menu_number: string | null;
  twilio_auth_token: string | null;
}

/** The company whose phone menu answers the called number (Twilio's `To`), if any. */
export async function companyByCalledNumber(db: DB, to: string): Promise<MenuCompany | undefined> {
  const candidates = phoneCandidates(to);
  if (!candidates.length) return undefined;
  return db
    .selectFrom("companies")
    .select(["id", "name", "phone_menu_number", "twilio_auth_token"])
    .where("phone_menu_number", "in", candidates)
    .executeTakeFirst();
}

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

/** A new call's row at its first step; undefined when Twilio already started this call (a replay). */
export async function startCall(db: DB, company: MenuCompany, params: VoiceParams, at: string) {
  try {
    return await db
      .insertInto("phone_calls")
      .values({
        call_sid: params.CallSid,
        company_id: company.id,
        from_number: params.From.slice(0, 32),
        step: "line",
        seq: 1,
        phone_number_id: null,
        user_id: null,
        transaction_id: null,
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (err) {
    if (isUniqueViolation(err)) return undefined;
    throw err;
  }
}

/**
 * The call's row, claimed for step `seq`: seq moves on only if it still is `seq` (and the call is the
 * company's, not done); undefined when another request answered this step already.
 */
export async function claimStep(db: DB, company: MenuCompany, params: VoiceParams, seq: number, at: string) {
  const claimed = await db
    .updateTable("phone_calls")
    .set((eb) => ({ seq: eb("seq", "+", 1), updated_at: at }))
    .where("call_sid", "=", params.CallSid)
    .where("company_id", "=", company.id)
    .where("seq", "=", seq)
    .where("step", "<>", "done")
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return undefined;
  return db
    .selectFrom("phone_calls")
    .selectAll()
    .where("call_sid", "=", params.CallSid)
    .executeTakeFirstOrThrow();
}

export async function saveCall(db: DB, call: Call, changes: CallChanges, at: string) {
  await db
    .updateTable("phone_calls")
    .set({ ...changes, updated_at: at })
    .where("id", "=", call.id)
    .execute();
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
