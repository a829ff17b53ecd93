import { en } from "../../src/i18n/en";
import { es } from "../../src/i18n/es";

/**
 * The panel's texts in a language, found by their English wording: a browser test written in English reads
 * the same screens in Spanish. Each English text is looked up in the English catalogue and the text of the
 * same key is taken from the other (several keys with one English wording and different translations: any
 * of them). A text the catalogues do not have fails the test: every screen's text is in them.
 */
export type Language = "en" | "es";

function flatten(catalogue: object, prefix = "", out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else flatten(value as object, path, out);
  }
  return out;
}

const ENGLISH = flatten(en);
const SPANISH = flatten(es);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function translations(english: string): string[] {
  const found = new Set<string>();
  for (const [key, text] of ENGLISH) if (text === english) found.add(SPANISH.get(key) ?? english);
  if (found.size === 0) throw new Error(`No catalogue text reads "${english}"`);
  return [...found];
}

/** The text `english` on screen in `language`: a string, or a pattern when it has several translations. */
export function say(language: Language, english: string): string | RegExp {
  if (language === "en") return english;
  const all = translations(english);
  return all.length === 1 ? all[0] : new RegExp(`^(${all.map(escape).join("|")})$`);
}

/** As `say`, always a string (the one translation; a test that needs it exact). */
export function sayExactly(language: Language, english: string): string {
  const text = say(language, english);
  if (typeof text !== "string") throw new Error(`"${english}" has several translations: ${text}`);
  return text;
}

/**
 * A text with values (`"Pay {{amount}} and refill"`, given as in the catalogue) as a whole-text pattern in
 * `language`, each value matching anything.
 */
export function sayPattern(language: Language, englishTemplate: string): RegExp {
  const all = language === "en" ? [englishTemplate] : translations(englishTemplate);
  const patterns = all.map((t) => escape(t).replace(/\\\{\\\{\s*\w+\s*\\\}\\\}/g, ".+"));
  return new RegExp(`^(${patterns.join("|")})$`);
}

/** The text of one catalogue key in `language` (where one English wording has several translations). */
export function sayKey(language: Language, key: string): string {
  const text = (language === "en" ? ENGLISH : SPANISH).get(key);
  if (text === undefined) throw new Error(`No catalogue key ${key}`);
  return text;
}
