import { randomBytes } from "node:crypto";
import twilio from "twilio";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { App } from "../../../server/app";
import { queueMessage } from "../../../server/messages/outbox";
import { STATUS_PATH, undeliveredError } from "../../../server/messages/delivery-status";
import { TWILIO_SMS_MESSAGES } from "../../../server/integrations/sms/twilio";
import { configureMenu, postTwilioForm } from "../phone-menu/support";
import { appForFile, companyWithPeople, sendQueuedMessages } from "../helpers";
import { freshNumber } from "../fixtures";
import { twilioDouble } from "./twilio-double";

/** SMS=twilio: texts through the company's Twilio account with the SDK, and Twilio's delivery reports. */
const double = await twilioDouble();
afterAll(() => double.close());
const app = await appForFile({ sms: "twilio", twilioApiBase: double.url });
const w = await companyWithPeople(app.db);
const menu = await configureMenu(app.db, w.company.id);
const accountSid = `AC${randomBytes(16).toString("hex")}`;
await app.db
  .updateTable("companies")
  .set({ twilio_account_sid: accountSid })
  .where("id", "=", w.company.id)
  .execute();

let event = 0;
/** A receipt by text to a fresh number the customer agreed to; answers the message's id. */
async function textQueued(appUnder: App = app) {
  const number = freshNumber();
  await appUnder.db
    .updateTable("users")
    .set({ sms_phone: number, sms_consent_at: new Date().toISOString(), language: "en" })
    .where("id", "=", w.customer.id)
    .execute();
  await queueMessage(appUnder.db, {
    companyId: w.company.id,
    userId: w.customer.id,
    kind: "refill_receipt",
    key: `twilio-test:${++event}`,
    params: { amount: 1500, line: number, plan: "Unlimited" },
    channels: ["sms"],
  });
  const row = await appUnder.db
    .selectFrom("messages")
    .selectAll()
    .where("to_address", "=", number)
    .executeTakeFirstOrThrow();
  return { id: row.id, number };
}

const messageRow = (id: number) =>
  app.db.selectFrom("messages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

/** Twilio's status callback for message `id` (the address the sender named), signed with `token`. */
async function report(
  id: number,
  params: Record<string, string>,
  opts: { token?: string; signature?: string | null; query?: string } = {},
) {
  const url = `${STATUS_PATH}${opts.query ?? `?message=${id}`}`;
  const form = { AccountSid: accountSid, ApiVersion: "2010-04-01", From: menu.to, ...params };
  return postTwilioForm(app, url, form, { token: opts.token ?? menu.token, signature: opts.signature });
}

beforeEach(() => {
  double.state.creates.length = 0;
  double.state.refuse = 0;
  double.state.beforeAnswer = null;
});

describe("SMS=twilio", () => {
  it("sends through the company's account: the SDK's POST …/Accounts/{sid}/Messages.json with To, From, Body, StatusCallback", async () => {
    const { id, number } = await textQueued();
    await sendQueuedMessages(app);
    expect(double.state.creates).toHaveLength(1);
    const [create] = double.state.creates;
    expect(create.accountSid).toBe(accountSid);
    expect([create.username, create.password]).toEqual([accountSid, menu.token]);
    expect(create.fields).toEqual({
      To: `+1${number}`,
      From: menu.to,
      Body: (await messageRow(id)).body,
      StatusCallback: `${app.config.publicUrl}${STATUS_PATH}?message=${id}`,
    });
    const row = await messageRow(id);
    expect(row.status).toBe("sent");
    expect(row.provider_ref).toMatch(/^SM[0-9a-f]{32}$/);
    expect(row.sent_at).not.toBeNull();
  });

  it("a delivery report moves the message forward only: delivered stays delivered when sent, delivered or failed come after", async () => {
    const { id } = await textQueued();
    await sendQueuedMessages(app);
    const sid = (await messageRow(id)).provider_ref!;
    expect(
      (await report(id, { MessageSid: sid, MessageStatus: "delivered", To: "+15550000000" })).statusCode,
    ).toBe(204);
    const delivered = await messageRow(id);
    expect(delivered).toMatchObject({ status: "delivered", error: null });
    expect(delivered.delivered_at).not.toBeNull();
    // Late, repeated or out of order: nothing moves back, the first final word stays.
    for (const MessageStatus of ["sent", "queued", "delivered", "undelivered", "failed"])
      expect((await report(id, { MessageSid: sid, MessageStatus, ErrorCode: "30003" })).statusCode).toBe(204);
    expect(await messageRow(id)).toMatchObject({ status: "delivered", delivered_at: delivered.delivered_at });
  });

  it("undelivered or failed: the message fails with Twilio's error code; sent is recorded until then", async () => {
    const { id } = await textQueued();
    await sendQueuedMessages(app);
    const sid = (await messageRow(id)).provider_ref!;
    await report(id, { MessageSid: sid, MessageStatus: "sent" });
    expect((await messageRow(id)).status).toBe("sent");
    await report(id, { MessageSid: sid, MessageStatus: "undelivered", ErrorCode: "30003" });
    expect(await messageRow(id)).toMatchObject({
      status: "failed",
      error: undeliveredError("undelivered", "30003"),
    });
    await report(id, { MessageSid: sid, MessageStatus: "delivered" });
    expect((await messageRow(id)).status).toBe("failed");
  });

  it("a report that beats the sender's own write is kept: the sender does not set the message back to sent", async () => {
    const { id } = await textQueued();
    let reported = "";
    double.state.beforeAnswer = async (sid) => {
      reported = sid;
      expect((await report(id, { MessageSid: sid, MessageStatus: "delivered" })).statusCode).toBe(204);
    };
    await sendQueuedMessages(app);
    expect(await messageRow(id)).toMatchObject({ status: "delivered", provider_ref: reported });
    expect(reported).toMatch(/^SM[0-9a-f]{32}$/);
  });

  it("found by Twilio's MessageSid when the address names no message", async () => {
    const { id } = await textQueued();
    await sendQueuedMessages(app);
    const sid = (await messageRow(id)).provider_ref!;
    expect(
      (await report(id, { MessageSid: sid, MessageStatus: "delivered" }, { query: "" })).statusCode,
    ).toBe(204);
    expect((await messageRow(id)).status).toBe("delivered");
  });

  it("an unsigned, forged or unknown report is refused with 403 and writes nothing", async () => {
    const { id } = await textQueued();
    await sendQueuedMessages(app);
    const before = await messageRow(id);
    const params = { MessageSid: before.provider_ref!, MessageStatus: "delivered" };
    expect((await report(id, params, { signature: null })).statusCode).toBe(403);
    expect((await report(id, params, { signature: "forged" })).statusCode).toBe(403);
    expect((await report(id, params, { token: randomBytes(16).toString("hex") })).statusCode).toBe(403);
    // Another message's id in the address the signature was made over: the signature no longer matches.
    const signed = twilio.getExpectedTwilioSignature(
      menu.token,
      `${app.config.publicUrl}${STATUS_PATH}?message=${id}`,
      { AccountSid: accountSid, ApiVersion: "2010-04-01", From: menu.to, ...params },
    );
    expect((await report(id, params, { query: `?message=${id + 1000}`, signature: signed })).statusCode).toBe(
      403,
    );
    expect((await report(id, params, { query: "?message=abc" })).statusCode).toBe(400);
    expect(await messageRow(id)).toEqual(before);
  });

  it("Twilio's refusal is kept as the message's error and tried again later; no account in the settings: the same", async () => {
    const { id, number } = await textQueued();
    double.state.refuse = 1;
    await sendQueuedMessages(app);
    expect(await messageRow(id)).toMatchObject({
      status: "queued",
      attempts: 1,
      error: `The 'To' number +1${number} is not a valid phone number.`,
    });

    await app.db
      .updateTable("companies")
      .set({ twilio_account_sid: null })
      .where("id", "=", w.company.id)
      .execute();
    try {
      const other = await textQueued();
      await sendQueuedMessages(app);
      expect(await messageRow(other.id)).toMatchObject({
        status: "queued",
        error: TWILIO_SMS_MESSAGES.noAccount,
      });
      expect(double.state.creates).toHaveLength(1);
    } finally {
      await app.db
        .updateTable("companies")
        .set({ twilio_account_sid: accountSid })
        .where("id", "=", w.company.id)
        .execute();
    }
  });
});
