import type { Language } from "../../../common/languages";

/**
 * The words a customer may text (Twilio's and the carriers' conventions, docs/messages.md), read without
 * regard to case, accents or the spaces and punctuation around them. A Spanish word is answered in Spanish.
 */
export const SMS_KEYWORDS = {
  stop: { en: ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"], es: ["ALTO"] },
  start: { en: ["START", "UNSTOP"], es: [] },
  help: { en: ["HELP"], es: ["AYUDA"] },
  refill: { en: ["REFILL"], es: ["RECARGA", "RECARGAR"] },
  yes: { en: ["YES", "Y"], es: ["SI"] },
} as const satisfies Record<string, Record<Language, readonly string[]>>;

export type SmsKeyword = keyof typeof SMS_KEYWORDS;

/** Refill-by-text steps (REFILL, a line's number, YES) a number may take, as phone sign-ins are counted. */
export const SMS_REFILL_LIMITS = [
  { name: "sms-refill", max: 10, timeWindow: "15 minutes" },
  { name: "sms-refill-day", max: 30, timeWindow: "1 day" },
] as const;

/** The keyword a text is, and the language its word belongs to (null: not a keyword). */
export function keywordOf(body: string): { keyword: SmsKeyword; language: Language | null } | null {
  const word = body
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z]/g, "")
    .toUpperCase();
  for (const [keyword, words] of Object.entries(SMS_KEYWORDS) as Array<
    [SmsKeyword, Record<Language, readonly string[]>]
  >) {
    if (words.es.includes(word)) return { keyword, language: "es" };
    if (words.en.includes(word)) return { keyword, language: null };
  }
  return null;
}
