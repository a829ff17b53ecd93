import { displayLocale } from "@common/locale";
import { formatMoney } from "@common/money";
import { problemOf } from "@common/problems";
import { t } from "./translate";

/**
 * The server's refusals in the reader's language (docs/api-conventions.md, Languages: the API answers in
 * English to the letter, and the panel translates what it shows). A table maps each English sentence, or a
 * template of one, to the reader's words: `{amount…}` is money as the server writes it ("$5.00", "5.00"),
 * `{number…}` a number, `{value…}` text kept as written. The processors' and the top-up provider's
 * sentences are read through their problem codes (common/problems.ts), whose words are the catalogue's.
 */
export type ServerWords = Readonly<Record<string, string>>;

interface Template {
  pattern: RegExp;
  names: string[];
  words: string;
}

const PLACEHOLDER = /\{((?:amount|number|value)\w*)\}/g;
const CAPTURE: Record<string, string> = {
  amount: "(-?\\$?-?[\\d,]+(?:\\.\\d+)?)",
  number: "(-?[\\d,]*\\.?\\d+)",
  value: "([\\s\\S]+?)",
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** null: the panel speaks English, the server's own words, and shows every answer as it came. */
let exact: ServerWords | null = null;
let templates: Template[] = [];

/** The reader's table (src/i18n/es/server-words.ts), or null for English. */
export function setServerWords(words: ServerWords | null): void {
  exact = words;
  templates = [];
  for (const [english, translated] of Object.entries(words ?? {})) {
    const names: string[] = [];
    const parts = english.split(PLACEHOLDER);
    if (parts.length === 1) continue;
    // split() with a group alternates text and placeholder names.
    const source = parts
      .map((part, i) => {
        if (i % 2 === 0) return escape(part);
        names.push(part);
        return CAPTURE[/^(amount|number|value)/.exec(part)![1]];
      })
      .join("");
    templates.push({ pattern: new RegExp(`^${source}$`), names, words: translated });
  }
}

/** The server's texts this panel knew no words for, shown as they came: a provider's own English. */
const shownAsSent = new Set<string>();

/** Whether `text` is a server's (a provider's) English that a page in another language shows as it came. */
export const isShownAsSent = (text: unknown): text is string =>
  typeof text === "string" && shownAsSent.has(text);

/** "1,000.50" or "$5.00" as the server wrote it → the reader's way, its decimals kept. */
function readerNumber(written: string, money: boolean): string {
  const plain = written.replace(/[$,]/g, "");
  if (money) return formatMoney(plain);
  const decimals = plain.split(".")[1]?.length ?? 0;
  const format = new Intl.NumberFormat(displayLocale(), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return format.format(Number(plain));
}

function fromTemplate(text: string): string | null {
  for (const { pattern, names, words } of templates) {
    const m = pattern.exec(text);
    if (!m) continue;
    const values = new Map(names.map((name, i) => [name, m[i + 1]]));
    return words.replace(PLACEHOLDER, (_, name: string) => {
      const written = values.get(name) ?? "";
      if (name.startsWith("amount")) return readerNumber(written, true);
      if (name.startsWith("number")) return readerNumber(written, false);
      return written;
    });
  }
  return null;
}

/** A processor's or the top-up provider's sentence, in its problem code's words; null when nobody knows it. */
function fromProblem(text: string): string | null {
  const p = problemOf("payment", text);
  // The side's generic code with the text kept as details: a sentence we have no code for.
  if (p.code === "payment_failed" && p.details !== null) return null;
  return t(`problems.codes.${p.code}`);
}

/**
 * A server's message in the reader's words; null when the reader does not read English and the text is
 * none the panel knows (a provider's own sentence): shown as it came, as English.
 */
export function serverWordsOf(text: string): string | null {
  if (exact === null) return text;
  if (Object.hasOwn(exact, text)) return exact[text];
  return fromTemplate(text) ?? fromProblem(text);
}

/**
 * What the panel shows for a server's message, and whether it stays in English inside a page in another
 * language (to be marked `lang="en"`); in English nothing is marked.
 */
export function readerWords(text: string): { text: string; english: boolean } {
  const words = serverWordsOf(text);
  if (words !== null) return { text: words, english: false };
  shownAsSent.add(text);
  return { text, english: true };
}
