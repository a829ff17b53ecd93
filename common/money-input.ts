import { formatCents } from "./money";

/**
 * Amounts of money as people type them, in the panel's language: Spanish readers write "1.234,50", English
 * readers "1,234.50". The two conventions swap the same two marks, so a mark read in the wrong one changes
 * an amount a hundredfold or more ("15,5" read as 155). A text is read only when the language's own marks
 * stand where they belong, or (Spanish) as the panel's screens write amounts when that cannot be mistaken;
 * anything else is refused with its reason, never guessed at.
 */

/** The mark before the cents and the one between thousands, in a locale ("en-US", "es-US", "es"). */
export interface MoneyMarks {
  decimal: "." | ",";
  group: "," | ".";
}

/**
 * Spanish writes decimals with a comma (issue 33: the panel's Spanish readers do, whatever es-US's Intl
 * says); every other locale, English, with a point.
 */
export function moneyMarks(locale: string): MoneyMarks {
  return locale.toLowerCase().startsWith("es") ? { decimal: ",", group: "." } : { decimal: ".", group: "," };
}

/**
 * Why a text is not read as an amount: `wrongMark` digits with marks out of place, such as the other
 * convention's decimal mark ("15,5" in English, "1.2.3"), `tooManyDecimals` more than cents ("15.505"),
 * `tooLarge` more than nine digits of dollars, `notAnAmount` anything else ("ten", "-5", "1 000").
 */
export type MoneyInputProblem = "wrongMark" | "tooManyDecimals" | "tooLarge" | "notAnAmount";

/** What a typed text says: its cents, or why it says none. */
export type MoneyReading = { cents: number } | { problem: MoneyInputProblem };

// Nine digits of dollars at most, as the API's parseCents: cents stay exact integers.
const MAX_DOLLAR_DIGITS = 9;

const escaped = (mark: string) => `\\${mark}`;

/** An amount's shape in one convention: whole dollars (plain, or grouped by threes), then its cents. */
function amountPattern({ decimal, group }: MoneyMarks): RegExp {
  const d = escaped(decimal);
  const g = escaped(group);
  // A grouped number never starts with 0: "0,123" is someone's 0.123, not 123.
  return new RegExp(`^([1-9]\\d{0,2}(?:${g}\\d{3})+|\\d+)?(?:${d}(\\d*))?$`);
}

/** The amount `text` says in one convention; undefined when it is not written in that convention's shape. */
function readIn(text: string, marks: MoneyMarks): MoneyReading | undefined {
  const m = amountPattern(marks).exec(text);
  if (!m || (m[1] === undefined && (m[2] ?? "") === "")) return undefined;
  const fraction = m[2] ?? "";
  if (fraction.length > 2) return { problem: "tooManyDecimals" };
  const dollars = (m[1] ?? "0")
    .split(marks.group)
    .join("")
    .replace(/^0+(?=\d)/, "");
  if (dollars.length > MAX_DOLLAR_DIGITS) return { problem: "tooLarge" };
  return { cents: Number(dollars) * 100 + Number(fraction.padEnd(2, "0")) };
}

/** How the panel's screens write amounts in every language (es-US's Intl too): "$1,234.50". */
const SHOWN: MoneyMarks = { decimal: ".", group: "," };

/**
 * Reads `text` as an amount in `locale`'s convention: "15,5" → 1550 cents in Spanish, refused (`wrongMark`)
 * in English; "1.234,50" (es) and "1,234.50" (en) → 123450; "$15" → 1500; "15." (en) → 1500. A "$" before or
 * after is allowed. Null for a blank text (nothing typed: the field's "required" speaks).
 *
 * Spanish also reads an amount as its own screens show it ("15.50", "$1,234.50": es-US writes a point),
 * when a point and one or two digits end it, which no Spanish-written amount does; "1,234" stays refused
 * there (three decimals to a comma writer), "1.234" is 1234.
 */
export function parseMoneyInput(text: string, locale: string): MoneyReading | null {
  if (text.trim() === "") return null;
  const marks = moneyMarks(locale);
  const bare = text
    .trim()
    .replace(/^(?:US)?\$\s*/i, "")
    .replace(/\s*(?:US)?\$$/i, "");
  const reading =
    readIn(bare, marks) ??
    (marks.decimal !== SHOWN.decimal && /\.\d{1,2}$/.test(bare) ? readIn(bare, SHOWN) : undefined);
  if (reading) return reading;
  // Digits and marks that do not fit the language's convention: the other convention's way, or a slip.
  if (/^(?=.*\d)[\d.,]+$/.test(bare)) return { problem: "wrongMark" };
  return { problem: "notAnAmount" };
}

/**
 * Cents written as a person of `locale` types them, without "$": 123450 → "1,234.50" (en), "1.234,50" (es);
 * `grouped: false` → "1234.50". What the money input shows once it has read an amount.
 */
export function formatMoneyInput(cents: number, locale: string, { grouped = true } = {}): string {
  const { decimal, group } = moneyMarks(locale);
  const [dollars, fraction] = formatCents(cents).split(".");
  const whole = grouped ? dollars.replace(/\B(?=(\d{3})+(?!\d))/g, group) : dollars;
  return `${whole}${decimal}${fraction}`;
}
