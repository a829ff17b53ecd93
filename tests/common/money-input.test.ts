import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCents } from "@common/money";
import { formatMoneyInput, moneyMarks, type MoneyReading, parseMoneyInput } from "@common/money-input";

const LOCALES = ["en-US", "es-US"] as const;
const cents = (n: number): MoneyReading => ({ cents: n });

describe("parseMoneyInput in Spanish (decimal comma, thousands point)", () => {
  const read = (text: string) => parseMoneyInput(text, "es-US");

  it("reads the comma as the cents' mark", () => {
    expect(read("15,5")).toEqual(cents(1550));
    expect(read("15,50")).toEqual(cents(1550));
    expect(read("1,5")).toEqual(cents(150));
    expect(read("0,05")).toEqual(cents(5));
    expect(read(",5")).toEqual(cents(50));
    expect(read("15")).toEqual(cents(1500));
    expect(read("15,")).toEqual(cents(1500));
  });

  it("reads the point only between thousands", () => {
    expect(read("1.234,50")).toEqual(cents(123450));
    expect(read("1234,50")).toEqual(cents(123450));
    expect(read("1.234")).toEqual(cents(123400));
    expect(read("12.345.678,9")).toEqual(cents(1234567890));
  });

  it('reads an amount as the Spanish screens show it (es-US: "$1,234.50"), where a point and cents end it', () => {
    expect(read("15.50")).toEqual(cents(1550));
    expect(read("15.5")).toEqual(cents(1550));
    expect(read("$40.00")).toEqual(cents(4000));
    expect(read("$1,234.50")).toEqual(cents(123450));
  });

  it("refuses misplaced points instead of scaling them", () => {
    for (const text of ["1.23.456", "1.2345", "0.123", "15.", "1.234.5", "1,234,567", "1,2,3"])
      expect(read(text), text).toEqual({ problem: "wrongMark" });
  });

  it("refuses more than cents, and what is not an amount", () => {
    expect(read("15,505")).toEqual({ problem: "tooManyDecimals" });
    expect(read("1.234,567")).toEqual({ problem: "tooManyDecimals" });
    // Three decimals to a comma writer, 1234 to an es-US one: refused rather than either.
    expect(read("1,234")).toEqual({ problem: "tooManyDecimals" });
    for (const text of ["diez", "-5", "5 5", "$", ",", "1e3", "15,5 €"])
      expect(read(text), text).toEqual({ problem: "notAnAmount" });
  });
});

describe("parseMoneyInput in English (decimal point, thousands comma)", () => {
  const read = (text: string) => parseMoneyInput(text, "en-US");

  it("reads the point as the cents' mark and the comma where it separates thousands", () => {
    expect(read("15.5")).toEqual(cents(1550));
    expect(read("15.50")).toEqual(cents(1550));
    expect(read(".5")).toEqual(cents(50));
    expect(read("1,234.50")).toEqual(cents(123450));
    expect(read("1,234")).toEqual(cents(123400));
    expect(read("1,234,567.89")).toEqual(cents(123456789));
    expect(read("0015.5")).toEqual(cents(1550));
  });

  it("takes a dollar sign before or after, and spaces around", () => {
    expect(read("$15.50")).toEqual(cents(1550));
    expect(read(" $ 1,234.50 ")).toEqual(cents(123450));
    expect(read("15.50$")).toEqual(cents(1550));
    expect(read("US$15")).toEqual(cents(1500));
  });

  it('refuses a decimal comma ("15,5", the issue\'s $155.00) and misplaced commas', () => {
    for (const text of ["15,5", "15,50", "1,5", "1.234,50", "12,34.5", "1,2345", "0,123", ",5", "1.2.3"])
      expect(read(text), text).toEqual({ problem: "wrongMark" });
  });

  it("refuses more than cents, more than nine digits of dollars, and what is not an amount", () => {
    expect(read("1.234")).toEqual({ problem: "tooManyDecimals" });
    expect(read("15.505")).toEqual({ problem: "tooManyDecimals" });
    expect(read("1234567890")).toEqual({ problem: "tooLarge" });
    expect(read("999,999,999.99")).toEqual(cents(99_999_999_999));
    for (const text of ["ten", "-5", "5 5", "1e3", ".", "-1.5"])
      expect(read(text), text).toEqual({ problem: "notAnAmount" });
  });

  it("says nothing of a blank text", () => {
    for (const locale of LOCALES) {
      expect(parseMoneyInput("", locale)).toBeNull();
      expect(parseMoneyInput("   ", locale)).toBeNull();
    }
  });
});

describe("formatMoneyInput", () => {
  it("writes cents as each language types them", () => {
    expect(formatMoneyInput(123450, "en-US")).toBe("1,234.50");
    expect(formatMoneyInput(123450, "es-US")).toBe("1.234,50");
    expect(formatMoneyInput(123450, "es-US", { grouped: false })).toBe("1234,50");
    expect(formatMoneyInput(5, "en-US")).toBe("0.05");
    expect(formatMoneyInput(100_000_000, "en-US")).toBe("1,000,000.00");
  });
});

/**
 * An amount as a person types it: dollars with or without the language's thousands mark, then 0, 1 or 2
 * decimals (only when the cents allow: "15" is 1500, "15,5" is 1550), in the given convention.
 */
const typed = fc
  .record({
    dollars: fc.oneof(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 999_999_999 })),
    decimals: fc.constantFrom(0, 1, 2),
    tenths: fc.integer({ min: 0, max: 9 }),
    hundredths: fc.integer({ min: 0, max: 9 }),
    grouped: fc.boolean(),
    dollarSign: fc.boolean(),
    locale: fc.constantFrom(...LOCALES),
  })
  .map(({ dollars, decimals, tenths, hundredths, grouped, dollarSign, locale }) => {
    const { decimal, group } = moneyMarks(locale);
    const whole = grouped ? String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, group) : String(dollars);
    const fraction = [tenths, hundredths].slice(0, decimals).join("");
    const text = `${dollarSign ? "$" : ""}${whole}${decimals ? decimal : ""}${fraction}`;
    const amount = dollars * 100 + (decimals >= 1 ? tenths * 10 : 0) + (decimals === 2 ? hundredths : 0);
    return { text, locale, cents: amount };
  });

const other = (locale: string) => LOCALES.find((l) => l !== locale)!;

describe("the money input never changes an amount's magnitude (property)", () => {
  it("reads back every amount typed in the language's own way", () => {
    fc.assert(
      fc.property(typed, ({ text, locale, cents: amount }) => {
        expect(parseMoneyInput(text, locale)).toEqual({ cents: amount });
      }),
      { numRuns: 2000 },
    );
  });

  it("reads back what it writes", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999_999 }),
        fc.constantFrom(...LOCALES),
        fc.boolean(),
        (amount, locale, grouped) => {
          expect(parseMoneyInput(formatMoneyInput(amount, locale, { grouped }), locale)).toEqual({
            cents: amount,
          });
        },
      ),
    );
  });

  it("an amount typed in the other language's way is refused, or read as the same amount", () => {
    fc.assert(
      fc.property(typed, ({ text, locale, cents: amount }) => {
        const reading = parseMoneyInput(text, other(locale));
        if (reading && "cents" in reading) expect(reading.cents).toBe(amount);
        else expect(reading).toHaveProperty("problem");
      }),
      { numRuns: 2000 },
    );
  });

  it("in English, cents written after a comma are always refused", () => {
    fc.assert(
      fc.property(
        typed.filter(({ text, locale }) => locale === "es-US" && /,\d{1,2}$/.test(text)),
        ({ text }) => {
          expect(parseMoneyInput(text, "en-US")).toHaveProperty("problem");
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("whatever it reads from any mix of digits, marks and signs is the digits as written, never rescaled", () => {
    const garbage = fc
      .array(fc.constantFrom("0", "1", "5", "9", ".", ",", "$", " ", "-"), { maxLength: 14 })
      .map((chars) => chars.join(""));
    fc.assert(
      fc.property(garbage, fc.constantFrom(...LOCALES), (text, locale) => {
        const reading = parseMoneyInput(text, locale);
        if (!reading || !("cents" in reading)) return;
        // The text without "$", spaces and thousands marks, its decimal mark written as the API's point: in
        // the locale's convention, or (Spanish) as the screens write amounts.
        const conventions =
          locale === "es-US" ? [moneyMarks(locale), moneyMarks("en-US")] : [moneyMarks(locale)];
        const asWritten = conventions.map(({ decimal, group }) => {
          const plain = text.replace(/[$\s]/g, "").split(group).join("").replace(decimal, ".");
          const [whole, fraction = ""] = plain.split(".");
          const dollars = whole.replace(/^0+(?=\d)/, "") || "0";
          return parseCents(`${dollars}${fraction ? `.${fraction}` : ""}`);
        });
        expect(asWritten).toContain(reading.cents);
      }),
      { numRuns: 5000 },
    );
  });
});
