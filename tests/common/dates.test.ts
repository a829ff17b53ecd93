import { describe, expect, it } from "vitest";
import {
  canonicalTimeZone,
  dayIn,
  formatDate,
  formatDateTime,
  prepareDateFormats,
  setDisplayTimeZone,
  shownToday,
  startOfDayIn,
} from "@common/dates";

describe("dates", () => {
  it("shows a calendar day as Mar 5, 2026, the same day in every time zone", () => {
    expect(formatDate("2026-03-05")).toBe("Mar 5, 2026");
    expect(formatDate("2026-12-31", "Pacific/Kiritimati")).toBe("Dec 31, 2026");
    expect(formatDate("2026-01-01", "America/Los_Angeles")).toBe("Jan 1, 2026");
  });

  it("shows a timestamp's day where the viewer is", () => {
    expect(formatDate("2026-03-05T23:30:00Z", "UTC")).toBe("Mar 5, 2026");
    expect(formatDate("2026-03-05T23:30:00Z", "Asia/Tokyo")).toBe("Mar 6, 2026");
  });

  it("shows a date and time as Mar 5, 2026 3:04 PM", () => {
    expect(formatDateTime("2026-03-05T15:04:00Z", "Never", "UTC")).toBe("Mar 5, 2026 3:04 PM");
    expect(formatDateTime("2026-03-05T00:09:00.123Z", "Never", "UTC")).toBe("Mar 5, 2026 12:09 AM");
    expect(formatDateTime("2026-03-05T15:04:00Z", "Never", "America/New_York")).toBe("Mar 5, 2026 10:04 AM");
  });

  it("says what is missing", () => {
    expect(formatDate(null)).toBe("—");
    expect(formatDate("")).toBe("—");
    expect(formatDateTime(null)).toBe("Never");
    expect(formatDateTime(undefined, "—")).toBe("—");
  });

  it("shows an unreadable value as it came rather than 'Invalid Date'", () => {
    expect(formatDate("soon")).toBe("soon");
    expect(formatDateTime("soon")).toBe("soon");
  });
});

describe("formats kept between calls", () => {
  it("gives each zone, language and style its own format, whatever was asked before", () => {
    const moment = "2026-03-05T20:04:00Z";
    for (let round = 0; round < 2; round++) {
      expect(formatDateTime(moment, "Never", "America/New_York", "en")).toBe("Mar 5, 2026 3:04 PM");
      expect(formatDateTime(moment, "Never", "Asia/Tokyo", "en")).toBe("Mar 6, 2026 5:04 AM");
      expect(formatDate(moment, "America/New_York", "en")).toBe("Mar 5, 2026");
      expect(formatDate(moment, "Asia/Tokyo", "en")).toBe("Mar 6, 2026");
      expect(formatDateTime(moment, "Nunca", "Asia/Tokyo", "es")).toBe(
        new Intl.DateTimeFormat("es", {
          dateStyle: "medium",
          timeStyle: "short",
          timeZone: "Asia/Tokyo",
        }).format(new Date(moment)),
      );
    }
  });

  it("follows a change of the display zone", () => {
    const moment = "2026-03-05T20:04:00Z";
    setDisplayTimeZone("America/New_York");
    expect(formatDateTime(moment, "Never", undefined, "en")).toBe("Mar 5, 2026 3:04 PM");
    setDisplayTimeZone("Asia/Tokyo");
    expect(formatDateTime(moment, "Never", undefined, "en")).toBe("Mar 6, 2026 5:04 AM");
    setDisplayTimeZone(null);
  });

  it("checks the display zone when a time is first shown in it, not as it is set (issue 40)", () => {
    const Original = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        made += 1;
        return new target(...args);
      },
    });
    try {
      setDisplayTimeZone("Mars/Olympus_Mons");
      expect(made).toBe(0);
    } finally {
      Intl.DateTimeFormat = Original;
    }
    try {
      // A zone Intl does not know: the viewer's own, as before.
      const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
      expect(formatDateTime("2026-03-05T20:04:00Z", "Never", undefined, "en")).toBe(
        formatDateTime("2026-03-05T20:04:00Z", "Never", own, "en"),
      );
    } finally {
      setDisplayTimeZone(null);
    }
  });
});

describe("formats made ahead (issue 40)", () => {
  it("makes before a list arrives every formatter its times need, in the company's zone", () => {
    const Original = Intl.DateTimeFormat;
    let made = 0;
    const counting = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        made += 1;
        return new target(...args);
      },
    });
    setDisplayTimeZone("Pacific/Chatham");
    try {
      Intl.DateTimeFormat = counting;
      prepareDateFormats();
      expect(made).toBeGreaterThan(0);
      made = 0;
      expect(formatDateTime("2026-03-05T20:04:00Z")).toBe("Mar 6, 2026 9:49 AM");
      expect(made).toBe(0);
    } finally {
      Intl.DateTimeFormat = Original;
      setDisplayTimeZone(null);
    }
  });
});

describe("a company's day", () => {
  it.each([
    ["America/Los_Angeles", "2026-03-05", "2026-03-05T08:00:00.000Z"],
    ["America/New_York", "2026-03-08", "2026-03-08T05:00:00.000Z"],
    ["America/New_York", "2026-03-09", "2026-03-09T04:00:00.000Z"],
    ["Asia/Tokyo", "2026-03-05", "2026-03-04T15:00:00.000Z"],
    ["Asia/Kolkata", "2026-03-05", "2026-03-04T18:30:00.000Z"],
    ["UTC", "2026-03-05", "2026-03-05T00:00:00.000Z"],
    // Clocks go from midnight to 1 am: the day begins at 1 am.
    ["America/Santiago", "2026-09-06", "2026-09-06T04:00:00.000Z"],
  ])("in %s, %s begins at %s, and the instant before is the day before", (zone, day, start) => {
    expect(startOfDayIn(zone, day)).toBe(start);
    expect(dayIn(zone, start)).toBe(day);
    expect(dayIn(zone, new Date(Date.parse(start) - 1))).not.toBe(day);
  });

  it("names a time zone as Intl does, and knows none it does not", () => {
    expect(canonicalTimeZone("america/new_york")).toBe("America/New_York");
    expect(canonicalTimeZone("US/Eastern")).toBe("America/New_York");
    expect(canonicalTimeZone("Mars/Olympus_Mons")).toBeNull();
    expect(canonicalTimeZone("")).toBeNull();
  });

  it("takes the panel's today in the company's zone, not the browser's (UTC past midnight is still yesterday in New York)", () => {
    const at = new Date("2026-11-26T02:30:00.000Z");
    try {
      setDisplayTimeZone("America/New_York");
      expect(shownToday(at)).toBe("2026-11-25");
      setDisplayTimeZone("Asia/Tokyo");
      expect(shownToday(at)).toBe("2026-11-26");
    } finally {
      setDisplayTimeZone(undefined);
    }
  });
});
