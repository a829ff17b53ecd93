import { randomBytes, randomInt } from "node:crypto";
import type { App } from "../../server/app";
import type { Insertable, InsertObject, Selectable } from "kysely";
import type { DB } from "../../server/db/connection";
import { setStockByUnits } from "../../server/units/units";
import type {
  CarriersTable,
  CountriesTable,
  Database,
  DevicesTable,
  PhoneNumbersTable,
  PlansTable,
  RentalFeesTable,
} from "../../server/db/schema";
import { countryCode } from "../../common/countries";
import { auth, jsonBody } from "./helpers";

/**
 * Rows the server tests build on (catalogue, lines, cards, schedules, refills), inserted directly (fast).
 * Generated names carry a per-file serial, so two rows of one file never share a name.
 */

const now = () => new Date().toISOString();
let serial = 0;
const next = () => ++serial;

/** One row of `table`, inserted as it is, read back whole. */
function insertRow<Table extends keyof Database>(db: DB, table: Table, row: InsertObject<Database, Table>) {
  return db.insertInto(table).values(row).returningAll().executeTakeFirstOrThrow() as Promise<
    Selectable<Database[Table]>
  >;
}

/**
 * Instants around midnight between the 4th and the 5th of March 2026 in Los Angeles, for the tests of a
 * company's day there: what each is in Los Angeles is said beside it.
 */
export const AROUND_LA_MIDNIGHT = {
  morningOf4th: "2026-03-04T17:00:00.000Z", // 9 am on the 4th
  eveningOf4th: "2026-03-05T03:00:00.000Z", // 7 pm on the 4th (UTC is on the 5th already)
  lastMinuteOf4th: "2026-03-05T07:59:00.000Z", // 11:59 pm on the 4th
  midnightOf5th: "2026-03-05T08:00:00.000Z", // midnight: the 5th
};

/** A 10-digit number no other test uses (numbers are unique across the database). */
export const freshNumber = () => `55${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;

export async function addCarrier(db: DB, companyId: number, fields: Partial<Insertable<CarriersTable>> = {}) {
  return insertRow(db, "carriers", {
    company_id: companyId,
    name: `Carrier ${next()}`,
    is_active: true,
    provider_operator_id: null,
    created_at: now(),
    ...fields,
  });
}

export async function addPlan(db: DB, carrierId: number, fields: Partial<Insertable<PlansTable>> = {}) {
  return insertRow(db, "plans", {
    carrier_id: carrierId,
    name: `Plan ${next()}`,
    description: "",
    amount: 2500,
    validity_days: 30,
    is_active: true,
    provider_product_id: null,
    created_at: now(),
    ...fields,
  });
}

/** A device with `stock` units in service (generated serials), as the catalogue creates one. */
export async function addDevice(db: DB, companyId: number, fields: Partial<Insertable<DevicesTable>> = {}) {
  const device = await insertRow(db, "devices", {
    company_id: companyId,
    name: `Device ${next()}`,
    kind: "phone",
    daily_rate: 450,
    deposit: 10_000,
    stock: 5,
    is_active: true,
    created_at: now(),
    ...fields,
  });
  await db.transaction().execute((trx) => setStockByUnits(trx, device, device.stock, null, now()));
  return device;
}

/** Real ISO codes, each handed out once per test file, so that fixtures never collide on (company, code). */
const isoCodes = (() => {
  const out: string[] = [];
  for (const a of "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    for (const b of "ABCDEFGHIJKLMNOPQRSTUVWXYZ") if (countryCode(a + b)) out.push(a + b);
  return out;
})();
/** Takes codes out of the fixtures' pool, for a test file that names them itself. */
export function reserveCodes(...codes: string[]): void {
  for (const code of codes) if (isoCodes.includes(code)) isoCodes.splice(isoCodes.indexOf(code), 1);
}
export const freshCode = () => {
  const code = isoCodes.shift();
  if (!code) throw new Error("out of ISO country codes for fixtures");
  return code;
};

export async function addCountry(
  db: DB,
  companyId: number,
  fields: Partial<Insertable<CountriesTable>> = {},
) {
  return insertRow(db, "countries", {
    company_id: companyId,
    name: `Country ${next()}`,
    code: fields.code ?? freshCode(),
    daily_rate: 200,
    is_active: true,
    created_at: now(),
    ...fields,
  });
}

/** A fee of the company's list (damage, 40.00, taxed, by default). */
export async function addFee(db: DB, companyId: number, fields: Partial<Insertable<RentalFeesTable>> = {}) {
  return insertRow(db, "rental_fees", {
    company_id: companyId,
    kind: "damage",
    name: `Fee ${next()}`,
    amount: 4000,
    taxable: true,
    is_active: true,
    created_at: now(),
    ...fields,
  });
}

export async function addPhone(
  db: DB,
  companyId: number,
  userId: number,
  fields: Partial<Insertable<PhoneNumbersTable>> = {},
) {
  return insertRow(db, "phone_numbers", {
    company_id: companyId,
    user_id: userId,
    number: fields.number ?? freshNumber(),
    carrier_id: null,
    plan_id: null,
    nickname: "",
    is_active: true,
    created_at: now(),
    ...fields,
  });
}

export async function addCard(
  db: DB,
  userId: number,
  fields: {
    /** appended to the generated processor_ref: "_declined" and "_auth" pick the simulated behaviours */
    suffix?: string;
    processor_ref?: string;
    last4?: string;
    exp_month?: number;
    exp_year?: number;
    is_default?: boolean;
    is_active?: boolean;
    created_at?: string;
  } = {},
) {
  return insertRow(db, "payment_methods", {
    user_id: userId,
    processor: "simulated",
    processor_ref: fields.processor_ref ?? `pm_sim_${randomBytes(8).toString("hex")}${fields.suffix ?? ""}`,
    brand: "visa",
    last4: fields.last4 ?? "4242",
    exp_month: fields.exp_month ?? 12,
    exp_year: fields.exp_year ?? new Date().getUTCFullYear() + 3,
    is_default: fields.is_default ?? false,
    is_active: fields.is_active ?? true,
    created_at: fields.created_at ?? now(),
  });
}

/** Makes the card the user's only default one; with null, the user is left with no default card. */
export async function setDefaultCard(db: DB, userId: number, cardId: number | null) {
  await db.updateTable("payment_methods").set({ is_default: false }).where("user_id", "=", userId).execute();
  if (cardId !== null)
    await db.updateTable("payment_methods").set({ is_default: true }).where("id", "=", cardId).execute();
}

export async function addSchedule(
  db: DB,
  companyId: number,
  fields: {
    phone_number_id: number;
    plan_id: number;
    payment_method_id: number | null;
    day_of_month?: number;
    is_active?: boolean;
  },
) {
  return insertRow(db, "scheduled_refills", {
    company_id: companyId,
    phone_number_id: fields.phone_number_id,
    plan_id: fields.plan_id,
    payment_method_id: fields.payment_method_id,
    day_of_month: fields.day_of_month ?? 5,
    next_run_on: "2030-01-05",
    is_active: fields.is_active ?? true,
    created_at: now(),
  });
}

export async function addTransaction(
  db: DB,
  companyId: number,
  fields: {
    user_id: number;
    phone_number_id: number;
    plan_id: number;
    status?: "success" | "error" | "in_queue";
    scheduled_refill_id?: number | null;
    created_at?: string;
  },
) {
  const at = fields.created_at ?? now();
  return insertRow(db, "transactions", {
    company_id: companyId,
    user_id: fields.user_id,
    phone_number_id: fields.phone_number_id,
    plan_id: fields.plan_id,
    amount: 2500,
    status: fields.status ?? "success",
    trigger: fields.scheduled_refill_id ? "scheduled" : "manual",
    scheduled_refill_id: fields.scheduled_refill_id ?? null,
    run_on: null,
    created_at: at,
    updated_at: at,
  });
}

/** `app.inject` with a JSON body and a token (none: no authorization); answers status and parsed body. */
export async function send(
  app: App,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  token?: string | null,
  body?: unknown,
) {
  const res = await app.inject({ method, url, headers: token ? auth(token) : {}, payload: jsonBody(body) });
  return { status: res.statusCode, body: res.body ? res.json() : null };
}
