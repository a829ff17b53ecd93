import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PHONE_MENU_MESSAGES } from "../../../server/modules/phone-menu/schemas";
import { SAY, SPANISH_OFFER } from "../../../server/modules/phone-menu/prompts";
import { appForFile, auth, companyWithPeople, rowsWhere } from "../helpers";
import { engineFor, refillWorld } from "../transactions/support";
import { newAuthToken } from "./support";

/** The staff simulator (POST /api/phone-menu/simulate/) and the phone menu's company settings. */
const app = await appForFile();
const w = await refillWorld(app.db);
await app.db.updateTable("users").set({ pin: "1234" }).where("id", "=", w.customer.id).execute();
await app.db
  .updateTable("payment_methods")
  .set({ is_default: true })
  .where("id", "=", w.cards.good.id)
  .execute();
const TOKEN = newAuthToken();
const NUMBER = `88${randomBytes(4).readUInt32BE(0).toString().padStart(8, "0").slice(0, 8)}`;

const patch = (token: string, payload: object) =>
  app.inject({ method: "PATCH", url: "/api/company/", headers: auth(token), payload });
const simulate = (token: string, payload: object) =>
  app.inject({ method: "POST", url: "/api/phone-menu/simulate/", headers: auth(token), payload });
const newSid = () => `CA${randomBytes(16).toString("hex")}`;

describe("company settings: the phone menu", () => {
  it("an owner sets the number and the token; the token is never returned nor audited", async () => {
    const before = await app.inject({ method: "GET", url: "/api/company/", headers: auth(w.member.token) });
    expect(before.json()).toMatchObject({ phone_menu_number: null, phone_menu_token_set: false });
    const res = await patch(w.owner.token, {
      phone_menu_number: `+1 (${NUMBER.slice(0, 3)}) ${NUMBER.slice(3)}`,
      twilio_auth_token: TOKEN,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone_menu_number: NUMBER, phone_menu_token_set: true });
    expect(res.body).not.toContain(TOKEN);
    const read = await app.inject({ method: "GET", url: "/api/company/", headers: auth(w.owner.token) });
    expect(read.body).not.toContain(TOKEN);
    expect(Object.keys(read.json())).not.toContain("twilio_auth_token");
    const audits = await app.db
      .selectFrom("audit_log")
      .select("data")
      .where("company_id", "=", w.company.id)
      .execute();
    expect(audits.map((a) => a.data).join(" ")).not.toContain(TOKEN);
    // changing the number alone keeps the token
    const renamed = await patch(w.owner.token, { name: w.company.name });
    expect(renamed.json()).toMatchObject({ phone_menu_token_set: true, phone_menu_number: NUMBER });
  });

  it("members cannot change it; bad values name the field; a number is one company's", async () => {
    expect((await patch(w.member.token, { twilio_auth_token: newAuthToken() })).statusCode).toBe(403);
    expect((await patch(w.owner.token, { phone_menu_number: "12ab" })).json()).toEqual({
      phone_menu_number: ["Enter a phone number of 7 to 15 digits."],
    });
    expect((await patch(w.owner.token, { twilio_auth_token: "short" })).json()).toEqual({
      twilio_auth_token: ["Enter the Twilio auth token: 16 to 128 letters and digits."],
    });
    const other = await companyWithPeople(app.db);
    const taken = await app.inject({
      method: "PATCH",
      url: "/api/company/",
      headers: auth(other.owner.token),
      payload: { phone_menu_number: NUMBER },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({
      phone_menu_number: ["Another company already uses this number for its phone menu."],
    });
  });
});

describe("POST /api/phone-menu/simulate/", () => {
  it("a member calls as the customer, keys the PIN and 1, 1: an ivr refill, and the call says it succeeded", async () => {
    const sid = newSid();
    const from = w.phone.number;
    const step = async (digits?: string) => {
      const res = await simulate(w.member.token, {
        call_sid: sid,
        from,
        ...(digits === undefined ? {} : { digits }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(TOKEN);
      return res.json();
    };
    expect(await step()).toMatchObject({
      say: [SAY.welcome(w.company.name), SPANISH_OFFER, SAY.askPin],
      next: "gather",
      pause: 0,
    });
    expect((await step("1234")).say).toEqual([SAY.menu]);
    expect((await step("1")).say[0]).toContain("$25.00");
    const placed = await step("1");
    expect(placed).toMatchObject({ say: [SAY.placed], next: "redirect", pause: 2 });
    expect(placed.twiml).toContain("<Redirect");
    await engineFor(app).drain();
    expect((await step()).say).toEqual([SAY.succeeded("$25.00"), SAY.menu]);
    const [t] = await rowsWhere(app.db, "transactions", { phone_number_id: w.phone.id });
    expect(t).toMatchObject({ trigger: "ivr", status: "success" });
  });

  it("a finished call answers as a hung-up line", async () => {
    const sid = newSid();
    await simulate(w.member.token, { call_sid: sid, from: "5559990000" });
    for (const digits of ["1", "4"])
      // not 2, which would take the offer of Spanish
      await simulate(w.member.token, { call_sid: sid, from: "5559990000", digits });
    const bye = await simulate(w.member.token, { call_sid: sid, from: "5559990000", digits: "3" });
    expect(bye.json()).toMatchObject({ next: "hangup", say: [SAY.unknownLine, SAY.tooMany, SAY.goodbye] });
    const after = await simulate(w.member.token, { call_sid: sid, from: "5559990000", digits: "3" });
    expect(after.json()).toEqual({ twiml: "", say: [], next: "hangup", pause: 0 });
  });

  it("customers are refused; bad input names the field; another company's call is refused; an unconfigured menu says so", async () => {
    expect((await simulate(w.customer.token, { call_sid: newSid(), from: "5550100001" })).statusCode).toBe(
      403,
    );
    expect(
      (await app.inject({ method: "POST", url: "/api/phone-menu/simulate/", payload: {} })).statusCode,
    ).toBe(401);
    const bad = await simulate(w.member.token, { call_sid: "nope", from: "x", digits: "12a" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(["call_sid", "digits", "from"]);

    const other = await refillWorld(app.db);
    const unconfigured = await simulate(other.member.token, { call_sid: newSid(), from: "5550100001" });
    expect(unconfigured.statusCode).toBe(400);
    expect(unconfigured.json()).toEqual({ detail: PHONE_MENU_MESSAGES.notConfigured });

    await app.db
      .updateTable("companies")
      .set({ phone_menu_number: `99${NUMBER.slice(2)}`, twilio_auth_token: newAuthToken() })
      .where("id", "=", other.company.id)
      .execute();
    const sid = newSid();
    await simulate(w.member.token, { call_sid: sid, from: w.phone.number });
    const theirs = await simulate(other.member.token, {
      call_sid: sid,
      from: w.phone.number,
      digits: "1234",
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toEqual({ call_sid: [PHONE_MENU_MESSAGES.otherCall] });
  });
});
