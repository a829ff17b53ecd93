import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "@common/dates";

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
