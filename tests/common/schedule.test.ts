import { describe, expect, it } from "vitest";
import { firstRunOn, nextRunOn } from "../../common/schedule";

describe("nextRunOn", () => {
  it.each([
    ["2026-03-10", 10, "2026-03-10"],
    ["2026-03-10", 9, "2026-04-09"],
    ["2026-03-10", 28, "2026-03-28"],
    ["2026-12-29", 28, "2027-01-28"],
    ["2026-01-31", 1, "2026-02-01"],
    ["2028-02-29", 28, "2028-03-28"],
  ])("from %s, day %i → %s", (today, day, expected) => {
    expect(nextRunOn(day, today)).toBe(expected);
  });
});

describe("firstRunOn", () => {
  it.each([
    ["2026-03-10", 10, false, "2026-04-10"],
    ["2026-03-10", 10, true, "2026-03-10"],
    ["2026-03-10", 11, false, "2026-03-11"],
    ["2026-03-10", 9, true, "2026-04-09"],
    ["2026-12-28", 28, false, "2027-01-28"],
  ])("from %s, day %i, today asked %s → %s", (today, day, runToday, expected) => {
    expect(firstRunOn(day, today, runToday)).toBe(expected);
  });
});
