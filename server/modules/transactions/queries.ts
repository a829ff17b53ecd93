import type { FastifyRequest } from "fastify";
import type { AuthContext } from "../../http/auth";
import { isStaff } from "../../http/auth";
import { applyFilters, filters, likeLower, type ListSpec } from "../../http/drf";
import { formatCents } from "../../http/money";
import type { DB } from "../../db/connection";
import { TRANSACTION_STATUSES, TRANSACTION_TRIGGERS, type TransactionAnswer } from "./schemas";

/** SPEC.md §3 transaction filters (page, page_size, ordering and search are the DRF layer's). */
export const transactionListSpec: ListSpec = {
  ordering: {
    created_at: "t.created_at",
    updated_at: "t.updated_at",
    amount: "t.amount",
    status: "t.status",
    trigger: "t.trigger",
    id: "t.id",
  },
  defaultOrdering: ["-created_at"],
  idColumn: "t.id",
  search: [
    "u.first_name",
    "u.last_name",
    "u.email",
    "pn.number",
    "p.name",
    "c.name",
    (_eb, pattern) => likeLower("t.provider_ref", pattern),
  ],
  filters: {
    status: filters.choice("t.status", TRANSACTION_STATUSES),
    trigger: filters.choice("t.trigger", TRANSACTION_TRIGGERS),
    plan: filters.id("t.plan_id"),
    plan__carrier: filters.id("p.carrier_id"),
    user: filters.id("t.user_id"),
    phone_number: filters.id("t.phone_number_id"),
    scheduled_refill: filters.id("t.scheduled_refill_id"),
    payment_error: filters.present("t.payment_error"),
    refill_error: filters.present("t.refill_error"),
    created_after: filters.dateFrom("t.created_at"),
    created_before: filters.dateTo("t.created_at"),
  },
};

/** The transactions the caller may see: the company's for staff, their own for a customer. */
export function scopedTransactions(db: DB, ctx: AuthContext) {
  let qb = db
    .selectFrom("transactions as t")
    .innerJoin("users as u", "u.id", "t.user_id")
    .innerJoin("phone_numbers as pn", "pn.id", "t.phone_number_id")
    .innerJoin("plans as p", "p.id", "t.plan_id")
    .innerJoin("carriers as c", "c.id", "p.carrier_id")
    .leftJoin("payment_methods as pm", "pm.id", "t.payment_method_id")
    .where("t.company_id", "=", ctx.companyId);
  if (!isStaff(ctx)) qb = qb.where("t.user_id", "=", ctx.user.id);
  return qb;
}

export const selectTransaction = (qb: ReturnType<typeof scopedTransactions>) =>
  qb.select([
    "t.id",
    "t.status",
    "t.trigger",
    "t.amount",
    "t.user_id",
    "u.first_name",
    "u.last_name",
    "u.email",
    "t.phone_number_id",
    "pn.number as phone_digits",
    "t.plan_id",
    "p.name as plan_name",
    "p.carrier_id",
    "c.name as carrier_name",
    "t.payment_method_id",
    "pm.brand as card_brand",
    "pm.last4 as card_last4",
    "t.charge_id",
    "t.payment_error",
    "t.refill_error",
    "t.provider_ref",
    "t.attempts",
    "t.scheduled_refill_id",
    "t.run_on",
    "t.created_by",
    "t.resolved_by",
    "t.resolved_at",
    "t.note",
    "t.created_at",
    "t.updated_at",
    "t.completed_at",
  ]);

type Row = Awaited<ReturnType<ReturnType<typeof selectTransaction>["executeTakeFirstOrThrow"]>>;

export const cardLabel = (brand: string | null, last4: string | null) =>
  brand && last4 ? `${brand[0].toUpperCase()}${brand.slice(1)} •••• ${last4}` : null;

export function serializeTransaction(r: Row): TransactionAnswer {
  return {
    id: r.id,
    status: r.status,
    trigger: r.trigger,
    amount: formatCents(r.amount),
    user: r.user_id,
    user_name: `${r.first_name} ${r.last_name}`.trim(),
    user_email: r.email,
    phone_number: r.phone_number_id,
    phone_number_digits: r.phone_digits,
    plan: r.plan_id,
    plan_name: r.plan_name,
    carrier: r.carrier_id,
    carrier_name: r.carrier_name,
    payment_method: r.payment_method_id,
    card_label: cardLabel(r.card_brand, r.card_last4),
    charge: r.charge_id,
    payment_error: r.payment_error,
    refill_error: r.refill_error,
    provider_ref: r.provider_ref,
    attempts: r.attempts,
    scheduled_refill: r.scheduled_refill_id,
    run_on: r.run_on,
    created_by: r.created_by,
    resolved_by: r.resolved_by,
    resolved_at: r.resolved_at,
    note: r.note,
    created_at: r.created_at,
    updated_at: r.updated_at,
    completed_at: r.completed_at,
  };
}

/** Counts per status under the list's filters, except `status` itself (the tabs above the list). */
export async function countByStatus(db: DB, ctx: AuthContext, request: FastifyRequest) {
  const { status: _ignored, ...query } = (request.query ?? {}) as Record<string, unknown>;
  const rows = await applyFilters(scopedTransactions(db, ctx), transactionListSpec, query)
    .select((eb) => ["t.status", eb.fn.countAll<number>().as("n")])
    .groupBy("t.status")
    .execute();
  const counts = Object.fromEntries(TRANSACTION_STATUSES.map((s) => [s, 0])) as Record<(typeof TRANSACTION_STATUSES)[number], number>;
  let all = 0;
  for (const r of rows as Array<{ status: (typeof TRANSACTION_STATUSES)[number]; n: number }>) {
    counts[r.status] = Number(r.n);
    all += Number(r.n);
  }
  return { all, ...counts };
}
