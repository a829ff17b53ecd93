import { addDays } from "./dates";

/** The days a monthly scheduled refill runs on: the server sets them, the panel says them before saving. */

/**
 * The first date on or after `today` (the company's calendar day, "YYYY-MM-DD": docs/engines.md, "The
 * company's day") whose day of the month is `day` (1–28, so every month has it).
 */
export function nextRunOn(day: number, today: string): string {
  const [y, m, d] = today.split("-").map(Number);
  const date = d <= day ? new Date(Date.UTC(y, m - 1, day)) : new Date(Date.UTC(y, m, day));
  return date.toISOString().slice(0, 10);
}

/**
 * The first run of a new schedule, or of one resumed or moved to another day: never today unless the
 * customer asked for it (`run_today`), so that nobody is charged the moment they set a schedule up.
 */
export function firstRunOn(day: number, today: string, runToday = false): string {
  return nextRunOn(day, runToday ? today : addDays(today, 1));
}
