import twilio from "twilio";
import type { FastifyInstance } from "fastify";
import type { AuthContext } from "../../security/caller";
import { ApiError, badRequest } from "../../http/errors";
import { VOICE_PATH } from "./answer";
import { PHONE_MENU_MESSAGES, type SimulateAnswer, type SimulateBody } from "./schemas";
import { readTwiml } from "./twiml";

/**
 * POST /api/phone-menu/simulate/ (members): one step of a simulated call, signed here with the company's
 * token and answered by the same webhook, so that the token never leaves the server.
 */
export async function simulate(
  app: FastifyInstance,
  ctx: AuthContext,
  body: SimulateBody,
): Promise<SimulateAnswer> {
  const company = await app.db
    .selectFrom("companies")
    .select(["phone_menu_number", "twilio_auth_token"])
    .where("id", "=", ctx.companyId)
    .executeTakeFirstOrThrow();
  if (!company.phone_menu_number || !company.twilio_auth_token)
    throw new ApiError(400, { detail: PHONE_MENU_MESSAGES.notConfigured });
  const { call_sid, from, digits } = body;
  const call = await app.db
    .selectFrom("phone_calls")
    .select(["company_id", "seq", "step"])
    .where("call_sid", "=", call_sid)
    .executeTakeFirst();
  if (call && call.company_id !== ctx.companyId)
    throw badRequest({ call_sid: PHONE_MENU_MESSAGES.otherCall });
  const url = call ? `${VOICE_PATH}?s=${call.seq}` : VOICE_PATH;
  const params: Record<string, string> = { CallSid: call_sid, From: from, To: company.phone_menu_number };
  if (digits !== undefined) params.Digits = digits;
  const signature = twilio.getExpectedTwilioSignature(
    company.twilio_auth_token,
    app.config.publicUrl + url,
    params,
  );
  const res = await app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature },
    payload: new URLSearchParams(params).toString(),
  });
  // A finished call (or a step answered twice) is refused by the webhook: to the caller, the line is dead.
  if (res.statusCode === 403) return { twiml: "", say: [], next: "hangup", pause: 0 };
  if (res.statusCode !== 200) throw new ApiError(res.statusCode, res.json());
  return { twiml: res.body, ...readTwiml(res.body) };
}
