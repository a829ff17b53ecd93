import { describe, expect, it } from "vitest";
import { en } from "../../../src/i18n/en";
import { es } from "../../../src/i18n/es";
import { browserLanguage, t } from "../../../src/i18n";
import { TRANSACTION_EVENT_OUTCOMES, TRANSACTION_EVENT_STEPS } from "../../../common/api/enums";

/** Every text of a catalogue by its dotted key. */
function flatten(catalogue: object, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value as object, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("the catalogues (src/i18n)", () => {
  const english = flatten(en);
  const spanish = flatten(es);

  it("Spanish has every key of English, and no other", () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("every Spanish text is written, and names the same {{values}} as the English one", () => {
    for (const [key, text] of english) {
      const translated = spanish.get(key) ?? "";
      expect(translated.trim(), key).not.toBe("");
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });

  it("every step and outcome a refill's history can hold has its words, in both languages", () => {
    for (const [catalogue, texts] of [
      ["en", english],
      ["es", spanish],
    ] as const) {
      for (const step of TRANSACTION_EVENT_STEPS)
        expect(texts.get(`transactions.history.step.${step}`), `${catalogue} ${step}`).toBeTruthy();
      for (const outcome of TRANSACTION_EVENT_OUTCOMES)
        expect(texts.get(`transactions.history.outcome.${outcome}`), `${catalogue} ${outcome}`).toBeTruthy();
    }
  });

  it("the panel starts in English, its texts looked up by key", () => {
    expect(t("layout.switchLanguage")).toBe(en.layout.switchLanguage);
  });
});

describe("browserLanguage", () => {
  it("takes the first of the reader's languages the panel speaks", () => {
    expect(browserLanguage(["es-MX", "en-US"])).toBe("es");
    expect(browserLanguage(["fr-FR", "es"])).toBe("es");
    expect(browserLanguage(["en-GB", "es"])).toBe("en");
  });
  it("falls back to English", () => {
    expect(browserLanguage(["de-DE"])).toBe("en");
    expect(browserLanguage([])).toBe("en");
  });
});
