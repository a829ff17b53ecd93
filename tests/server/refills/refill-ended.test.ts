import { describe, expect, it } from "vitest";
import { addDays, dayIn } from "../../../common/dates";
import { refillEnded } from "../../../server/refills/refill-ended";
import { appForFile, sendQueuedMessages } from "../helpers";
import { engineFor, queue, refillWorld } from "../transactions/support";

/** The receipt of a scheduled refill (issue 35 item 2, DESIGN.md §16), through the messages outbox. */
const app = await appForFile();
const w = await refillWorld(app.db);

const receipts = (transactionId: number) =>
  app.db
    .selectFrom("messages")
    .selectAll()
    .where("kind", "=", "refill_receipt")
    .where("event_key", "=", `refill-receipt:${transactionId}`)
    .execute();

describe("refill_receipt", () => {
  it("is written with a scheduled refill's success: amount, line, plan and the new end date, once", async () => {
    const { run } = engineFor(app);
    const now = new Date();
    const t = await queue(app.db, w, { payment_method_id: w.cards.good.id });
    await app.db.updateTable("transactions").set({ trigger: "scheduled" }).where("id", "=", t.id).execute();
    await run(now);
    const [mail] = await receipts(t.id);
    expect(mail).toMatchObject({
      user_id: w.customer.id,
      channel: "email",
      language: "en",
      status: "queued",
    });
    const ends = addDays(dayIn("America/New_York", now), 30);
    const [y, m, d] = ends.split("-").map(Number);
    const shown = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    expect(mail.body).toContain("$25.00");
    expect(mail.body).toContain(`Your service now ends on ${shown}.`);

    // The success replayed (a worker's retry of the same write) sends nothing more.
    await app.db
      .transaction()
      .execute((trx) =>
        refillEnded(trx, { transactionId: t.id, status: "success", step: "topup", outcome: "ok", now }),
      );
    expect(await receipts(t.id)).toHaveLength(1);

    await sendQueuedMessages(app);
    expect((await receipts(t.id))[0].status).toBe("sent");
  });

  it("is not written for a refill the customer made themselves, nor for a failed one", async () => {
    const { run } = engineFor(app);
    const manual = await queue(app.db, w, { payment_method_id: w.cards.good.id });
    const declined = await queue(app.db, w, { payment_method_id: w.cards.declined.id });
    await app.db
      .updateTable("transactions")
      .set({ trigger: "scheduled" })
      .where("id", "=", declined.id)
      .execute();
    await run();
    await run();
    expect(await receipts(manual.id)).toEqual([]);
    expect(await receipts(declined.id)).toEqual([]);
  });

  it("speaks the customer's language", async () => {
    const { run } = engineFor(app);
    await app.db.updateTable("users").set({ language: "es" }).where("id", "=", w.customer.id).execute();
    const t = await queue(app.db, w, { payment_method_id: w.cards.good.id });
    await app.db.updateTable("transactions").set({ trigger: "scheduled" }).where("id", "=", t.id).execute();
    await run();
    const [mail] = await receipts(t.id);
    expect(mail.language).toBe("es");
    expect(mail.body).toContain("Su servicio ahora termina el");
  });
});
