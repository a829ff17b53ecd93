import { auditChanges } from "../../../common/audit";
import { fullName } from "../../../common/names";
import type { DB } from "../../db/connection";
import { audit } from "../../db/audit-log";
import { addError, badRequest, type FieldErrors, isUniqueViolation, notFound } from "../../http/errors";
import { type AuthContext, actorOf } from "../../security/caller";
import {
  companyUnit,
  insertUnit,
  lockDevice,
  moveUnit,
  recountStock,
  UNIT_MESSAGES,
  type UnitRow,
} from "../../units/units";
import type { DeviceUnit, DeviceUnitDetail, UnitCreate, UnitUpdate } from "./schemas";

/** A device's units: the list on its page, one unit with its history, a unit added or edited by staff. */

function unitsQuery(db: DB, companyId: number) {
  return db
    .selectFrom("device_units as du")
    .innerJoin("devices as d", "d.id", "du.device_id")
    .select([
      "du.id",
      "du.device_id",
      "d.name as device_name",
      "du.serial",
      "du.iccid",
      "du.barcode",
      "du.status",
      "du.note",
      "du.created_at",
      "du.updated_at",
    ])
    .select((eb) =>
      eb
        .selectFrom("rentals as r")
        .select("r.id")
        .whereRef("r.unit_id", "=", "du.id")
        .where("r.status", "=", "picked_up")
        .limit(1)
        .as("rental"),
    )
    .where("du.company_id", "=", companyId);
}
type UnitSelected = Awaited<ReturnType<ReturnType<typeof unitsQuery>["executeTakeFirstOrThrow"]>>;

const serialize = (r: UnitSelected): DeviceUnit => ({
  id: r.id,
  device: r.device_id,
  device_name: r.device_name,
  serial: r.serial,
  iccid: r.iccid,
  barcode: r.barcode,
  status: r.status,
  note: r.note,
  rental: r.rental ?? null,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

async function companyDevice(db: DB, ctx: AuthContext, id: number) {
  const d = await db
    .selectFrom("devices")
    .select(["id", "company_id"])
    .where("company_id", "=", ctx.companyId)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!d) throw notFound();
  return d;
}

/** GET /api/rental/devices/{id}/units/: the device's units, in the order they were added. */
export async function listUnits(db: DB, ctx: AuthContext, deviceId: number): Promise<DeviceUnit[]> {
  await companyDevice(db, ctx, deviceId);
  const rows = await unitsQuery(db, ctx.companyId)
    .where("du.device_id", "=", deviceId)
    .orderBy("du.id")
    .execute();
  return rows.map(serialize);
}

/** GET /api/rental/units/{id}/: one unit, its history and the rentals it went out on. */
export async function getUnit(db: DB, ctx: AuthContext, id: number): Promise<DeviceUnitDetail> {
  const row = await unitsQuery(db, ctx.companyId).where("du.id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  const history = await db
    .selectFrom("device_unit_events as e")
    .leftJoin("users as u", "u.id", "e.created_by")
    .select([
      "e.id",
      "e.kind",
      "e.from_status",
      "e.to_status",
      "e.rental_id",
      "e.note",
      "e.created_at",
      "u.first_name",
      "u.last_name",
    ])
    .where("e.unit_id", "=", id)
    .orderBy("e.id", "desc")
    .execute();
  const rentals = await db
    .selectFrom("rentals as r")
    .innerJoin("users as u", "u.id", "r.user_id")
    .select(["r.id", "r.start_date", "r.end_date", "r.status", "u.first_name", "u.last_name"])
    .where("r.company_id", "=", ctx.companyId)
    .where((eb) =>
      eb.or([
        eb("r.unit_id", "=", id),
        eb(
          "r.id",
          "in",
          eb
            .selectFrom("device_unit_events")
            .select("rental_id")
            .where("unit_id", "=", id)
            .where("rental_id", "is not", null)
            .$narrowType<{ rental_id: number }>(),
        ),
      ]),
    )
    .orderBy("r.id", "desc")
    .execute();
  return {
    ...serialize(row),
    history: history.map((e) => ({
      id: e.id,
      kind: e.kind,
      from_status: e.from_status,
      to_status: e.to_status,
      rental: e.rental_id,
      note: e.note,
      created_by_name: e.first_name === null ? null : fullName(e.first_name, e.last_name ?? ""),
      created_at: e.created_at,
    })),
    rentals: rentals.map((r) => ({
      id: r.id,
      user_name: fullName(r.first_name, r.last_name),
      start_date: r.start_date,
      end_date: r.end_date,
      status: r.status,
    })),
  };
}

/** Serial and barcode free in the company (other than the unit's own). */
async function checkCodes(
  db: DB,
  companyId: number,
  input: { serial?: string; barcode?: string | null },
  current: UnitRow | null,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const taken = async (column: "serial" | "barcode", value: string) =>
    db
      .selectFrom("device_units")
      .select("id")
      .where("company_id", "=", companyId)
      .where(column, "=", value)
      .$if(current !== null, (qb) => qb.where("id", "!=", current!.id))
      .executeTakeFirst();
  if (input.serial !== undefined && (await taken("serial", input.serial)))
    addError(errors, "serial", UNIT_MESSAGES.serialTaken);
  if (input.barcode && (await taken("barcode", input.barcode)))
    addError(errors, "barcode", UNIT_MESSAGES.barcodeTaken);
  return errors;
}

const raceSafe = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest({ serial: UNIT_MESSAGES.serialTaken });
    throw err;
  }
};

/** POST /api/rental/devices/{id}/units/: a unit added to the device (in service unless in maintenance). */
export async function createUnit(db: DB, ctx: AuthContext, deviceId: number, input: UnitCreate) {
  const device = await companyDevice(db, ctx, deviceId);
  const errors = await checkCodes(db, ctx.companyId, input, null);
  if (Object.keys(errors).length) throw badRequest(errors);
  const at = new Date().toISOString();
  const id = await raceSafe(() =>
    db.transaction().execute(async (trx) => {
      await lockDevice(trx, device.id);
      const id = await insertUnit(
        trx,
        { ...input, company_id: ctx.companyId, device_id: device.id, barcode: input.barcode || null },
        actorOf(ctx),
        at,
      );
      await recountStock(trx, device.id);
      await audit(trx, ctx, "create", "device_unit", id, { ...input, device: device.id });
      return id;
    }),
  );
  return getUnit(db, ctx, id);
}

/** PATCH /api/rental/units/{id}/: serial, ICCID, barcode, note, and the status staff may set. */
export async function updateUnit(db: DB, ctx: AuthContext, id: number, input: UnitUpdate) {
  const current = await companyUnit(db, ctx.companyId, id);
  if (!current) throw notFound();
  const errors = await checkCodes(db, ctx.companyId, input, current);
  if (input.status !== undefined && input.status !== current.status && current.status === "out")
    addError(errors, "status", UNIT_MESSAGES.outLocked);
  if (Object.keys(errors).length) throw badRequest(errors);
  const at = new Date().toISOString();
  await raceSafe(() =>
    db.transaction().execute(async (trx) => {
      await lockDevice(trx, current.device_id);
      const unit = (await companyUnit(trx, ctx.companyId, id))!;
      const details = {
        ...(input.serial !== undefined ? { serial: input.serial } : {}),
        ...(input.iccid !== undefined ? { iccid: input.iccid || null } : {}),
        ...(input.barcode !== undefined ? { barcode: input.barcode || null } : {}),
        ...(input.note !== undefined ? { note: input.note } : {}),
      };
      if (Object.keys(details).length)
        await trx
          .updateTable("device_units")
          .set({ ...details, updated_at: at })
          .where("id", "=", id)
          .execute();
      if (input.status !== undefined && input.status !== unit.status) {
        if (unit.status === "out") throw badRequest({ status: UNIT_MESSAGES.outLocked });
        await moveUnit(trx, unit, input.status, {
          kind: "status",
          note: input.note ?? "",
          by: actorOf(ctx),
          at,
        });
      }
      await audit(trx, ctx, "update", "device_unit", id, {
        changes: auditChanges(unit as unknown as Record<string, unknown>, {
          ...details,
          ...(input.status !== undefined ? { status: input.status } : {}),
        }),
      });
    }),
  );
  return getUnit(db, ctx, id);
}
