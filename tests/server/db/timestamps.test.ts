import { describe, expect, it } from "vitest";
import { isoFromTimestamptz } from "../../../server/db/connection";

describe("timestamptz as the API answers it", () => {
  it("rearranges PostgreSQL's UTC text into the ISO string Date would give, milliseconds truncated", () => {
    for (const text of [
      "2026-11-26 03:50:39.123456+00",
      "2026-11-26 03:50:39.9999+00",
      "2026-11-26 03:50:39.5+00",
      "2026-11-26 03:50:39+00",
      "1999-01-01 00:00:00.000001+00",
    ])
      expect(isoFromTimestamptz(text)).toBe(new Date(text).toISOString());
  });

  it("reads any other offset through Date", () => {
    expect(isoFromTimestamptz("2026-11-25 22:50:39.123+05:30")).toBe("2026-11-25T17:20:39.123Z");
    expect(isoFromTimestamptz("2026-11-25 22:50:39-05")).toBe("2026-11-26T03:50:39.000Z");
  });
});
