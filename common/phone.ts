/**
 * Phone lines are stored as digits only. A North American line is its 10 digits (the country code 1 of
 * an 11-digit number is dropped, as the phone sign-in expects); other countries keep their country code:
 * 10 to 15 digits in all (E.164).
 */

/** "+1 (555) 010-0001", "555.010.0001" or "555 010 0001" → "5550100001"; null when it is not a phone number. */
export function normalizePhoneNumber(raw: string): string | null {
  const text = raw.trim();
  if (!/^\+?[\d\s\-().]+$/.test(text)) return null;
  let digits = text.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  return digits.length >= 10 && digits.length <= 15 ? digits : null;
}

/**
 * The one way a number reads on screen: "5550100001" (or "15550100001") → "(555) 010-0001"; another
 * country's number stays whole after a "+" ("442079460958" → "+442079460958"); nothing → "—".
 */
export function formatPhone(digits: string | null | undefined): string {
  if (!digits) return "—";
  const m = /^1?(\d{3})(\d{3})(\d{4})$/.exec(digits);
  if (m) return `(${m[1]}) ${m[2]}-${m[3]}`;
  return /^\d+$/.test(digits) ? `+${digits}` : digits;
}

/**
 * "+1 (555) 010-0001" → ["15550100001", "5550100001"]: the digits, and for an 11-digit number with the
 * North American country code also the 10-digit national number under which lines are usually stored.
 */
export function phoneCandidates(input: string): string[] {
  const digits = input.replace(/\D/g, "");
  if (!digits) return [];
  return digits.length === 11 && digits.startsWith("1") ? [digits, digits.slice(1)] : [digits];
}

/** The key the per-account limiter counts a phone sign-in under: one per line, however it was typed. */
export const phoneKey = (input: string) => phoneCandidates(input).at(-1) ?? "";

/** A stored line as providers dial it (E.164): "5550100001" → "+15550100001", "442079460958" → "+442079460958". */
export function e164(digits: string): string {
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
}
