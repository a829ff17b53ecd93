import { describe, expect, it } from "vitest";
import { INBOUND_PATH } from "../../../server/modules/sms/routes";
import { textTo } from "./support";
import { queueMessage } from "../../../server/messages/outbox";
import { configureMenu } from "../phone-menu/support";
import { appForFile, companyWithPeople, sendQueuedMessages } from "../helpers";
import { freshNumber } from "../fixtures";

/** Texts to the company's number (Twilio's incoming-message webhook): STOP, START, HELP; signed or refused. */
const app = await appForFile();
const w = await companyWithPeople(app.db);
const menu = await configureMenu(app.db, w.company.id);
await app.db
  .updateTable("companies")
  .set({ support_phone: "5550109999", support_email: "help@demo.test" })
  .where("id", "=", w.company.id)
  .execute();

/** A text from `from` saying `body`, as Twilio posts it, signed with the company's token unless said otherwise. */
const text = (from: string, body: string, opts: { token?: string; signature?: string | null } = {}) =>
  textTo(app, menu, from, body, opts);
const optOuts = (number: string) =>
  app.db
    .selectFrom("sms_opt_outs")
    .select("phone")
    .where("company_id", "=", w.company.id)
    .where("phone", "=", number)
    .execute();

/** The customer agreed to texts at `number`. */
async function consent(number: string, language: "en" | "es" = "en") {
  await app.db
    .updateTable("users")
    .set({ sms_phone: number, sms_consent_at: new Date().toISOString(), language })
    .where("id", "=", w.customer.id)
    .execute();
}

describe("POST /api/sms/inbound/", () => {
  it("STOP opts the number out at once and says so once; no later text goes there; START opts it back in", async () => {
    const number = freshNumber();
    await consent(number);
    const stop = await text(`+1${number}`, " stop ");
    expect(stop.status).toBe(200);
    expect(stop.type).toMatch(/^text\/xml/);
    expect(stop.reply).toBe(
      `${w.company.name}: you are unsubscribed and will get no more texts from us. Text START to get them again.`,
    );
    expect(await optOuts(number)).toEqual([{ phone: number }]);
    // Said once: STOP again, HELP or anything else gets no answer.
    expect((await text(`+1${number}`, "STOP")).reply).toBeNull();
    expect((await text(`+1${number}`, "HELP")).reply).toBeNull();
    expect((await text(`+1${number}`, "hello?")).reply).toBeNull();
    // The outbox writes no text to it.
    const written = await queueMessage(app.db, {
      companyId: w.company.id,
      userId: w.customer.id,
      kind: "refill_receipt",
      key: `test-after-stop:${number}`,
      params: { amount: 1500, line: number, plan: "Unlimited" },
    });
    expect(written).toBe(1); // the e-mail only
    await sendQueuedMessages(app);
    expect(app.sms.outbox.filter((m) => m.to.includes(number))).toEqual([]);

    const start = await text(`+1${number}`, "Start");
    expect(start.reply).toBe(
      `${w.company.name}: you will get our texts again. Text HELP for help, STOP to stop them.`,
    );
    expect(await optOuts(number)).toEqual([]);
  });

  it("every synonym of STOP opts out; ALTO and AYUDA are answered in Spanish", async () => {
    for (const word of ["STOPALL", "unsubscribe", "Cancel", "END", "quit"]) {
      const number = freshNumber();
      expect((await text(`+1${number}`, word)).reply).toMatch(/unsubscribed/);
    }
    const number = freshNumber();
    expect((await text(`+1${number}`, "Ayuda")).reply).toBe(
      `${w.company.name}: mensajes de recargas y alquileres. Llame al (555) 010-9999 o escriba a help@demo.test. Envíe ALTO para dejarlos.`,
    );
    expect((await text(`+1${number}`, "alto")).reply).toMatch(/se dio de baja/);
  });

  it("HELP names the company and its support contact, in the customer's language", async () => {
    const number = freshNumber();
    expect((await text(`+1${number}`, "help")).reply).toBe(
      `${w.company.name}: refill and rental messages. Call (555) 010-9999 or write to help@demo.test. Text STOP to stop them.`,
    );
    await consent(number, "es");
    expect((await text(`+1${number}`, "what?")).reply).toBe(
      `${w.company.name}: envíe RECARGA para recargar una línea, AYUDA para ayuda o ALTO para dejar nuestros mensajes.`,
    );
  });

  it("an unsigned, forged or misaddressed text is refused with 403 and writes nothing", async () => {
    const number = freshNumber();
    expect((await text(`+1${number}`, "STOP", { signature: null })).status).toBe(403);
    expect((await text(`+1${number}`, "STOP", { signature: "bm90IGEgc2lnbmF0dXJl" })).status).toBe(403);
    expect((await text(`+1${number}`, "STOP", { token: "0123456789abcdef0123456789abcdef" })).status).toBe(
      403,
    );
    expect(await optOuts(number)).toEqual([]);
    const res = await app.inject({
      method: "POST",
      url: INBOUND_PATH,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        MessageSid: "SMx",
        From: `+1${number}`,
        To: "+15550000000",
        Body: "STOP",
      }).toString(),
    });
    expect(res.statusCode).toBe(403);
  });
});
