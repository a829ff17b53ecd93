/**
 * Dates of the demo data, all relative to one "now" so that the same now gives the same rows.
 * Instants are epoch milliseconds inside the generator and ISO strings in the database; dates are YYYY-MM-DD.
 */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export class Clock {
  readonly now: number;
  readonly today: string;

  constructor(now: Date) {
    this.now = now.getTime();
    this.today = dateOf(this.now);
  }

  /** The instant `days` (fractional) before now. */
  ago(days: number): number {
    return this.now - days * DAY;
  }

  /** Never later than now: events the seed invents must already have happened. */
  past(ms: number): number {
    return Math.min(ms, this.now);
  }
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export function dateOf(ms: number): string {
  return iso(ms).slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return dateOf(Date.parse(`${date}T00:00:00Z`) + days * DAY);
}

/** Whole days from `a` to `b` (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY);
}

/** The instant at `hour` (fractional, UTC) on a date. */
export function at(date: string, hour: number): number {
  return Date.parse(`${date}T00:00:00Z`) + Math.round(hour * HOUR);
}

/** The date of the given day of month in the month of `date`. */
export function dayInMonth(date: string, day: number): string {
  return `${date.slice(0, 8)}${String(day).padStart(2, "0")}`;
}

/** The same day of month, one month later (day_of_month is at most 28, so it always exists). */
export function nextMonth(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  const year = m === 12 ? y + 1 : y;
  const month = m === 12 ? 1 : m + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}
