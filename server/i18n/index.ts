import { formatMoneyCents } from "../../common/money";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../common/languages";
import { type Catalogue, en } from "./en";
import { es } from "./es";

/**
 * The server's catalogues (e-mails, the phone menu) by language; the panel's are in src/i18n/. A user's
 * language is `users.language` (their profile), a call's is `phone_calls.language`.
 */
export const CATALOGUES: Record<Language, Catalogue> = { en, es };
export type { Catalogue, Language };

/** The words for `language`; anything else (a missing or unknown language) gets English. */
export const wordsIn = (language: string | null | undefined): Catalogue =>
  CATALOGUES[isLanguage(language) ? language : DEFAULT_LANGUAGE];

/**
 * An amount as the phone menu says it: English as the screens show it ("$20.50"); Spanish in words around
 * the numbers ("20 dólares con 50 centavos"), which es-MX voices read naturally.
 */
export function spokenAmount(cents: number, language: Language): string {
  if (language === "en") return formatMoneyCents(cents);
  const sign = cents < 0 ? "menos " : "";
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100);
  const rest = abs % 100;
  const d = `${dollars} ${dollars === 1 ? "dólar" : "dólares"}`;
  if (!rest) return sign + d;
  const c = `${rest} ${rest === 1 ? "centavo" : "centavos"}`;
  return sign + (dollars ? `${d} con ${c}` : c);
}
