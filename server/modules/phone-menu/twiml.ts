import twilio from "twilio";
import type { PhoneCallStep } from "../../db/schema";
import { SAY } from "./prompts";
import type { Call, CallChanges } from "./queries";

/** bad keys or silences in a row on one step (wrong PINs included) before goodbye */
export const MAX_TRIES = 3;

/** One answer being built: its TwiML and the call's new state. */
export class Answer {
  readonly twiml = new twilio.twiml.VoiceResponse();
  changes: CallChanges = {};
  constructor(readonly action: string) {}

  say(...lines: string[]) {
    for (const line of lines) this.twiml.say(line);
    return this;
  }
  /** Asks for keys; silence posts to the same step with no digits, so every step hears it. */
  gather(step: PhoneCallStep, lines: string[], numDigits?: number) {
    const gather = this.twiml.gather({
      action: this.action,
      method: "POST",
      timeout: 6,
      finishOnKey: "#",
      actionOnEmptyResult: true,
      ...(numDigits ? { numDigits } : {}),
    });
    for (const line of lines) gather.say(line);
    this.changes = { ...this.changes, step };
    return this;
  }
  hangup(...lines: string[]) {
    this.say(...lines, SAY.goodbye);
    this.twiml.hangup();
    this.changes = { ...this.changes, step: "done" };
    return this;
  }
  /** A wrong answer or silence: asked again, up to MAX_TRIES in a row, then goodbye. */
  miss(call: Call, why: string, step: PhoneCallStep, prompt: string, numDigits?: number) {
    const tries = call.tries + 1;
    if (tries >= MAX_TRIES) return this.hangup(why, SAY.tooMany);
    this.changes = { ...this.changes, tries };
    return this.gather(step, [why, prompt], numDigits);
  }
  menu(...before: string[]) {
    this.changes = { ...this.changes, tries: 0 };
    return this.gather("menu", [...before, SAY.menu], 1);
  }
}

/** What the simulator shows of a TwiML answer: the spoken lines in order and what the call does next. */
export function readTwiml(xml: string) {
  const unescape = (s: string) =>
    s
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, "&");
  const say = [...xml.matchAll(/<Say[^>]*>([\s\S]*?)<\/Say>/g)].map((m) => unescape(m[1]));
  const pause = Number(/<Pause length="(\d+)"/.exec(xml)?.[1] ?? 0);
  const next = /<Hangup\s*\/>/.test(xml) ? "hangup" : /<Redirect/.test(xml) ? "redirect" : "gather";
  return { say, next, pause } as const;
}
