import { describe, expect, it } from "vitest";
import { DEFAULT_TIME_ZONE, startOfDayIn } from "../../../common/dates";
import { queueRentalReminders } from "../../../server/jobs/rental-reminders";
import { appForFile } from "../helpers";
import { bookAsMember, day, rentalWorld, shiftDates } from "../rentals/support";

/** Rental reminders (server/jobs/rental-reminders.ts): the day before pick-up and return, then overdue daily. */
const app = await appForFile();
const w = await rentalWorld(app);
const db = app.db;

/** `hour` o'clock in the test companies' zone, `n` days from today. */
const at = (n: number, hour: number) =>
  new Date(Date.parse(startOfDayIn(DEFAULT_TIME_ZONE, day(n))) + hour * 3_600_000);

async function rental(status: "preorder" | "picked_up", start: string, end: string) {
  const booked = await bookAsMember(w);
  expect(booked.status).toBe(201);
  const id = (booked.body as { id: number }).id;
  await shiftDates(db, id, start, end);
  await db.updateTable("rentals").set({ status }).where("id", "=", id).execute();
  return id;
}
const messagesOf = (rentalId: number) =>
  db
    .selectFrom("messages")
    .select(["kind", "event_key", "channel", "subject", "body", "language"])
    .where("event_key", "like", `rental-%:${rentalId}:%`)
    .orderBy("id")
    .execute();

describe("rental reminders", () => {
  it("reminds of tomorrow's pick-up and return once, and of an overdue device once a day for 7 days", async () => {
    const pickUp = await rental("preorder", day(1), day(4));
    const back = await rental("picked_up", day(-3), day(1));
    const late = await rental("picked_up", day(-5), day(-2));
    const longLate = await rental("picked_up", day(-12), day(-8));
    const later = await rental("preorder", day(2), day(5));

    // Before the company's morning, nothing.
    expect(await queueRentalReminders(db, at(0, 7))).toBe(0);
    expect(await queueRentalReminders(db, at(0, 10))).toBeGreaterThanOrEqual(3);
    // Run again (another worker, a restart): nothing more.
    expect(await queueRentalReminders(db, at(0, 11))).toBe(0);

    expect(await messagesOf(pickUp)).toEqual([
      expect.objectContaining({
        kind: "rental_pickup_reminder",
        event_key: `rental-pickup:${pickUp}:${day(1)}`,
        channel: "email",
        subject: `Your ${w.device.name} rental starts tomorrow`,
      }),
    ]);
    expect((await messagesOf(pickUp))[0]!.body).toContain(`Rental #${pickUp}`);
    expect(await messagesOf(back)).toMatchObject([
      { kind: "rental_return_reminder", subject: `Your ${w.device.name} is due back tomorrow` },
    ]);
    expect(await messagesOf(late)).toMatchObject([{ kind: "rental_overdue" }]);
    expect((await messagesOf(late))[0]!.body).toContain("2 days ago");
    expect(await messagesOf(longLate)).toEqual([]);
    expect(await messagesOf(later)).toEqual([]);

    // The next morning: the overdue one again (3 days), the others not (their day has not come back).
    await queueRentalReminders(db, at(1, 9));
    const overdue = await messagesOf(late);
    expect(overdue.map((m) => m.event_key)).toEqual([
      `rental-overdue:${late}:${day(0)}`,
      `rental-overdue:${late}:${day(1)}`,
    ]);
    expect(overdue[1]!.body).toContain("3 days ago");
    expect(await messagesOf(pickUp)).toHaveLength(1);
  });

  it("a returned rental is not reminded, and a Spanish customer reads Spanish, by text too when they agreed", async () => {
    await db
      .updateTable("users")
      .set({ language: "es", sms_phone: "+15550101234", sms_consent_at: new Date().toISOString() })
      .where("id", "=", w.home.customer.id)
      .execute();
    const back = await rental("picked_up", day(7), day(11));
    const returned = await rental("picked_up", day(7), day(11));
    await db.updateTable("rentals").set({ status: "returned" }).where("id", "=", returned).execute();
    await queueRentalReminders(db, at(10, 9));
    const sent = await messagesOf(back);
    expect(sent.map((m) => [m.kind, m.channel, m.language])).toEqual([
      ["rental_return_reminder", "email", "es"],
      ["rental_return_reminder", "sms", "es"],
    ]);
    expect(sent[0]!.subject).toBe(`Su ${w.device.name} se devuelve mañana`);
    expect(sent[1]!.body).toContain(`alquiler #${back}`);
    expect(await messagesOf(returned)).toEqual([]);
  });
});
