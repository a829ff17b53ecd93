import dayjs from "dayjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "../../../src/i18n/en";
import { speak, t } from "../../../src/i18n";
import "../../../src/i18n/legal-texts";

/**
 * The panel's lookup (src/i18n/translate.ts) on the real catalogues: values filled in, plural and ordinal
 * forms as each language counts, English where a key is asked in English, the key itself when unknown.
 */
describe("t()", () => {
  beforeAll(() => speak("en"));
  afterAll(() => speak("en"));

  it("fills a text's {{values}}, and leaves a value not given as written", () => {
    expect(t("auth.signup.createAccountWith", { company: "Demo Wireless" })).toBe(
      "Create your account with Demo Wireless",
    );
    expect(t("auth.signup.createAccountWith")).toBe("Create your account with {{company}}");
  });

  it("counts in English: one and other", () => {
    expect(t("plans.table.days", { count: 1 })).toBe("1 day");
    expect(t("plans.table.days", { count: 30 })).toBe("30 days");
  });

  it("writes English ordinals: 1st, 2nd, 3rd, 4th, 11th, 22nd", () => {
    const day = (n: number) => t("scheduledRefills.list.dayOfMonth", { count: n, ordinal: true });
    expect([1, 2, 3, 4, 11, 22].map(day)).toEqual([
      "1st of each month",
      "2nd of each month",
      "3rd of each month",
      "4th of each month",
      "11th of each month",
      "22nd of each month",
    ]);
  });

  it("counts in Spanish, a million with the other form (Spanish's third form, many)", async () => {
    await speak("es");
    expect(t("plans.table.days", { count: 1 })).toBe("1 día");
    expect(t("plans.table.days", { count: 2 })).toBe("2 días");
    expect(t("plans.table.days", { count: 1_000_000 })).toBe("1000000 días");
    // Another language on request, whatever the panel speaks.
    expect(t("plans.table.days", { count: 2, lng: "en" })).toBe("2 days");
    await speak("en");
  });

  it("dayjs speaks the panel's language: Spanish sets it, English sets it back", async () => {
    await speak("es");
    expect(dayjs.locale()).toBe("es");
    expect(dayjs("2026-12-01").format("MMMM")).toBe("diciembre");
    await speak("en");
    expect(dayjs.locale()).toBe("en");
    expect(dayjs("2026-12-01").format("MMMM")).toBe("December");
  });

  it("reads a group whole when asked (the legal pages' sections)", () => {
    expect(t("legal.terms.sections", { returnObjects: true })).toEqual(en.legal.terms.sections);
  });
});
