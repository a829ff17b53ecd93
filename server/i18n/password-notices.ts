import type { MailWords } from "./en";
import { type Notice, text } from "./notices";

/**
 * The messages that carry a one-time link to set a password or a PIN, made of a language's e-mail words (`mail` in
 * ./en.ts, ./es.ts): the same shape in every language, so written once.
 */
export const passwordNotices = (mail: MailWords) =>
  ({
    password_reset: {
      email: () => ({
        subject: mail.reset.subject,
        lines: mail.reset.before,
        action: { label: mail.reset.action },
        after: mail.reset.after,
      }),
    },
    member_invite: {
      email: (p, f) => ({
        subject: mail.invite.subject(f.company),
        lines: mail.invite.before(text(p.inviter), f.company, p.owner === 1),
        action: { label: mail.invite.action },
        after: mail.setPasswordAfter,
      }),
    },
    customer_welcome: {
      email: (_p, f) => ({
        subject: mail.welcome.subject(f.company),
        lines: mail.welcome.before(f.company),
        action: { label: mail.welcome.action },
        after: mail.setPasswordAfter,
      }),
    },
    pin_reset: {
      email: () => ({
        subject: mail.pin.subject,
        lines: mail.pin.before,
        action: { label: mail.pin.action },
        after: mail.pin.after,
      }),
    },
  }) satisfies Record<string, Notice>;
