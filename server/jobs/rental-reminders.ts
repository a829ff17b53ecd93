import { addDays, dayIn, daysBetween, hourIn } from "../../common/dates";
import type { DB } from "../db/connection";
import { queueMessage } from "../messages/outbox";
import type { MessageKind } from "../messages/kinds";
import type { Job } from "./worker";

/**
 * Rental reminders (docs/messages.md): in each company's morning, a customer whose rental starts tomorrow is
 * reminded to pick it up, one whose rental ends tomorrow to bring it back, and one whose device is overdue is
 * told once a day for the first OVERDUE_DAYS days. Each message's key names its rental and day, so a pass run
 * again (another worker, a restart) writes nothing more; a rental moved to other days is reminded of the new
 * ones.
 */

/** Reminders go out from this hour of the company's day (not at midnight). */
export const REMINDER_HOUR = 9;
/** Overdue reminders stop after this many days; by then staff are calling the customer. */
export const OVERDUE_DAYS = 7;
/** A pass's queries are cheap but not free: the job looks at most this often. */
const PASS_EVERY_MS = 10 * 60_000;

interface Due {
  kind: MessageKind;
  key: string;
  rental: { id: number; company_id: number; user_id: number; device: string; day: string };
  late?: number;
}

/** The reminders due today in the companies whose day is `today` and that live in `timeZone`. */
async function dueIn(db: DB, timeZone: string, today: string): Promise<Due[]> {
  const tomorrow = addDays(today, 1);
  const base = db
    .selectFrom("rentals as r")
    .innerJoin("companies as co", "co.id", "r.company_id")
    .innerJoin("devices as d", "d.id", "r.device_id")
    .select(["r.id", "r.company_id", "r.user_id", "r.start_date", "r.end_date", "d.name as device"])
    .where("co.time_zone", "=", timeZone);
  const [pickUps, returns, overdue] = await Promise.all([
    base
      .where("r.status", "in", ["preorder", "ready_for_pickup"])
      .where("r.start_date", "=", tomorrow)
      .execute(),
    base.where("r.status", "=", "picked_up").where("r.end_date", "=", tomorrow).execute(),
    base
      .where("r.status", "=", "picked_up")
      .where("r.end_date", "<", today)
      .where("r.end_date", ">=", addDays(today, -OVERDUE_DAYS))
      .execute(),
  ]);
  const rental = (r: (typeof pickUps)[number], day: string) => ({
    id: r.id,
    company_id: r.company_id,
    user_id: r.user_id,
    device: r.device,
    day,
  });
  return [
    ...pickUps.map((r) => ({
      kind: "rental_pickup_reminder" as const,
      key: `rental-pickup:${r.id}:${r.start_date}`,
      rental: rental(r, r.start_date),
    })),
    ...returns.map((r) => ({
      kind: "rental_return_reminder" as const,
      key: `rental-return:${r.id}:${r.end_date}`,
      rental: rental(r, r.end_date),
    })),
    ...overdue.map((r) => ({
      kind: "rental_overdue" as const,
      key: `rental-overdue:${r.id}:${today}`,
      rental: rental(r, r.end_date),
      late: daysBetween(r.end_date, today),
    })),
  ];
}

/** Queues the reminders due at `now` in every company whose morning it is; answers how many were new. */
export async function queueRentalReminders(db: DB, now: Date): Promise<number> {
  const zones = await db.selectFrom("companies").select("time_zone").distinct().execute();
  let written = 0;
  for (const { time_zone } of zones) {
    if (hourIn(time_zone, now) < REMINDER_HOUR) continue;
    for (const due of await dueIn(db, time_zone, dayIn(time_zone, now))) {
      const { rental } = due;
      written += await db.transaction().execute((trx) =>
        queueMessage(trx, {
          companyId: rental.company_id,
          userId: rental.user_id,
          kind: due.kind,
          key: due.key,
          params: { rental: rental.id, device: rental.device, day: rental.day, late: due.late },
        }),
      );
    }
  }
  return written;
}

/** The reminders as a worker job: a pass every ten minutes at most, in each worker. */
export function rentalRemindersJob(): Job {
  let last = 0;
  return {
    name: "rental-reminders",
    async run({ db, now }) {
      if (now.getTime() - last < PASS_EVERY_MS) return 0;
      last = now.getTime();
      return queueRentalReminders(db, now);
    },
  };
}
