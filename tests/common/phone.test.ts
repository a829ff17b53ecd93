import { describe, expect, it } from "vitest";
import { e164, formatPhone, normalizePhoneNumber } from "@common/phone";

describe("phone numbers", () => {
  it.each([
    ["5550100001", "5550100001"],
    ["+1 (555) 010-0001", "5550100001"],
    ["15550100001", "5550100001"],
    ["555.010.0001", "5550100001"],
    ["555 010 0001", "5550100001"],
    ["+44 20 7946 0958", "442079460958"],
    ["123456789012345", "123456789012345"],
  ])("stores %s as the digits %s", (typed, digits) => {
    expect(normalizePhoneNumber(typed)).toBe(digits);
  });

  it.each([["12345"], ["555-CALL-NOW"], [""], ["1234567890123456"], ["+1 555 010"], ["555/010/2237"]])(
    "refuses %j",
    (typed) => {
      expect(normalizePhoneNumber(typed)).toBeNull();
    },
  );

  it("shows a North American line as (555) 010-0001", () => {
    expect(formatPhone("5550100001")).toBe("(555) 010-0001");
    expect(formatPhone("15550100001")).toBe("(555) 010-0001");
  });

  it("shows another country's line whole after a +", () => {
    expect(formatPhone("442079460958")).toBe("+442079460958");
  });

  it("shows a dash for no number and anything else as it came", () => {
    expect(formatPhone(null)).toBe("—");
    expect(formatPhone(undefined)).toBe("—");
    expect(formatPhone("")).toBe("—");
    expect(formatPhone("call me")).toBe("call me");
  });

  it("shows what it stores the same way whichever way it was typed", () => {
    const shown = ["+1 (555) 010-0001", "555.010.0001", "15550100001"].map((t) =>
      formatPhone(normalizePhoneNumber(t)),
    );
    expect(new Set(shown)).toEqual(new Set(["(555) 010-0001"]));
  });

  it.each([
    ["5550100001", "+15550100001"],
    ["442079460958", "+442079460958"],
  ])("dials the stored %s as %s (E.164)", (digits, dialled) => {
    expect(e164(digits)).toBe(dialled);
  });
});
