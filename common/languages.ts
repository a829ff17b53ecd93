/**
 * The languages the product speaks (docs/api-conventions.md, Languages): the panel's catalogues, a user's `language` (profile,
 * sign-up), the e-mails they receive and the phone menu. No zod here: the panel imports this module directly.
 */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

/** What a user has until they choose: English. */
export const DEFAULT_LANGUAGE: Language = "en";

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** Each language by its own name ("Español" whatever language the reader's screen speaks). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: "English", es: "Español" };
