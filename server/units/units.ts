import { type Selectable, sql } from "kysely";
import type { DB } from "../db/connection";
import { isPostgres } from "../db/row-lock";
import type { DeviceUnitsTable, UnitEventKind, UnitStatus } from "../db/schema";
import { badRequest } from "../http/errors";

/**
 * A device's units (migration 0020, DESIGN.md §19), shared by the catalogue (units added and edited, a
 * device's stock field) and the rentals (pick-up, return, swap). The one rule: a device's `stock` is the
 * count of its units in service (available or out), rewritten by recountStock in the same transaction as
 * every write that changes a unit's status, so the booking check (rentals' hasStock) counts units.
 */

export const UNIT_STATUSES: UnitStatus[] = ["available", "out", "maintenance", "lost", "retired"];
export const IN_SERVICE: UnitStatus[] = ["available", "out"];

export const UNIT_MESSAGES = {
  serialTaken: "A unit with that serial already exists.",
  barcodeTaken: "A unit with that barcode already exists.",
  notFound: "No unit of this device has that barcode or serial.",
  notFree: "This unit is not available: it is out, in maintenance, lost or retired.",
  noneFree: "No unit of this device is available.",
  outStatus: "A unit goes out only at a pick-up; return or swap its rental first.",
  outLocked: "This unit is out on a rental: its status changes with the rental's return or a swap.",
  cannotRetire: (n: number) =>
    `Only ${n} unit${n === 1 ? "" : "s"} of this device can be retired now (the others are out); lower the stock by that much or less.`,
} as const;

/** A unit as its table holds it (UNIT_COLUMNS: every column). */
export type UnitRow = Selectable<DeviceUnitsTable>;

const UNIT_COLUMNS = [
  "id",
  "company_id",
  "device_id",
  "serial",
  "iccid",
  "barcode",
  "status",
  "note",
  "created_at",
  "updated_at",
] as const;

/** One unit of the company, or undefined. */
export function companyUnit(db: DB, companyId: number, id: number): Promise<UnitRow | undefined> {
  return db
    .selectFrom("device_units")
    .select(UNIT_COLUMNS)
    .where("company_id", "=", companyId)
    .where("id", "=", id)
    .executeTakeFirst();
}

/** The device's unit whose barcode or serial is `code` (as a scanner types it, trimmed), or undefined. */
export function unitByCode(db: DB, companyId: number, deviceId: number, code: string) {
  const c = code.trim();
  return db
    .selectFrom("device_units")
    .select(UNIT_COLUMNS)
    .where("company_id", "=", companyId)
    .where("device_id", "=", deviceId)
    .where((eb) => eb.or([eb("barcode", "=", c), eb("serial", "=", c)]))
    .orderBy("id")
    .executeTakeFirst();
}

/** The device's available units, oldest first. */
export function freeUnits(db: DB, companyId: number, deviceId: number) {
  return db
    .selectFrom("device_units")
    .select(UNIT_COLUMNS)
    .where("company_id", "=", companyId)
    .where("device_id", "=", deviceId)
    .where("status", "=", "available")
    .orderBy("id")
    .execute();
}

/** Sets devices.stock to the count of the device's units in service. */
export async function recountStock(trx: DB, deviceId: number): Promise<number> {
  const row = await trx
    .selectFrom("device_units")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("device_id", "=", deviceId)
    .where("status", "in", IN_SERVICE)
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
  await trx.updateTable("devices").set({ stock: n }).where("id", "=", deviceId).execute();
  return n;
}

/** Locks the device's row for the rest of the transaction (PostgreSQL; SQLite writers take turns already). */
export async function lockDevice(trx: DB, deviceId: number) {
  if (isPostgres(trx)) await sql`select id from devices where id = ${deviceId} for update`.execute(trx);
}

export interface UnitEvent {
  kind: UnitEventKind;
  from?: UnitStatus | null;
  to?: UnitStatus | null;
  rental?: number | null;
  note?: string;
  by: number | null;
  at: string;
}

/** A line of the unit's history. */
export async function recordUnitEvent(trx: DB, unit: { id: number; company_id: number }, e: UnitEvent) {
  await trx
    .insertInto("device_unit_events")
    .values({
      company_id: unit.company_id,
      unit_id: unit.id,
      kind: e.kind,
      from_status: e.from ?? null,
      to_status: e.to ?? null,
      rental_id: e.rental ?? null,
      note: e.note ?? "",
      created_by: e.by,
      created_at: e.at,
    })
    .execute();
}

/**
 * Moves a unit to `to` (guarded on the status it was read in, so two writers cannot both take it), records
 * the event and recounts the device's stock. Answers false when the unit had moved meanwhile.
 */
export async function moveUnit(trx: DB, unit: UnitRow, to: UnitStatus, e: Omit<UnitEvent, "from" | "to">) {
  const res = await trx
    .updateTable("device_units")
    .set({ status: to, updated_at: e.at })
    .where("id", "=", unit.id)
    .where("status", "=", unit.status)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  await recordUnitEvent(trx, unit, { ...e, from: unit.status, to });
  if (IN_SERVICE.includes(unit.status) !== IN_SERVICE.includes(to)) await recountStock(trx, unit.device_id);
  return true;
}

/** Inserts one unit (available unless told) with its "added" event; the caller recounts. */
export async function insertUnit(
  trx: DB,
  v: {
    company_id: number;
    device_id: number;
    serial: string;
    iccid?: string | null;
    barcode?: string | null;
    status?: UnitStatus;
    note?: string;
  },
  by: number | null,
  at: string,
): Promise<number> {
  const status = v.status ?? "available";
  const row = await trx
    .insertInto("device_units")
    .values({
      company_id: v.company_id,
      device_id: v.device_id,
      serial: v.serial,
      iccid: v.iccid ?? null,
      barcode: v.barcode ?? null,
      status,
      note: v.note ?? "",
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await recordUnitEvent(trx, { id: row.id, company_id: v.company_id }, { kind: "added", to: status, by, at });
  return row.id;
}

/**
 * A device's stock field set by staff (or a device created with a stock): units with generated serials are
 * added, or available units retired (newest first), until the units in service are `target`. Refuses
 * (400 on `stock`) when too few units are free to retire.
 */
export async function setStockByUnits(
  trx: DB,
  device: { id: number; company_id: number },
  target: number,
  by: number | null,
  at: string,
) {
  await lockDevice(trx, device.id);
  const units = await trx
    .selectFrom("device_units")
    .select(UNIT_COLUMNS)
    .where("device_id", "=", device.id)
    .orderBy("id")
    .execute();
  const inService = units.filter((u) => IN_SERVICE.includes(u.status));
  if (target > inService.length) {
    await addGeneratedUnits(trx, device, units.length, target - inService.length, by, at);
  } else if (target < inService.length) {
    const free = inService.filter((u) => u.status === "available").reverse();
    const retire = inService.length - target;
    if (retire > free.length) throw badRequest({ stock: UNIT_MESSAGES.cannotRetire(free.length) });
    for (const u of free.slice(0, retire)) await moveUnit(trx, u, "retired", { kind: "status", by, at });
  }
  await recountStock(trx, device.id);
}

/**
 * `count` units with generated serials ("U<device>-001"…, migration 0020's form; the barcode the same), skipping
 * any serial or barcode the company already uses; written in batches with their "added" events.
 */
async function addGeneratedUnits(
  trx: DB,
  device: { id: number; company_id: number },
  existing: number,
  count: number,
  by: number | null,
  at: string,
) {
  const prefix = `U${device.id}-`;
  const used = new Set(
    (
      await trx
        .selectFrom("device_units")
        .select(["serial", "barcode"])
        .where("company_id", "=", device.company_id)
        .where((eb) => eb.or([eb("serial", "like", `${prefix}%`), eb("barcode", "like", `${prefix}%`)]))
        .execute()
    ).flatMap((u) => [u.serial, u.barcode]),
  );
  const serials: string[] = [];
  for (let n = existing + 1; serials.length < count; n += 1) {
    const serial = `${prefix}${String(n).padStart(3, "0")}`;
    if (!used.has(serial)) serials.push(serial);
  }
  for (let i = 0; i < serials.length; i += 200) {
    const rows = await trx
      .insertInto("device_units")
      .values(
        serials.slice(i, i + 200).map((serial) => ({
          company_id: device.company_id,
          device_id: device.id,
          serial,
          iccid: null,
          barcode: serial,
          status: "available" as const,
          note: "",
          created_at: at,
          updated_at: at,
        })),
      )
      .returning("id")
      .execute();
    await trx
      .insertInto("device_unit_events")
      .values(
        rows.map((r) => ({
          company_id: device.company_id,
          unit_id: r.id,
          kind: "added" as const,
          from_status: null,
          to_status: "available" as const,
          rental_id: null,
          note: "",
          created_by: by,
          created_at: at,
        })),
      )
      .execute();
  }
}
