/**
 * Card facts both halves share: Luhn, brand from the number's prefix, expiry, and how a card is written
 * for people. Pure functions; a full number passes through them and is never kept.
 */

export type CardBrand = "visa" | "mastercard" | "amex" | "discover";

/**
 * One name per brand, the brand's own ("American Express", as the error catalogue says it too); brands
 * Stripe may report beyond the four the simulated processor takes are named as well.
 */
export const BRAND_LABELS: Readonly<Record<string, string>> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
};

export function brandLabel(brand: string | null | undefined): string {
  if (!brand) return "Card";
  return Object.hasOwn(BRAND_LABELS, brand) ? BRAND_LABELS[brand] : brand[0].toUpperCase() + brand.slice(1);
}

/** The one way a card reads everywhere: "Visa •••• 4242", "American Express •••• 0005"; null without a card. */
export function cardLabel(brand: string, last4: string): string;
export function cardLabel(brand: string | null | undefined, last4: string | null | undefined): string | null;
export function cardLabel(brand: string | null | undefined, last4: string | null | undefined): string | null {
  return brand && last4 ? `${brandLabel(brand)} •••• ${last4}` : null;
}

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Brand by prefix and length (visa 4, mastercard 51–55 and 2221–2720, amex 34/37, discover 6011/65). */
export function brandOf(digits: string): CardBrand | null {
  const n = digits.length;
  if (/^3[47]/.test(digits)) return n === 15 ? "amex" : null;
  if (/^4/.test(digits)) return n === 13 || n === 16 || n === 19 ? "visa" : null;
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return n === 16 ? "mastercard" : null;
  if (/^(6011|65)/.test(digits)) return n >= 16 && n <= 19 ? "discover" : null;
  return null;
}

/** A card is good through the last day of its expiry month (UTC). */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

/** Two-digit years are this century's ("27" → 2027). */
export const fullYear = (year: number) => (year < 100 ? 2000 + year : year);

/** The furthest expiry year accepted: cards are not issued for longer than this. */
export const MAX_YEARS_AHEAD = 20;
