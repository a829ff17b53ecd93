import { addDays, formatDate } from "@common/dates";
import { t } from "../../src/i18n";

/** The booked days from `from` to `to` (sorted YYYY-MM-DD days, both ends included), consecutive days as one range. */
export function bookedRanges(
  unavailable: readonly string[],
  from: string,
  to: string,
): Array<[string, string]> {
  const ranges: Array<[string, string]> = [];
  for (const day of unavailable) {
    if (day < from || day > to) continue;
    const last = ranges.at(-1);
    if (last && addDays(last[1], 1) === day) last[1] = day;
    else if (!last || day > last[1]) ranges.push([day, day]);
  }
  return ranges;
}

/**
 * The booked days in words ("Booked: Dec 3, 2026 – Dec 5, 2026; Dec 10, 2026."), for date fields that cannot
 * grey them (a customer's native ones); nothing when none is booked.
 */
export function bookedDaysText(unavailable: readonly string[], from: string, to: string): string | undefined {
  const ranges = bookedRanges(unavailable, from, to);
  if (ranges.length === 0) return undefined;
  const days = ranges.map(([first, last]) =>
    first === last
      ? formatDate(first)
      : t("rentals.days.bookedRange", { from: formatDate(first), to: formatDate(last) }),
  );
  return t("rentals.days.bookedList", { days: days.join("; ") });
}
