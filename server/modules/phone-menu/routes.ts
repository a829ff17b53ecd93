import { z } from "zod";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import twilio from "twilio";
import { ApiError, badRequest, forbidden } from "../../http/errors";
import { recordRoutes } from "../../http/routes";
import { accountLimiter, PIN_LIMITS } from "../../http/throttle";
import { phoneKey } from "../../../common/phone";
import { simulateAnswer, simulateBody, type SimulateAnswer, type VoiceParams } from "./schemas";
import { companyByCalledNumber } from "./queries";
import { answerStep, VOICE_PATH } from "./service";
import { readTwiml } from "./twiml";

export const PHONE_MENU_MESSAGES = {
  notConfigured: "Set the phone menu's number and Twilio auth token in the company settings first.",
  otherCall: "This call id belongs to another call. Start a new call.",
} as const;

/**
 * POST /api/phone-menu/voice/ (Twilio's voice webhook, every step of a call; `?s=` names the step) and
 * POST /api/phone-menu/simulate/ (members: one step of a simulated call, signed here with the company's
 * token and answered by the same webhook, so that the token never leaves the server).
 */
const phoneMenu: FastifyPluginAsyncZod = async (app) => {
  // Twilio posts forms; only this plugin reads them.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const limiters = PIN_LIMITS.map((l) => accountLimiter(app, l.name, l.max, l.timeWindow));

  const voice = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) if (typeof value === "string") params[key] = value;
    const { CallSid, From = "", To } = params;
    if (!CallSid || !To) throw forbidden();
    const company = await companyByCalledNumber(app.db, To);
    const signature = request.headers["x-twilio-signature"];
    if (!company?.twilio_auth_token || typeof signature !== "string") throw forbidden();
    // Twilio signs the address it called, which is ours as the public sees it.
    const url = app.config.publicUrl + request.url;
    if (!twilio.validateRequest(company.twilio_auth_token, signature, url, params)) throw forbidden();
    const s = (request.query as Record<string, string | undefined>).s;
    const seq = s === undefined ? null : /^\d{1,9}$/.test(s) ? Number(s) : -1;
    const twiml = await answerStep(
      {
        db: app.db,
        refillQueued: () => app.refillBell.ring(),
        pinThrottle: async (number) => {
          for (const check of limiters) {
            const wait = await check(request, phoneKey(number));
            if (wait !== null) return wait;
          }
          return null;
        },
      },
      company,
      { CallSid, From, To, Digits: params.Digits } satisfies VoiceParams,
      seq,
    );
    if (twiml === null) throw forbidden();
    return reply.type("text/xml").send(twiml);
  };

  const routes = recordRoutes(app, { path: "/phone-menu/", tag: "phone-menu", caller: "member" });
  // Twilio proves who calls by signing every form field as sent: the body is read as it came, no schema.
  routes.call({
    method: "POST",
    summary: "Twilio voice webhook: one step of a phone-menu call (form-encoded, X-Twilio-Signature)",
    path: VOICE_PATH.replace(/^\/api/, ""),
    caller: "public",
    security: [],
    errors: [403],
    // A form beyond the parser's 16 KB is refused before it is read.
    responses: { 413: z.object({ detail: z.string() }).describe("The form is larger than 16 KB") },
    rawBody: {
      types: ["application/x-www-form-urlencoded"],
      schema: {
        type: "object",
        description: "Twilio's voice request; every field sent is signed, so any other Twilio field is kept",
        properties: {
          CallSid: { type: "string", description: "the call's id" },
          From: { type: "string", description: "the caller's number" },
          To: { type: "string", description: "the company's phone menu number" },
          Digits: { type: "string", description: "the keys pressed at the last <Gather>" },
        },
        required: ["CallSid", "To"],
      },
    },
    answer: z.string().describe("TwiML: what the caller hears next"),
    produces: ["text/xml"],
    handler: (_ctx, { request, reply }) => voice(request, reply),
  });

  routes.listAction("simulate", {
    summary: "One step of a simulated call to the company's phone menu (members)",
    body: simulateBody,
    row: simulateAnswer,
    handler: async (ctx, body): Promise<SimulateAnswer> => {
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
    },
  });
};

export default phoneMenu;
