import { parsePhoneNumberFromString } from "libphonenumber-js";

/** A line as a top-up aggregator takes it: its country (ISO 3166 alpha-2) and its national number. */
export interface RecipientPhone {
  countryCode: string;
  number: string;
}

/**
 * The country and national number of a stored line (common/phone.ts: a North American line is its 10
 * digits, another country's keeps its country code). "5550100001" → US 5550100001; "4165550100" → CA;
 * "525512345678" → MX 5512345678. Null when the digits name no country (a calling code nobody has).
 */
export function recipientPhone(digits: string): RecipientPhone | null {
  const nanp = digits.length === 10;
  const parsed = nanp ? parsePhoneNumberFromString(digits, "US") : parsePhoneNumberFromString(`+${digits}`);
  if (!parsed) return nanp ? { countryCode: "US", number: digits } : null;
  // A calling code several countries share (+1, +44, +7…) names the country by the number's ranges; one
  // outside every range is the code's main country's.
  const country = parsed.country ?? parsed.getPossibleCountries()[0] ?? (nanp ? "US" : undefined);
  return country ? { countryCode: country, number: String(parsed.nationalNumber) } : null;
}
