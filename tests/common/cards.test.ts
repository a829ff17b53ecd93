import { describe, expect, it } from "vitest";
import { BRAND_LABELS, brandLabel, brandOf, cardLabel, fullYear, isExpired, luhnValid } from "@common/cards";

describe("cards", () => {
  it.each([
    ["visa", "4242", "Visa •••• 4242"],
    ["amex", "0005", "American Express •••• 0005"],
    ["mastercard", "4444", "Mastercard •••• 4444"],
    ["discover", "1117", "Discover •••• 1117"],
    ["jcb", "0505", "JCB •••• 0505"],
  ])(
    "writes every card one way, the brand's name and the last four digits: %s %s is %s",
    (brand, last4, label) => {
      expect(cardLabel(brand, last4)).toBe(label);
    },
  );

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
    const good = [
      "4242424242424242",
      "378282246310005",
      "5555555555554444",
      "6011111111111117",
      "0",
      "79927398713",
    ];
    for (const digits of good) expect(luhnValid(digits)).toBe(true);
    for (const bad of ["4242424242424241", "4242 4242 4242 4242", "", "abcd", "79927398710"])
      expect(luhnValid(bad)).toBe(false);
  });

  it.each([
    ["4242424242424242", "visa"],
    ["4222222222222", "visa"],
    ["378282246310005", "amex"],
    ["371449635398431", "amex"],
    ["5555555555554444", "mastercard"],
    ["2223003122003222", "mastercard"],
    ["5105105105105100", "mastercard"],
    ["6011111111111117", "discover"],
    ["6500000000000002", "discover"],
    ["6011000990139424", "discover"],
    ["37828224631000", null],
    ["37144963539843", null],
    ["3530111333300000", null],
    ["2720993122003222", "mastercard"],
    ["2721003122003222", null],
  ])("tells the brand from prefix and length: %s is %s", (number, brand) => {
    expect(brandOf(number)).toBe(brand);
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
