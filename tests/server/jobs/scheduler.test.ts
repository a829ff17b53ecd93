import { describe, expect, it } from "vitest";
import { followingRunOn, runDueSchedules } from "../../../server/jobs/scheduler";
import { appForFile, updateRows } from "../helpers";
import { addSchedule, send } from "../fixtures";
import { engineFor, refillWorld } from "../transactions/support";

/** The scheduler (docs/engines.md): one `scheduled` transaction per schedule per date, whoever runs it. */
const app = await appForFile();
const w = await refillWorld(app.db);
const NOW = new Date("2031-03-10T09:00:00Z");

async function schedule(nextRunOn: string, day = 10, extra: { is_active?: boolean } = {}) {
  const s = await addSchedule(app.db, w.company.id, {
    phone_number_id: w.phone.id,
    plan_id: w.plan.id,
    payment_method_id: w.cards.good.id,
    day_of_month: day,
    ...extra,
  });
  await app.db
    .updateTable("scheduled_refills")
    .set({ next_run_on: nextRunOn })
    .where("id", "=", s.id)
    .execute();
  return s;
}
const runsOf = (id: number) =>
  app.db.selectFrom("transactions").selectAll().where("scheduled_refill_id", "=", id).orderBy("id").execute();
const scheduleRow = (id: number) =>
  app.db.selectFrom("scheduled_refills").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("scheduler", () => {
  it("queues one scheduled transaction for a due schedule and moves next_run_on to next month's day", async () => {
    const s = await schedule("2031-03-10");
    const later = await schedule("2031-03-11", 11);
    const paused = await schedule("2031-03-01", 1, { is_active: false });
    await runDueSchedules(app.db, NOW);
    expect(await runsOf(s.id)).toMatchObject([
      {
        status: "in_queue",
        trigger: "scheduled",
        run_on: "2031-03-10",
        amount: 2500,
        user_id: w.customer.id,
        payment_method_id: w.cards.good.id,
        created_by: null,
      },
    ]);
    expect(await scheduleRow(s.id)).toMatchObject({ last_run_on: "2031-03-10", next_run_on: "2031-04-10" });
    expect(await runsOf(later.id)).toEqual([]);
    expect(await runsOf(paused.id)).toEqual([]);
    await runDueSchedules(app.db, NOW);
    expect(await runsOf(s.id)).toHaveLength(1);
  });

  it("three schedulers at once create exactly one transaction per schedule and date", async () => {
    const many = [];
    for (let i = 0; i < 12; i++) many.push(await schedule("2031-03-05", 5));
    await Promise.all([
      runDueSchedules(app.db, NOW),
      runDueSchedules(app.db, NOW),
      runDueSchedules(app.db, NOW),
    ]);
    for (const s of many) {
      expect((await runsOf(s.id)).map((t) => t.run_on)).toEqual(["2031-03-05"]);
      expect(await scheduleRow(s.id)).toMatchObject({ next_run_on: "2031-04-05" });
    }
  });

  it("after months off, a missed schedule runs once and resumes with the next date to come", async () => {
    const s = await schedule("2030-11-20", 20);
    await runDueSchedules(app.db, NOW);
    await runDueSchedules(app.db, NOW);
    expect((await runsOf(s.id)).map((t) => t.run_on)).toEqual(["2030-11-20"]);
    expect(await scheduleRow(s.id)).toMatchObject({ next_run_on: "2031-03-20", last_run_on: "2030-11-20" });
    expect(followingRunOn("2031-12-28", 28, "2031-12-28")).toBe("2032-01-28");
  });

  it("runs a schedule on its day in the company's time zone, not UTC's", async () => {
    const s = await schedule("2031-03-05", 5);
    // 03:00 UTC on the 5th is 10 pm on the 4th in New York: not yet.
    await runDueSchedules(app.db, new Date("2031-03-05T03:00:00Z"));
    expect(await runsOf(s.id)).toEqual([]);
    expect(await scheduleRow(s.id)).toMatchObject({ next_run_on: "2031-03-05", last_run_on: null });
    // 05:30 UTC is half past midnight on the 5th in New York: now.
    await runDueSchedules(app.db, new Date("2031-03-05T05:30:00Z"));
    expect((await runsOf(s.id)).map((t) => t.run_on)).toEqual(["2031-03-05"]);
    expect(await scheduleRow(s.id)).toMatchObject({ next_run_on: "2031-04-05", last_run_on: "2031-03-05" });
  });

  it("each company's schedules run on its own day: Tokyo's 5th comes while New York is on the 4th", async () => {
    const tokyo = await refillWorld(app.db);
    await updateRows(app.db, "companies", tokyo.company.id, { time_zone: "Asia/Tokyo" });
    const inTokyo = await addSchedule(app.db, tokyo.company.id, {
      phone_number_id: tokyo.phone.id,
      plan_id: tokyo.plan.id,
      payment_method_id: tokyo.cards.good.id,
      day_of_month: 5,
    });
    await app.db
      .updateTable("scheduled_refills")
      .set({ next_run_on: "2031-03-05" })
      .where("id", "=", inTokyo.id)
      .execute();
    const inNewYork = await schedule("2031-03-05", 5);
    // 16:00 UTC on the 4th: 1 am on the 5th in Tokyo, 11 am on the 4th in New York.
    await runDueSchedules(app.db, new Date("2031-03-04T16:00:00Z"));
    expect((await runsOf(inTokyo.id)).map((t) => [t.run_on, t.company_id])).toEqual([
      ["2031-03-05", tokyo.company.id],
    ]);
    expect(await scheduleRow(inTokyo.id)).toMatchObject({ next_run_on: "2031-04-05" });
    expect(await runsOf(inNewYork.id)).toEqual([]);
  });

  it("waits while the plan, the carrier or the customer is switched off, and runs once when they are back", async () => {
    const s = await schedule("2031-03-08", 8);
    const off = (table: "plans" | "carriers" | "users", id: number, is_active: boolean) =>
      app.db.updateTable(table).set({ is_active }).where("id", "=", id).execute();
    for (const [table, id] of [
      ["plans", w.plan.id],
      ["carriers", w.carrier.id],
      ["users", w.customer.id],
    ] as const) {
      await off(table, id, false);
      await runDueSchedules(app.db, NOW);
      expect(await runsOf(s.id)).toEqual([]);
      expect(await scheduleRow(s.id)).toMatchObject({ next_run_on: "2031-03-08", last_run_on: null });
      await off(table, id, true);
    }
    await runDueSchedules(app.db, NOW);
    expect((await runsOf(s.id)).map((t) => t.run_on)).toEqual(["2031-03-08"]);
  });

  it("the engine completes scheduled refills, and the schedule shows its last transaction", async () => {
    const s = await schedule("2031-03-09", 9);
    await runDueSchedules(app.db, NOW);
    await engineFor(app).drain();
    const [t] = await runsOf(s.id);
    expect(t).toMatchObject({ status: "success", payment_error: null, refill_error: null });
    const res = await send(app, "GET", `/api/scheduled-refills/${s.id}/`, w.customer.token);
    expect(res.body).toMatchObject({
      last_result: "success",
      last_transaction: { id: t.id, status: "success", created_at: t.created_at },
    });
  });
});
