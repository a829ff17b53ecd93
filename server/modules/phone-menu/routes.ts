import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { acceptTwilioForms, twilioRequest, twilioWebhookRoute } from "../../company/twilio-webhook";
import { recordRoutes } from "../../http/routes";
import { accountLimiters, PIN_LIMITS } from "../../http/throttle";
import { phoneKey } from "../../../common/phone";
import { answerVoice, VOICE_PATH } from "./answer";
import { simulateAnswer, simulateBody } from "./schemas";
import { simulate } from "./simulate";

/**
 * POST /api/phone-menu/voice/ (Twilio's voice webhook, every step of a call; `?s=` names the step) and
 * POST /api/phone-menu/simulate/ (members: one step of a simulated call, signed here with the company's
 * token and answered by the same webhook, so that the token never leaves the server).
 */
const phoneMenu: FastifyPluginAsyncZod = async (app) => {
  // Twilio posts forms; only this plugin (and the SMS webhook's) reads them.
  acceptTwilioForms(app);
  const throttle = accountLimiters(app, PIN_LIMITS);

  const routes = recordRoutes(app, { path: "/phone-menu/", tag: "phone-menu", caller: "member" });
  // Twilio proves who calls by signing every form field as sent: the body is read as it came, no schema.
  routes.call({
    ...twilioWebhookRoute({
      what: "Twilio's voice request",
      fields: {
        CallSid: "the call's id",
        From: "the caller's number",
        To: "the company's phone menu number",
        Digits: "the keys pressed at the last <Gather>",
      },
      required: ["CallSid", "To"],
    }),
    summary: "Twilio voice webhook: one step of a phone-menu call (form-encoded, X-Twilio-Signature)",
    path: VOICE_PATH.replace(/^\/api/, ""),
    answer: z.string().describe("TwiML: what the caller hears next"),
    produces: ["text/xml"],
    handler: async (_ctx, { request, reply }) => {
      const twiml = await answerVoice(
        {
          db: app.db,
          refillQueued: () => app.refillBell.ring(),
          pinThrottle: (number) => throttle(request, phoneKey(number)),
        },
        {
          ...twilioRequest(request, app.config.publicUrl),
          step: (request.query as Record<string, string | undefined>).s,
        },
      );
      return reply.type("text/xml").send(twiml);
    },
  });

  routes.listAction("simulate", {
    summary: "One step of a simulated call to the company's phone menu (members)",
    body: simulateBody,
    row: simulateAnswer,
    handler: (ctx, body) => simulate(app, ctx, body),
  });
};

export default phoneMenu;
