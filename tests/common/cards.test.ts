import { describe, expect, it } from "vitest";
import { BRAND_LABELS, brandLabel, brandOf, cardLabel, fullYear, isExpired, luhnValid } from "@common/cards";

describe("cards", () => {
  it("writes every card one way: the brand's name and the last four digits", () => {
    expect(cardLabel("visa", "4242")).toBe("Visa •••• 4242");
    expect(cardLabel("amex", "0005")).toBe("American Express •••• 0005");
    expect(cardLabel("mastercard", "4444")).toBe("Mastercard •••• 4444");
    expect(cardLabel("discover", "1117")).toBe("Discover •••• 1117");
    expect(cardLabel("jcb", "0505")).toBe("JCB •••• 0505");
  });

  it("names a brand it does not know by its own name, capitalised", () => {
    expect(brandLabel("cartes_bancaires")).toBe("Cartes_bancaires");
    expect(brandLabel("")).toBe("Card");
    expect(brandLabel("constructor")).toBe("Constructor");
    expect(brandLabel("toString")).toBe("ToString");
  });

  it("has one label per brand", () => {
    expect(new Set(Object.values(BRAND_LABELS)).size).toBe(Object.keys(BRAND_LABELS).length);
  });

  it("has no label without a card", () => {
    expect(cardLabel(null, null)).toBeNull();
    expect(cardLabel("visa", null)).toBeNull();
    expect(cardLabel(undefined, "4242")).toBeNull();
  });

  it("checks the Luhn digit", () => {
    for (const good of ["4242424242424242", "378282246310005", "5555555555554444", "6011111111111117", "0"])
      expect(luhnValid(good)).toBe(true);
    for (const bad of ["4242424242424241", "4242 4242 4242 4242", "", "abcd"])
      expect(luhnValid(bad)).toBe(false);
  });

  it("tells the brand from prefix and length", () => {
    expect(brandOf("4242424242424242")).toBe("visa");
    expect(brandOf("4222222222222")).toBe("visa");
    expect(brandOf("378282246310005")).toBe("amex");
    expect(brandOf("371449635398431")).toBe("amex");
    expect(brandOf("5555555555554444")).toBe("mastercard");
    expect(brandOf("2223003122003222")).toBe("mastercard");
    expect(brandOf("6011111111111117")).toBe("discover");
    expect(brandOf("6500000000000002")).toBe("discover");
    expect(brandOf("37828224631000")).toBeNull();
    expect(brandOf("3530111333300000")).toBeNull();
    expect(brandOf("2720993122003222")).toBe("mastercard");
    expect(brandOf("2721003122003222")).toBeNull();
  });

  it("counts a card good through the last day of its expiry month", () => {
    const now = new Date("2026-03-31T23:59:59Z");
    expect(isExpired(3, 2026, now)).toBe(false);
    expect(isExpired(2, 2026, now)).toBe(true);
    expect(isExpired(12, 2025, now)).toBe(true);
    expect(isExpired(1, 2027, now)).toBe(false);
    expect(isExpired(3, 2026, new Date("2026-04-01T00:00:00Z"))).toBe(true);
  });

  it("reads two-digit years as this century's", () => {
    expect(fullYear(27)).toBe(2027);
    expect(fullYear(2031)).toBe(2031);
  });
});
