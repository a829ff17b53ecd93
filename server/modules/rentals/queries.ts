import type { DB } from "../../db/connection";
import { problemFields, storedProblem } from "../../db/problems";
import { CARD_LABEL_COLUMNS, personAnswer, PERSON_COLUMNS } from "../../db/columns";
import { callersRowById, callersRows, companyRowById } from "../../db/lookups";
import type { AuthContext } from "../../security/caller";
import { keptCount, type Narrowing } from "../../db/list-counts";
import { badRequest, notFound } from "../../http/errors";
import { invalidPk } from "../../http/ids";
import { statusCounters } from "../../http/lists/counters";
import { filters, parsers } from "../../http/lists/filters";
import { callersList } from "../../http/lists/readers";
import { likeLower, personMatch, relatedMatch } from "../../http/lists/search";
import type { ListSpec, SearchExpression } from "../../http/lists/spec";
import { formatCents } from "../../../common/money";
import { cardLabel } from "../../../common/cards";
import { rentalDays } from "./days";
import { RENTAL_STATUSES, RENTAL_TRIGGERS, type RentalAnswer } from "./schemas";

/**
 * The rental's own phone number is a column of rentals (no small table to look it up in): a term with a
 * digit scans it, a name or an e-mail ("rivera") does not.
 */
const rentalPhone: SearchExpression<"rentals as r"> = (_eb, pattern, _scope, term) =>
  term && /\d/.test(term) ? likeLower("r.phone_number", pattern) : null;

/**
 * The rental filters of docs/api-conventions.md, written against `rentals as r` alone (see
 * transactionListSpec): people,
 * devices and countries are looked up first and reached through indexes; every ordering has an index.
 */
export const rentalListSpec: ListSpec<"rentals as r"> = {
  ordering: {
    created_at: "r.created_at",
    updated_at: "r.updated_at",
    start_date: "r.start_date",
    end_date: "r.end_date",
    status: "r.status",
    total_due_amount: "r.total_due_amount",
    balance: "r.balance",
    id: "r.id",
  },
  defaultOrdering: ["-created_at"],
  idColumn: "r.id",
  search: [
    personMatch("r.user_id"),
    relatedMatch("r.device_id", "devices", ["name"]),
    relatedMatch("r.country_id", "countries", ["name"]),
    // The unit handed over, by its serial, barcode or ICCID (a scanned code finds the rental it is out on).
    relatedMatch("r.unit_id", "device_units", ["serial", "barcode", "iccid"]),
    rentalPhone,
  ],
  filters: {
    status: filters.choice("r.status", RENTAL_STATUSES),
    trigger: filters.choice("r.trigger", RENTAL_TRIGGERS),
    plan: filters.id("r.plan_id"),
    plan__carrier: filters.idThrough("r.plan_id", "plans", "carrier_id"),
    user: filters.id("r.user_id"),
    device: filters.id("r.device_id"),
    country: filters.id("r.country_id"),
    // docs/api-conventions.md: Has Balance (true) → balance > 0; Has Negative Balance (false) → balance < 0.
    has_balance: filters.custom(parsers.boolean, (qb, v) => qb.where("r.balance", v ? ">" : "<", 0)),
    payment_error: filters.present("r.payment_error_code"),
    rental_error: filters.present("r.rental_error_code"),
    hide_returned: {
      ...filters.custom(parsers.boolean, (qb, v) => (v ? qb.where("r.status", "<>", "returned") : qb)),
      hides: (v) => (v ? ["returned"] : []),
    },
    start_after: filters.dateFrom("r.start_date", false),
    start_before: filters.dateTo("r.start_date", false),
    end_after: filters.dateFrom("r.end_date", false),
    end_before: filters.dateTo("r.end_date", false),
  },
};

/** The caller's rentals without any join: what lists count and page through. */
export function rentalRows(db: DB, ctx: AuthContext) {
  return db.selectFrom("rentals as r").$call(callersRows(ctx, "r.company_id", "r.user_id"));
}

/** Hiding returned rentals leaves `returned` out of the kept counts read. */
const keptUnderHiding: Narrowing = {
  hide_returned: (statuses, hide) =>
    hide === true ? (statuses ?? RENTAL_STATUSES).filter((s) => s !== "returned") : statuses,
};

/** GET /api/rental/rentals/: ids from rentals alone (index order), then their rows with the joins. */
export const listRentals = callersList({
  spec: rentalListSpec,
  base: rentalRows,
  rows: (db, ctx, ids) => selectRental(scopedRentals(db, ctx).where("r.id", "in", ids)),
  serialize: serializeRental,
  countHint: (db, ctx) => keptCount(db, ctx, "rentals", keptUnderHiding),
});

/** Counts per status under the list's filters, except `status` itself (the tabs above the list). */
export const countRentalsByStatus = statusCounters(
  { spec: rentalListSpec, base: rentalRows },
  { kept: "rentals", column: "r.status", statuses: RENTAL_STATUSES, narrowing: keptUnderHiding },
);

/** The rentals the caller may see: the company's for staff, their own for a customer. */
export function scopedRentals(db: DB, ctx: AuthContext) {
  return db
    .selectFrom("rentals as r")
    .innerJoin("users as u", "u.id", "r.user_id")
    .innerJoin("devices as d", "d.id", "r.device_id")
    .innerJoin("countries as co", "co.id", "r.country_id")
    .leftJoin("plans as p", "p.id", "r.plan_id")
    .leftJoin("carriers as c", "c.id", "p.carrier_id")
    .leftJoin("payment_methods as pm", "pm.id", "r.payment_method_id")
    .leftJoin("device_units as du", "du.id", "r.unit_id")
    .$call(callersRows(ctx, "r.company_id", "r.user_id"));
}

export const selectRental = (qb: ReturnType<typeof scopedRentals>) =>
  qb
    .selectAll("r")
    .select([
      ...PERSON_COLUMNS,
      "d.name as device_name",
      "d.kind as device_kind",
      "co.name as country_name",
      "co.code as country_code",
      "p.name as plan_name",
      "p.carrier_id",
      "c.name as carrier_name",
      ...CARD_LABEL_COLUMNS,
      "du.serial as unit_serial",
      "du.barcode as unit_barcode",
      "du.iccid as unit_iccid",
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof selectRental>["executeTakeFirstOrThrow"]>>;

export function serializeRental(r: Row): RentalAnswer {
  return {
    id: r.id,
    status: r.status,
    trigger: r.trigger,
    user: r.user_id,
    ...personAnswer(r),
    device: r.device_id,
    device_name: r.device_name,
    device_kind: r.device_kind,
    unit: r.unit_id,
    unit_serial: r.unit_serial,
    unit_barcode: r.unit_barcode,
    unit_iccid: r.unit_iccid,
    country: r.country_id,
    country_name: r.country_name,
    country_code: r.country_code,
    plan: r.plan_id,
    plan_name: r.plan_name,
    carrier: r.carrier_id,
    carrier_name: r.carrier_name,
    phone_number: r.phone_number,
    start_date: r.start_date,
    end_date: r.end_date,
    days: rentalDays(r.start_date, r.end_date),
    amount: formatCents(r.amount),
    tax_amount: formatCents(r.tax_amount),
    deposit_amount: formatCents(r.deposit_amount),
    total_due_amount: formatCents(r.total_due_amount),
    paid_amount: formatCents(r.paid_amount),
    balance: formatCents(r.balance),
    payment_method: r.payment_method_id,
    card_label: cardLabel(r.card_brand, r.card_last4),
    ...problemFields("payment", storedProblem(r.payment_error_code, r.payment_error_params, r.payment_error)),
    ...problemFields("rental", storedProblem(r.rental_error_code, r.rental_error_params, r.rental_error)),
    picked_up_at: r.picked_up_at,
    returned_at: r.returned_at,
    deposit_refunded_at: r.deposit_refunded_at,
    note: r.note,
    created_by: r.created_by,
    resolved_by: r.resolved_by,
    resolved_at: r.resolved_at,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

/** The company's rental, or `missing()` (404 unless told otherwise). */
export function companyRental(db: DB, ctx: AuthContext, id: number, missing: () => Error = notFound) {
  return db
    .selectFrom("rentals")
    .selectAll()
    .$call(companyRowById(ctx.companyId, id))
    .executeTakeFirstOrThrow(missing);
}
export type RentalRow = Awaited<ReturnType<typeof companyRental>>;

/** A rental named in a body (add-payment, return): an unknown id is a field error, as DRF says it. */
export const bodyRental = (db: DB, ctx: AuthContext, id: number) =>
  companyRental(db, ctx, id, () => badRequest({ rental: invalidPk(id) }));

/** The rental the caller may see (a customer: their own), or 404. */
export function visibleRental(db: DB, ctx: AuthContext, id: number) {
  return db
    .selectFrom("rentals")
    .selectAll()
    .$call(callersRowById(ctx, id))
    .executeTakeFirstOrThrow(notFound);
}
