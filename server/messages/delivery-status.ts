import type { DB } from "../db/connection";
import type { MessageStatus } from "../db/schema";

/**
 * Delivery reports (SMS=twilio, docs/messages.md): Twilio posts a message's new status to the status callback
 * the sender named (Twilio's "Track the Message Status of Outbound Messages": MessageSid, MessageStatus,
 * ErrorCode when it failed or was undelivered). Reports may arrive late, twice or out of order, so a report
 * only moves a message forward: queued or sending → sent → delivered | failed, never back (`sent` after
 * `delivered` changes nothing), and the first final word stays.
 */

/** The path Twilio posts delivery reports to; the sender adds `?message=<id>`, which Twilio signs with it. */
export const STATUS_PATH = "/api/sms/status/";

export const statusCallbackUrl = (publicUrl: string, messageId: number) =>
  `${publicUrl}${STATUS_PATH}?message=${messageId}`;

/** Twilio's statuses that say something the outbox keeps; the rest (queued, accepted, sending…) say nothing new. */
const OUR_STATUS: Record<string, "sent" | "delivered" | "failed"> = {
  sent: "sent",
  delivered: "delivered",
  read: "delivered",
  undelivered: "failed",
  failed: "failed",
};

/** The statuses a report to `next` may move a message from. */
const MOVES_FROM: Record<"sent" | "delivered" | "failed", MessageStatus[]> = {
  sent: ["queued", "sending"],
  delivered: ["queued", "sending", "sent"],
  failed: ["queued", "sending", "sent"],
};

export interface DeliveryReport {
  messageSid: string;
  status: string;
  errorCode?: string;
}

/** Why a text did not arrive, as staff read it beside the message. */
export const undeliveredError = (status: string, errorCode?: string) =>
  `Twilio reported the text ${status}${errorCode ? ` (error ${errorCode})` : ""}.`;

/** Records a report on message `id`; answers whether it changed the message. */
export async function recordDeliveryReport(db: DB, id: number, report: DeliveryReport): Promise<boolean> {
  const next = OUR_STATUS[report.status.toLowerCase()];
  if (!next) return false;
  const at = new Date().toISOString();
  const { numUpdatedRows } = await db
    .updateTable("messages")
    .set((eb) => ({
      status: next,
      lease_until: null,
      updated_at: at,
      // A report that beat the sender's own write names the provider's reference first.
      provider_ref: eb.fn.coalesce("provider_ref", eb.val(report.messageSid)),
      sent_at: eb.fn.coalesce("sent_at", eb.val(at)),
      ...(next === "delivered" ? { delivered_at: at, error: null } : {}),
      ...(next === "failed"
        ? { error: undeliveredError(report.status.toLowerCase(), report.errorCode) }
        : {}),
    }))
    .where("id", "=", id)
    .where("channel", "=", "sms")
    .where("status", "in", MOVES_FROM[next])
    .executeTakeFirst();
  return Number(numUpdatedRows) > 0;
}

/** The message a report is about and its company's auth token: by our id, or else by Twilio's MessageSid. */
export function reportedMessage(db: DB, id: number | undefined, messageSid: string) {
  let query = db
    .selectFrom("messages")
    .innerJoin("companies", "companies.id", "messages.company_id")
    .select(["messages.id", "messages.company_id", "companies.twilio_auth_token"])
    .where("messages.channel", "=", "sms");
  query =
    id !== undefined ? query.where("messages.id", "=", id) : query.where("provider_ref", "=", messageSid);
  return query.executeTakeFirst();
}
