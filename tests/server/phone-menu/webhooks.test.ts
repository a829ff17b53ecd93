import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../../server/app";
import { testConfig } from "../../../server/config";
import { VOICE_PATH } from "../../../server/modules/phone-menu/answer";
import { SAY, SPANISH_OFFER } from "../../../server/modules/phone-menu/prompts";
import { appForFile, closeApp, makeApp, postgresUnderTest } from "../helpers";
import { setDefaultCard } from "../fixtures";
import { engineFor, refillWorld } from "../transactions/support";
import {
  Call,
  callFromNewLine,
  callRow,
  configureMenu,
  newAuthToken,
  newLine,
  postTwilioForm,
  postVoice,
  refillsOfLine,
} from "./support";

/**
 * The phone menu's webhooks, every branch (docs/engines.md), on SQLite and (`npm run test:pg`) PostgreSQL.
 */
const app = await appForFile();
const w = await refillWorld(app.db);
const menu = await configureMenu(app.db, w.company.id);
const PIN = "4321";
await app.db.updateTable("users").set({ pin: PIN }).where("id", "=", w.customer.id).execute();

const makeDefault = (cardId: number | null) => setDefaultCard(app.db, w.customer.id, cardId);

/** A call from a fresh line of the customer, signed in with the PIN, at the main menu. */
async function signedIn(apps: App[] = [app]) {
  const { line, call } = await callFromNewLine(apps, menu, w);
  await call.start();
  const atMenu = await call.press(PIN);
  expect(atMenu.say).toEqual([SAY.menu]);
  return { call, line };
}

const ivrOf = (lineId: number) => refillsOfLine(app.db, lineId);

describe("phone menu: who is calling", () => {
  it("a known caller is greeted by the company's name and asked for the PIN; the right PIN opens the menu", async () => {
    const { line, call } = await callFromNewLine([app], menu, w);
    const first = await call.start();
    expect(first).toMatchObject({
      status: 200,
      next: "gather",
      say: [SAY.welcome(w.company.name), SPANISH_OFFER, SAY.askPin],
    });
    expect(first.body).toContain('<Gather action="/api/phone-menu/voice/?s=1"');
    expect(await call.press(PIN)).toMatchObject({ status: 200, say: [SAY.menu], next: "gather" });
    expect(await callRow(app.db, call.sid)).toMatchObject({
      step: "menu",
      phone_number_id: line.id,
      user_id: w.customer.id,
      company_id: w.company.id,
    });
  });

  it("an unknown caller keys their line in: an unknown number is said so, the right one asks for the PIN", async () => {
    const line = await newLine(app.db, w);
    const call = new Call([app], menu, "+15559990000");
    expect((await call.start()).say).toEqual([SAY.welcome(w.company.name), SPANISH_OFFER, SAY.askLine]);
    expect((await call.press("5550000000")).say).toEqual([SAY.unknownLine, SAY.askLine]);
    expect((await call.press(line.number)).say).toEqual([SAY.askPin]);
    expect((await call.press(PIN)).say).toEqual([SAY.menu]);
  });

  it("another company's line is not found, even keyed in", async () => {
    const other = await refillWorld(app.db);
    const call = new Call([app], menu, `+1${other.phone.number}`);
    expect((await call.start()).say).toEqual([SAY.welcome(w.company.name), SPANISH_OFFER, SAY.askLine]);
    expect((await call.press(other.phone.number)).say).toEqual([SAY.unknownLine, SAY.askLine]);
  });

  it("three unknown numbers: goodbye, and the call is over", async () => {
    const call = new Call([app], menu, "+15559990001");
    await call.start();
    await call.press("1");
    await call.press("4"); // not 2, which would take the offer of Spanish
    const last = await call.press("3");
    expect(last).toMatchObject({ next: "hangup", say: [SAY.unknownLine, SAY.tooMany, SAY.goodbye] });
    expect(last.body).toContain("<Hangup/>");
  });

  it("a wrong PIN is asked again; the third wrong PIN says goodbye, and later steps are refused", async () => {
    const { call } = await callFromNewLine([app], menu, w);
    const start = await call.start();
    expect((await call.press("0000")).say).toEqual([SAY.wrongPin, SAY.askPin]);
    expect((await call.press("1111")).say).toEqual([SAY.wrongPin, SAY.askPin]);
    expect(await call.press("2222")).toMatchObject({
      next: "hangup",
      say: [SAY.wrongPin, SAY.tooMany, SAY.goodbye],
    });
    // A request to a step of the finished call, even correctly signed, gets nowhere.
    const again = await postVoice(app, `${VOICE_PATH}?s=4`, call.params(PIN), { token: menu.token });
    expect(again.status).toBe(403);
    expect(start.status).toBe(200);
  });

  it("PIN tries count per line with the web sign-in's limits: past 10, the call says to call later", async () => {
    const line = await newLine(app.db, w);
    let tries = 0;
    let answer = null;
    while (tries < 11) {
      const call = new Call([app], menu, `+1${line.number}`);
      await call.start();
      for (let i = 0; i < 2 && tries < 11; i++, tries++) answer = await call.press("0000");
    }
    expect(answer).toMatchObject({ next: "hangup", say: [SAY.throttled, SAY.goodbye] });
    // the right PIN too, until the window passes
    const call = new Call([app], menu, `+1${line.number}`);
    await call.start();
    expect((await call.press(PIN)).say).toEqual([SAY.throttled, SAY.goodbye]);
  });
});

describe("phone menu: refills", () => {
  it("1 says the plan's amount, 1 confirms: an ivr transaction on the default card, and the call says it succeeded", async () => {
    await makeDefault(w.cards.good.id);
    const { call, line } = await signedIn();
    const offer = await call.press("1");
    expect(offer.say).toEqual([SAY.confirm(line.number, w.plan.name, "$25.00")]);
    expect(offer.say[0]).toContain("for $25.00");
    const placed = await call.press("1");
    expect(placed).toMatchObject({ next: "redirect", say: [SAY.placed] });
    expect(placed.body).toMatch(
      /<Pause length="2"\/><Redirect method="POST">\/api\/phone-menu\/voice\/\?s=\d+<\/Redirect>/,
    );
    const [t] = await ivrOf(line.id);
    expect(t).toMatchObject({
      trigger: "ivr",
      status: "in_queue",
      amount: 2500,
      payment_method_id: w.cards.good.id,
      user_id: w.customer.id,
      created_by: w.customer.id,
    });
    // the worker has not run yet: the call keeps waiting
    expect(await call.follow()).toMatchObject({ next: "redirect", say: [] });
    await engineFor(app).drain();
    expect(await call.follow()).toMatchObject({ next: "gather", say: [SAY.succeeded("$25.00"), SAY.menu] });
    expect((await ivrOf(line.id))[0].status).toBe("success");
    const [event] = await app.db
      .selectFrom("transaction_events")
      .selectAll()
      .where("transaction_id", "=", t.id)
      .orderBy("id")
      .execute();
    expect(event).toMatchObject({ step: "create", code: "phone_menu", params: "{}", message: null });
    // 2: the last refill's status
    expect((await call.press("2")).say).toEqual([SAY.last("$25.00", "succeeded."), SAY.menu]);
  });

  it("a declined card: the call says the refill did not go through and why", async () => {
    await makeDefault(w.cards.declined.id);
    const { call, line } = await signedIn();
    await call.press("1");
    await call.press("1");
    await engineFor(app).drain();
    const told = await call.follow();
    const [t] = await ivrOf(line.id);
    expect(t.status).toBe("error");
    expect(t.payment_error_code).toBe("card_declined");
    expect(told.say).toEqual([SAY.failed("$25.00", "Your card was declined."), SAY.menu]);
  });

  it("no default card: said so, nothing is created, back at the menu", async () => {
    await makeDefault(null);
    const { call, line } = await signedIn();
    expect((await call.press("1")).say).toEqual([SAY.noCard, SAY.menu]);
    expect(await ivrOf(line.id)).toEqual([]);
  });

  it("a line without a plan: said so", async () => {
    await makeDefault(w.cards.good.id);
    const { call, line } = await signedIn();
    await app.db.updateTable("phone_numbers").set({ plan_id: null }).where("id", "=", line.id).execute();
    expect((await call.press("1")).say).toEqual([SAY.noPlan, SAY.menu]);
  });

  it("a refill the engine cannot place (expired default card) is said, not a failure of the call", async () => {
    const expired = await w.card("", "1111", { exp_year: 2020 });
    await makeDefault(expired.id);
    const { call, line } = await signedIn();
    await call.press("1");
    const answer = await call.press("1");
    expect(answer.say).toEqual([SAY.notPlaced("This card has expired. Choose another card."), SAY.menu]);
    expect(await ivrOf(line.id)).toEqual([]);
  });

  it("any other key than 1 at the confirmation places nothing", async () => {
    await makeDefault(w.cards.good.id);
    const { call, line } = await signedIn();
    await call.press("1");
    expect((await call.press("3")).say).toEqual([SAY.cancelled, SAY.menu]);
    expect(await ivrOf(line.id)).toEqual([]);
  });

  it("2 with no refill yet, 9 repeats, a bad key is said", async () => {
    const { call } = await signedIn();
    expect((await call.press("2")).say).toEqual([SAY.noRefill, SAY.menu]);
    expect((await call.press("9")).say).toEqual([SAY.menu]);
    expect((await call.press("7")).say).toEqual([SAY.badKey, SAY.menu]);
    expect((await call.press("*")).say).toEqual([SAY.badKey, SAY.menu]);
  });
});

describe("phone menu: silence", () => {
  it("at every step silence is said and the question asked again; three in a row end the call", async () => {
    await makeDefault(w.cards.good.id);
    const unknown = new Call([app], menu, "+15559990002");
    await unknown.start();
    expect((await unknown.silence()).say).toEqual([SAY.silence, SAY.askLine]);

    const { line, call } = await callFromNewLine([app], menu, w);
    await call.start();
    expect((await call.silence()).say).toEqual([SAY.silence, SAY.askPin]);
    await call.press(PIN);
    expect((await call.silence()).say).toEqual([SAY.silence, SAY.menu]);
    expect((await call.silence()).say).toEqual([SAY.silence, SAY.menu]);
    await call.press("9");
    const offer = await call.press("1");
    expect((await call.silence()).say).toEqual([SAY.silence, ...offer.say]);
    expect((await call.silence()).say).toEqual([SAY.silence, ...offer.say]);
    expect(await call.silence()).toMatchObject({
      next: "hangup",
      say: [SAY.silence, SAY.tooMany, SAY.goodbye],
    });
    expect(await ivrOf(line.id)).toEqual([]);
  });

  it("a refill the worker does not finish in time: the call stops waiting and says how to hear the outcome", async () => {
    await makeDefault(w.cards.good.id);
    const { call } = await signedIn();
    await call.press("1");
    await call.press("1");
    let answer = call.last!;
    for (let i = 0; i < 20 && answer.next === "redirect"; i++) answer = await call.follow();
    expect(answer).toMatchObject({ next: "gather", say: [SAY.stillRunning, SAY.menu] });
    await engineFor(app).drain();
  });
});

describe("phone menu: who may post", () => {
  const line = () => newLine(app.db, w);

  it("refuses unsigned, badly signed, wrongly addressed and replayed requests (403), and unknown called numbers", async () => {
    const l = await line();
    const params = { CallSid: `CA${randomBytes(16).toString("hex")}`, From: `+1${l.number}`, To: menu.to };
    expect((await postVoice(app, VOICE_PATH, params, { signature: null })).status).toBe(403);
    expect((await postVoice(app, VOICE_PATH, params, { signature: "bm90IGEgc2lnbmF0dXJl" })).status).toBe(
      403,
    );
    expect((await postVoice(app, VOICE_PATH, params, { token: newAuthToken() })).status).toBe(403);
    expect(
      (await postVoice(app, VOICE_PATH, { ...params, To: "+15550000009" }, { token: menu.token })).status,
    ).toBe(403);
    // signed for another address (the signature covers the URL)
    const elsewhere = await postTwilioForm(app, VOICE_PATH, params, {
      token: menu.token,
      signature: (await import("twilio")).default.getExpectedTwilioSignature(
        menu.token,
        "https://evil.test/api/phone-menu/voice/",
        params,
      ),
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(
      await app.db.selectFrom("phone_calls").select("id").where("call_sid", "=", params.CallSid).execute(),
    ).toEqual([]);

    const first = await postVoice(app, VOICE_PATH, params, { token: menu.token });
    expect(first.status).toBe(200);
    expect((await postVoice(app, VOICE_PATH, params, { token: menu.token })).status).toBe(403);
    const pin = await postVoice(app, first.nextUrl!, { ...params, Digits: PIN }, { token: menu.token });
    expect(pin.say).toEqual([SAY.menu]);
    // the same signed step again: refused, and the call is where it was
    expect(
      (await postVoice(app, first.nextUrl!, { ...params, Digits: PIN }, { token: menu.token })).status,
    ).toBe(403);
    const forged = await postVoice(app, first.nextUrl!, { ...params, Digits: "1" }, { signature: null });
    expect(forged.status).toBe(403);
    expect(
      (await postVoice(app, pin.nextUrl!, { ...params, Digits: "9" }, { token: menu.token })).say,
    ).toEqual([SAY.menu]);
  });

  it("a call sid of one company cannot be driven through another company's number", async () => {
    const other = await refillWorld(app.db);
    const otherMenu = await configureMenu(app.db, other.company.id);
    const l = await line();
    const call = new Call([app], menu, `+1${l.number}`);
    const first = await call.start();
    const hijack = await postVoice(
      app,
      first.nextUrl!,
      { ...call.params(PIN), To: otherMenu.to },
      { token: otherMenu.token },
    );
    expect(hijack.status).toBe(403);
    expect((await call.press(PIN)).say).toEqual([SAY.menu]);
  });

  it("bad form bodies are refused without a 500", async () => {
    const res = await app.inject({
      method: "POST",
      url: VOICE_PATH,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "%%%",
    });
    expect(res.statusCode).toBe(403);
    const big = await app.inject({
      method: "POST",
      url: VOICE_PATH,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `CallSid=${"x".repeat(20_000)}`,
    });
    expect(big.statusCode).toBe(413);
  });
});

describe("phone menu: two API processes", () => {
  let apps: App[] = [];
  let cleanup: () => Promise<void> = async () => {};
  beforeAll(async () => {
    if (postgresUnderTest) {
      const a = await makeApp();
      const b = await buildApp(testConfig({ databaseUrl: a.config.databaseUrl }));
      apps = [a, b];
      cleanup = async () => {
        await b.close();
        await closeApp(a);
      };
    } else {
      const file = path.join(os.tmpdir(), `phone-menu-${randomBytes(4).toString("hex")}.db`);
      const a = await buildApp(testConfig({ databaseUrl: `sqlite:${file}` }));
      const b = await buildApp(testConfig({ databaseUrl: `sqlite:${file}` }));
      apps = [a, b];
      cleanup = async () => {
        await b.close();
        await a.close();
        for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
      };
    }
  });
  afterAll(() => cleanup());

  it("answer alternate steps of one call from the database's state, through to a succeeded refill", async () => {
    const [a, b] = apps;
    const world = await refillWorld(a.db);
    const m = await configureMenu(a.db, world.company.id);
    await a.db.updateTable("users").set({ pin: PIN }).where("id", "=", world.customer.id).execute();
    await a.db
      .updateTable("payment_methods")
      .set({ is_default: true })
      .where("id", "=", world.cards.good.id)
      .execute();
    const call = new Call([a, b], m, `+1${world.phone.number}`);
    expect((await call.start()).say).toEqual([SAY.welcome(world.company.name), SPANISH_OFFER, SAY.askPin]); // a
    expect((await call.press(PIN)).say).toEqual([SAY.menu]); // b
    expect((await call.press("1")).say[0]).toContain("$25.00"); // a
    expect((await call.press("1")).next).toBe("redirect"); // b
    await engineFor(b).drain();
    expect((await call.follow()).say).toEqual([SAY.succeeded("$25.00"), SAY.menu]); // a
    expect((await call.press("2")).say).toEqual([SAY.last("$25.00", "succeeded."), SAY.menu]); // b
    const t = await b.db
      .selectFrom("transactions")
      .selectAll()
      .where("phone_number_id", "=", world.phone.id)
      .execute();
    expect(t).toMatchObject([{ trigger: "ivr", status: "success" }]);
  });
});
