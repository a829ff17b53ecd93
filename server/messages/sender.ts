import { sql } from "kysely";
import type { DB } from "../db/connection";
import { isPostgres, withRowLock } from "../db/row-lock";
import type { Mailer } from "../integrations/mail/mailer";
import type { SmsSender } from "../integrations/sms";
import { optedOut } from "./outbox";
import { withLink } from "./render";
import { statusCallbackUrl } from "./delivery-status";
import type { Job } from "../jobs/worker";

/**
 * The outbox's sender (docs/messages.md): claims due messages with a lease (any number of workers may run),
 * sends each through its channel, and records what happened. A failed send is tried again after 1 minute,
 * 5 minutes, 30 minutes, 2 hours and 12 hours, then the message is `failed` with the last error. A worker
 * that dies between the provider's answer and the write leaves the lease to run out and the message is sent
 * again: at least once, never lost.
 */

export interface MessageTransports {
  mailer: Mailer;
  sms: SmsSender;
  log?: { warn(obj: unknown, msg: string): void };
  /** the product's address (PUBLIC_URL): a message's link given as a site path ("/transactions/…") is under it */
  publicUrl?: string;
}

/** Minutes to wait after the nth failed try (1-based); after the last, the message has failed. */
export const RETRY_AFTER_MINUTES = [1, 5, 30, 120, 720] as const;
export const MAX_ATTEMPTS = RETRY_AFTER_MINUTES.length + 1;
const LEASE_MS = 2 * 60_000;

/** Claims up to `limit` due messages (queued and due, or sending with a lapsed lease); answers their ids. */
async function claim(db: DB, now: Date, limit: number): Promise<number[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + LEASE_MS).toISOString();
  if (isPostgres(db)) {
    const { rows } = await sql<{ id: number }>`
      update messages m
         set status = 'sending', lease_until = ${until}, attempts = m.attempts + 1, updated_at = ${at}
        from (select id from messages
               where (status = 'queued' and next_attempt_at <= ${at})
                  or (status = 'sending' and lease_until < ${at})
               order by id limit ${limit}
               for update skip locked) c
       where m.id = c.id
      returning m.id`.execute(db);
    return rows.map((r) => r.id);
  }
  return withRowLock(db, [], async (trx) => {
    const due = await trx
      .selectFrom("messages")
      .select("id")
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "queued"), eb("next_attempt_at", "<=", at)]),
          eb.and([eb("status", "=", "sending"), eb("lease_until", "<", at)]),
        ]),
      )
      .orderBy("id")
      .limit(limit)
      .execute();
    const ids = due.map((r) => r.id);
    if (ids.length)
      await trx
        .updateTable("messages")
        .set((eb) => ({
          status: "sending",
          lease_until: until,
          attempts: eb("attempts", "+", 1),
          updated_at: at,
        }))
        .where("id", "in", ids)
        .execute();
    return ids;
  });
}

/** An error as stored and shown to staff: one line, bounded, never a credential. */
const errorText = (err: unknown) =>
  (err instanceof Error ? err.message : String(err))
    .replace(/\s+/g, " ")
    .replace(/(token|key|password|secret)=\S+/gi, "$1=…")
    .slice(0, 500);

/** Sends what is due; answers how many messages it handled. */
export async function sendDueMessages(db: DB, transports: MessageTransports, now = new Date(), limit = 25) {
  const ids = await claim(db, now, limit);
  for (const id of ids) await sendOne(db, transports, id);
  return ids.length;
}

async function sendOne(db: DB, transports: MessageTransports, id: number): Promise<void> {
  const m = await db
    .selectFrom("messages")
    .innerJoin("companies", "companies.id", "messages.company_id")
    .selectAll("messages")
    .select([
      "companies.name as company",
      "companies.phone_menu_number as company_number",
      "companies.twilio_account_sid",
      "companies.twilio_auth_token",
    ])
    .where("messages.id", "=", id)
    .executeTakeFirstOrThrow();
  const done = async (set: {
    status: "sent" | "delivered" | "failed";
    provider_ref?: string;
    error?: string;
  }) => {
    const at = new Date().toISOString();
    await db
      .updateTable("messages")
      .set({
        ...set,
        secret_link: null,
        lease_until: null,
        updated_at: at,
        ...(set.status !== "failed" ? { sent_at: at } : {}),
        ...(set.status === "delivered" ? { delivered_at: at } : {}),
      })
      .where("id", "=", id)
      // Twilio's status callback may beat this write (delivered before we recorded sent): it is not undone.
      .where("status", "=", "sending")
      .execute();
    if (set.provider_ref)
      await db
        .updateTable("messages")
        .set({ provider_ref: set.provider_ref, secret_link: null, lease_until: null })
        .where("id", "=", id)
        .where("provider_ref", "is", null)
        .execute();
  };
  const link =
    m.secret_link && m.secret_link.startsWith("/")
      ? `${transports.publicUrl ?? ""}${m.secret_link}`
      : m.secret_link;
  try {
    if (m.channel === "email") {
      await transports.mailer.send({
        to: m.to_address,
        subject: m.subject ?? "",
        text: withLink(m.body, link),
        html: withLink(m.html ?? "", link, true),
        link: link ?? undefined,
        fromName: m.company,
      });
      await done({ status: "sent" });
    } else {
      // A number may have texted STOP after the message was written: nothing goes there.
      if (await optedOut(db, m.company_id, m.to_address)) {
        await done({ status: "failed", error: "The number opted out of text messages." });
        return;
      }
      const receipt = await transports.sms.send({
        to: m.to_address,
        body: withLink(m.body, link),
        from: m.company_number,
        account: { accountSid: m.twilio_account_sid, authToken: m.twilio_auth_token },
        ...(transports.publicUrl ? { statusCallback: statusCallbackUrl(transports.publicUrl, id) } : {}),
      });
      await done({ status: receipt.delivered ? "delivered" : "sent", provider_ref: receipt.ref });
    }
  } catch (err) {
    const error = errorText(err);
    transports.log?.warn(
      { messageId: id, channel: m.channel, attempts: m.attempts, error },
      "message not sent",
    );
    if (m.attempts >= MAX_ATTEMPTS) {
      await done({ status: "failed", error });
      return;
    }
    const wait = RETRY_AFTER_MINUTES[m.attempts - 1] * 60_000;
    await db
      .updateTable("messages")
      .set({
        status: "queued",
        lease_until: null,
        error,
        next_attempt_at: new Date(Date.now() + wait).toISOString(),
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", id)
      .where("status", "=", "sending")
      .execute();
  }
}

/** The worker's job: sends what is due at each tick. */
export function messagesJob(transports: MessageTransports): Job {
  return { name: "messages", run: (ctx) => sendDueMessages(ctx.db, transports, ctx.now) };
}
