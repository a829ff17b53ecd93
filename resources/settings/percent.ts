import { t } from "../../src/i18n";

/**
 * A company's tax rate travels as a decimal fraction ("0.08875"); people type it as a percentage
 * ("8.875"). The conversion moves the decimal point in the text, so that no binary rounding creeps in.
 */
function shiftDecimal(value: string, places: number): string | null {
  const m = /^(\d*)(?:\.(\d*))?$/.exec(value.trim());
  if (!m || (!m[1] && !m[2])) return null;
  let whole = m[1] || "0";
  let fraction = m[2] ?? "";
  if (places > 0) {
    fraction = fraction.padEnd(places, "0");
    whole += fraction.slice(0, places);
    fraction = fraction.slice(places);
  } else if (places < 0) {
    whole = whole.padStart(-places + 1, "0");
    fraction = whole.slice(whole.length + places) + fraction;
    whole = whole.slice(0, whole.length + places);
  }
  whole = whole.replace(/^0+(?=\d)/, "");
  fraction = fraction.replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : whole;
}

/** "0.08875" → "8.875" */
export const percentFromRate = (rate: string): string => shiftDecimal(rate, 2) ?? rate;

/** "8.875" → "0.08875"; null when the text is not a plain non-negative decimal number. */
export const rateFromPercent = (percent: string): string | null => shiftDecimal(percent, -2);

/** The form's rule: 0 ≤ percent < 100 with at most 4 decimals (the API keeps 6 decimals of the fraction). */
export function percentProblem(percent: string | number | null | undefined): string | null {
  const text = percent === null || percent === undefined ? "" : String(percent).trim();
  if (!text) return t("settings.percent.required");
  const m = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (!m[1] && !m[2])) return t("settings.percent.notANumber");
  if ((m[2] ?? "").replace(/0+$/, "").length > 4) return t("settings.percent.tooPrecise");
  if (Number(text) >= 100) return t("settings.percent.tooHigh");
  return null;
}
