import { type ZoneOffsets, zoneOffsetChanges } from "@common/dates";

const DAY = 86_400_000;
/** A year either side of now, and a little more: the times a customer's and a member's screens show. */
const REACH = 400 * DAY;

const computed = new Map<string, ZoneOffsets>();

/**
 * The company zone's offsets for the profile (GET /api/user/me/): the panel writes English dates and times
 * with them instead of loading the browser's time-zone data (common/dates.ts, issue 40). Worked out once a
 * day per zone (~800 readings of Intl), from the start of the UTC day, so every answer of a day is the same.
 */
export function companyZoneOffsets(timeZone: string, now: Date = new Date()): ZoneOffsets {
  const today = Math.floor(now.getTime() / DAY) * DAY;
  const key = `${timeZone}|${today}`;
  let offsets = computed.get(key);
  if (!offsets) {
    if (computed.size >= 100) computed.clear();
    offsets = zoneOffsetChanges(timeZone, today - REACH, today + REACH);
    computed.set(key, offsets);
  }
  return offsets;
}
