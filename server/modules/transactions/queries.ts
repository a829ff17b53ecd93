import type { AuthContext } from "../../security/caller";
import { keptCount } from "../../db/list-counts";
import { statusCounters } from "../../http/lists/counters";
import { filters } from "../../http/lists/filters";
import { callersList } from "../../http/lists/readers";
import { likeLower, personMatch, relatedMatch } from "../../http/lists/search";
import type { ListSpec, RelatedSearch, SearchExpression } from "../../http/lists/spec";
import { cardLabel } from "../../../common/cards";
import { formatCents } from "../../../common/money";
import type { DB } from "../../db/connection";
import { CARD_LABEL_COLUMNS, personAnswer, PERSON_COLUMNS } from "../../db/columns";
import { callersRowById, callersRows, companyRowById } from "../../db/lookups";
import { notFound } from "../../http/errors";
import { transactionsWithRefs } from "../../refills/rows";
import { problemFields, storedProblem } from "../../db/problems";
import { TRANSACTION_STATUSES, TRANSACTION_TRIGGERS, type TransactionAnswer } from "./schemas";
import { marginFigures, REFILL_FEES, REFILL_REVENUE } from "../../money/refill-margin";

/** A term typed like a provider's reference is matched whole, through its index (never a scan). */
const providerRef: SearchExpression<"transactions as t"> = (eb, _pattern, _scope, term) =>
  term && /^[\w.:-]{6,}$/.test(term) && /\d/.test(term) ? eb("t.provider_ref", "=", term) : null;

/** Plans whose name or carrier's name matches: `t.plan_id in (…)`, the company's carriers only. */
const planOrCarrier: RelatedSearch<"transactions as t"> = {
  column: "t.plan_id",
  lookup: (qc, pattern, scope) => {
    let plans = qc
      .selectFrom("plans as sp")
      .innerJoin("carriers as sc", "sc.id", "sp.carrier_id")
      .select("sp.id")
      .where((inner) => inner.or([likeLower("sp.name", pattern), likeLower("sc.name", pattern)]));
    if (scope) plans = plans.where("sc.company_id", "=", scope.companyId);
    return plans;
  },
};

/**
 * The transaction filters of docs/api-conventions.md (page, page_size, ordering and search are the DRF
 * layer's). Written
 * against `transactions as t` alone, so the count and the page's ids need no join: search looks up
 * people, numbers and plans first (small tables) and reaches transactions through their indexes; the
 * plan's carrier is a subquery. Every ordering has an index (migration 0002).
 */
export const transactionListSpec: ListSpec<"transactions as t"> = {
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
    personMatch("t.user_id"),
    relatedMatch("t.phone_number_id", "phone_numbers", ["number"]),
    planOrCarrier,
    providerRef,
  ],
  filters: {
    status: filters.choice("t.status", TRANSACTION_STATUSES),
    trigger: filters.choice("t.trigger", TRANSACTION_TRIGGERS),
    plan: filters.id("t.plan_id"),
    plan__carrier: filters.idThrough("t.plan_id", "plans", "carrier_id"),
    user: filters.id("t.user_id"),
    phone_number: filters.id("t.phone_number_id"),
    scheduled_refill: filters.id("t.scheduled_refill_id"),
    payment_error: filters.present("t.payment_error_code"),
    refill_error: filters.present("t.refill_error_code"),
    created_after: filters.dateFrom("t.created_at"),
    created_before: filters.dateTo("t.created_at"),
  },
};

/** The caller's transactions without any join: what lists count and page through. */
export function transactionRows(db: DB, ctx: AuthContext) {
  return db.selectFrom("transactions as t").$call(callersRows(ctx, "t.company_id", "t.user_id"));
}

/** The transactions the caller may see: the company's for staff, their own for a customer. */
export function scopedTransactions(db: DB, ctx: AuthContext) {
  return transactionsWithRefs(db).$call(callersRows(ctx, "t.company_id", "t.user_id"));
}

export const selectTransaction = (qb: ReturnType<typeof scopedTransactions>) =>
  qb.select([
    "t.id",
    "t.status",
    "t.trigger",
    "t.amount",
    "t.user_id",
    ...PERSON_COLUMNS,
    "t.phone_number_id",
    "pn.number as phone_digits",
    "t.plan_id",
    "p.name as plan_name",
    "p.carrier_id",
    "c.name as carrier_name",
    "t.payment_method_id",
    ...CARD_LABEL_COLUMNS,
    "t.charge_id",
    "t.payment_error",
    "t.payment_error_code",
    "t.payment_error_params",
    "t.refill_error",
    "t.refill_error_code",
    "t.refill_error_params",
    "t.provider_ref",
    "t.waiting_for",
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

export function serializeTransaction(r: Row): TransactionAnswer {
  return {
    id: r.id,
    status: r.status,
    trigger: r.trigger,
    amount: formatCents(r.amount),
    user: r.user_id,
    ...personAnswer(r),
    phone_number: r.phone_number_id,
    phone_number_digits: r.phone_digits,
    plan: r.plan_id,
    plan_name: r.plan_name,
    carrier: r.carrier_id,
    carrier_name: r.carrier_name,
    payment_method: r.payment_method_id,
    card_label: cardLabel(r.card_brand, r.card_last4),
    charge: r.charge_id,
    ...problemFields("payment", storedProblem(r.payment_error_code, r.payment_error_params, r.payment_error)),
    ...problemFields("refill", storedProblem(r.refill_error_code, r.refill_error_params, r.refill_error)),
    provider_ref: r.provider_ref,
    waiting_for: r.waiting_for,
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

/** GET /api/transactions/: ids from transactions alone (index order), then their rows with the joins. */
export const listTransactions = callersList({
  spec: transactionListSpec,
  base: transactionRows,
  rows: (db, ctx, ids) => selectTransaction(scopedTransactions(db, ctx).where("t.id", "in", ids)),
  serialize: serializeTransaction,
  countHint: (db, ctx) => keptCount(db, ctx, "transactions"),
});

/** A transaction as the CSV export writes it: the list's row and, for staff's columns, the refill's margin. */
export type TransactionExportRow = TransactionAnswer & { margin: ReturnType<typeof marginFigures> };

/**
 * GET /api/transactions/export/: the list's rows, each with what its charges took and its fees (two small
 * sums over its charges, through their transaction index) and its top-up's cost.
 */
export const exportTransactions = callersList({
  spec: transactionListSpec,
  base: transactionRows,
  rows: (db, ctx, ids) =>
    selectTransaction(scopedTransactions(db, ctx).where("t.id", "in", ids)).select((eb) => [
      "t.topup_cost",
      eb
        .selectFrom("charges as ch")
        .select(REFILL_REVENUE.as("v"))
        .whereRef("ch.transaction_id", "=", "t.id")
        .as("refill_revenue"),
      eb
        .selectFrom("charges as ch")
        .select(REFILL_FEES.as("v"))
        .whereRef("ch.transaction_id", "=", "t.id")
        .as("refill_fees"),
    ]),
  serialize: (r): TransactionExportRow => ({
    ...serializeTransaction(r),
    margin: marginFigures({
      revenue: Number(r.refill_revenue ?? 0),
      cost: Number(r.topup_cost ?? 0),
      fees: Number(r.refill_fees ?? 0),
    }),
  }),
});

/** Counts per status under the list's filters, except `status` itself (the tabs above the list). */
export const countByStatus = statusCounters(
  { spec: transactionListSpec, base: transactionRows },
  { kept: "transactions", column: "t.status", statuses: TRANSACTION_STATUSES },
);

// The reads of a refill's writes and actions (create, staff actions, the customer's, refund and close).

/** The company's transaction (staff actions), or 404. */
export function companyTransaction(db: DB, ctx: AuthContext, id: number) {
  return db
    .selectFrom("transactions")
    .select(["id", "status", "attempts", "user_id", "payment_method_id"])
    .$call(companyRowById(ctx.companyId, id))
    .executeTakeFirstOrThrow(notFound);
}

/** The customer's own transaction (pay, authenticate), or 404. */
export function ownTransaction(db: DB, ctx: AuthContext, id: number) {
  return db
    .selectFrom("transactions")
    .select(["id", "status", "attempts", "user_id", "payment_method_id", "payment_error_code", "charge_id"])
    .$call(callersRowById(ctx, id))
    .executeTakeFirstOrThrow(notFound);
}

/** The refill's status and attempts, within the company when one is named. */
export function refillState(db: DB, id: number, companyId?: number) {
  let query = db.selectFrom("transactions").select(["id", "status", "attempts"]).where("id", "=", id);
  if (companyId !== undefined) query = query.where("company_id", "=", companyId);
  return query.executeTakeFirst();
}

/** The refill's charges of every kind and state; the reads below narrow them. */
const chargesOf = (db: DB, transactionId: number) =>
  db.selectFrom("charges").where("transaction_id", "=", transactionId);

/** A refill's charge waiting for the customer's authentication (pending, with the processor's reference). */
export function waitingCharge(db: DB, transactionId: number) {
  return chargesOf(db, transactionId)
    .select(["id", "processor_ref", "payment_method_id"])
    .where("kind", "=", "refill")
    .where("status", "=", "pending")
    .where("processor_ref", "is not", null)
    .orderBy("id", "desc")
    .executeTakeFirst();
}

/** The refill's charge that took the money, if any. */
export function succeededCharge(db: DB, transactionId: number) {
  return chargesOf(db, transactionId)
    .select("id")
    .where("kind", "=", "refill")
    .where("status", "=", "succeeded")
    .orderBy("id", "desc")
    .executeTakeFirst();
}

/** Whether any charge of the refill succeeded, whatever its kind. */
export async function anyChargeSucceeded(db: DB, transactionId: number): Promise<boolean> {
  const paid = await chargesOf(db, transactionId)
    .select("id")
    .where("status", "=", "succeeded")
    .executeTakeFirst();
  return !!paid;
}

/** Whether a refund of the refill's charge is done or on its way. */
export async function hasRefund(db: DB, transactionId: number): Promise<boolean> {
  const refund = await chargesOf(db, transactionId)
    .select("id")
    .where("kind", "=", "refund")
    .where("status", "in", ["pending", "succeeded"])
    .executeTakeFirst();
  return !!refund;
}

/** The refill's history: the engine's and people's steps, oldest first, with who acted. */
export function transactionEvents(db: DB, transactionId: number) {
  return db
    .selectFrom("transaction_events as e")
    .leftJoin("users as a", "a.id", "e.actor_id")
    .select([
      "e.id",
      "e.attempt",
      "e.step",
      "e.outcome",
      "e.code",
      "e.params",
      "e.message",
      "e.actor_id",
      "a.first_name",
      "a.last_name",
      "e.created_at",
    ])
    .where("e.transaction_id", "=", transactionId)
    .orderBy("e.id")
    .execute();
}
