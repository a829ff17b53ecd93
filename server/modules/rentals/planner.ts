import { addDays, daysBetween } from "../../../common/dates";
import { fullName } from "../../../common/names";
import type { RentalPlanner } from "../../../common/api";
import { companyToday } from "../../db/company-day";
import type { DB } from "../../db/connection";
import { badRequest } from "../../http/errors";
import type { AuthContext } from "../../security/caller";
import { RENTAL_MESSAGES } from "./schemas";

/** The planner's longest window, in days. */
export const PLANNER_MAX_DAYS = 62;

/**
 * GET /api/rental/planner/?from=&to= (members): each device's units as rows, the rentals overlapping the
 * window as bars on the unit they went out with (bookings without a unit yet on their device's own row).
 * Two queries whatever the number of units: the units, then the rentals.
 */
export async function plannerOf(
  db: DB,
  ctx: AuthContext,
  from: string | undefined,
  to: string | undefined,
  now = new Date(),
): Promise<RentalPlanner> {
  const today = await companyToday(db, ctx.companyId, now);
  const start = from ?? today;
  const end = to ?? addDays(start, 13);
  if (end < start) throw badRequest({ to: RENTAL_MESSAGES.endBeforeStart });
  if (daysBetween(start, end) + 1 > PLANNER_MAX_DAYS)
    throw badRequest({ to: RENTAL_MESSAGES.plannerTooLong(PLANNER_MAX_DAYS) });

  const units = await db
    .selectFrom("device_units as du")
    .innerJoin("devices as d", "d.id", "du.device_id")
    .select(["du.id", "du.device_id", "d.name as device_name", "du.serial", "du.status"])
    .where("du.company_id", "=", ctx.companyId)
    .where("d.is_active", "=", true)
    .where("du.status", "!=", "retired")
    .orderBy("d.name")
    .orderBy("du.device_id")
    .orderBy("du.id")
    .execute();
  const rentals = await db
    .selectFrom("rentals as r")
    .innerJoin("users as u", "u.id", "r.user_id")
    .innerJoin("devices as d", "d.id", "r.device_id")
    .select([
      "r.id",
      "r.device_id",
      "d.name as device_name",
      "r.unit_id",
      "r.start_date",
      "r.end_date",
      "r.status",
      "u.first_name",
      "u.last_name",
    ])
    .where("r.company_id", "=", ctx.companyId)
    .where("r.status", "!=", "resolved")
    .where("r.start_date", "<=", end)
    // A picked-up rental past its end date is still out: its bar runs to today.
    .where((eb) =>
      today >= start
        ? eb.or([eb("r.end_date", ">=", start), eb("r.status", "=", "picked_up")])
        : eb("r.end_date", ">=", start),
    )
    .orderBy("r.start_date")
    .orderBy("r.id")
    .execute();

  type Row = RentalPlanner["rows"][number];
  const rows: Row[] = [];
  const byUnit = new Map<number, Row>();
  const unassigned = new Map<number, Row>();
  const deviceRows = new Map<number, Row[]>();
  for (const u of units) {
    const row: Row = {
      device: u.device_id,
      device_name: u.device_name,
      unit: u.id,
      serial: u.serial,
      status: u.status,
      bars: [],
    };
    byUnit.set(u.id, row);
    deviceRows.set(u.device_id, [...(deviceRows.get(u.device_id) ?? []), row]);
    rows.push(row);
  }
  for (const r of rentals) {
    const bar = {
      rental: r.id,
      user_name: fullName(r.first_name, r.last_name),
      start_date: r.start_date,
      end_date: r.end_date,
      status: r.status,
      overdue: r.status === "picked_up" && r.end_date < today,
    };
    const own = r.unit_id === null ? undefined : byUnit.get(r.unit_id);
    if (own) {
      own.bars.push(bar);
      continue;
    }
    let row = unassigned.get(r.device_id);
    if (!row) {
      row = {
        device: r.device_id,
        device_name: r.device_name,
        unit: null,
        serial: null,
        status: null,
        bars: [],
      };
      unassigned.set(r.device_id, row);
      const siblings = deviceRows.get(r.device_id);
      // After the device's units, or at the end for a device without any listed.
      rows.splice(siblings ? rows.indexOf(siblings[siblings.length - 1]) + 1 : rows.length, 0, row);
    }
    row.bars.push(bar);
  }
  return { from: start, to: end, today, rows };
}
