import { z } from "zod";

/** The phone menu's webhooks (Twilio's form fields), the staff simulator's call and the module's messages. */

/** Every sentence the simulator's call refuses with. */
export const PHONE_MENU_MESSAGES = {
  notConfigured: "Set the phone menu's number and Twilio auth token in the company settings first.",
  otherCall: "This call id belongs to another call. Start a new call.",
  callId: "Enter a call id: CA followed by 32 lower-case hexadecimal digits.",
  phone: "Enter a phone number.",
  keys: "Only the keypad's keys: 0-9, * and #.",
} as const;

/** Twilio's own fields the menu reads; Twilio posts many more, all of them covered by the signature. */
export interface VoiceParams {
  CallSid: string;
  From: string;
  To: string;
  /** absent or empty when the caller pressed nothing before the Gather timed out */
  Digits?: string;
}

export const simulateBody = z.object({
  call_sid: z
    .string()
    .regex(/^CA[0-9a-f]{32}$/, PHONE_MENU_MESSAGES.callId)
    .describe("the simulated call's id, kept for the whole call (Twilio's CallSid format)"),
  from: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{1,32}$/, PHONE_MENU_MESSAGES.phone)
    .describe("the caller's number"),
  digits: z
    .string()
    .regex(/^[0-9*#]{0,32}$/, PHONE_MENU_MESSAGES.keys)
    .optional()
    .describe("keys pressed on this step; absent or empty: the caller stayed silent"),
});
export type SimulateBody = z.infer<typeof simulateBody>;

export const simulateAnswer = z.object({
  twiml: z.string().describe("the webhook's TwiML answer, as Twilio would receive it"),
  say: z.array(z.string()).describe("what the caller hears, in order"),
  next: z
    .enum(["gather", "redirect", "hangup"])
    .describe(
      "gather: the menu waits for keys; redirect: call again after `pause` seconds; hangup: the call ended",
    ),
  pause: z.number().int().describe("seconds to wait before a redirect"),
});
export type SimulateAnswer = z.infer<typeof simulateAnswer>;
