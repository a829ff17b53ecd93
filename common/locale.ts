/**
 * The locale screens format dates, money and numbers in ("en-US", "es-US"). The panel sets it from its
 * language (src/i18n); the server passes a recipient's locale to the formats it uses in e-mails.
 */
let shownLocale = "en-US";

export function setDisplayLocale(locale: string): void {
  shownLocale = locale;
}

export function displayLocale(): string {
  return shownLocale;
}

/** English as the product has always written it ("Mar 5, 2026 3:04 PM"); other locales as Intl writes them. */
export const isEnglish = (locale: string) => locale.toLowerCase().startsWith("en");

/** 1234 → "1,234" (English) or "1234"/"1.234" as the locale writes counts. */
export function formatCount(n: number, locale: string = shownLocale): string {
  return n.toLocaleString(locale);
}
