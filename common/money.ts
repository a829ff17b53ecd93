import { COMMA_GROUPED_LOCALES, displayLocale, groupThousands } from "./locale";

/**
 * Money: integer cents inside (database, arithmetic), decimal strings outside (the API's JSON: "25.00"),
 * and "$25.00" on screen. USD only.
 */

/** 2500 → "25.00"; -150 → "-1.50". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** "25", "25.5", "25.50" or 25.5 → 2550 cents; null when the text is not an amount of money. */
export function parseCents(value: string | number): number | null {
  const text = typeof value === "number" ? String(value) : value.trim();
  const m = /^(-)?(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? "0").padEnd(2, "0"));
  return m[1] ? -cents : cents;
}

const dollars = new Map<string, Intl.NumberFormat>();
/** US dollars as a locale writes them ("$1,000.00" in en-US, "$1,000.00" in es-US), made once per locale. */
function usd(locale: string): Intl.NumberFormat {
  let format = dollars.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency: "USD" });
    dollars.set(locale, format);
  }
  return format;
}

/**
 * What the screens show for the API's decimal strings: "25.00" → "$25.00", "1000" → "$1,000.00", "-1.5" →
 * "-$1.50", in the panel's locale (common/locale.ts).
 */
export function formatMoney(value: string | number | null | undefined): string {
  return formatMoneyIn(value, displayLocale());
}

/** formatMoney in a given locale (an e-mail in its recipient's language). */
export function formatMoneyIn(value: string | number | null | undefined, locale: string): string {
  if (value === null || value === undefined || value === "") return "—";
  // Whole cents in a locale that writes "-$1,234.50": without Intl (common/locale.ts says why).
  const cents = COMMA_GROUPED_LOCALES.has(locale) ? parseCents(value) : null;
  if (cents !== null) {
    const negative = cents < 0 || Object.is(cents, -0) || Object.is(value, -0);
    const [whole, fraction] = formatCents(Math.abs(cents)).split(".");
    return `${negative ? "-" : ""}$${groupThousands(whole)}.${fraction}`;
  }
  const amount = Number(value);
  return Number.isFinite(amount) ? usd(locale).format(amount) : String(value);
}

/** Cents as the screens show them: 2500 → "$25.00". */
export const formatMoneyCents = (cents: number) => formatMoney(formatCents(cents));

/** Tax on an amount at a decimal-string rate ("0.08875"), in exact integer arithmetic, half rounded up. */
export function taxOn(cents: number, rate: string): number {
  const m = /^(\d+)(?:\.(\d{1,6}))?$/.exec(rate);
  if (!m) throw new Error(`bad tax rate ${rate}`);
  const scale = 1_000_000;
  const micro = Number(m[1]) * scale + Number((m[2] ?? "").padEnd(6, "0"));
  return Math.floor((cents * micro + scale / 2) / scale);
}

/**
 * What a charge moved, signed from the company's side: money given back (a refund, stored as a positive
 * amount like every charge) reads negative, "5.00" → "-5.00", so that a column of charges adds up to the
 * money kept.
 */
export function signedChargeAmount(charge: { kind: string; amount: string }): string {
  if (charge.kind !== "refund" || charge.amount.startsWith("-") || Number(charge.amount) === 0)
    return charge.amount;
  return `-${charge.amount}`;
}
