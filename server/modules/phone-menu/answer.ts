import type { DB } from "../../db/connection";
import type { PhoneCallStep } from "../../db/schema";
import { forbidden, isUniqueViolation } from "../../http/errors";
import { signedTwilioCompany, type TwilioRequest } from "../../company/twilio-webhook";
import type { Call, CallChanges, MenuCompany } from "./queries";
import type { VoiceParams } from "./schemas";
import { type MenuDeps, start, STEPS } from "./steps";
import { Answer } from "./twiml";

/**
 * Answering the phone menu's webhook (docs/engines.md): each Twilio webhook is one step of a call whose state
 * is a phone_calls row, so that any API process may answer the next one. A step first claims the call (seq
 * moves on only if it still is what the request's URL names), then answers: a replayed or duplicated request
 * claims nothing.
 */

export const VOICE_PATH = "/api/phone-menu/voice/";

/** A webhook as it came (twilioRequest) and its `?s=` step. */
export interface VoiceRequest extends TwilioRequest {
  /** the step the request answers (`?s=`); absent on a call's first request */
  step: string | undefined;
}

/**
 * POST /api/phone-menu/voice/: the TwiML of the step a signed Twilio request answers. Refused (403) when the
 * request is not signed by the token of the company whose number was called, or the step is not the call's.
 */
export async function answerVoice(deps: MenuDeps, request: VoiceRequest): Promise<string> {
  const { params } = request;
  const { CallSid, From = "", To } = params;
  if (!CallSid || !To) throw forbidden();
  const company = await signedTwilioCompany(deps.db, request);
  const s = request.step;
  const seq = s === undefined ? null : /^\d{1,9}$/.test(s) ? Number(s) : -1;
  const twiml = await answerStep(deps, company, { CallSid, From, To, Digits: params.Digits }, seq);
  if (twiml === null) throw forbidden();
  return twiml;
}

/**
 * Answers one signed webhook of `company`'s menu with TwiML, or null when the request must be refused:
 * a start for a call already started, a step that was already answered (`seq` moved on), or another
 * company's call.
 */
async function answerStep(
  deps: MenuDeps,
  company: MenuCompany,
  params: VoiceParams,
  seq: number | null,
): Promise<string | null> {
  const { db } = deps;
  const at = (deps.now?.() ?? new Date()).toISOString();
  const call =
    seq === null ? await startCall(db, company, params, at) : await claimStep(db, company, params, seq, at);
  if (!call) return null;

  const answer = new Answer(`${VOICE_PATH}?s=${call.seq}`, call.language);
  const digits = (params.Digits ?? "").replace(/[^0-9*#]/g, "");
  if (seq === null) await start(deps, company, params.From, answer);
  else await STEPS[call.step as Exclude<PhoneCallStep, "done">](deps, company, call, digits, answer);

  await saveCall(db, call, answer.changes, at);
  return answer.twiml.toString();
}

/** A new call's row at its first step; undefined when Twilio already started this call (a replay). */
async function startCall(db: DB, company: MenuCompany, params: VoiceParams, at: string) {
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
async function claimStep(db: DB, company: MenuCompany, params: VoiceParams, seq: number, at: string) {
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

async function saveCall(db: DB, call: Call, changes: CallChanges, at: string) {
  await db
    .updateTable("phone_calls")
    .set({ ...changes, updated_at: at })
    .where("id", "=", call.id)
    .execute();
}
