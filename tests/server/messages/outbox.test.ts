import { describe, expect, it, vi } from "vitest";
import { queueMessage, queueMessageToOwners } from "../../../server/messages/outbox";
import { MAX_ATTEMPTS, RETRY_AFTER_MINUTES, sendDueMessages } from "../../../server/messages/sender";
import { appForFile, companyWithPeople, createUser, rowsWhere } from "../helpers";

const app = await appForFile();
const { db } = app;
const home = await companyWithPeople(db);
const transports = { mailer: app.mailer, sms: app.sms };
const MINUTE = 60_000;

/** Queues a password reset for `user`, under the key `<prefix>:<user id>`. */
const queueReset = (user: { id: number }, prefix: string) =>
  queueMessage(db, {
    companyId: home.company.id,
    userId: user.id,
    kind: "password_reset",
    key: `${prefix}:${user.id}`,
  });
const messagesOf = (userId: number) =>
  db.selectFrom("messages").selectAll().where("user_id", "=", userId).orderBy("id").execute();

describe("queueMessage", () => {
  it("writes one message per event and channel, however often the event is replayed", async () => {
    const user = await createUser(db, home.company.id, "customer");
    const message = {
      companyId: home.company.id,
      userId: user.id,
      kind: "customer_welcome" as const,
      key: `test-once:${user.id}`,
      secretLink: "http://localhost:8000/forgot-password/confirm?token=abc&welcome=1",
    };
    expect(await queueMessage(db, message)).toBe(1);
    expect(await queueMessage(db, message)).toBe(0);
    await db.transaction().execute((trx) => queueMessage(trx, message));
    const rows = await messagesOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      channel: "email",
      status: "queued",
      to_address: user.email,
      language: "en",
    });
    // The one-time link is not in the stored body, only kept apart until the message is sent.
    expect(rows[0].body).toContain("{link}");
    expect(rows[0].body).not.toContain("token=abc");
  });

  it("is written with its cause or not at all: a rolled-back transaction leaves no message", async () => {
    const user = await createUser(db, home.company.id, "customer");
    await expect(
      db.transaction().execute(async (trx) => {
        await queueMessage(trx, {
          companyId: home.company.id,
          userId: user.id,
          kind: "password_reset",
          key: `rolled-back:${user.id}`,
        });
        throw new Error("the cause failed");
      }),
    ).rejects.toThrow("the cause failed");
    expect(await messagesOf(user.id)).toEqual([]);
  });

  it("writes nothing for another company's user or a deactivated one", async () => {
    const stranger = await createUser(db, home.company.id, "customer");
    const gone = await createUser(db, home.company.id, "customer");
    await db.updateTable("users").set({ is_active: false }).where("id", "=", gone.id).execute();
    const key = "nobody";
    expect(
      await queueMessage(db, {
        companyId: home.company.id + 999,
        userId: stranger.id,
        kind: "password_reset",
        key,
      }),
    ).toBe(0);
    expect(
      await queueMessage(db, { companyId: home.company.id, userId: gone.id, kind: "password_reset", key }),
    ).toBe(0);
  });

  it("speaks the recipient's language", async () => {
    const user = await createUser(db, home.company.id, "customer");
    await db.updateTable("users").set({ language: "es" }).where("id", "=", user.id).execute();
    await queueReset(user, "es");
    const [row] = await messagesOf(user.id);
    expect(row).toMatchObject({ language: "es", subject: "Restablezca su contraseña" });
    expect(row.body).toMatch(/^Hola, /);
  });

  it("sends no text to a customer who did not agree to texts, or whose number opted out", async () => {
    const user = await createUser(db, home.company.id, "customer");
    const sms = {
      companyId: home.company.id,
      userId: user.id,
      kind: "password_reset" as const,
      channels: ["sms" as const],
    };
    expect(await queueMessage(db, { ...sms, key: "no-consent" })).toBe(0);
    await db
      .updateTable("users")
      .set({ sms_phone: "5550109999", sms_consent_at: new Date().toISOString() })
      .where("id", "=", user.id)
      .execute();
    await db
      .insertInto("sms_opt_outs")
      .values({ company_id: home.company.id, phone: "5550109999", opted_out_at: new Date().toISOString() })
      .execute();
    expect(await queueMessage(db, { ...sms, key: "opted-out" })).toBe(0);
  });

  it("queueMessageToOwners writes one message per active owner", async () => {
    const extra = await createUser(db, home.company.id, "owner");
    const written = await queueMessageToOwners(db, {
      companyId: home.company.id,
      kind: "password_reset",
      key: "owners-once",
    });
    const owners = await rowsWhere(db, "users", { company_id: home.company.id, is_company_owner: true });
    expect(written).toBe(owners.filter((o) => o.is_active).length);
    expect((await messagesOf(extra.id)).map((m) => m.event_key)).toEqual(["owners-once"]);
  });
});

describe("sendDueMessages", () => {
  it("sends the link in the e-mail, then forgets it; the message reads sent", async () => {
    const user = await createUser(db, home.company.id, "customer", { first_name: "Ana" });
    const link = "http://localhost:8000/forgot-password/confirm?token=0123&welcome=1";
    await queueMessage(db, {
      companyId: home.company.id,
      userId: user.id,
      kind: "customer_welcome",
      key: `sent:${user.id}`,
      secretLink: link,
    });
    await sendDueMessages(db, transports);
    const mail = app.mailer.outbox.findLast((m) => m.to === user.email)!;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link.replace("&", "&amp;")}"`);
    expect(mail.text.startsWith("Hello Ana,")).toBe(true);
    const [row] = await messagesOf(user.id);
    expect(row).toMatchObject({ status: "sent", secret_link: null, attempts: 1, error: null });
    expect(row.sent_at).not.toBeNull();
    // Sending again finds nothing due: a message goes out once.
    const before = app.mailer.outbox.length;
    await sendDueMessages(db, transports);
    expect(app.mailer.outbox.length).toBe(before);
  });

  it("tries a failed message again after 1, 5, 30, 120 and 720 minutes, then marks it failed with why", async () => {
    const user = await createUser(db, home.company.id, "customer");
    await queueReset(user, "fails");
    const send = vi.spyOn(app.mailer, "send").mockRejectedValue(new Error("smtp down"));
    try {
      let now = Date.now();
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        expect(await sendDueMessages(db, transports, new Date(now))).toBe(1);
        const [row] = await messagesOf(user.id);
        expect(row.attempts).toBe(attempt);
        expect(row.error).toBe("smtp down");
        if (attempt < MAX_ATTEMPTS) {
          expect(row.status).toBe("queued");
          const wait = Date.parse(row.next_attempt_at) - Date.now();
          expect(wait).toBeGreaterThan(RETRY_AFTER_MINUTES[attempt - 1] * MINUTE - 5_000);
          // Not due before its time.
          expect(await sendDueMessages(db, transports, new Date(now))).toBe(0);
          now = Date.parse(row.next_attempt_at) + 1;
        } else expect(row.status).toBe("failed");
      }
    } finally {
      send.mockRestore();
    }
  });

  it("takes over a message whose sender died mid-send once its lease has run out", async () => {
    const user = await createUser(db, home.company.id, "customer");
    await queueReset(user, "lease");
    const stuck = new Date(Date.now() - 10 * MINUTE).toISOString();
    await db
      .updateTable("messages")
      .set({ status: "sending", lease_until: stuck })
      .where("user_id", "=", user.id)
      .execute();
    await sendDueMessages(db, transports);
    const [row] = await messagesOf(user.id);
    expect(row.status).toBe("sent");
  });

  it("texts through the SMS provider and records its reference; an opted-out number gets nothing", async () => {
    const user = await createUser(db, home.company.id, "customer");
    await db
      .updateTable("users")
      .set({ sms_phone: "5550108888", sms_consent_at: new Date().toISOString() })
      .where("id", "=", user.id)
      .execute();
    // A kind without SMS words is never texted: give the test one that has them through a stored row.
    const at = new Date().toISOString();
    const row = {
      company_id: home.company.id,
      user_id: user.id,
      channel: "sms" as const,
      kind: "password_reset",
      language: "en" as const,
      to_address: "5550108888",
      subject: null,
      body: "Your refill of $15.00 succeeded.",
      html: null,
      secret_link: null,
      next_attempt_at: at,
      created_at: at,
      updated_at: at,
    };
    await db
      .insertInto("messages")
      .values({ ...row, event_key: "sms-1" })
      .execute();
    await sendDueMessages(db, transports);
    expect(app.sms.outbox.at(-1)).toMatchObject({
      to: "5550108888",
      body: "Your refill of $15.00 succeeded.",
    });
    const [sent] = await messagesOf(user.id);
    expect(sent.status).toBe("delivered");
    expect(sent.provider_ref).toMatch(/^SMsim/);

    await db
      .insertInto("sms_opt_outs")
      .values({ company_id: home.company.id, phone: "5550108888", opted_out_at: at })
      .execute();
    await db
      .insertInto("messages")
      .values({ ...row, event_key: "sms-2" })
      .execute();
    const texts = app.sms.outbox.length;
    await sendDueMessages(db, transports);
    expect(app.sms.outbox.length).toBe(texts);
    const [, refused] = await messagesOf(user.id);
    expect(refused).toMatchObject({ status: "failed", error: "The number opted out of text messages." });
  });
});
