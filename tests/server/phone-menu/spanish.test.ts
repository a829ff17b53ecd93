import { describe, expect, it } from "vitest";
import { PROMPTS, SAY, SPANISH_OFFER, STATUS_PHRASES } from "../../../server/modules/phone-menu/prompts";
import { appForFile } from "../helpers";
import { setDefaultCard } from "../fixtures";
import { engineFor, refillWorld } from "../transactions/support";
import { Call, callFromNewLine, callRow, configureMenu, newLine, refillsOfLine } from "./support";

/**
 * The phone menu in Spanish (issue 21): the welcome offers it in Spanish, 2 switches the call, and from then
 * on every prompt is Spanish, spoken with Twilio's language="es-MX"; on SQLite and PostgreSQL.
 */
const app = await appForFile();
const w = await refillWorld(app.db);
const menu = await configureMenu(app.db, w.company.id);
const PIN = "2468";
await app.db.updateTable("users").set({ pin: PIN }).where("id", "=", w.customer.id).execute();
await setDefaultCard(app.db, w.customer.id, w.cards.good.id);

const ES = PROMPTS.es;
/** Every `<Say>` of a TwiML answer: its attributes and its text. */
const says = (xml: string) => [...xml.matchAll(/<Say([^>]*)>([\s\S]*?)<\/Say>/g)].map((m) => [m[1], m[2]]);
const ivrOf = (lineId: number) => refillsOfLine(app.db, lineId);

describe("phone menu: the offer of Spanish", () => {
  it("an English welcome says 'Para español, oprima 2.' in es-MX; English prompts keep their words, no attribute", async () => {
    const { call } = await callFromNewLine([app], menu, w);
    const first = await call.start();
    expect(first.say).toEqual([SAY.welcome(w.company.name), SPANISH_OFFER, SAY.askPin]);
    expect(SPANISH_OFFER).toBe("Para español, oprima 2.");
    expect(says(first.body)).toEqual([
      ["", `Welcome to ${w.company.name}.`],
      [' language="es-MX"', "Para español, oprima 2."],
      ["", "Please enter your PIN, followed by the pound key."],
    ]);
    const atMenu = await call.press(PIN);
    expect(atMenu.say).toEqual([SAY.menu]);
    expect(atMenu.body).not.toContain("language=");
  });

  it("2 at the welcome of a caller who keys their line: the line, the PIN and the menu in Spanish", async () => {
    const line = await newLine(app.db, w);
    const call = new Call([app], menu, "+15559990077");
    expect((await call.start()).say).toEqual([SAY.welcome(w.company.name), SPANISH_OFFER, SAY.askLine]);
    const spanish = await call.press("2");
    expect(spanish.say).toEqual([`Bienvenido a ${w.company.name}.`, ES.askLine]);
    expect(ES.askLine).toBe(
      "Por favor, marque el número de teléfono que desea recargar, seguido de la tecla de numeral.",
    );
    expect(says(spanish.body).every(([attributes]) => attributes === ' language="es-MX"')).toBe(true);
    expect((await callRow(app.db, call.sid)).language).toBe("es");
    // a wrong number, then the right one: Spanish both times, counted as before
    expect((await call.press("5550000000")).say).toEqual([ES.unknownLine, ES.askLine]);
    expect((await call.press(line.number)).say).toEqual([ES.askPin]);
    expect((await call.press("0000")).say).toEqual([ES.wrongPin, ES.askPin]);
    const atMenu = await call.press(PIN);
    expect(atMenu.say).toEqual([ES.menu]);
    expect(atMenu.body).toContain('<Say language="es-MX">Para recargar esta línea con su plan, oprima 1.');
  });

  it("pressing 2 and placing a refill: every prompt in Spanish, the amount in words, the refill succeeds", async () => {
    const { line, call } = await callFromNewLine([app], menu, w);
    await call.start();
    const switched = await call.press("2");
    expect(switched.say).toEqual([ES.welcome(w.company.name), ES.askPin]);
    expect(switched.body).toContain(`<Say language="es-MX">Bienvenido a ${w.company.name}.</Say>`);
    expect((await call.press(PIN)).say).toEqual([ES.menu]);

    const offer = await call.press("1");
    expect(offer.say).toEqual([ES.confirm(line.number, w.plan.name, "25 dólares")]);
    expect(offer.say[0]).toBe(
      `Para recargar el número ${line.number.split("").join(" ")} con el plan ${w.plan.name}, por 25 dólares, con cargo a su tarjeta predeterminada, oprima 1. Para regresar, oprima cualquier otra tecla.`,
    );
    expect(offer.body).toMatch(/<Gather [^>]*><Say language="es-MX">Para recargar el número/);

    const placed = await call.press("1");
    expect(placed).toMatchObject({
      next: "redirect",
      say: ["Su recarga se está procesando. Por favor, espere."],
    });
    const [t] = await ivrOf(line.id);
    expect(t).toMatchObject({ trigger: "ivr", status: "in_queue", amount: 2500, user_id: w.customer.id });
    expect(await call.follow()).toMatchObject({ next: "redirect", say: [] });

    await engineFor(app).drain();
    const done = await call.follow();
    expect(done.say).toEqual(["Su recarga de 25 dólares se realizó con éxito. Gracias.", ES.menu]);
    expect(says(done.body).map(([attributes]) => attributes)).toEqual([
      ' language="es-MX"',
      ' language="es-MX"',
    ]);
    expect((await ivrOf(line.id))[0].status).toBe("success");

    // 2 at the menu is the last refill's status (not the language any more), in Spanish
    expect((await call.press("2")).say).toEqual([
      `Su última recarga, de 25 dólares, ${STATUS_PHRASES.es.success}`,
      ES.menu,
    ]);
    // and goodbye in Spanish after three silences
    await call.silence();
    await call.silence();
    const bye = await call.silence();
    expect(bye).toMatchObject({ next: "hangup", say: [ES.silence, ES.tooMany, "Adiós."] });
  });

  it("a declined card is told in Spanish, with the reason in Spanish", async () => {
    const { line, call } = await callFromNewLine([app], menu, w);
    await setDefaultCard(app.db, w.customer.id, w.cards.declined.id);
    try {
      await call.start();
      await call.press("2");
      await call.press(PIN);
      await call.press("1");
      await call.press("1");
      await engineFor(app).drain();
      const told = await call.follow();
      const [t] = await ivrOf(line.id);
      expect(t).toMatchObject({ status: "error", payment_error_code: "card_declined" });
      expect(told.say).toEqual([
        "Su recarga de 25 dólares no se completó. Su tarjeta fue rechazada.",
        ES.menu,
      ]);
    } finally {
      await setDefaultCard(app.db, w.customer.id, w.cards.good.id);
    }
  });

  it("a known caller whose profile language is Spanish is welcomed in Spanish, without the offer", async () => {
    const { call } = await callFromNewLine([app], menu, w);
    await app.db.updateTable("users").set({ language: "es" }).where("id", "=", w.customer.id).execute();
    try {
      const first = await call.start();
      expect(first.say).toEqual([ES.welcome(w.company.name), ES.askPin]);
      expect(says(first.body).every(([attributes]) => attributes === ' language="es-MX"')).toBe(true);
      expect((await call.press(PIN)).say).toEqual([ES.menu]);
    } finally {
      await app.db.updateTable("users").set({ language: "en" }).where("id", "=", w.customer.id).execute();
    }
  });

  it("2 later at the line or the PIN (still English) switches too, without a second welcome", async () => {
    const line = await newLine(app.db, w);
    const call = new Call([app], menu, "+15559990078");
    await call.start();
    expect((await call.press("5550000000")).say).toEqual([SAY.unknownLine, SAY.askLine]);
    expect((await call.press(line.number)).say).toEqual([SAY.askPin]);
    const switched = await call.press("2");
    expect(switched.say).toEqual([ES.askPin]);
    expect(switched.body).toContain('<Say language="es-MX">Por favor, marque su PIN');
    expect((await call.press(PIN)).say).toEqual([ES.menu]);
  });

  it("2 after the call switched is a key like any other: a wrong PIN, in Spanish", async () => {
    const { call } = await callFromNewLine([app], menu, w);
    await call.start();
    await call.press("2");
    expect((await call.press("2")).say).toEqual([ES.wrongPin, ES.askPin]);
  });
});
