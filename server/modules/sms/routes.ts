import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import twilio from "twilio";
import { forbidden } from "../../http/errors";
import { recordRoutes } from "../../http/routes";
import { acceptTwilioForms, formFields, signedTwilioCompany } from "../../company/twilio-webhook";
import { accountLimiters } from "../../http/throttle";
import { answerText } from "./answer";
import { SMS_REFILL_LIMITS } from "./schemas";

/** The path Twilio's incoming-message webhook is set to, on the company's number. */
export const INBOUND_PATH = "/api/sms/inbound/";

/**
 * POST /api/sms/inbound/: Twilio's incoming-message webhook (docs/messages.md). The company is the one whose
 * number was texted (`To`); the request must carry Twilio's signature with that company's auth token, as the
 * phone menu's do, or it is refused (403) before anything is written. Answered with TwiML: one `<Message>`,
 * or none.
 */
const sms: FastifyPluginAsyncZod = async (app) => {
  acceptTwilioForms(app);
  const throttle = accountLimiters(app, SMS_REFILL_LIMITS);
  const routes = recordRoutes(app, { path: "/sms/", tag: "messages", caller: "member" });
  routes.call({
    method: "POST",
    summary:
      "Twilio incoming-message webhook: STOP, START, HELP, REFILL then YES (form-encoded, X-Twilio-Signature)",
    path: INBOUND_PATH.replace(/^\/api/, ""),
    caller: "public",
    security: [],
    errors: [403],
    responses: { 413: z.object({ detail: z.string() }).describe("The form is larger than 16 KB") },
    rawBody: {
      types: ["application/x-www-form-urlencoded"],
      schema: {
        type: "object",
        description:
          "Twilio's incoming message; every field sent is signed, so any other Twilio field is kept",
        properties: {
          MessageSid: { type: "string", description: "the message's id" },
          From: { type: "string", description: "the sender's number (E.164)" },
          To: { type: "string", description: "the company's number" },
          Body: { type: "string", description: "what the sender wrote" },
        },
        required: ["MessageSid", "From", "To"],
      },
    },
    answer: z.string().describe("TwiML: `<Response>` with the reply's `<Message>`, or empty"),
    produces: ["text/xml"],
    handler: async (_ctx, { request, reply }) => {
      const params = formFields(request.body);
      if (!params.MessageSid || !params.From) throw forbidden();
      const company = await signedTwilioCompany(app.db, {
        params,
        signature: request.headers["x-twilio-signature"],
        // Twilio signs the address it called, which is ours as the public sees it.
        url: app.config.publicUrl + request.url,
      });
      const text = await answerText(app.db, company, params.From, params.Body ?? "", {
        refillQueued: () => app.refillBell.ring(),
        throttle: (phone) => throttle(request, `${company.id}:${phone}`),
      });
      const twiml = new twilio.twiml.MessagingResponse();
      if (text) twiml.message(text);
      return reply.type("text/xml").send(twiml.toString());
    },
  });
};

export default sms;
