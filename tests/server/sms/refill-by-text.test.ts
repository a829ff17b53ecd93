import { describe, expect, it } from "vitest";
import { appForFile, sendQueuedMessages } from "../helpers";
import { addPhone, freshNumber } from "../fixtures";
import { configureMenu } from "../phone-menu/support";
import { engineFor, refillWorld } from "../transactions/support";
import { textTo } from "./support";
import { formatPhone } from "../../../common/phone";
import { formatsFor } from "../../../server/messages/render";

/** Refill by text (server/modules/sms/refill.ts): REFILL, (a line's number,) YES within 10 minutes, once. */
const app = await appForFile();
const w = await refillWorld(app.db);
const menu = await configureMenu(app.db, w.company.id);
const engine = engineFor(app);
const sender = freshNumber();
const from = `+1${sender}`;
const text = (body: string) => textTo(app, menu, from, body);

await app.db
  .updateTable("users")
  .set({ sms_phone: sender, sms_consent_at: new Date().toISOString() })
  .where("id", "=", w.customer.id)
  .execute();
await app.db
  .updateTable("payment_methods")
  .set({ is_default: true })
  .where("id", "=", w.cards.good.id)
  .execute();

const refillsBy = () =>
  app.db.selectFrom("transactions").selectAll().where("trigger", "=", "sms").orderBy("id").execute();
const line = formatPhone(w.phone.number);

describe("refill by text", () => {
  it("REFILL then YES queues exactly one refill (trigger sms) that succeeds, and the receipt comes by text", async () => {
    const offer = await text("refill");
    expect(offer.reply).toBe(
      `${w.company.name}: refill ${line} with ${w.plan.name} for $25.00 on Visa •••• 4242? Reply YES within 10 minutes.`,
    );
    expect(await refillsBy()).toEqual([]);
    expect((await text("Yes")).reply).toBe(
      `${w.company.name}: your refill of ${line} is on its way. The receipt follows by text.`,
    );
    // YES again (or Twilio delivering it twice): the offer is gone.
    expect((await text("YES")).reply).toBe(
      `${w.company.name}: that offer has expired. Text REFILL to start again.`,
    );
    const placed = await refillsBy();
    expect(placed).toMatchObject([
      {
        user_id: w.customer.id,
        phone_number_id: w.phone.id,
        plan_id: w.plan.id,
        amount: 2500,
        status: "in_queue",
      },
    ]);
    const history = await app.db
      .selectFrom("transaction_events")
      .select("code")
      .where("transaction_id", "=", placed[0]!.id)
      .execute();
    expect(history.map((e) => e.code)).toContain("text_message");

    await engine.run();
    expect((await refillsBy())[0]!.status).toBe("success");
    await sendQueuedMessages(app);
    expect(app.sms.outbox.filter((m) => m.to.includes(sender)).map((m) => m.body)).toEqual([
      expect.stringContaining(`${line} refilled, $25.00 charged.`),
    ]);
  });

  it("YES after 10 minutes places nothing and says how to start again", async () => {
    const before = (await refillsBy()).length;
    expect((await text("REFILL")).reply).toMatch(/Reply YES within 10 minutes/);
    await app.db
      .updateTable("sms_conversations")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("company_id", "=", w.company.id)
      .execute();
    expect((await text("yes")).reply).toBe(
      `${w.company.name}: that offer has expired. Text REFILL to start again.`,
    );
    expect(await refillsBy()).toHaveLength(before);
  });

  it("several lines are listed by number; a wrong number says what to answer; RECARGA and SÍ in Spanish", async () => {
    const second = await addPhone(app.db, w.company.id, w.customer.id, {
      carrier_id: w.carrier.id,
      plan_id: w.plan.id,
      number: `${freshNumber().slice(0, 8)}42`,
    });
    const before = (await refillsBy()).length;
    expect((await text("Recarga")).reply).toBe(
      `${w.company.name}: ¿qué línea? 1 ${line}, 2 ${formatPhone(second.number)}. Responda con su número.`,
    );
    // The conversation keeps to the language it began in.
    expect((await text("7")).reply).toBe(
      "Responda con un número del 1 al 2, o envíe RECARGA para empezar de nuevo.",
    );
    expect((await text("2")).reply).toBe(
      `${w.company.name}: ¿recargar ${formatPhone(second.number)} con ${w.plan.name} por ${formatsFor("es", "", "").money(2500)} con Visa •••• 4242? Responda SÍ en 10 minutos.`,
    );
    expect((await text("Sí")).reply).toMatch(/está en camino/);
    expect((await refillsBy()).slice(before)).toMatchObject([{ phone_number_id: second.id }]);
  });

  it("a number nobody agreed to texts at is told to sign up, and nothing is placed", async () => {
    const stranger = await textTo(app, menu, `+1${freshNumber()}`, "REFILL");
    expect(stranger.reply).toBe(
      `${w.company.name}: this number is not signed up for texts. Give it in your profile online, then text REFILL.`,
    );
    expect((await textTo(app, menu, `+1${freshNumber()}`, "YES")).reply).toMatch(/expired/);
  });
});
