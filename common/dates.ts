/**
 * One date and one date-time format on every screen: "Mar 5, 2026" and "Mar 5, 2026 3:04 PM".
 * The API sends times as ISO 8601 UTC and calendar days as "YYYY-MM-DD".
 */

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: Date, timeZone: string | undefined, withTime: boolean): Record<string, string> {
  const format = new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    ...(withTime ? { hour: "numeric", minute: "2-digit", hour12: true } : {}),
    timeZone,
  });
  const out: Record<string, string> = {};
  for (const p of format.formatToParts(date)) out[p.type] = p.value;
  return out;
}

/**
 * "2026-03-05" → "Mar 5, 2026". A calendar day is the same day everywhere (no time-zone shift); a
 * timestamp is the day it was in `timeZone` (the viewer's own by default). Nothing → "—".
 */
export function formatDate(value: string | null | undefined, timeZone?: string): string {
  if (!value) return "—";
  const day = CALENDAR_DAY.exec(value);
  const date = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const p = parts(date, day ? "UTC" : timeZone, false);
  return `${p.month} ${p.day}, ${p.year}`;
}

/**
 * "2026-03-05T20:04:00Z" → "Mar 5, 2026 3:04 PM" in `timeZone` (the viewer's own by default);
 * nothing → `never` ("Never": a last sign-in that has not happened).
 */
export function formatDateTime(value: string | null | undefined, never = "Never", timeZone?: string): string {
  if (!value) return never;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const p = parts(date, timeZone, true);
  return `${p.month} ${p.day}, ${p.year} ${p.hour}:${p.minute} ${p.dayPeriod}`;
}
