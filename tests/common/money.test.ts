import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COMMA_GROUPED_LOCALES, formatCount } from "@common/locale";
import { formatCents, formatMoney, formatMoneyCents, formatMoneyIn, parseCents } from "@common/money";

describe("money", () => {
  it("writes cents as the API's decimal strings", () => {
    expect(formatCents(2500)).toBe("25.00");
    expect(formatCents(5)).toBe("0.05");
    expect(formatCents(-150)).toBe("-1.50");
    expect(formatCents(0)).toBe("0.00");
    expect(formatCents(123456789)).toBe("1234567.89");
  });

  it("reads decimal strings and numbers into cents", () => {
    expect(parseCents("25")).toBe(2500);
    expect(parseCents("25.5")).toBe(2550);
    expect(parseCents(" 25.50 ")).toBe(2550);
    expect(parseCents(25.5)).toBe(2550);
    expect(parseCents("-1.5")).toBe(-150);
    expect(parseCents("0.05")).toBe(5);
  });

  it("refuses what is not an amount of money", () => {
    for (const bad of ["", "abc", "1.234", "1e3", "$5", "1,000.00", ".5", "1234567890"])
      expect(parseCents(bad)).toBeNull();
  });

  it("round-trips every cent value", () => {
    for (const cents of [0, 1, 99, 100, 101, 2550, -2550, 99_999_999])
      expect(parseCents(formatCents(cents))).toBe(cents);
  });

  it("shows money one way: dollars, thousands separated, two decimals", () => {
    expect(formatMoney("25.00")).toBe("$25.00");
    expect(formatMoney("25")).toBe("$25.00");
    expect(formatMoney("1000.00")).toBe("$1,000.00");
    expect(formatMoney(4.5)).toBe("$4.50");
    expect(formatMoney("-1.50")).toBe("-$1.50");
    expect(formatMoney("0.00")).toBe("$0.00");
    expect(formatMoneyCents(123456)).toBe("$1,234.56");
  });

  it("shows a dash for no amount and an unreadable one as it came", () => {
    expect(formatMoney(null)).toBe("—");
    expect(formatMoney(undefined)).toBe("—");
    expect(formatMoney("")).toBe("—");
    expect(formatMoney("n/a")).toBe("n/a");
  });

  // The panel's locales are written without Intl (common/locale.ts): they must read as Intl reads them.
  describe.each([...COMMA_GROUPED_LOCALES])("in %s, as Intl writes it", (locale) => {
    const intl = new Intl.NumberFormat(locale, { style: "currency", currency: "USD" });

    it("writes every amount of whole cents, as a decimal string or a number", () => {
      fc.assert(
        fc.property(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), (cents) => {
          const text = formatCents(cents);
          expect(formatMoneyIn(text, locale)).toBe(intl.format(Number(text)));
          expect(formatMoneyIn(Number(text), locale)).toBe(intl.format(Number(text)));
        }),
        { numRuns: 2000 },
      );
      for (const edge of ["0", "0.5", "-0.00", "-0", "999.99", "1000", "-1000.5", "999999999.99", " 25.50 "])
        expect(formatMoneyIn(edge, locale), edge).toBe(intl.format(Number(edge)));
      expect(formatMoneyIn(-0, locale)).toBe(intl.format(-0));
    });

    it("leaves to Intl what is not whole cents", () => {
      for (const other of [1.005, 0.125, 1e21, "1234567890.12", "1.999", "+5"])
        expect(formatMoneyIn(other, locale)).toBe(intl.format(Number(other)));
    });

    it("counts as Intl does", () => {
      fc.assert(
        fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
          expect(formatCount(n, locale)).toBe(n.toLocaleString(locale));
        }),
        { numRuns: 2000 },
      );
      for (const n of [0, 5, 999, 1000, 1234, -1234, 1.5, -0])
        expect(formatCount(n, locale)).toBe(n.toLocaleString(locale));
    });
  });
});
