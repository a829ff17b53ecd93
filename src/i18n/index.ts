import type { I18nProvider } from "@refinedev/core";
import type { Locale } from "antd/es/locale";
import { setNeverWord } from "@common/dates";
import { setDisplayLocale } from "@common/locale";
import { DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGES } from "@common/languages";
import * as enKit from "./en/kit";
import { setServerWords } from "./server-words";
import { addTexts, setTextLanguage, t, textIfAny, textLanguage, type TextValues } from "./translate";

/**
 * The panel's languages (docs/api-conventions.md, Languages; src/i18n/README.md): every text lives in the catalogues (en/, es/),
 * looked up with `t("area.key")`, whose keys are typed (a wrong key fails to compile).
 *
 * English is part of the first download; Spanish (its catalogue, antd's and dayjs's texts) loads when the
 * panel first speaks it. The language is chosen before the first screen draws (startLanguage in main.tsx),
 * so screens read their texts as they draw or as their module loads. Changing it afterwards reloads the page
 * (chooseLanguage), which is what makes texts kept by an already-loaded module safe.
 */
// The kit's texts; the resources' come with the resources (screen-texts.ts).
addTexts(DEFAULT_LANGUAGE, enKit);

export { addTexts, t };

/** The locale formats use for a language (dates, money, numbers): the US's English and Spanish. */
export const LOCALES: Record<Language, string> = { en: "en-US", es: "es-US" };

/** What the browser says its reader prefers, among our languages (Spanish for "es-MX", "es"). */
export function browserLanguage(languages: readonly string[] = navigator.languages ?? []): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

const STORAGE_KEY = "language";

/** The language this browser last used (chosen in the header or taken from the profile), if any. */
function savedLanguage(): Language | null {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return isLanguage(saved) ? saved : null;
  } catch {
    return null;
  }
}

function saveLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // A browser that keeps nothing: the profile still remembers it for a signed-in user.
  }
}

let antdLocale: Locale | undefined;
/** dayjs, once a language other than English has loaded it to set its locale. */
let localisedDayjs: { locale: (preset: string) => string } | undefined;

/** antd's own texts (pagination, date pickers, empty tables) in the panel's language; undefined: English. */
export const currentAntdLocale = (): Locale | undefined => antdLocale;

export const currentLanguage = (): Language => textLanguage();

/** Loads a language's texts (ours, antd's, dayjs's) and makes it the panel's. */
export async function speak(language: Language): Promise<void> {
  if (language === "es") {
    const [{ es, serverWords }, antd, dayjs] = await Promise.all([
      import("./es"),
      import("antd/es/locale/es_ES"),
      import("dayjs"),
      import("dayjs/locale/es"),
    ]);
    addTexts("es", es);
    setServerWords(serverWords);
    antdLocale = antd.default;
    localisedDayjs = dayjs.default;
    dayjs.default.locale("es");
  } else {
    antdLocale = undefined;
    setServerWords(null);
    // English is dayjs's own: it is set back only where Spanish set it (a public page switched in place),
    // and English waits for no download, which would hold up the profile and the first screen's code.
    localisedDayjs?.locale("en");
  }
  setDisplayLocale(LOCALES[language]);
  setNeverWord(t("common.never", { lng: language }));
  document.documentElement.lang = language;
  setTextLanguage(language);
}

/**
 * Before the first screen: the language this browser last used, else the browser's own. A signed-in user's
 * profile then has the last word (adoptProfileLanguage).
 */
export function startLanguage(): Promise<void> {
  return speak(savedLanguage() ?? browserLanguage());
}

let screensLoaded = false;

/** Called once the signed-in screens' modules have loaded: from then on a change of language reloads. */
export function markScreensLoaded(): void {
  screensLoaded = true;
}

/**
 * The language kept in the signed-in user's profile (their own, never the one of a customer viewed through
 * a hijack). Switched in place while only public pages have loaded; otherwise the page reloads in it.
 */
export async function adoptProfileLanguage(language: string | null | undefined): Promise<void> {
  if (!isLanguage(language) || language === currentLanguage()) return;
  saveLanguage(language);
  if (screensLoaded) window.location.reload();
  else await speak(language);
}

/**
 * The header's choice: kept in this browser (the caller keeps it in the profile) and the page reloaded in
 * it, so that no text of the old language stays on screen.
 */
export function chooseLanguage(language: Language): void {
  if (language === currentLanguage()) return;
  saveLanguage(language);
  window.location.reload();
}

/** Refine's view of the catalogues (its `useTranslate`); a key we do not have gives Refine's default. */
export const i18nProvider: I18nProvider = {
  translate: (key: string, options?: unknown, defaultMessage?: string) => {
    const fallback = typeof options === "string" ? options : defaultMessage;
    const values = typeof options === "object" && options !== null ? options : {};
    // Refine's keys are not ours: looked up untyped. In English Refine's own words stand as it writes
    // them (they vary: "Success", "Successful"); in another language, its area of ours (en/refine.ts).
    const candidates = currentLanguage() === DEFAULT_LANGUAGE ? [key] : [`refine.${key}`, key];
    for (const candidate of candidates) {
      const text = textIfAny(candidate, values as TextValues);
      if (text !== undefined) return text;
    }
    return fallback ?? key;
  },
  changeLocale: async (language: string) => {
    if (isLanguage(language)) chooseLanguage(language);
  },
  getLocale: () => currentLanguage(),
};

export { LANGUAGES, type Language };
