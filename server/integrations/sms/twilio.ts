import twilio from "twilio";
import { e164 } from "../../../common/phone";
import type { SmsMessage, SmsSender } from "./types";

type RequestOptions<T> = Parameters<typeof twilio.RequestClient.prototype.request<T>>[0];

const OUTBOX_LIMIT = 50;
const TIMEOUT_MS = 15_000;
export const TWILIO_API_BASE = "https://api.twilio.com";

export const TWILIO_SMS_MESSAGES = {
  noAccount: "The company's settings have no Twilio account SID and auth token to send texts with.",
  noNumber: "The company's settings have no Twilio number to send texts from.",
} as const;

/**
 * Twilio's SDK always calls https://api.twilio.com; a test points it at a local double of the Messages API by
 * rewriting that origin, so the request the double sees is the SDK's own (its path, form fields and auth).
 */
class RedirectedRequestClient extends twilio.RequestClient {
  constructor(private readonly base: string) {
    super({ timeout: TIMEOUT_MS });
  }
  request<T>(opts: RequestOptions<T>) {
    const uri = opts.uri.startsWith(TWILIO_API_BASE)
      ? this.base + opts.uri.slice(TWILIO_API_BASE.length)
      : opts.uri;
    return super.request<T>({ ...opts, uri });
  }
}

/**
 * SMS=twilio: each text through the sending company's own Twilio account (its settings' account SID and auth
 * token) with the official SDK, from the company's Twilio number, asking Twilio to report the delivery at
 * `statusCallback`. Twilio answers `queued` at once: the message is `sent` until the callback says more. A
 * refusal (RestException: an invalid number, a suspended account) is thrown for the outbox to retry or fail.
 */
export function twilioSms(apiBase?: string): SmsSender {
  const outbox: SmsMessage[] = [];
  const base = apiBase?.replace(/\/$/, "");
  return {
    outbox,
    async send(message) {
      const { accountSid, authToken } = message.account ?? { accountSid: null, authToken: null };
      if (!accountSid || !authToken) throw new Error(TWILIO_SMS_MESSAGES.noAccount);
      if (!message.from) throw new Error(TWILIO_SMS_MESSAGES.noNumber);
      const client = twilio(accountSid, authToken, {
        autoRetry: false,
        timeout: TIMEOUT_MS,
        ...(base && base !== TWILIO_API_BASE ? { httpClient: new RedirectedRequestClient(base) } : {}),
      });
      const sent = await client.messages.create({
        to: e164(message.to),
        from: e164(message.from),
        body: message.body,
        ...(message.statusCallback ? { statusCallback: message.statusCallback } : {}),
      });
      outbox.push(message);
      if (outbox.length > OUTBOX_LIMIT) outbox.shift();
      return { ref: sent.sid, delivered: sent.status === "delivered" };
    },
  };
}
