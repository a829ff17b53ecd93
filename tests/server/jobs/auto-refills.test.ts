import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { simulatedSms } from "../../../server/integrations/sms/simulated";
import { runDueSchedules } from "../../../server/jobs/scheduler";
import { sendDueMessages } from "../../../server/messages/sender";
import { appForFile, sendQueuedMessages, updateRows } from "../helpers";
import { addPhone, addSchedule, send } from "../fixtures";
import { engineFor, refillWorld, serviceEndOf, type World } from "../transactions/support";

/**
 * Automatic refills (DESIGN.md §16): the scheduler runs an `on_expiry` schedule in its company's morning on
 * the line's end date less days_before, once; tells the customer 3 days before; a soft decline is tried
 * again after 1 and 3 days then suspended; authentication required suspends at once with a pay link.
 * The company counts its days in New York: 15:00 UTC is its morning.
 */
const app = await appForFile();
const at = (day: string, time = "15:00:00") => new Date(`${day}T${time}Z`);
/** A world whose cards last past the fake clock's years. */
async function world() {
  const w = await refillWorld(app.db);
  await app.db
    .updateTable("payment_methods")
    .set({ exp_year: 2040 })
    .where("user_id", "=", w.customer.id)
    .execute();
  return w;
}

async function enrolled(w: World, end: string | null, fields: { card?: number; days_before?: number } = {}) {
  const s = await addSchedule(app.db, w.company.id, {
    phone_number_id: w.phone.id,
    plan_id: w.plan.id,
    payment_method_id: fields.card ?? w.cards.good.id,
  });
  await app.db
    .updateTable("scheduled_refills")
    .set({ rule: "on_expiry", days_before: fields.days_before ?? 0, next_run_on: "2031-01-01" })
    .where("id", "=", s.id)
    .execute();
  await updateRows(app.db, "phone_numbers", w.phone.id, { service_ends_on: end });
  return s;
}
const runsOf = (id: number) =>
  app.db.selectFrom("transactions").selectAll().where("scheduled_refill_id", "=", id).orderBy("id").execute();
const scheduleRow = (id: number) =>
  app.db.selectFrom("scheduled_refills").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const messagesOf = (w: World, kind: string) =>
  app.db
    .selectFrom("messages")
    .selectAll()
    .where("user_id", "=", w.customer.id)
    .where("kind", "=", kind)
    .orderBy("id")
    .execute();

/** The customer enrols the line on screen: automatic, on its good card, the terms agreed. */
const enrolOnScreen = (w: World) =>
  send(app, "POST", "/api/scheduled-refills/", w.customer.token, {
    phone_number: w.phone.id,
    plan: w.plan.id,
    payment_method: w.cards.good.id,
    rule: "on_expiry",
    agree_terms: true,
  });

describe("automatic refills", () => {
  it("a line whose plan ends today is refilled once; its end date moves and the customer gets a receipt", async () => {
    const w = await world();
    const res = await enrolOnScreen(w);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      rule: "on_expiry",
      days_before: 0,
      state: "active",
      consent: { by: w.customer.id, channel: "web", terms: expect.any(String), at: expect.any(String) },
    });
    const id = res.body.id as number;
    await updateRows(app.db, "phone_numbers", w.phone.id, { service_ends_on: "2031-03-10" });
    // 10:00 UTC is 6 am in New York: not yet its morning.
    expect(await runDueSchedules(app.db, at("2031-03-10", "10:00:00"))).toBe(0);
    expect(await runDueSchedules(app.db, at("2031-03-10"))).toBe(1);
    expect(await runsOf(id)).toMatchObject([
      { trigger: "scheduled", run_on: "2031-03-10", status: "in_queue" },
    ]);
    await engineFor(app).drain(at("2031-03-10"));
    expect(await runsOf(id)).toMatchObject([{ status: "success" }]);
    expect(await serviceEndOf(app.db, w.phone.id)).toBe("2031-04-09");
    await sendQueuedMessages(app);
    const mine = await send(app, "GET", "/api/messages/", w.customer.token);
    expect(mine.body.results.map((m: { kind: string }) => m.kind)).toEqual(
      expect.arrayContaining(["autorefill_enrolled", "refill_receipt"]),
    );
    // Running again, that day or the next, creates nothing: the line is refilled until April 9th.
    expect(await runDueSchedules(app.db, at("2031-03-10"))).toBe(0);
    expect(await runDueSchedules(app.db, at("2031-03-11"))).toBe(0);
    expect(await runsOf(id)).toHaveLength(1);
    const row = await send(app, "GET", `/api/scheduled-refills/${id}/`, w.customer.token);
    expect(row.body).toMatchObject({ service_ends_on: "2031-04-09", next_run_on: "2031-04-09" });
  });

  it("an opted-in customer's receipt is texted: written to DATA_DIR/sms/ by SMS=simulated and listed in GET /api/messages/", async () => {
    const w = await world();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "auto-refill-sms-"));
    afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const sms = simulatedSms(dataDir, true, { info() {} });
    await send(app, "PATCH", "/api/user/me/", w.customer.token, { sms_phone: w.phone.number });
    const res = await enrolOnScreen(w);
    expect(res.status).toBe(201);
    const id = res.body.id as number;
    await updateRows(app.db, "phone_numbers", w.phone.id, { service_ends_on: "2032-05-10" });
    // (The other tests' schedules share this database: only this one's runs are counted.)
    await runDueSchedules(app.db, at("2032-05-10"));
    await engineFor(app).drain(at("2032-05-10"));
    expect(await runsOf(id)).toMatchObject([
      { trigger: "scheduled", run_on: "2032-05-10", status: "success" },
    ]);
    expect(await serviceEndOf(app.db, w.phone.id)).toBe("2032-06-09");
    while (await sendDueMessages(app.db, { mailer: app.mailer, sms })) {
      /* until the outbox is empty */
    }
    const [receipt] = (await messagesOf(w, "refill_receipt")).filter((m) => m.channel === "sms");
    expect(receipt).toMatchObject({ status: "delivered", to_address: w.phone.number });
    const written = fs.readdirSync(path.join(dataDir, "sms"));
    const file = written.find((name) =>
      fs.readFileSync(path.join(dataDir, "sms", name), "utf8").includes(`Ref: ${receipt.provider_ref}`),
    );
    expect(file).toBeDefined();
    expect(fs.readFileSync(path.join(dataDir, "sms", file!), "utf8")).toContain(receipt.body);
    const listed = await send(app, "GET", "/api/messages/?kind=refill_receipt&channel=sms", w.customer.token);
    expect(listed.body.results).toMatchObject([{ id: receipt.id, status: "delivered", body: receipt.body }]);
    // The scheduler again, that day and the next: nothing more.
    await runDueSchedules(app.db, at("2032-05-10"));
    await runDueSchedules(app.db, at("2032-05-11"));
    expect(await runsOf(id)).toHaveLength(1);
  });

  it("a run whose day has passed (a line that lapsed before it was enrolled) runs at once, on today", async () => {
    const w = await world();
    const s = await enrolled(w, "2031-02-20", { days_before: 2 });
    await runDueSchedules(app.db, at("2031-03-10"));
    expect((await runsOf(s.id)).map((t) => t.run_on)).toEqual(["2031-03-10"]);
  });

  it("a line refilled meanwhile (a refill still moving, or a later end date) is not refilled twice", async () => {
    const w = await world();
    const s = await enrolled(w, "2031-03-10");
    await send(app, "POST", "/api/transactions/", w.customer.token, {
      phone_number: w.phone.id,
      plan: w.plan.id,
      payment_method: w.cards.good.id,
    });
    expect(await runDueSchedules(app.db, at("2031-03-10"))).toBe(0);
    await updateRows(app.db, "phone_numbers", w.phone.id, { service_ends_on: "2031-04-09" });
    await engineFor(app).drain(at("2031-03-10"));
    expect(await runDueSchedules(app.db, at("2031-03-10"))).toBe(0);
    expect(await runsOf(s.id)).toEqual([]);
  });

  it("3 days before its run, the customer is told once of the upcoming charge", async () => {
    const w = await world();
    const s = await enrolled(w, "2031-03-15", { days_before: 2 });
    await runDueSchedules(app.db, at("2031-03-09"));
    expect(await messagesOf(w, "autorefill_upcoming")).toEqual([]);
    await runDueSchedules(app.db, at("2031-03-10"));
    await runDueSchedules(app.db, at("2031-03-11"));
    const told = await messagesOf(w, "autorefill_upcoming");
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ channel: "email", event_key: `autorefill-upcoming:${s.id}:2031-03-13` });
    expect(told[0].body).toContain("Mar 13, 2031");
    expect(told[0].body).toContain("$25.00");
    expect(await runsOf(s.id)).toEqual([]);
  });

  it("a declined card is tried again after 1 and 3 days, then the schedule is suspended with a pay link", async () => {
    const w = await world();
    const s = await enrolled(w, "2031-03-10", { card: w.cards.declined.id });
    const engine = engineFor(app);
    const day = async (d: string) => {
      await runDueSchedules(app.db, at(d));
      await engine.drain(at(d));
    };
    await day("2031-03-10");
    expect(await scheduleRow(s.id)).toMatchObject({
      failed_runs: 1,
      next_run_on: "2031-03-11",
      suspended_at: null,
    });
    await day("2031-03-10");
    await day("2031-03-11");
    expect(await scheduleRow(s.id)).toMatchObject({
      failed_runs: 2,
      next_run_on: "2031-03-13",
      suspended_at: null,
    });
    await day("2031-03-12");
    expect(await messagesOf(w, "refill_failed")).toEqual([]);
    await day("2031-03-13");
    expect((await runsOf(s.id)).map((t) => [t.run_on, t.status])).toEqual([
      ["2031-03-10", "error"],
      ["2031-03-11", "error"],
      ["2031-03-13", "error"],
    ]);
    const suspended = await send(app, "GET", `/api/scheduled-refills/${s.id}/`, w.customer.token);
    expect(suspended.body).toMatchObject({
      state: "suspended",
      failed_runs: 3,
      suspended_reason: "Your card was declined.",
    });
    const [failed] = await messagesOf(w, "refill_failed");
    expect(failed).toBeDefined();
    await day("2031-03-14");
    await day("2031-03-20");
    expect(await runsOf(s.id)).toHaveLength(3);
    // The customer picks another card: the schedule runs again.
    const picked = await send(app, "PATCH", `/api/scheduled-refills/${s.id}/`, w.customer.token, {
      payment_method: w.cards.good.id,
    });
    expect(picked.body).toMatchObject({ state: "active", failed_runs: 0, suspended_reason: null });
    await day("2031-03-20");
    expect((await runsOf(s.id)).at(-1)).toMatchObject({ run_on: "2031-03-20", status: "success" });
  });

  it("authentication required: never retried, suspended at once, the pay link sent", async () => {
    const w = await world();
    const s = await enrolled(w, "2031-03-10", { card: w.cards.auth.id });
    await runDueSchedules(app.db, at("2031-03-10"));
    await engineFor(app).drain(at("2031-03-10"));
    const [t] = await runsOf(s.id);
    expect(t.status).toBe("action_required");
    expect(await scheduleRow(s.id)).toMatchObject({
      failed_runs: 1,
      suspended_reason: "Authentication required.",
    });
    await sendQueuedMessages(app);
    const [failed] = await messagesOf(w, "refill_failed");
    expect(failed.status).toBe("sent");
    const mail = app.mailer.outbox.find(
      (m) => m.to === w.customer.email && m.subject?.startsWith("We could not"),
    );
    expect(mail?.text).toContain(`${app.config.publicUrl}/transactions/show/${t.id}`);
    for (const d of ["2031-03-11", "2031-03-13", "2031-03-20"]) await runDueSchedules(app.db, at(d));
    expect(await runsOf(s.id)).toHaveLength(1);
  });

  it("a hard decline (a lost card) is never retried: suspended at once, the pay link sent", async () => {
    const w = await world();
    const lost = await w.card("_lost", "9987", { exp_year: 2040 });
    const s = await enrolled(w, "2031-03-10", { card: lost.id });
    await runDueSchedules(app.db, at("2031-03-10"));
    await engineFor(app).drain(at("2031-03-10"));
    expect(await runsOf(s.id)).toMatchObject([{ status: "error" }]);
    expect(await scheduleRow(s.id)).toMatchObject({
      failed_runs: 1,
      suspended_reason: "Your card was declined.",
    });
    expect(await messagesOf(w, "refill_failed")).toHaveLength(1);
    for (const d of ["2031-03-11", "2031-03-13"]) await runDueSchedules(app.db, at(d));
    expect(await runsOf(s.id)).toHaveLength(1);
  });
});

describe("staff see automatic refills", () => {
  it("the dashboard counts enrolled, due in 7 days and suspended ones, as the filtered lists list them", async () => {
    const w = await world();
    const today = new Date().toISOString().slice(0, 10);
    const soon = await enrolled(w, today);
    const second = await addPhone(app.db, w.company.id, w.customer.id, {
      carrier_id: w.carrier.id,
      plan_id: w.plan.id,
    });
    const later = await addSchedule(app.db, w.company.id, {
      phone_number_id: second.id,
      plan_id: w.plan.id,
      payment_method_id: w.cards.good.id,
    });
    await app.db
      .updateTable("scheduled_refills")
      .set({
        rule: "on_expiry",
        suspended_at: new Date().toISOString(),
        suspended_reason: "Your card was declined.",
      })
      .where("id", "=", later.id)
      .execute();
    const dash = await send(app, "GET", "/api/dashboard/", w.member.token);
    expect(dash.body.automatic_refills).toEqual({ enrolled: 2, due_7d: 1, suspended: 1 });
    const ids = async (query: string) =>
      (
        await send(
          app,
          "GET",
          `/api/scheduled-refills/?rule=on_expiry&is_active=true${query}`,
          w.member.token,
        )
      ).body.results.map((r: { id: number }) => r.id);
    expect((await ids("")).sort()).toEqual([soon.id, later.id].sort());
    const horizon = new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10);
    expect(await ids(`&suspended=false&service_ends_before=${horizon}`)).toEqual([soon.id]);
    expect(await ids("&suspended=true")).toEqual([later.id]);
  });
});
