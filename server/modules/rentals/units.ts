import type { DB } from "../../db/connection";
import { audit } from "../../db/audit-log";
import { withRowLock } from "../../db/row-lock";
import { badRequest } from "../../http/errors";
import { invalidPk } from "../../http/ids";
import { type AuthContext, actorOf } from "../../security/caller";
import {
  companyUnit,
  freeUnits,
  moveUnit,
  recordUnitEvent,
  unitByCode,
  UNIT_MESSAGES,
  type UnitRow,
} from "../../units/units";
import { companyRental, type RentalRow } from "./queries";
import { RENTAL_MESSAGES, type SwapUnitInput } from "./schemas";

/**
 * The units a rental goes out with (DESIGN.md §19): the pick-up hands one over (by id, by the barcode or
 * serial typed or scanned, or the first free one), the return takes it back (available, or to maintenance),
 * a swap mid-rental changes it; each is a line of the unit's history.
 */

export interface UnitChoice {
  unit?: number;
  unit_code?: string;
}

/** The device's unit a pick-up or swap would hand over, free; refused on the field that named it. */
async function chooseUnit(trx: DB, r: RentalRow, choice: UnitChoice): Promise<UnitRow> {
  if (choice.unit !== undefined) {
    const u = await companyUnit(trx, r.company_id, choice.unit);
    if (!u || u.device_id !== r.device_id) throw badRequest({ unit: invalidPk(choice.unit) });
    if (u.status !== "available") throw badRequest({ unit: UNIT_MESSAGES.notFree });
    return u;
  }
  if (choice.unit_code !== undefined) {
    const u = await unitByCode(trx, r.company_id, r.device_id, choice.unit_code);
    if (!u) throw badRequest({ unit_code: UNIT_MESSAGES.notFound });
    if (u.status !== "available") throw badRequest({ unit_code: UNIT_MESSAGES.notFree });
    return u;
  }
  const [first] = await freeUnits(trx, r.company_id, r.device_id);
  if (!first) throw badRequest({ unit: UNIT_MESSAGES.noneFree });
  return first;
}

/** Marks the chosen unit out on the rental (inside the pick-up's transaction). */
export async function handOverUnit(trx: DB, ctx: AuthContext, r: RentalRow, choice: UnitChoice, at: string) {
  const u = await chooseUnit(trx, r, choice);
  const field = choice.unit_code !== undefined ? "unit_code" : "unit";
  if (!(await moveUnit(trx, u, "out", { kind: "picked_up", rental: r.id, by: actorOf(ctx), at })))
    throw badRequest({ [field]: UNIT_MESSAGES.notFree });
  await trx.updateTable("rentals").set({ unit_id: u.id }).where("id", "=", r.id).execute();
  return u;
}

/** The rental's unit back (inside the return's transaction): available, or to maintenance; a lost one stays lost. */
export async function takeBackUnit(
  trx: DB,
  ctx: AuthContext,
  r: RentalRow,
  to: "available" | "maintenance",
  at: string,
  note = "",
) {
  if (r.unit_id === null) return;
  const u = await companyUnit(trx, r.company_id, r.unit_id);
  if (!u) return;
  const e = { kind: "returned" as const, rental: r.id, note, by: actorOf(ctx), at };
  if (u.status === "out") await moveUnit(trx, u, to, e);
  else await recordUnitEvent(trx, u, { ...e, from: u.status, to: u.status });
}

/** POST /api/rental/rentals/{id}/swap-unit/ (members): another unit for a picked-up rental, both recorded. */
export async function swapRentalUnit(db: DB, ctx: AuthContext, id: number, input: SwapUnitInput) {
  const current = await companyRental(db, ctx, id);
  if (current.status !== "picked_up") throw badRequest({ non_field_errors: RENTAL_MESSAGES.notSwappable });
  const at = new Date().toISOString();
  await withRowLock(
    db,
    [
      { table: "devices", id: current.device_id },
      { table: "rentals", id },
    ],
    async (trx) => {
      const r = await companyRental(trx, ctx, id);
      if (r.status !== "picked_up") throw badRequest({ non_field_errors: RENTAL_MESSAGES.notSwappable });
      if (input.unit !== undefined && input.unit === r.unit_id)
        throw badRequest({ unit: RENTAL_MESSAGES.sameUnit });
      const before = r.unit_id === null ? undefined : await companyUnit(trx, r.company_id, r.unit_id);
      if (before && input.unit_code !== undefined) {
        const code = input.unit_code.trim();
        if (before.barcode === code || before.serial === code)
          throw badRequest({ unit_code: RENTAL_MESSAGES.sameUnit });
      }
      const note = input.note ?? "";
      const by = actorOf(ctx);
      if (before) {
        const e = { kind: "swapped_out" as const, rental: r.id, note, by, at };
        if (before.status === "out") await moveUnit(trx, before, input.old_unit_status ?? "available", e);
        else await recordUnitEvent(trx, before, { ...e, from: before.status, to: before.status });
      }
      const next = await chooseUnit(trx, r, input);
      await moveUnit(trx, next, "out", { kind: "swapped_in", rental: r.id, note, by, at });
      await trx
        .updateTable("rentals")
        .set({ unit_id: next.id, updated_at: at })
        .where("id", "=", r.id)
        .execute();
      await audit(trx, ctx, "rental.swap_unit", "rental", r.id, {
        changes: { unit: { from: before?.serial ?? null, to: next.serial } },
        ...(note ? { note } : {}),
      });
    },
  );
}
