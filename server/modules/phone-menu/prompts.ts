import type { Language } from "../../../common/languages";
import { CATALOGUES } from "../../i18n";

/**
 * What the phone menu says (docs/engines.md, "Refill by phone"), per language: the `say` and `status`
 * catalogues of server/i18n/. A call speaks English until the caller presses 2 at the welcome, which
 * offers Spanish in Spanish.
 */

/** The prompts of each language, in the order a call hears them. */
export const PROMPTS = {
  en: CATALOGUES.en.say,
  es: CATALOGUES.es.say,
} satisfies Record<Language, unknown>;

/** The last refill's status as a sentence's end, per language. */
export const STATUS_PHRASES = {
  en: CATALOGUES.en.status,
  es: CATALOGUES.es.status,
} satisfies Record<Language, unknown>;

/** The English prompts, as the menu said them before it spoke Spanish. */
export const SAY = PROMPTS.en;

/** Said at the welcome of a call in English, in Spanish (with its `language`): the key that switches. */
export const SPANISH_OFFER = "Para español, oprima 2.";
export const SPANISH_KEY = "2";

/**
 * Twilio's `language` attribute of a `<Say>` in each language: English keeps Twilio's default (no attribute,
 * en-US); Spanish is spoken by a Mexican Spanish voice.
 */
export const SPEECH_LANGUAGE: Record<Language, "es-MX" | undefined> = { en: undefined, es: "es-MX" };
