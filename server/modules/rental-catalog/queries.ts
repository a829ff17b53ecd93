import { catalogListSpec, catalogService } from "../../http/catalog";
import { actorOf } from "../../security/caller";
import { filters } from "../../http/lists/filters";
import type { ListSpec } from "../../http/lists/spec";
import { formatCents } from "../../../common/money";
import {
  COUNTRY_CODE_TAKEN,
  type Country,
  type CountryCreate,
  type CountryUpdate,
  DEVICE_KINDS,
  type FeeCreate,
  type FeeUpdate,
  RENTAL_FEE_KINDS,
  type RentalFee,
  type Device,
  type DeviceCreate,
  type DeviceUpdate,
} from "./schemas";
import { checkCountryCode } from "./rules";
import { setStockByUnits } from "../../units/units";

/** The catalog kit's declarations of devices and countries: what a list shows, what a write checks. */

export const deviceListSpec: ListSpec<"devices as t"> = catalogListSpec({
  ordering: {
    name: "t.name",
    kind: "t.kind",
    daily_rate: "t.daily_rate",
    deposit: "t.deposit",
    stock: "t.stock",
    created_at: "t.created_at",
  },
  search: ["t.name"],
  filters: { kind: filters.choice("t.kind", DEVICE_KINDS) },
});

export const devices = catalogService<Device, DeviceCreate, DeviceUpdate>()({
  table: "devices",
  object: "device",
  spec: deviceListSpec,
  select: (qb) =>
    qb.select([
      "t.id",
      "t.name",
      "t.kind",
      "t.daily_rate",
      "t.deposit",
      "t.stock",
      "t.is_active",
      "t.created_at",
    ]),
  serialize: (r) => ({
    id: r.id,
    name: r.name,
    kind: r.kind,
    daily_rate: formatCents(r.daily_rate),
    deposit: formatCents(r.deposit),
    stock: r.stock,
    is_active: Boolean(r.is_active),
    created_at: r.created_at,
  }),
  // Stock is the count of the device's units in service: the field adds units (generated serials) or
  // retires free ones (server/units/units.ts).
  written: async (trx, ctx, id, input) => {
    if (input.stock === undefined) return;
    await setStockByUnits(
      trx,
      { id, company_id: ctx.companyId },
      input.stock,
      actorOf(ctx),
      new Date().toISOString(),
    );
  },
});

export const countryListSpec: ListSpec<"countries as t"> = catalogListSpec({
  ordering: { name: "t.name", code: "t.code", daily_rate: "t.daily_rate", created_at: "t.created_at" },
  search: ["t.name", "t.code"],
});

export const countries = catalogService<Country, CountryCreate, CountryUpdate>()({
  table: "countries",
  object: "country",
  spec: countryListSpec,
  select: (qb) => qb.select(["t.id", "t.name", "t.code", "t.daily_rate", "t.is_active", "t.created_at"]),
  serialize: (r) => ({
    id: r.id,
    name: r.name,
    code: r.code,
    daily_rate: formatCents(r.daily_rate),
    is_active: Boolean(r.is_active),
    created_at: r.created_at,
  }),
  check: checkCountryCode,
  uniqueViolation: { code: [COUNTRY_CODE_TAKEN] },
});

export const feeListSpec: ListSpec<"rental_fees as t"> = catalogListSpec({
  ordering: { name: "t.name", kind: "t.kind", amount: "t.amount", created_at: "t.created_at" },
  search: ["t.name"],
  filters: { kind: filters.choice("t.kind", RENTAL_FEE_KINDS) },
});

/** The company's fee list (DESIGN.md §19): staff pick from it at a return, owners keep it. */
export const fees = catalogService<RentalFee, FeeCreate, FeeUpdate>()({
  table: "rental_fees",
  object: "rental_fee",
  spec: feeListSpec,
  select: (qb) =>
    qb.select(["t.id", "t.kind", "t.name", "t.amount", "t.taxable", "t.is_active", "t.created_at"]),
  serialize: (r) => ({
    id: r.id,
    kind: r.kind,
    name: r.name,
    amount: formatCents(r.amount),
    taxable: Boolean(r.taxable),
    is_active: Boolean(r.is_active),
    created_at: r.created_at,
  }),
});
