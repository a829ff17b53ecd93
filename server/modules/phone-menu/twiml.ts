import twilio from "twilio";
import type { Language } from "../../../common/languages";
import type { PhoneCallStep } from "../../db/schema";
import { type Catalogue, CATALOGUES } from "../../i18n";
import { SPEECH_LANGUAGE } from "./prompts";
import type { Call, CallChanges } from "./queries";

type SayAttributes = Parameters<twilio.twiml.VoiceResponse["say"]>[0];

/** A line to say: text in the call's language, or text in a language of its own (the offer of Spanish). */
export type Line = string | { text: string; language: Language };

/** bad keys or silences in a row on one step (wrong PINs included) before goodbye */
export const MAX_TRIES = 3;

/** One answer being built: its TwiML and the call's new state. */
export class Answer {
  readonly twiml = new twilio.twiml.VoiceResponse();
  changes: CallChanges = {};
  constructor(
    readonly action: string,
    public language: Language = "en",
  ) {}

  /** The words of the call's language: `say` (the prompts), `status`, `reason`. */
  get words(): Catalogue {
    return CATALOGUES[this.language];
  }
  /** From now on the call speaks `language` (this answer's lines too, and the call's next steps). */
  speak(language: Language) {
    this.language = language;
    this.changes = { ...this.changes, language };
    return this;
  }

  /** Appends one `<Say>` to `to`, with Twilio's `language` attribute when the line's language needs one. */
  private sayTo(to: { say(attributes: SayAttributes, message: string): unknown }, line: Line) {
    const [text, language] = typeof line === "string" ? [line, this.language] : [line.text, line.language];
    const attribute = SPEECH_LANGUAGE[language];
    to.say(attribute ? { language: attribute } : {}, text);
  }

  say(...lines: Line[]) {
    for (const line of lines) this.sayTo(this.twiml, line);
    return this;
  }
  /** Asks for keys; silence posts to the same step with no digits, so every step hears it. */
  gather(step: PhoneCallStep, lines: Line[], numDigits?: number) {
    const gather = this.twiml.gather({
      action: this.action,
      method: "POST",
      timeout: 6,
      finishOnKey: "#",
      actionOnEmptyResult: true,
      ...(numDigits ? { numDigits } : {}),
    });
    for (const line of lines) this.sayTo(gather, line);
    this.changes = { ...this.changes, step };
    return this;
  }
  hangup(...lines: Line[]) {
    this.say(...lines, this.words.say.goodbye);
    this.twiml.hangup();
    this.changes = { ...this.changes, step: "done" };
    return this;
  }
  /** A wrong answer or silence: asked again, up to MAX_TRIES in a row, then goodbye. */
  miss(call: Call, why: string, step: PhoneCallStep, prompt: string, numDigits?: number) {
    const tries = call.tries + 1;
    if (tries >= MAX_TRIES) return this.hangup(why, this.words.say.tooMany);
    this.changes = { ...this.changes, tries };
    return this.gather(step, [why, prompt], numDigits);
  }
  menu(...before: string[]) {
    this.changes = { ...this.changes, tries: 0 };
    return this.gather("menu", [...before, this.words.say.menu], 1);
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
