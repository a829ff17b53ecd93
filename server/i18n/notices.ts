/**
 * The shape of a notice's words (server/messages/, docs/messages.md): each kind of message has an e-mail and,
 * where a text message suits it, an SMS, written per language in ./en.ts and ./es.ts under `notices`.
 */

/** What the event gives its notice: money as integer cents, days as YYYY-MM-DD, the rest as text. */
export type NoticeParams = Readonly<Record<string, string | number | null | undefined>>;

/** Money, days and names as the recipient reads them (their language's formats). */
export interface NoticeFormats {
  /** 1500 → "$15.00" */
  money(cents: number | string | null | undefined): string;
  /** "2026-12-12" → "Dec 12, 2026" / "12 dic 2026" */
  day(day: string | number | null | undefined): string;
  /** the sending company's name */
  company: string;
  /** the recipient's first name ("" when unknown) */
  firstName: string;
}

export interface NoticeEmail {
  subject: string;
  /** paragraphs above the action */
  lines: readonly string[];
  /** the one button of the message: `url` defaults to the message's own (one-time) link */
  action?: { label: string; url?: string };
  /** paragraphs below the action */
  after?: readonly string[];
}

export interface Notice {
  email(p: NoticeParams, f: NoticeFormats): NoticeEmail;
  /** one text message (160 characters where possible); absent: the kind is never texted */
  sms?(p: NoticeParams, f: NoticeFormats): string;
}

/** A parameter as text ("" when absent). */
export const text = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? "" : String(value);

/** A sentence's first letter in capitals ("call …" → "Call …"). */
export const capitalized = (sentence: string): string => sentence.charAt(0).toUpperCase() + sentence.slice(1);
