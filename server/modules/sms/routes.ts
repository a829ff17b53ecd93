import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import twilio from "twilio";
import { forbidden } from "../../http/errors";
import { recordRoutes } from "../../http/routes";
import {
  acceptTwilioForms,
  assertTwilioSigned,
  signedTwilioCompany,
  twilioRequest,
  twilioWebhookRoute,
} from "../../company/twilio-webhook";
import { STATUS_PATH, recordDeliveryReport, reportedMessage } from "../../messages/delivery-status";
import { accountLimiters } from "../../http/throttle";
import { answerText } from "./answer";
import { SMS_REFILL_LIMITS } from "./schemas";

/** The message a delivery report is about, as the sender named it in the callback's address. */
const statusQuery = z.object({
  message: z.coerce.number().int().positive().optional().describe("the message's id (the sender adds it)"),
});

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
    ...twilioWebhookRoute({
      what: "Twilio's incoming message",
      fields: {
        MessageSid: "the message's id",
        From: "the sender's number (E.164)",
        To: "the company's number",
        Body: "what the sender wrote",
      },
      required: ["MessageSid", "From", "To"],
    }),
    summary:
      "Twilio incoming-message webhook: STOP, START, HELP, REFILL then YES (form-encoded, X-Twilio-Signature)",
    path: INBOUND_PATH.replace(/^\/api/, ""),
    answer: z.string().describe("TwiML: `<Response>` with the reply's `<Message>`, or empty"),
    produces: ["text/xml"],
    handler: async (_ctx, { request, reply }) => {
      const signed = twilioRequest(request, app.config.publicUrl);
      const { params } = signed;
      if (!params.MessageSid || !params.From) throw forbidden();
      const company = await signedTwilioCompany(app.db, signed);
      const text = await answerText(app.db, company, params.From, params.Body ?? "", {
        refillQueued: () => app.refillBell.ring(),
        throttle: (phone) => throttle(request, `${company.id}:${phone}`),
      });
      const twiml = new twilio.twiml.MessagingResponse();
      if (text) twiml.message(text);
      return reply.type("text/xml").send(twiml.toString());
    },
  });

  routes.call({
    ...twilioWebhookRoute({
      what: "Twilio's status callback",
      fields: {
        MessageSid: "Twilio's id of the message",
        MessageStatus:
          "queued, sent, delivered, undelivered or failed (others are accepted and change nothing)",
        ErrorCode: "Twilio's error code, when undelivered or failed",
        From: "the company's number",
        To: "the customer's number",
      },
      required: ["MessageSid", "MessageStatus"],
    }),
    summary:
      "Twilio status callback: a text's delivery (sent, delivered, undelivered, failed) updates its message",
    description:
      "SMS=twilio names this address, with `?message=<id>`, when it sends a text. The message's company's auth " +
      "token must sign the request (X-Twilio-Signature) or it is refused (403) and nothing is written. A " +
      "status only moves a message forward: a late, repeated or out-of-order report changes nothing.",
    path: STATUS_PATH.replace(/^\/api/, ""),
    query: statusQuery,
    status: 204,
    answer: z.null().describe("Recorded (or nothing new to record)"),
    handler: async (_ctx, { query, request, reply }) => {
      const signed = twilioRequest(request, app.config.publicUrl);
      const { params } = signed;
      if (!params.MessageSid || !params.MessageStatus) throw forbidden();
      const message = await reportedMessage(app.db, query.message, params.MessageSid);
      assertTwilioSigned(message?.twilio_auth_token, signed);
      await recordDeliveryReport(app.db, message!.id, {
        messageSid: params.MessageSid,
        status: params.MessageStatus,
        errorCode: params.ErrorCode || undefined,
      });
      return reply.status(204).send();
    },
  });
};

export default sms;
