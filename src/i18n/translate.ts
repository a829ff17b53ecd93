import { DEFAULT_LANGUAGE, type Language } from "@common/languages";
import type { Catalogue } from "./en";

/**
 * Looking texts up in the catalogues: a key's text in the panel's language (English when the language lacks
 * it), `{{values}}` filled in, the plural form `count` asks for. This is all the panel needs of a
 * translation library, in a page of code instead of i18next's 14 KB (gzip) on every first download.
 */

/** A catalogue as it is kept: areas of keys, each a text or a group of keys. */
export interface TextTree {
  [key: string]: string | TextTree;
}

/** The plural forms Intl.PluralRules names; a counted key is `name_one`, `name_other` (`name_many`…). */
type PluralForm = "zero" | "one" | "two" | "few" | "many" | "other";

/** A counted key's name: "refills" for `refills_one`, "dayOfMonth" for `dayOfMonth_ordinal_two`. */
type CountedName<K extends string> = K extends `${infer Name}_ordinal_${PluralForm}`
  ? Name
  : K extends `${infer Name}_${PluralForm}`
    ? Name
    : K;

/** The keys of a text: "area.group.key", a counted text by its name without the form ("bulk.refills"). */
type TextKeys<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${CountedName<K>}` : TextKeys<T[K], `${P}${K}.`>;
}[keyof T & string];

/** The keys of a group of texts (read whole with `returnObjects`: the legal pages' sections). */
type GroupKeys<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? never : `${P}${K}` | GroupKeys<T[K], `${P}${K}.`>;
}[keyof T & string];

type At<T, K extends string> = K extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : K extends keyof T
    ? T[K]
    : never;

export type TextKey = TextKeys<Catalogue>;

/**
 * What fills a text's `{{name}}`s; `count` also chooses the plural form (`ordinal`: "1st", "2nd" forms,
 * keys `name_ordinal_one`…); `lng` asks another language.
 */
export type TextValues = { [name: string]: unknown; count?: number; ordinal?: boolean; lng?: Language };

export interface Translate {
  (key: TextKey, values?: TextValues): string;
  <K extends GroupKeys<Catalogue>>(key: K, options: { returnObjects: true }): At<Catalogue, K>;
}

const catalogues = new Map<string, TextTree>();
let current: Language = DEFAULT_LANGUAGE;
const pluralRules = new Map<string, Intl.PluralRules>();

/** Adds texts to a language's catalogue (a later area adds to, or replaces, what is there). */
export function addTexts(language: Language, texts: object): void {
  catalogues.set(language, merge(catalogues.get(language) ?? {}, texts as TextTree));
}

function merge(into: TextTree, from: TextTree): TextTree {
  const out: TextTree = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const had = out[key];
    out[key] = typeof value === "object" && typeof had === "object" ? merge(had, value) : value;
  }
  return out;
}

export const textLanguage = (): Language => current;

export function setTextLanguage(language: Language): void {
  current = language;
}

function find(language: string, key: string): string | TextTree | undefined {
  let node: string | TextTree | undefined = catalogues.get(language);
  for (const part of key.split(".")) {
    if (typeof node !== "object" || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return node;
}

/** A key's text or group in `language`, else in English. */
function lookUp(key: string, language: string): string | TextTree | undefined {
  return find(language, key) ?? (language === DEFAULT_LANGUAGE ? undefined : find(DEFAULT_LANGUAGE, key));
}

function pluralForm(language: string, count: number, ordinal: boolean): PluralForm {
  const id = `${language}:${ordinal ? "ordinal" : "cardinal"}`;
  let rules = pluralRules.get(id);
  if (!rules)
    pluralRules.set(id, (rules = new Intl.PluralRules(language, { type: ordinal ? "ordinal" : "cardinal" })));
  return rules.select(count);
}

/** `{{name}}` → the value; a name with no value stays as written, so that a missing value shows. */
const fill = (text: string, values: TextValues | undefined) =>
  values
    ? text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
        values[name] === undefined || values[name] === null ? whole : String(values[name]),
      )
    : text;

/** The text of `key` with its values (untyped: Refine's keys are not ours), or undefined if none. */
export function textIfAny(key: string, values?: TextValues): string | undefined {
  const language = values?.lng ?? current;
  let text: string | TextTree | undefined;
  if (typeof values?.count === "number") {
    const counted = values.ordinal ? `${key}_ordinal` : key;
    const form = pluralForm(language, values.count, values.ordinal === true);
    // Spanish's "many" (a million) says what "other" says unless the catalogue has its own.
    text = lookUp(`${counted}_${form}`, language) ?? lookUp(`${counted}_other`, language);
  }
  text ??= lookUp(key, language);
  return typeof text === "string" ? fill(text, values) : undefined;
}

function translate(key: string, values?: TextValues & { returnObjects?: boolean }): unknown {
  if (values?.returnObjects) return lookUp(key, values.lng ?? current) ?? key;
  // A key no catalogue holds shows as itself, as a text missing from the catalogues would in i18next.
  return textIfAny(key, values) ?? key;
}

/** A catalogue's text by its key: `t("transactions.title")`, `t("refunds.question", { amount })`. */
export const t = translate as Translate;
