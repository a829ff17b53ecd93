import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../common/languages";
import { CATALOGUES, spokenAmount, wordsIn } from "../../../server/i18n";
import { en } from "../../../server/i18n/en";
import { es } from "../../../server/i18n/es";

/** The server's catalogues (e-mails, phone menu): Spanish has every key of English, in the same shape. */

/** Every path of a catalogue to a word (a string, a list of strings or a function making one), with its kind. */
function shape(value: unknown, path = ""): Record<string, string> {
  if (typeof value === "function") return { [path]: `function/${value.length}` };
  if (Array.isArray(value)) return { [path]: `array/${value.length}` };
  if (value && typeof value === "object")
    return Object.assign(
      {},
      ...Object.entries(value).map(([key, v]) => shape(v, path ? `${path}.${key}` : key)),
    );
  return { [path]: typeof value };
}

describe("server catalogues", () => {
  it("Spanish has every key of English, each of the same kind (and no key English lacks)", () => {
    const english = shape(en);
    const spanish = shape(es);
    expect(Object.keys(english).length).toBeGreaterThan(30);
    for (const [key, kind] of Object.entries(english)) expect(spanish[key], key).toBe(kind);
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LANGUAGES].sort());
  });

  it("no Spanish word is left in English", () => {
    const texts = (c: typeof en) => [
      ...Object.values(c.say).map((w) => (typeof w === "string" ? w : "")),
      ...Object.values(c.status),
      c.mail.reset.subject,
      ...c.mail.reset.before,
      ...c.mail.reset.after,
      ...c.mail.setPasswordAfter,
    ];
    const english = new Set(texts(en));
    for (const text of texts(es)) if (text) expect(english.has(text), text).toBe(false);
  });

  it("an unknown or missing language gets English", () => {
    expect(wordsIn("es")).toBe(es);
    expect(wordsIn("en")).toBe(en);
    expect(wordsIn("fr")).toBe(en);
    expect(wordsIn(undefined)).toBe(en);
  });

  it("amounts as the phone says them", () => {
    expect(spokenAmount(2050, "en")).toBe("$20.50");
    expect(spokenAmount(2050, "es")).toBe("20 dólares con 50 centavos");
    expect(spokenAmount(2500, "es")).toBe("25 dólares");
    expect(spokenAmount(101, "es")).toBe("1 dólar con 1 centavo");
    expect(spokenAmount(99, "es")).toBe("99 centavos");
    expect(spokenAmount(0, "es")).toBe("0 dólares");
  });

  it("a reason the phone says in Spanish: known messages translated, others an invitation to contact us", () => {
    expect(es.reason("Your card was declined.")).toBe("Su tarjeta fue rechazada.");
    expect(es.reason("Something the processor said")).toBe("Por favor, comuníquese con nosotros.");
    expect(es.reason("")).toBe("");
    expect(en.reason("Something the processor said")).toBe("Something the processor said");
  });
});
