import { z } from "zod";
import { component } from "./component";
import { MESSAGE_CHANNELS, MESSAGE_STATUSES } from "./enums";

/** GET /api/messages/: one message of the outbox (docs/messages.md), never its one-time link. */
export const messageAnswer = component("Message", {
  id: z.number().int(),
  user: z.number().int().describe("the recipient"),
  user_name: z.string(),
  user_email: z.string(),
  kind: z.string().describe("what the message is about: password_reset, member_invite, customer_welcome, …"),
  channel: z.enum(MESSAGE_CHANNELS),
  language: z.string().describe("en or es: the words it was written in"),
  to: z.string().describe("the e-mail address or the phone number (digits) it went to"),
  subject: z.string().nullable().describe("an e-mail's subject; null for a text"),
  body: z.string().describe("the text as sent; a one-time link reads {link}"),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number().int(),
  error: z.string().nullable().describe("why the last try failed (one line)"),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type Message = z.infer<typeof messageAnswer>;
