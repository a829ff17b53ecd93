import type { DB } from "../../db/connection";
import { findCarrier } from "../../db/lookups";
import type { FieldErrors } from "../../http/errors";
import { invalidPk } from "../../http/ids";
import type { AuthContext } from "../../security/caller";
import {
  CARRIER_NAME_TAKEN,
  type Carrier,
  type CarrierCreate,
  type CarrierUpdate,
  PLAN_CARRIER_FIXED,
  type Plan,
  type PlanCreate,
  type PlanUpdate,
} from "./schemas";

/** The checks a carrier's or a plan's create and update share (the catalogue kit runs them before writing). */

// Names are unique per company whatever their case (a customer picks a carrier by its name). Compared
// here rather than with SQL lower(), which SQLite applies to ASCII only; a company has few carriers.
export async function checkCarrierName(
  db: DB,
  ctx: AuthContext,
  input: CarrierCreate | CarrierUpdate,
  current: Carrier | null,
): Promise<FieldErrors> {
  if (input.name === undefined) return {};
  const wanted = input.name.toLocaleLowerCase("en-US");
  const others = await db
    .selectFrom("carriers")
    .select(["id", "name"])
    .where("company_id", "=", ctx.companyId)
    .where("id", "<>", current?.id ?? 0)
    .execute();
  return others.some((c) => c.name.toLocaleLowerCase("en-US") === wanted)
    ? { name: [CARRIER_NAME_TAKEN] }
    : {};
}

// The carrier must be one of the company's; a plan never moves to another carrier, because its
// transactions are reported under the carrier (plan__carrier) and history must not change.
export async function checkPlanCarrier(
  db: DB,
  ctx: AuthContext,
  input: PlanCreate | PlanUpdate,
  current: Plan | null,
): Promise<FieldErrors> {
  if (input.carrier === undefined) return {};
  if (current) return input.carrier === current.carrier ? {} : { carrier: [PLAN_CARRIER_FIXED] };
  const carrier = await findCarrier(db, ctx.companyId, input.carrier);
  return carrier ? {} : { carrier: [invalidPk(input.carrier)] };
}
