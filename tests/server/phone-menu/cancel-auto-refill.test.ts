import { describe, expect, it } from "vitest";
import { PROMPTS, SAY } from "../../../server/modules/phone-menu/prompts";
import { appForFile, updateRows } from "../helpers";
import { addSchedule } from "../fixtures";
import { refillWorld } from "../transactions/support";
import { callFromNewLine, configureMenu } from "./support";

/**
 * The phone menu's 3 (issue 35 item 2): the caller cancels their line's automatic refill, through the signed
 * voice webhook, in English and Spanish, on SQLite and PostgreSQL.
 */
const app = await appForFile();
const w = await refillWorld(app.db);
const menu = await configureMenu(app.db, w.company.id);
const PIN = "4321";
await app.db.updateTable("users").set({ pin: PIN }).where("id", "=", w.customer.id).execute();

/** A call from a fresh line of the customer, signed in at the menu; the line enrolled in automatic refills unless told. */
async function atMenu(opts: { enrolled?: boolean; rule?: "monthly" | "on_expiry" } = {}) {
  const { line, call } = await callFromNewLine([app], menu, w);
  let scheduleId: number | null = null;
  if (opts.enrolled !== false) {
    const schedule = await addSchedule(app.db, w.company.id, {
      phone_number_id: line.id,
      plan_id: w.plan.id,
      payment_method_id: w.cards.good.id,
    });
    scheduleId = schedule.id;
    await updateRows(app.db, "scheduled_refills", scheduleId, {
      rule: opts.rule ?? "on_expiry",
      consent_by: w.customer.id,
      consent_at: new Date().toISOString(),
      consent_channel: "web",
    });
  }
  await call.start();
  expect((await call.press(PIN)).say).toEqual([SAY.menu]);
  return { line, call, scheduleId };
}

const schedule = (id: number) =>
  app.db.selectFrom("scheduled_refills").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const cancellations = (userId: number) =>
  app.db
    .selectFrom("messages")
    .select(["kind", "channel"])
    .where("user_id", "=", userId)
    .where("kind", "=", "autorefill_cancelled")
    .execute();

describe("phone menu: 3 cancels the line's automatic refill", () => {
  it("the menu names the option; 3 says the line and plan, 1 cancels it and the customer is sent the confirmation", async () => {
    expect(SAY.menu).toContain("To cancel this line's automatic refill, press 3.");
    const before = (await cancellations(w.customer.id)).length;
    const { line, call, scheduleId } = await atMenu();
    const asked = await call.press("3");
    expect(asked).toMatchObject({ next: "gather", say: [SAY.confirmCancelAuto(line.number, w.plan.name)] });
    expect(asked.body).toMatch(/<Gather[^>]*numDigits="1"/);
    expect(await call.press("1")).toMatchObject({ next: "gather", say: [SAY.autoRefillCancelled, SAY.menu] });
    expect(Boolean((await schedule(scheduleId!)).is_active)).toBe(false);
    expect((await cancellations(w.customer.id)).length).toBe(before + 1);
    // Nothing left to cancel: said so.
    expect((await call.press("3")).say).toEqual([SAY.noAutoRefill, SAY.menu]);
  });

  it("any other key keeps it; silence asks again", async () => {
    const { line, call, scheduleId } = await atMenu();
    await call.press("3");
    expect((await call.silence()).say).toEqual([
      SAY.silence,
      SAY.confirmCancelAuto(line.number, w.plan.name),
    ]);
    expect((await call.press("2")).say).toEqual([SAY.autoRefillKept, SAY.menu]);
    expect(Boolean((await schedule(scheduleId!)).is_active)).toBe(true);
  });

  it("a line with no automatic refill (none, or only a monthly schedule) is said so, and nothing changes", async () => {
    expect((await (await atMenu({ enrolled: false })).call.press("3")).say).toEqual([
      SAY.noAutoRefill,
      SAY.menu,
    ]);
    const monthly = await atMenu({ rule: "monthly" });
    expect((await monthly.call.press("3")).say).toEqual([SAY.noAutoRefill, SAY.menu]);
    expect(Boolean((await schedule(monthly.scheduleId!)).is_active)).toBe(true);
  });

  it("in Spanish: the same option and answers, in Spanish", async () => {
    const es = PROMPTS.es;
    expect(es.menu).toContain("Para cancelar la recarga automática de esta línea, oprima 3.");
    const { line, call, scheduleId } = await callFromNewLine([app], menu, w).then(async (c) => {
      const s = await addSchedule(app.db, w.company.id, {
        phone_number_id: c.line.id,
        plan_id: w.plan.id,
        payment_method_id: w.cards.good.id,
      });
      await updateRows(app.db, "scheduled_refills", s.id, { rule: "on_expiry" });
      return { ...c, scheduleId: s.id };
    });
    await call.start();
    await call.press("2"); // Spanish, at the PIN's step
    expect((await call.press(PIN)).say).toEqual([es.menu]);
    expect((await call.press("3")).say).toEqual([es.confirmCancelAuto(line.number, w.plan.name)]);
    expect((await call.press("1")).say).toEqual([es.autoRefillCancelled, es.menu]);
    expect(Boolean((await schedule(scheduleId)).is_active)).toBe(false);
  });
});
