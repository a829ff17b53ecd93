import fs from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** the one link the message exists for (reset, invitation); logged in file mode so offline set-ups work */
  link?: string;
  /** the sender's display name (the recipient's company); the address stays MAIL_FROM's */
  fromName?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** the latest messages sent by this process, newest last (tests read it; bounded) */
  readonly outbox: MailMessage[];
}

const OUTBOX_LIMIT = 50;

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to DATA_DIR/mail/ and a log
 * line names the file and its link, so that password resets and invitations work on a laptop.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const outbox: MailMessage[] = [];
  const smtp = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const file = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const mailDir = path.join(config.dataDir, "mail");

  return {
    outbox,
    async send(message) {
      const envelope = {
        from: senderOf(config.mailFrom, message.fromName),
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      };
      if (smtp) {
        await smtp.sendMail(envelope);
        log.info({ to: message.to, subject: message.subject }, "mail sent");
      } else if (config.databaseUrl !== ":memory:") {
        const info = await file.sendMail(envelope);
        fs.mkdirSync(mailDir, { recursive: true });
        const stamp = new Date().toISOString().replace(/[:.]/g, "-");
        const name = `${stamp}-${message.to.replace(/[^a-z0-9@._-]/gi, "_")}.eml`;
        fs.writeFileSync(path.join(mailDir, name), info.message as Buffer);
        log.info(
          { to: message.to, subject: message.subject, file: name, link: message.link },
          "mail written",
        );
      }
      outbox.push(message);
      if (outbox.length > OUTBOX_LIMIT) outbox.shift();
    },
  };
}

/**
 * MAIL_FROM ("Refill Back-office <no-reply@example.com>" or a bare address) under another display name, or
 * as it is without one.
 */
export function senderOf(mailFrom: string, name?: string): string | { name: string; address: string } {
  const display = name?.replace(/[\r\n]+/g, " ").trim();
  if (!display) return mailFrom;
  const address = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return { name: display, address };
}

/** Escapes text for the HTML body of a message. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}
