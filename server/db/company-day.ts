import { dayIn } from "../../common/dates";
import type { DB } from "./connection";
import { companySetting } from "./lookups";

/**
 * The company's own day (docs/engines.md, "The company's day"): every date that means "a day" (today, a
 * rental's days, a return date, a scheduled refill's run date) is taken in the company's time zone,
 * never UTC's.
 */
export function companyTimeZone(db: DB, companyId: number): Promise<string> {
  return companySetting(db, companyId, "time_zone");
}

/** The calendar day ("YYYY-MM-DD") `now` falls on for the company. */
export async function companyToday(db: DB, companyId: number, now: Date = new Date()): Promise<string> {
  return dayIn(await companyTimeZone(db, companyId), now);
}
