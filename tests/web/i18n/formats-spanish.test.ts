import { formatDate, formatDateTime } from "@common/dates";
import { formatCount } from "@common/locale";
import { formatMoney } from "@common/money";
import { es } from "../../../src/i18n/es";
import { currentAntdLocale, currentLanguage, t } from "../../../src/i18n";

describe("the panel in Spanish", () => {
  it("reads its texts from the Spanish catalogue, with antd's Spanish texts", () => {
    expect(currentLanguage()).toBe("es");
    expect(t("layout.switchLanguage")).toBe(es.layout.switchLanguage);
    expect(currentAntdLocale()?.locale).toBe("es");
    expect(document.documentElement.lang).toBe("es");
  });

  it("writes days, times, money and counts as es-US does", () => {
    expect(formatDate("2026-03-05")).toBe(
      new Intl.DateTimeFormat("es-US", { dateStyle: "medium", timeZone: "UTC" }).format(
        new Date(Date.UTC(2026, 2, 5)),
      ),
    );
    expect(formatDate("2026-03-05")).toMatch(/mar/);
    expect(formatDateTime("2026-03-05T20:04:00Z", "Nunca", "America/New_York")).toMatch(/3:04/);
    expect(formatMoney("1234.5")).toBe("$1,234.50");
    expect(formatDateTime(null)).toBe("Nunca");
    expect(formatCount(1234)).toBe((1234).toLocaleString("es-US"));
  });

  it("a count of a million takes the plural's third form from its 'other'", () => {
    expect(t("plans.table.days", { count: 1_000_000 })).toBe(
      es.plans.table.days_other.replace("{{count}}", "1000000"),
    );
  });
});

describe("Refine's own words in Spanish", () => {
  it("its unsaved-changes warning and default notices come from the refine area", async () => {
    const { i18nProvider } = await import("../../../src/i18n");
    expect(i18nProvider.translate("warnWhenUnsavedChanges", "Are you sure…")).toBe(
      es.refine.warnWhenUnsavedChanges,
    );
    expect(
      i18nProvider.translate("notifications.error", { statusCode: 500 }, "Error (status code: 500)"),
    ).toBe("Error (código de estado: 500)");
    expect(i18nProvider.translate("no.such.key", "As Refine says")).toBe("As Refine says");
  });
});
