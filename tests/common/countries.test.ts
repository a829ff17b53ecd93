import { describe, expect, it } from "vitest";
import { countryCode, countryName } from "@common/countries";

describe("countries", () => {
  it("takes a country's two-letter code in any case", () => {
    expect(countryCode("mx")).toBe("MX");
    expect(countryCode(" us ")).toBe("US");
  });

  it("refuses what is not a country: unions, reserved codes, other shapes", () => {
    for (const bad of ["EU", "UN", "ZZ", "XA", "QM", "AA", "USA", "1A", ""])
      expect(countryCode(bad)).toBeNull();
  });

  it("names a country by its code, and nothing else", () => {
    expect(countryName("MX")).toBe("Mexico");
    expect(countryName("de")).toBe("Germany");
    expect(countryName("EU")).toBeUndefined();
    expect(countryName("M")).toBeUndefined();
  });
});
