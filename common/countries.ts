/**
 * Countries by their ISO 3166-1 alpha-2 code: the server accepts only these for a rental's destination,
 * and the panel names them as the code is typed. Intl knows the names, in every browser and in Node.
 */

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
/** Two-letter codes that Intl knows but that are not countries (EU, UN…) or are reserved (ZZ, XA…). */
const NOT_COUNTRIES = /^(EU|EZ|UN|ZZ|Q[M-Z]|X[A-JL-Z]|AA|OO)$/;

/** "mx" → "MX" when it is an ISO 3166-1 alpha-2 country code, else null. */
export function countryCode(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.test(code)) return null;
  return regionNames.of(code) ? code : null;
}

/** "MX" → "Mexico"; undefined for what is not a country's code. */
export function countryName(code: string): string | undefined {
  const known = countryCode(code);
  return known ? regionNames.of(known) : undefined;
}
