import { describe, expect, it } from "vitest";
import type { AuthContext } from "../../../server/security/caller";
import { createScheduledRefill } from "../../../server/modules/scheduled-refills/create";
import { updateScheduledRefill } from "../../../server/modules/scheduled-refills/update";
import { firstRunOn } from "../../../common/schedule";
import { dayIn, DEFAULT_TIME_ZONE } from "../../../common/dates";
import { companiesForFile, createUser, idsOf, tokenFor } from "../helpers";
import { addCard, addCarrier, addPhone, addPlan, addSchedule, addTransaction, send } from "../fixtures";

const { app, db, home, other } = await companiesForFile();
const YEAR = new Date().getUTCFullYear();
const carrier = await addCarrier(db, home.company.id, { name: "Tello" });
const plan = await addPlan(db, carrier.id, { name: "Unlimited 25", amount: 2500 });
const otherCarrierPlan = await addPlan(db, (await addCarrier(db, home.company.id)).id);
const foreignPlan = await addPlan(db, (await addCarrier(db, other.company.id)).id);

/** A customer with a line on Tello and a default Visa, and helpers to call as them. */
async function customer() {
  const user = await createUser(db, home.company.id, "customer", { first_name: "Ann", last_name: "Lee" });
  const token = await tokenFor(db, user.id);
  const line = await addPhone(db, home.company.id, user.id, { carrier_id: carrier.id, plan_id: plan.id });
  const card = await addCard(db, user.id, { is_default: true, last4: "4242" });
  const ctx: AuthContext = { user, tokenId: 0, hijackedBy: null, companyId: home.company.id };
  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, body?: unknown) =>
    send(app, method, url, token, body);
  /** A creation body for their line, plan and card: typed as `fields` make it, for the service as for HTTP. */
  const body = <F extends Record<string, unknown>>(fields?: F) => ({
    phone_number: line.id,
    plan: plan.id,
    payment_method: card.id,
    day_of_month: 5,
    ...fields,
  });
  /** A schedule inserted directly for their line, the Tello plan and their card. */
  const schedule = (fields: { day_of_month?: number; is_active?: boolean } = {}) =>
    addSchedule(db, home.company.id, {
      phone_number_id: line.id,
      plan_id: plan.id,
      payment_method_id: card.id,
      ...fields,
    });
  return { user, token, line, card, ctx, call, body, schedule };
}
const asMember = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, body?: unknown) =>
  send(app, method, url, home.member.token, body);

describe("POST /api/scheduled-refills/", () => {
  it("answers the whole row with the plan's amount, the card label and next_run_on", async () => {
    const c = await customer();
    const res = await c.call("POST", "/api/scheduled-refills/", c.body({ day_of_month: "12" }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      phone_number: c.line.id,
      phone_number_digits: c.line.number,
      user: c.user.id,
      user_name: "Ann Lee",
      plan: plan.id,
      plan_name: "Unlimited 25",
      amount: "25.00",
      payment_method: c.card.id,
      card_label: "Visa •••• 4242",
      rule: "monthly",
      day_of_month: 12,
      days_before: 0,
      service_ends_on: null,
      next_run_on: firstRunOn(12, dayIn(DEFAULT_TIME_ZONE)),
      is_active: true,
      state: "active",
      failed_runs: 0,
      suspended_at: null,
      suspended_reason: null,
      consent: null,
      last_run_on: null,
      last_result: null,
      last_transaction: null,
      created_at: expect.any(String),
    });
  });

  it("computes next_run_on from the time it is given", async () => {
    const c = await customer();
    const id = await createScheduledRefill(
      db,
      c.ctx,
      c.body({ day_of_month: 3 }),
      new Date("2026-05-04T10:00:00Z"),
    );
    const row = await db
      .selectFrom("scheduled_refills")
      .select(["next_run_on", "company_id"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ next_run_on: "2026-06-03", company_id: home.company.id });
  });

  it("counts today in the company's time zone: the evening of the 4th in New York is not the 5th", async () => {
    const c = await customer();
    const at = async (now: string, run_today?: boolean) => {
      const id = await createScheduledRefill(
        db,
        c.ctx,
        { ...c.body({ day_of_month: 5 }), run_today },
        new Date(now),
      );
      const row = await db
        .selectFrom("scheduled_refills")
        .select("next_run_on")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      await db.deleteFrom("scheduled_refills").where("id", "=", id).execute();
      return row.next_run_on;
    };
    // 03:00 UTC on the 5th is 10 pm on the 4th in New York: the 5th is still to come, tomorrow.
    expect(await at("2026-03-05T03:00:00Z")).toBe("2026-03-05");
    // 23:00 UTC on the 4th is already the 5th in Tokyo: the 5th is today.
    await db
      .updateTable("companies")
      .set({ time_zone: "Asia/Tokyo" })
      .where("id", "=", home.company.id)
      .execute();
    try {
      // A schedule set up on its own day first runs next month, unless the customer asks for today too.
      expect(await at("2026-03-04T23:00:00Z")).toBe("2026-04-05");
      expect(await at("2026-03-04T23:00:00Z", true)).toBe("2026-03-05");
      // 16:00 UTC on the 5th is the 6th in Tokyo: the next 5th is April's.
      expect(await at("2026-03-05T16:00:00Z")).toBe("2026-04-05");
    } finally {
      await db
        .updateTable("companies")
        .set({ time_zone: "America/New_York" })
        .where("id", "=", home.company.id)
        .execute();
    }
  });

  it.each([
    [0, "Ensure this value is greater than or equal to 1."],
    [29, "Ensure this value is less than or equal to 28."],
    ["abc", "A valid integer is required."],
    [null, "This field may not be null."],
    [undefined, "This field is required."],
  ])("refuses day_of_month %j", async (day, message) => {
    const c = await customer();
    expect(await c.call("POST", "/api/scheduled-refills/", c.body({ day_of_month: day }))).toEqual({
      status: 400,
      body: { day_of_month: [message] },
    });
  });

  it("refuses ids that are not the caller's or the company's, naming each field", async () => {
    const c = await customer();
    const someoneElse = await customer();
    const res = await c.call(
      "POST",
      "/api/scheduled-refills/",
      c.body({
        phone_number: someoneElse.line.id,
        plan: foreignPlan.id,
        payment_method: someoneElse.card.id,
      }),
    );
    expect(res).toEqual({
      status: 400,
      body: {
        phone_number: [`Invalid pk "${someoneElse.line.id}" - object does not exist.`],
        plan: [`Invalid pk "${foreignPlan.id}" - object does not exist.`],
        payment_method: [`Invalid pk "${someoneElse.card.id}" - object does not exist.`],
      },
    });
    expect(
      (await c.call("POST", "/api/scheduled-refills/", c.body({ plan: "x", payment_method: null }))).body,
    ).toEqual({
      plan: ["Incorrect type. Expected pk value, received str."],
      payment_method: ["This field may not be null."],
    });
  });

  it("wants an active line, an active plan of the line's carrier, and a usable card", async () => {
    const c = await customer();
    const removedLine = await addPhone(db, home.company.id, c.user.id, { is_active: false });
    const retired = await addPlan(db, carrier.id, { is_active: false });
    const removedCard = await addCard(db, c.user.id, { is_active: false });
    const expiredCard = await addCard(db, c.user.id, { exp_year: YEAR - 1 });
    const post = (fields: Record<string, unknown>) =>
      c.call("POST", "/api/scheduled-refills/", c.body(fields));
    expect((await post({ phone_number: removedLine.id })).body).toEqual({
      phone_number: ["This phone number is not active."],
    });
    expect((await post({ plan: retired.id })).body).toEqual({ plan: ["This plan is not active."] });
    expect((await post({ plan: otherCarrierPlan.id })).body).toEqual({
      plan: ["This plan is not offered by the phone number's carrier."],
    });
    expect((await post({ payment_method: removedCard.id })).body).toEqual({
      payment_method: ["This card was removed. Choose another card."],
    });
    expect((await post({ payment_method: expiredCard.id })).body).toEqual({
      payment_method: ["This card has expired. Choose another card."],
    });
    // a line without a carrier takes any of the company's plans
    const bare = await addPhone(db, home.company.id, c.user.id);
    expect((await post({ phone_number: bare.id, plan: otherCarrierPlan.id })).status).toBe(201);
  });

  it("lets staff schedule for a customer, only with that customer's card", async () => {
    const a = await customer();
    const b = await customer();
    expect(await asMember("POST", "/api/scheduled-refills/", a.body({ payment_method: b.card.id }))).toEqual({
      status: 400,
      body: { payment_method: ["This card does not belong to the phone number's owner."] },
    });
    const ok = await asMember("POST", "/api/scheduled-refills/", a.body());
    expect(ok.status).toBe(201);
    expect(ok.body.user).toBe(a.user.id);
    const audited = await db
      .selectFrom("audit_log")
      .select("action")
      .where("object_id", "=", String(ok.body.id))
      .executeTakeFirstOrThrow();
    expect(audited.action).toBe("scheduled_refill.create");
  });

  it("refuses a second active schedule of the same line on the same day", async () => {
    const c = await customer();
    expect((await c.call("POST", "/api/scheduled-refills/", c.body({ day_of_month: 7 }))).status).toBe(201);
    expect(await c.call("POST", "/api/scheduled-refills/", c.body({ day_of_month: 7 }))).toEqual({
      status: 400,
      body: { day_of_month: ["This number already has a scheduled refill on day 7."] },
    });
    expect(
      (await c.call("POST", "/api/scheduled-refills/", c.body({ day_of_month: 7, is_active: false }))).status,
    ).toBe(201);
  });
});

describe("PATCH /api/scheduled-refills/{id}/", () => {
  async function scheduled() {
    const c = await customer();
    const s = await c.schedule({ day_of_month: 5 });
    return { ...c, s, url: `/api/scheduled-refills/${s.id}/` };
  }

  it("pauses without touching next_run_on, and resumes recomputing it from now", async () => {
    const c = await scheduled();
    const paused = await c.call("PATCH", c.url, { is_active: false });
    expect(paused.body).toMatchObject({ is_active: false, next_run_on: "2030-01-05" });
    await updateScheduledRefill(db, c.ctx, c.s.id, { is_active: true }, new Date("2026-07-06T16:00:00Z"));
    const resumed = await c.call("GET", c.url);
    expect(resumed.body).toMatchObject({ is_active: true, next_run_on: "2026-08-05" });
    // Resumed on its own day (the 5th, noon in New York): not charged at once, unless asked.
    await c.call("PATCH", c.url, { is_active: false });
    await updateScheduledRefill(db, c.ctx, c.s.id, { is_active: true }, new Date("2026-09-05T16:00:00Z"));
    expect((await c.call("GET", c.url)).body).toMatchObject({ next_run_on: "2026-10-05" });
    await c.call("PATCH", c.url, { is_active: false });
    const asked = { is_active: true, run_today: true };
    await updateScheduledRefill(db, c.ctx, c.s.id, asked, new Date("2026-09-05T16:00:00Z"));
    expect((await c.call("GET", c.url)).body).toMatchObject({ next_run_on: "2026-09-05" });
  });

  it("recomputes next_run_on when the day changes, not for other edits", async () => {
    const c = await scheduled();
    await updateScheduledRefill(db, c.ctx, c.s.id, { day_of_month: 20 }, new Date("2026-07-06T00:00:00Z"));
    expect((await c.call("GET", c.url)).body).toMatchObject({ day_of_month: 20, next_run_on: "2026-07-20" });
    const second = await addCard(db, c.user.id, { last4: "1881" });
    const res = await c.call("PATCH", c.url, { payment_method: second.id, day_of_month: 20 });
    expect(res.body).toMatchObject({
      payment_method: second.id,
      card_label: "Visa •••• 1881",
      next_run_on: "2026-07-20",
    });
  });

  it("still pauses when the plan was retired since, but will not resume on a removed line or without a card", async () => {
    const c = await scheduled();
    await db.updateTable("plans").set({ is_active: false }).where("id", "=", plan.id).execute();
    try {
      expect((await c.call("PATCH", c.url, { is_active: false })).status).toBe(200);
      expect(await c.call("PATCH", c.url, { is_active: true })).toEqual({
        status: 400,
        body: { plan: ["This plan is not active."] },
      });
    } finally {
      await db.updateTable("plans").set({ is_active: true }).where("id", "=", plan.id).execute();
    }
    await db
      .updateTable("scheduled_refills")
      .set({ payment_method_id: null })
      .where("id", "=", c.s.id)
      .execute();
    expect(await c.call("PATCH", c.url, { is_active: true })).toEqual({
      status: 400,
      body: { payment_method: ["Choose a card for this scheduled refill."] },
    });
    expect((await c.call("DELETE", `/api/phones/${c.line.id}/`)).status).toBe(204);
    expect((await c.call("PATCH", c.url, { is_active: true, payment_method: c.card.id })).body).toEqual({
      phone_number: ["This phone number is not active."],
    });
  });

  it("checks a new line and plan like a new schedule", async () => {
    const c = await scheduled();
    const someoneElse = await customer();
    expect((await c.call("PATCH", c.url, { phone_number: someoneElse.line.id })).body).toEqual({
      phone_number: [`Invalid pk "${someoneElse.line.id}" - object does not exist.`],
    });
    expect((await c.call("PATCH", c.url, { plan: otherCarrierPlan.id })).body).toEqual({
      plan: ["This plan is not offered by the phone number's carrier."],
    });
    expect((await c.call("PATCH", c.url, { day_of_month: 31 })).body).toEqual({
      day_of_month: ["Ensure this value is less than or equal to 28."],
    });
  });
});

describe("GET /api/scheduled-refills/", () => {
  it("shows the status of the latest transaction as last_result", async () => {
    const c = await customer();
    const s = await c.schedule();
    const tx = {
      user_id: c.user.id,
      phone_number_id: c.line.id,
      plan_id: plan.id,
      scheduled_refill_id: s.id,
    };
    await addTransaction(db, home.company.id, {
      ...tx,
      status: "success",
      created_at: "2026-01-05T10:00:00.000Z",
    });
    await addTransaction(db, home.company.id, {
      ...tx,
      status: "error",
      created_at: "2026-02-05T10:00:00.000Z",
    });
    await addTransaction(db, home.company.id, {
      user_id: c.user.id,
      phone_number_id: c.line.id,
      plan_id: plan.id,
      status: "in_queue",
    });
    expect((await c.call("GET", `/api/scheduled-refills/${s.id}/`)).body.last_result).toBe("error");
  });

  it("lists a customer's own, staff the company's, soonest first, with filters", async () => {
    const a = await customer();
    const b = await customer();
    const sa = await a.schedule();
    const sb = await b.schedule({ is_active: false });
    await db
      .updateTable("scheduled_refills")
      .set({ next_run_on: "2029-01-01" })
      .where("id", "=", sb.id)
      .execute();
    expect(idsOf((await a.call("GET", "/api/scheduled-refills/")).body)).toEqual([sa.id]);

    const ids = async (qs: string) => idsOf((await asMember("GET", `/api/scheduled-refills/${qs}`)).body);
    expect(await ids(`?user=${a.user.id},${b.user.id}`)).toEqual([sb.id, sa.id]);
    expect(await ids(`?phone_number=${b.line.id}`)).toEqual([sb.id]);
    expect(await ids(`?user=${a.user.id},${b.user.id}&is_active=false`)).toEqual([sb.id]);
    expect(await ids(`?user=${a.user.id},${b.user.id}&ordering=-next_run_on`)).toEqual([sa.id, sb.id]);
    expect(await ids(`?plan=${otherCarrierPlan.id}&user=${a.user.id}`)).toEqual([]);
    expect(await asMember("GET", "/api/scheduled-refills/?plan=two")).toEqual({
      status: 400,
      body: { plan: ["Enter a whole number."] },
    });
    expect((await send(app, "GET", "/api/scheduled-refills/", other.owner.token)).body.count).toBe(0);
  });
});

describe("DELETE /api/scheduled-refills/{id}/", () => {
  it("deletes the schedule; its transactions stay without it", async () => {
    const c = await customer();
    const s = await c.schedule();
    const tx = await addTransaction(db, home.company.id, {
      user_id: c.user.id,
      phone_number_id: c.line.id,
      plan_id: plan.id,
      scheduled_refill_id: s.id,
    });
    const res = await app.inject({
      method: "DELETE",
      url: `/api/scheduled-refills/${s.id}/`,
      headers: { authorization: `Token ${c.token}` },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(
      await db.selectFrom("scheduled_refills").select("id").where("id", "=", s.id).executeTakeFirst(),
    ).toBeUndefined();
    const kept = await db
      .selectFrom("transactions")
      .select(["id", "scheduled_refill_id"])
      .where("id", "=", tx.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ id: tx.id, scheduled_refill_id: null });
  });
});

describe("automatic refills (rule on_expiry)", () => {
  const kindsOf = async (userId: number) =>
    (
      await db
        .selectFrom("messages")
        .select("kind")
        .where("user_id", "=", userId)
        .where("channel", "=", "email")
        .orderBy("id")
        .execute()
    ).map((m) => m.kind);

  it("validates the rule's fields: day_of_month only for monthly, days_before 0–3 only for on_expiry, the terms agreed", async () => {
    const c = await customer();
    const { day_of_month: _day, ...noDay } = c.body();
    expect(await c.call("POST", "/api/scheduled-refills/", { ...noDay, rule: "on_expiry" })).toMatchObject({
      status: 400,
      body: { agree_terms: ["Agree to the automatic refill terms to refill when the plan runs out."] },
    });
    expect(
      await c.call("POST", "/api/scheduled-refills/", c.body({ rule: "on_expiry", agree_terms: true })),
    ).toMatchObject({
      status: 400,
      body: { day_of_month: ["The day of the month is only for monthly refills."] },
    });
    expect(
      await c.call("POST", "/api/scheduled-refills/", {
        ...noDay,
        rule: "on_expiry",
        agree_terms: true,
        days_before: 4,
      }),
    ).toMatchObject({ status: 400, body: { days_before: [expect.any(String)] } });
    expect(await c.call("POST", "/api/scheduled-refills/", c.body({ days_before: 2 }))).toMatchObject({
      status: 400,
      body: { days_before: ["Days before is only for automatic refills when the plan runs out."] },
    });
    expect(await c.call("POST", "/api/scheduled-refills/", noDay)).toMatchObject({
      status: 400,
      body: { day_of_month: ["This field is required."] },
    });
    expect(await c.call("POST", "/api/scheduled-refills/", { ...noDay, rule: "yearly" })).toMatchObject({
      status: 400,
      body: { rule: [expect.any(String)] },
    });
  });

  it("enrols with the consent stored (who, when, channel, address, terms) and a confirmation; one per line", async () => {
    const c = await customer();
    const { day_of_month: _day, ...noDay } = c.body();
    const res = await c.call("POST", "/api/scheduled-refills/", {
      ...noDay,
      rule: "on_expiry",
      days_before: 2,
      agree_terms: true,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      rule: "on_expiry",
      days_before: 2,
      state: "active",
      consent: {
        by: c.user.id,
        by_name: "Ann Lee",
        at: expect.any(String),
        channel: "web",
        address: "127.0.0.1",
        terms: "2026-11",
      },
    });
    expect(await kindsOf(c.user.id)).toEqual(["autorefill_enrolled"]);
    expect(
      await c.call("POST", "/api/scheduled-refills/", { ...noDay, rule: "on_expiry", agree_terms: true }),
    ).toMatchObject({
      status: 400,
      body: { rule: ["This number already refills automatically when its plan runs out."] },
    });
    const listed = await c.call("GET", "/api/scheduled-refills/?rule=on_expiry");
    expect(listed.body.results.map((r: { id: number }) => r.id)).toEqual([res.body.id]);
  });

  it("staff enrol on the customer's word (channel staff, audited) and cancel (the customer told, audited)", async () => {
    const c = await customer();
    const { day_of_month: _day, ...noDay } = c.body();
    const res = await asMember("POST", "/api/scheduled-refills/", {
      ...noDay,
      rule: "on_expiry",
      agree_terms: true,
    });
    expect(res.body.consent).toMatchObject({ by: home.member.id, channel: "staff" });
    const off = await asMember("PATCH", `/api/scheduled-refills/${res.body.id}/`, { is_active: false });
    expect(off.body).toMatchObject({ state: "paused", is_active: false });
    expect(await kindsOf(c.user.id)).toEqual(["autorefill_enrolled", "autorefill_cancelled"]);
    const actions = await db
      .selectFrom("audit_log")
      .select("action")
      .where("object_id", "=", String(res.body.id))
      .where("object", "=", "scheduled_refill")
      .orderBy("id")
      .execute();
    expect(actions.map((a) => a.action)).toEqual(["scheduled_refill.create", "scheduled_refill.cancel"]);
    // Starting it again asks for the consent again.
    expect(
      await asMember("PATCH", `/api/scheduled-refills/${res.body.id}/`, { is_active: true }),
    ).toMatchObject({
      status: 400,
      body: { agree_terms: [expect.any(String)] },
    });
  });

  it("a customer cancels from their screen: paused, told once", async () => {
    const c = await customer();
    const { day_of_month: _day, ...noDay } = c.body();
    const res = await c.call("POST", "/api/scheduled-refills/", {
      ...noDay,
      rule: "on_expiry",
      agree_terms: true,
    });
    await c.call("PATCH", `/api/scheduled-refills/${res.body.id}/`, { is_active: false });
    await c.call("PATCH", `/api/scheduled-refills/${res.body.id}/`, { is_active: false });
    expect(await kindsOf(c.user.id)).toEqual(["autorefill_enrolled", "autorefill_cancelled"]);
  });
});
