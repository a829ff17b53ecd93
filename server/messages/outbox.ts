import type { DB } from "../db/connection";
import type { MessageChannel } from "../db/schema";
import type { NoticeParams } from "../i18n/notices";
import { isLanguage, DEFAULT_LANGUAGE } from "../../common/languages";
import { MESSAGE_KINDS, type MessageKind } from "./kinds";
import { formatsFor, renderEmail, renderSms } from "./render";

/**
 * The messages outbox (docs/messages.md): a notice is written as `messages` rows in the same database
 * transaction as the event that causes it (pass that transaction), and the worker sends it (./sender.ts).
 * `key` names the event: a message per (recipient, key, channel) at most, however often the event is replayed.
 */
export interface QueuedMessage {
  companyId: number;
  /** the recipient: a customer or a member of `companyId` (anyone else gets nothing) */
  userId: number;
  kind: MessageKind;
  /** the event's own key, e.g. `refill-receipt:${transactionId}` */
  key: string;
  /** what the kind's words need: money as integer cents, days as YYYY-MM-DD */
  params?: NoticeParams;
  /** default: the kind's channels */
  channels?: readonly MessageChannel[];
  /** a one-time link (a password key): sent, never kept once sent, never shown */
  secretLink?: string;
}

/**
 * Writes the message's rows (one per channel it can go out on), dated `now` (the demo seed writes its history
 * through here too); answers how many were new.
 */
export async function queueMessage(db: DB, message: QueuedMessage, now = new Date()): Promise<number> {
  const user = await db
    .selectFrom("users")
    .innerJoin("companies", "companies.id", "users.company_id")
    .select([
      "users.email",
      "users.first_name",
      "users.language",
      "users.is_active",
      "users.sms_phone",
      "users.sms_consent_at",
      "companies.name as company",
    ])
    .where("users.id", "=", message.userId)
    .where("users.company_id", "=", message.companyId)
    .executeTakeFirst();
  if (!user?.is_active) return 0;
  const language = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
  const params = message.params ?? {};
  const formats = formatsFor(language, user.company, user.first_name);
  const at = now.toISOString();
  let written = 0;
  for (const channel of message.channels ?? MESSAGE_KINDS[message.kind].channels) {
    let row: { to_address: string; subject: string | null; body: string; html: string | null } | null = null;
    if (channel === "email" && user.email) {
      const mail = renderEmail(message.kind, language, params, formats);
      row = { to_address: user.email, subject: mail.subject, body: mail.text, html: mail.html };
    } else if (channel === "sms" && user.sms_phone && user.sms_consent_at) {
      if (await optedOut(db, message.companyId, user.sms_phone)) continue;
      const body = renderSms(message.kind, language, params, formats);
      if (body) row = { to_address: user.sms_phone, subject: null, body, html: null };
    }
    if (!row) continue;
    const inserted = await db
      .insertInto("messages")
      .values({
        company_id: message.companyId,
        user_id: message.userId,
        channel,
        kind: message.kind,
        event_key: message.key,
        language,
        ...row,
        secret_link: message.secretLink ?? null,
        next_attempt_at: at,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.columns(["user_id", "event_key", "channel"]).doNothing())
      .executeTakeFirst();
    written += Number(inserted.numInsertedOrUpdatedRows ?? 0);
  }
  return written;
}

/** The same message to every active owner of the company (wallet alerts, disputes), each their own row. */
export async function queueMessageToOwners(
  db: DB,
  message: Omit<QueuedMessage, "userId" | "secretLink">,
): Promise<number> {
  const owners = await db
    .selectFrom("users")
    .select("id")
    .where("company_id", "=", message.companyId)
    .where("is_company_owner", "=", true)
    .where("is_active", "=", true)
    .orderBy("id")
    .execute();
  let written = 0;
  for (const owner of owners) written += await queueMessage(db, { ...message, userId: owner.id });
  return written;
}

/** Whether the number texted STOP to the company (and not START since). */
export async function optedOut(db: DB, companyId: number, phone: string): Promise<boolean> {
  const row = await db
    .selectFrom("sms_opt_outs")
    .select("phone")
    .where("company_id", "=", companyId)
    .where("phone", "=", phone)
    .executeTakeFirst();
  return Boolean(row);
}
