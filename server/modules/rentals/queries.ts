import type { DB } from "../../db/connection";
import { type AuthContext, isStaff } from "../../http/auth";
import { filters, type ListSpec, parsers } from "../../http/drf";
import { formatCents } from "../../http/money";
import { cardLabel } from "../transactions/queries";
import { RENTAL_STATUSES, RENTAL_TRIGGERS, type RentalAnswer } from "./schemas";

/** SPEC.md §3 rental filters. */
export const rentalListSpec: ListSpec = {
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
  search: ["u.first_name", "u.last_name", "u.email", "d.name", "co.name", "r.phone_number"],
  filters: {
    status: filters.choice("r.status", RENTAL_STATUSES),
    trigger: filters.choice("r.trigger", RENTAL_TRIGGERS),
    plan: filters.id("r.plan_id"),
    plan__carrier: filters.id("p.carrier_id"),
    user: filters.id("r.user_id"),
    device: filters.id("r.device_id"),
    country: filters.id("r.country_id"),
    // SPEC.md §4: Has Balance (true) → balance > 0; Has Negative Balance (false) → balance < 0.
    has_balance: filters.custom(parsers.boolean, (qb, v) => qb.where("r.balance", v ? ">" : "<", 0)),
    payment_error: filters.present("r.payment_error"),
    rental_error: filters.present("r.rental_error"),
    hide_returned: filters.custom(parsers.boolean, (qb, v) => (v ? qb.where("r.status", "<>", "returned") : qb)),
    start_after: filters.dateFrom("r.start_date"),
    start_before: filters.dateTo("r.start_date", false),
  },
};

/** The rentals the caller may see: the company's for staff, their own for a customer. */
export function scopedRentals(db: DB, ctx: AuthContext) {
  let qb = db
    .selectFrom("rentals as r")
    .innerJoin("users as u", "u.id", "r.user_id")
    .innerJoin("devices as d", "d.id", "r.device_id")
    .innerJoin("countries as co", "co.id", "r.country_id")
    .leftJoin("plans as p", "p.id", "r.plan_id")
    .leftJoin("carriers as c", "c.id", "p.carrier_id")
    .leftJoin("payment_methods as pm", "pm.id", "r.payment_method_id")
    .where("r.company_id", "=", ctx.companyId);
  if (!isStaff(ctx)) qb = qb.where("r.user_id", "=", ctx.user.id);
  return qb;
}

export const selectRental = (qb: ReturnType<typeof scopedRentals>) =>
  qb.selectAll("r").select([
    "u.first_name",
    "u.last_name",
    "u.email",
    "d.name as device_name",
    "d.kind as device_kind",
    "co.name as country_name",
    "co.code as country_code",
    "p.name as plan_name",
    "p.carrier_id",
    "c.name as carrier_name",
    "pm.brand as card_brand",
    "pm.last4 as card_last4",
  ]);

type Row = Awaited<ReturnType<ReturnType<typeof selectRental>["executeTakeFirstOrThrow"]>>;

/** Rental days, both ends included (a rental from the 1st to the 3rd is 3 days). */
export function rentalDays(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

export function serializeRental(r: Row): RentalAnswer {
  return {
    id: r.id,
    status: r.status,
    trigger: r.trigger,
    user: r.user_id,
    user_name: `${r.first_name} ${r.last_name}`.trim(),
    user_email: r.email,
    device: r.device_id,
    device_name: r.device_name,
    device_kind: r.device_kind,
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
    payment_error: r.payment_error,
    rental_error: r.rental_error,
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
