import type { DB } from "../../db/connection";
import { failureFields } from "../../db/problems";
import { personAnswer, PERSON_COLUMNS } from "../../db/columns";
import { callersRows } from "../../db/lookups";
import type { FastifyRequest } from "fastify";
import { type AuthContext, isStaff } from "../../security/caller";
import { filters } from "../../http/lists/filters";
import { callersList, listReader } from "../../http/lists/readers";
import { personMatch } from "../../http/lists/search";
import type { ListSpec, SearchExpression } from "../../http/lists/spec";
import { formatCents } from "../../../common/money";
import { type Charge, CHARGE_KINDS, CHARGE_METHODS, CHARGE_STATUSES } from "./schemas";

/** A card's last four digits, typed whole, found through their index (a shorter term would scan charges). */
const lastFour: SearchExpression<"charges as ch"> = (eb, _pattern, _scope, term) =>
  term && /^\d{4}$/.test(term) ? eb("ch.last4", "=", term) : null;

/** Written against `charges as ch` alone: people are looked up first; every ordering has an index. */
const chargeListSpec: ListSpec<"charges as ch"> = {
  ordering: {
    created_at: "ch.created_at",
    amount: "ch.amount",
    status: "ch.status",
    kind: "ch.kind",
    id: "ch.id",
  },
  defaultOrdering: ["-created_at"],
  idColumn: "ch.id",
  search: [personMatch("ch.user_id"), lastFour],
  filters: {
    kind: filters.choice("ch.kind", CHARGE_KINDS),
    status: filters.choice("ch.status", CHARGE_STATUSES),
    method: filters.choice("ch.method", CHARGE_METHODS),
    user: filters.id("ch.user_id"),
    transaction: filters.id("ch.transaction_id"),
    rental: filters.id("ch.rental_id"),
    created_after: filters.dateFrom("ch.created_at"),
    created_before: filters.dateTo("ch.created_at"),
  },
};

/** The caller's charges without any join: what the list counts and pages through. */
function chargeRows(db: DB, ctx: AuthContext) {
  return db.selectFrom("charges as ch").$call(callersRows(ctx, "ch.company_id", "ch.user_id"));
}

export function scopedCharges(db: DB, ctx: AuthContext) {
  return db
    .selectFrom("charges as ch")
    .innerJoin("users as u", "u.id", "ch.user_id")
    .$call(callersRows(ctx, "ch.company_id", "ch.user_id"));
}

export const selectCharge = (qb: ReturnType<typeof scopedCharges>) =>
  qb.selectAll("ch").select(PERSON_COLUMNS);
type Row = Awaited<ReturnType<ReturnType<typeof selectCharge>["executeTakeFirstOrThrow"]>>;

export const serializeCharge = (r: Row): Charge => ({
  id: r.id,
  kind: r.kind,
  amount: formatCents(r.amount),
  status: r.status,
  method: r.method,
  user: r.user_id,
  ...personAnswer(r),
  transaction: r.transaction_id,
  rental: r.rental_id,
  payment_method: r.payment_method_id,
  brand: r.brand,
  last4: r.last4,
  ...failureFields(r),
  fee: r.fee === null ? null : formatCents(r.fee),
  net: r.net === null ? null : formatCents(r.net),
  created_by: r.created_by,
  created_at: r.created_at,
});

const callersCharges = callersList({
  spec: chargeListSpec,
  base: chargeRows,
  rows: (db, ctx, ids) => selectCharge(scopedCharges(db, ctx).where("ch.id", "in", ids)),
  serialize: serializeCharge,
});

/** What the processor took of a charge is the company's business: a customer reads no fee nor net. */
const feesFor =
  (ctx: AuthContext) =>
  (c: Charge): Charge =>
    isStaff(ctx) ? c : { ...c, fee: null, net: null };

/** The list (and its CSV export) of the caller's charges. */
export const listCharges = Object.assign(
  listReader(chargeListSpec, async (db, ctx, request) => {
    const page = await callersCharges(db, ctx, request);
    return { ...page, results: page.results.map(feesFor(ctx)) };
  }),
  {
    async *everyRow(db: DB, ctx: AuthContext, request: FastifyRequest) {
      for await (const c of callersCharges.everyRow(db, ctx, request)) yield feesFor(ctx)(c);
    },
  },
);
