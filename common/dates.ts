/**
 * One date and one date-time format on every screen: "Mar 5, 2026" and "Mar 5, 2026 3:04 PM".
 * The API sends times as ISO 8601 UTC and calendar days as "YYYY-MM-DD".
 */

import { displayLocale, isEnglish } from "./locale";

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The zone the panel was asked to show (setDisplayTimeZone), and whether Intl knows it, once asked. */
let askedTimeZone: string | undefined;
let knownTimeZone: { zone: string | undefined } | undefined;

/**
 * A time zone's offsets from UTC over a window of instants, as the server reads them from its own time-zone
 * data: `changes[i].minutes` holds from `changes[i].from` until the next change, the last until `until`.
 */
export interface ZoneOffsets {
  until: string;
  changes: Array<{ from: string; minutes: number }>;
}

/** The shown zone's offsets (setDisplayTimeZone), read into milliseconds: starts ascending, then the end. */
let offsetTable: { starts: number[]; offsets: number[]; until: number } | undefined;

/** What formatDateTime says of a time that has not come ("Never"); the panel sets its language's word. */
let neverWord = "Never";
export function setNeverWord(word: string): void {
  neverWord = word;
}

/**
 * The time zone formatDate and formatDateTime show times in when given none: the panel sets the company's
 * from the profile once (src/providers/auth.ts), so that every screen shows the company's clock whoever
 * looks and wherever they are. Nothing (or a zone Intl does not know): the viewer's own.
 */
export function setDisplayTimeZone(timeZone: string | null | undefined, offsets?: ZoneOffsets | null): void {
  askedTimeZone = timeZone || undefined;
  knownTimeZone = undefined;
  offsetTable = undefined;
  // The server's offsets of the zone (the profile's): English dates and times in it are then written here,
  // without Intl, whose first formatter costs a phone ~150 ms of ICU loading as a screen opens (issue 40).
  if (askedTimeZone && offsets?.changes.length) {
    offsetTable = {
      starts: offsets.changes.map((change) => Date.parse(change.from)),
      offsets: offsets.changes.map((change) => change.minutes * 60_000),
      until: Date.parse(offsets.until),
    };
  }
}

/**
 * A zone's offset at an instant without Intl, where it is known: UTC's always, the shown zone's inside the
 * window of its offsets. Undefined elsewhere (Intl then answers).
 */
function knownOffset(timeZone: string | undefined, at: number): number | undefined {
  if (timeZone === "UTC") return 0;
  if (!offsetTable || timeZone !== askedTimeZone || Number.isNaN(at)) return undefined;
  const { starts, offsets, until } = offsetTable;
  if (at < starts[0] || at >= until) return undefined;
  let index = 0;
  while (index + 1 < starts.length && starts[index + 1] <= at) index += 1;
  return offsets[index];
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The parts Intl's en-US formatter gives (`parts` below), from the wall clock an offset makes of an instant. */
function partsAt(date: Date, offset: number, withTime: boolean): Record<string, string> {
  const wall = new Date(date.getTime() + offset);
  const out: Record<string, string> = {
    month: MONTHS[wall.getUTCMonth()],
    day: String(wall.getUTCDate()),
    year: String(wall.getUTCFullYear()),
  };
  if (withTime) {
    const hour = wall.getUTCHours();
    out.hour = String(hour % 12 === 0 ? 12 : hour % 12);
    out.minute = String(wall.getUTCMinutes()).padStart(2, "0");
    out.dayPeriod = hour < 12 ? "AM" : "PM";
  }
  return out;
}

/**
 * The zone set, checked when a time is first shown in it rather than when it is set: the first formatter
 * with a time zone makes ICU load its zones (~65 ms on a mid-range phone, issue 40), which a screen that
 * shows no time (Refill Now) should not wait for as the panel starts.
 */
function shownTimeZone(): string | undefined {
  knownTimeZone ??= { zone: askedTimeZone && isTimeZone(askedTimeZone) ? askedTimeZone : undefined };
  return knownTimeZone.zone;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * Intl's formatter for a language and options, made once: making one costs ~0.2 ms (ICU loads its
 * patterns), using one ~0.01 ms, and a list of 25 refills formats 25 moments on each render. Bounded: the
 * keys are languages × zones × a few styles.
 */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    if (formats.size >= 500) formats.clear();
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

function parts(date: Date, timeZone: string | undefined, withTime: boolean): Record<string, string> {
  // The shown zone is checked (by Intl) only where Intl is to write the time.
  const offset = knownOffset(timeZone ?? askedTimeZone, date.getTime());
  if (offset !== undefined) return partsAt(date, offset, withTime);
  const zone = timeZone ?? shownTimeZone();
  const format = dateFormat("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    ...(withTime ? { hour: "numeric", minute: "2-digit", hour12: true } : {}),
    timeZone: zone,
  });
  const out: Record<string, string> = {};
  for (const p of format.formatToParts(date)) out[p.type] = p.value;
  return out;
}

/**
 * "2026-03-05" → "Mar 5, 2026". A calendar day is the same day everywhere (no time-zone shift); a
 * timestamp is the day it was in `timeZone` (by default the display zone, else the viewer's own). Nothing → "—".
 */
export function formatDate(
  value: string | null | undefined,
  timeZone?: string,
  locale: string = displayLocale(),
): string {
  if (!value) return "—";
  const day = CALENDAR_DAY.exec(value);
  const date = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const zone = day ? "UTC" : timeZone;
  if (!isEnglish(locale))
    return dateFormat(locale, { dateStyle: "medium", timeZone: zone ?? shownTimeZone() }).format(date);
  const p = parts(date, zone, false);
  return `${p.month} ${p.day}, ${p.year}`;
}

/**
 * "2026-03-05T20:04:00Z" → "Mar 5, 2026 3:04 PM" in `timeZone` (by default the display zone set by
 * setDisplayTimeZone, else the viewer's own);
 * nothing → `never` ("Never": a last sign-in that has not happened).
 */
export function formatDateTime(
  value: string | null | undefined,
  never = neverWord,
  timeZone?: string,
  locale: string = displayLocale(),
): string {
  if (!value) return never;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  if (!isEnglish(locale))
    return dateFormat(locale, {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: timeZone ?? shownTimeZone(),
    }).format(date);
  const p = parts(date, timeZone, true);
  return `${p.month} ${p.day}, ${p.year} ${p.hour}:${p.minute} ${p.dayPeriod}`;
}

/**
 * Makes the formatter formatDateTime shows a moment with, in the zone set (checked here): the first date
 * formatter makes ICU load its data, ~150 ms of a mid-range phone's main thread (issue 40). The panel calls it
 * in a task of its own while a list's first page is on its way, so the render that shows the page's times
 * does not pay it. Nothing to make for English in a zone whose offsets were set: it is written here.
 */
export function prepareDateFormats(): void {
  formatDateTime(new Date().toISOString());
}

/** The IANA zone a company's days are counted in when it has not chosen one (the demo's). */
export const DEFAULT_TIME_ZONE = "America/New_York";

/** True for a name Intl knows as a time zone ("America/Chicago"); "Mars/Base" and "" are not. */
export function isTimeZone(name: string): boolean {
  if (!name) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The name Intl gives a time zone it knows, whatever spelling it was given ("america/new_york" and
 * "US/Eastern" → "America/New_York"); null for a name it does not know.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!isTimeZone(name)) return null;
  return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
}

/**
 * The calendar day ("YYYY-MM-DD") an instant falls on in a time zone: a company's "today". 5 pm in
 * California on Mar 4 is "2026-03-04", though UTC has reached the 5th.
 */
export function dayIn(timeZone: string, at: Date | string = new Date()): string {
  const date = typeof at === "string" ? new Date(at) : at;
  const offset = knownOffset(timeZone, date.getTime());
  if (offset !== undefined) return new Date(date.getTime() + offset).toISOString().slice(0, 10);
  const p: Record<string, string> = {};
  const format = new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone,
  });
  for (const part of format.formatToParts(date)) p[part.type] = part.value;
  return `${p.year}-${p.month}-${p.day}`;
}

/** The hour of the day (0–23) it is at `now` in `timeZone`: a company's morning starts the day's messages. */
export function hourIn(timeZone: string, now: Date): number {
  const hour = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", hourCycle: "h23" }).format(now);
  return Number(hour) % 24;
}

/**
 * Today in the zone the panel shows (the company's, setDisplayTimeZone), else the viewer's own: the first day
 * a booking may start. A browser in UTC at 02:30 on the 26th is still on the 25th for a New York company.
 */
export function shownToday(at: Date = new Date()): string {
  // The shown zone's offsets answer without Intl (dayIn); Intl checks the zone only where they do not.
  if (askedTimeZone && knownOffset(askedTimeZone, at.getTime()) !== undefined)
    return dayIn(askedTimeZone, at);
  return dayIn(shownTimeZone() ?? Intl.DateTimeFormat().resolvedOptions().timeZone, at);
}

/**
 * Whether `value` is a day of the calendar written `YYYY-MM-DD`: "2026-09-31" and "2026-02-29" are not
 * (`Date.parse` reads them as 1 October and 1 March).
 */
export function isCalendarDay(value: string): boolean {
  const day = CALENDAR_DAY.exec(value);
  if (!day) return false;
  const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** "2026-03-05" plus n calendar days (n may be negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Whole calendar days from one "YYYY-MM-DD" to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * A time zone's offset from UTC at an instant, in ms: its wall clock read as if it were UTC, minus the
 * instant (New York in winter: -5 h).
 */
export function zoneOffset(timeZone: string): (at: number) => number {
  const format = new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
    timeZone,
  });
  return (at) => {
    const p: Record<string, string> = {};
    for (const part of format.formatToParts(new Date(at))) p[part.type] = part.value;
    return Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second) - at;
  };
}

/** Zones change their offset on a quarter hour at the finest (Lord Howe's half-hour, Nepal's +5:45). */
const OFFSET_BUCKET_MS = 15 * 60_000;

/**
 * zoneOffset asked of Intl once per quarter hour of the instants seen, then remembered: a million rows'
 * moments would otherwise cost seconds of formatToParts. What is remembered is bounded.
 */
export function cachedZoneOffset(timeZone: string): (at: number) => number {
  const zoneOffsetAt = zoneOffset(timeZone);
  const offsets = new Map<number, number>();
  return (ms) => {
    const bucket = Math.floor(ms / OFFSET_BUCKET_MS);
    let offset = offsets.get(bucket);
    if (offset === undefined) {
      if (offsets.size >= 200_000) offsets.clear();
      offset = zoneOffsetAt(bucket * OFFSET_BUCKET_MS);
      offsets.set(bucket, offset);
    }
    return offset;
  };
}

/** The wall clock of an ISO instant in `timeZone`, as an ISO string without its zone ("2026-11-26T04:04:05.000"). */
export function wallClockIn(timeZone: string): (iso: string) => string {
  const offsetAt = cachedZoneOffset(timeZone);
  return (iso) => {
    const ms = Date.parse(iso);
    return new Date(ms + offsetAt(ms)).toISOString().slice(0, 23);
  };
}

/**
 * The instant (ISO 8601 UTC) a calendar day begins in a time zone: its local midnight, or the first
 * moment of the day where a clock change skips midnight. "2026-03-05" in Los Angeles → "2026-03-05T08:00:00.000Z".
 */
export function startOfDayIn(timeZone: string, day: string): string {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const offsetAt = zoneOffset(timeZone);
  let at = midnight - offsetAt(midnight);
  // Once more with the offset in force at that instant (a clock change between the guess and midnight).
  at = midnight - offsetAt(at);
  // Where midnight itself does not exist, the day begins at the first instant that is on it.
  if (dayIn(timeZone, new Date(at)) !== day) at += 3_600_000;
  return new Date(at).toISOString();
}

/**
 * A zone's offsets over [from, until) as ZoneOffsets: the offset at `from`, then each change (found day by day,
 * then to the minute). The profile carries the company zone's for a year either side of now, so that the
 * panel writes English dates and times without Intl (setDisplayTimeZone).
 */
export function zoneOffsetChanges(timeZone: string, from: number, until: number): ZoneOffsets {
  const offsetAt = zoneOffset(timeZone);
  const minute = 60_000;
  const start = Math.floor(from / minute) * minute;
  const end = Math.ceil(until / minute) * minute;
  const changes = [{ from: new Date(start).toISOString(), minutes: Math.round(offsetAt(start) / minute) }];
  let before = start;
  let offsetBefore = offsetAt(before);
  while (before < end) {
    const after = Math.min(before + 86_400_000, end);
    const offsetAfter = offsetAt(after);
    if (offsetAfter !== offsetBefore) {
      // The change lies in (low, high]: halve the span down to a minute, the finest a zone changes on.
      let low = before;
      let high = after;
      while (high - low > minute) {
        const middle = low + Math.floor((high - low) / 2 / minute) * minute;
        if (offsetAt(middle) === offsetBefore) low = middle;
        else high = middle;
      }
      if (high < end)
        changes.push({ from: new Date(high).toISOString(), minutes: Math.round(offsetAfter / minute) });
    }
    before = after;
    offsetBefore = offsetAfter;
  }
  return { until: new Date(end).toISOString(), changes };
}
