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

/**
 * The panel's locales, whose numbers group thousands with commas and write decimals with a point ("1,234.5"),
 * as Intl writes them (tests/common/money.test.ts holds the two equal). Counts and dollars in them are written
 * here: the first number Intl formats makes it load ICU's number data, ~100 ms of a mid-range phone's main
 * thread as the first list draws (issue 40).
 */
export const COMMA_GROUPED_LOCALES: ReadonlySet<string> = new Set(["en-US", "es-US"]);

/** "1234567" → "1,234,567": a string of digits with its thousands grouped by commas. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ",");
}

/** 1234 → "1,234" (English) or "1234"/"1.234" as the locale writes counts. */
export function formatCount(n: number, locale: string = shownLocale): string {
  if (Number.isSafeInteger(n) && COMMA_GROUPED_LOCALES.has(locale))
    return `${n < 0 || Object.is(n, -0) ? "-" : ""}${groupThousands(String(Math.abs(n)))}`;
  return n.toLocaleString(locale);
}
