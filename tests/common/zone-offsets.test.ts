import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import {
  dayIn,
  formatDate,
  formatDateTime,
  setDisplayTimeZone,
  shownToday,
  zoneOffsetChanges,
} from "@common/dates";

/**
 * The profile's offsets of the company's zone (issue 40): with them the panel writes English dates and times
 * without Intl. What it writes must be what Intl writes, at every instant, in zones with summer time on the
 * hour, on the half hour (Lord Howe), on a quarter hour (Chatham), none (Kolkata), and south of the equator.
 */
const DAY = 86_400_000;
const NOW = Date.parse("2026-11-30T12:00:00Z");
const ZONES = [
  "America/New_York",
  "America/Los_Angeles",
  "Europe/Madrid",
  "Asia/Kolkata",
  "Australia/Lord_Howe",
  "Pacific/Chatham",
  "America/Santiago",
];

afterEach(() => setDisplayTimeZone(undefined));

describe("a zone's offsets, as the profile carries them", () => {
  it("New York: its offset a year back, then each clock change to the minute", () => {
    const offsets = zoneOffsetChanges(
      "America/New_York",
      Date.parse("2026-01-01T00:00:00Z"),
      Date.parse("2027-01-01T00:00:00Z"),
    );
    expect(offsets).toEqual({
      until: "2027-01-01T00:00:00.000Z",
      changes: [
        { from: "2026-01-01T00:00:00.000Z", minutes: -300 },
        { from: "2026-03-08T07:00:00.000Z", minutes: -240 },
        { from: "2026-11-01T06:00:00.000Z", minutes: -300 },
      ],
    });
    expect(zoneOffsetChanges("Asia/Kolkata", NOW - 400 * DAY, NOW + 400 * DAY).changes).toEqual([
      { from: new Date(NOW - 400 * DAY).toISOString(), minutes: 330 },
    ]);
  });

  it("with them, English dates and times are Intl's, at any instant, in and out of their window", () => {
    const instant = fc.integer({ min: NOW - 500 * DAY, max: NOW + 500 * DAY });
    for (const zone of ZONES) {
      const offsets = zoneOffsetChanges(zone, NOW - 400 * DAY, NOW + 400 * DAY);
      fc.assert(
        fc.property(fc.array(instant, { minLength: 1, maxLength: 20 }), (moments) => {
          const read = () =>
            moments.map((ms) => {
              const iso = new Date(ms).toISOString();
              return [formatDateTime(iso), formatDate(iso), dayIn(zone, iso), shownToday(new Date(ms))].join(
                " | ",
              );
            });
          setDisplayTimeZone(zone);
          const byIntl = read();
          setDisplayTimeZone(zone, offsets);
          expect(read()).toEqual(byIntl);
        }),
        { numRuns: 60 },
      );
    }
  });

  it("the instants around a clock change, minute by minute", () => {
    const zone = "America/New_York";
    const offsets = zoneOffsetChanges(zone, NOW - 400 * DAY, NOW + 400 * DAY);
    const change = Date.parse("2026-11-01T06:00:00Z");
    for (let ms = change - 70 * 60_000; ms <= change + 70 * 60_000; ms += 60_000) {
      const iso = new Date(ms).toISOString();
      setDisplayTimeZone(zone);
      const byIntl = formatDateTime(iso);
      setDisplayTimeZone(zone, offsets);
      expect(formatDateTime(iso)).toBe(byIntl);
    }
    setDisplayTimeZone(zone, offsets);
    expect(formatDateTime("2026-11-01T05:30:00Z")).toBe("Nov 1, 2026 1:30 AM");
    expect(formatDateTime("2026-11-01T06:30:00Z")).toBe("Nov 1, 2026 1:30 AM");
    expect(formatDateTime("2026-11-01T17:00:00Z")).toBe("Nov 1, 2026 12:00 PM");
    expect(formatDateTime("2026-11-01T04:59:00Z")).toBe("Nov 1, 2026 12:59 AM");
  });

  it("a zone the browser does not know: English from the server's offsets, other languages in the viewer's zone", () => {
    setDisplayTimeZone("Mars/Base", {
      until: "2027-01-01T00:00:00.000Z",
      changes: [{ from: "2026-01-01T00:00:00.000Z", minutes: 60 }],
    });
    expect(formatDateTime("2026-03-05T23:04:00Z")).toBe("Mar 6, 2026 12:04 AM");
    expect(shownToday(new Date("2026-03-05T23:30:00Z"))).toBe("2026-03-06");
    // Outside the offsets' window, and in Spanish, Intl writes it: in the viewer's zone (UTC here), not failing.
    expect(formatDateTime("2027-03-05T23:04:00Z")).toBe("Mar 5, 2027 11:04 PM");
    expect(formatDate("2026-03-05T23:04:00Z", undefined, "es-US")).toBe(
      new Intl.DateTimeFormat("es-US", { dateStyle: "medium" }).format(new Date("2026-03-05T23:04:00Z")),
    );
  });

  it("a zone other than the shown one, or offsets for none, leave the answer to Intl", () => {
    const offsets = zoneOffsetChanges("America/New_York", NOW - 400 * DAY, NOW + 400 * DAY);
    setDisplayTimeZone("America/New_York", offsets);
    expect(formatDateTime("2026-03-05T15:04:00Z", "Never", "Asia/Tokyo")).toBe("Mar 6, 2026 12:04 AM");
    expect(dayIn("Asia/Tokyo", "2026-03-05T15:04:00Z")).toBe("2026-03-06");
    setDisplayTimeZone(undefined, offsets);
    expect(formatDateTime("2026-03-05T15:04:00Z", "Never", "UTC")).toBe("Mar 5, 2026 3:04 PM");
  });
});
