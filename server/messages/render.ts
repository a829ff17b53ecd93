import { formatCents, formatMoneyIn } from "../../common/money";
import type { Language } from "../../common/languages";
import { wordsIn } from "../i18n";
import type { NoticeEmail, NoticeFormats, NoticeParams } from "../i18n/notices";
import { escapeHtml } from "../integrations/mail/mailer";
import type { MessageKind } from "./kinds";

/** Stands in a stored message for its one-time link, which is kept apart and forgotten once sent. */
export const LINK_PLACEHOLDER = "{link}";

const LOCALES: Record<Language, string> = { en: "en-US", es: "es-MX" };

/** Money, days and names as a reader of `language` reads them. */
export function formatsFor(language: Language, company: string, firstName: string): NoticeFormats {
  const locale = LOCALES[language];
  const dayFormat = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  return {
    money: (cents) =>
      cents === null || cents === undefined || cents === ""
        ? ""
        : formatMoneyIn(formatCents(Number(cents)), locale),
    day: (day) => (day ? dayFormat.format(new Date(`${String(day).slice(0, 10)}T00:00:00Z`)) : ""),
    company,
    firstName,
  };
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/**
 * A kind's e-mail in `language`: the greeting, its paragraphs, its action as a link (the message's own link
 * when the kind names none: {link} until sent), its closing paragraphs; as text and as HTML.
 */
export function renderEmail(
  kind: MessageKind,
  language: Language,
  p: NoticeParams,
  f: NoticeFormats,
): RenderedEmail {
  const words = wordsIn(language);
  const mail: NoticeEmail = words.notices[kind].email(p, f);
  const hello = words.mail.hello(f.firstName);
  const url = mail.action ? (mail.action.url ?? LINK_PLACEHOLDER) : null;
  const text = [hello, "", ...mail.lines, ...(url ? [url] : []), "", ...(mail.after ?? [])]
    .join("\n")
    .trimEnd();
  const para = (t: string) => `<p>${escapeHtml(t)}</p>`;
  const html = [
    para(hello),
    ...mail.lines.map(para),
    ...(mail.action && url
      ? [`<p><a href="${escapeHtml(url)}">${escapeHtml(mail.action.label)}</a></p>`]
      : []),
    ...(mail.after ?? []).map(para),
  ].join("\n");
  return { subject: mail.subject, text, html };
}

/** A kind's text message in `language`, or null when the kind is never texted. */
export function renderSms(
  kind: MessageKind,
  language: Language,
  p: NoticeParams,
  f: NoticeFormats,
): string | null {
  const notice = wordsIn(language).notices[kind] as { sms?: (p: NoticeParams, f: NoticeFormats) => string };
  return notice.sms ? notice.sms(p, f) : null;
}

/** A stored text or HTML body with its one-time link put back, to send. */
export const withLink = (body: string, link: string | null, html = false) =>
  link ? body.split(LINK_PLACEHOLDER).join(html ? escapeHtml(link) : link) : body;
