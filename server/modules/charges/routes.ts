import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { DB } from "../../db/connection";
import { PERSON_COLUMNS } from "../../db/columns";
import { callersRows } from "../../db/lookups";
import type { AuthContext } from "../../http/auth";
import { filters, type ListSpec, callersList, relatedMatch, type SearchExpression } from "../../http/drf";
import { notFound } from "../../http/errors";
import { formatCents } from "../../http/money";
import { recordRoutes } from "../../http/routes";

const KINDS = ["refill", "rental", "rental_payment", "deposit", "refund"] as const;
const STATUSES = ["pending", "succeeded", "failed", "refunded"] as const;

const chargeAnswer = z.object({
  id: z.number().int(),
  kind: z.enum(KINDS),
  amount: z.string().describe("decimal string, USD; refunds are positive amounts of kind refund"),
  status: z.enum(STATUSES),
  method: z.enum(["card", "cash"]),
  user: z.number().int(),
  user_name: z.string(),
  user_email: z.string(),
  transaction: z.number().int().nullable(),
  rental: z.number().int().nullable(),
  payment_method: z.number().int().nullable(),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  failure_message: z.string().nullable(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
});
/** Staff also see the processor's reference and the idempotency key (support questions need them). */
const chargeDetailAnswer = chargeAnswer.extend({
  processor_ref: z.string().nullable(),
  idempotency_key: z.string(),
});

/** A card's last four digits, typed whole, found through their index (a shorter term would scan charges). */
const lastFour: SearchExpression = (eb, _pattern, _scope, term) =>
  term && /^\d{4}$/.test(term) ? eb("ch.last4", "=", term) : null;

/** Written against `charges as ch` alone: people are looked up first; every ordering has an index. */
const chargeListSpec: ListSpec = {
  ordering: {
    created_at: "ch.created_at",
    amount: "ch.amount",
    status: "ch.status",
    kind: "ch.kind",
    id: "ch.id",
  },
  defaultOrdering: ["-created_at"],
  idColumn: "ch.id",
  search: [relatedMatch("ch.user_id", "users", ["first_name", "last_name", "email"]), lastFour],
  filters: {
    kind: filters.choice("ch.kind", KINDS),
    status: filters.choice("ch.status", STATUSES),
    method: filters.choice("ch.method", ["card", "cash"]),
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

function scopedCharges(db: DB, ctx: AuthContext) {
  return db
    .selectFrom("charges as ch")
    .innerJoin("users as u", "u.id", "ch.user_id")
    .$call(callersRows(ctx, "ch.company_id", "ch.user_id"));
}

const selectCharge = (qb: ReturnType<typeof scopedCharges>) => qb.selectAll("ch").select(PERSON_COLUMNS);
type Row = Awaited<ReturnType<ReturnType<typeof selectCharge>["executeTakeFirstOrThrow"]>>;

const serializeCharge = (r: Row): z.infer<typeof chargeAnswer> => ({
  id: r.id,
  kind: r.kind,
  amount: formatCents(r.amount),
  status: r.status,
  method: r.method,
  user: r.user_id,
  user_name: `${r.first_name} ${r.last_name}`.trim(),
  user_email: r.email,
  transaction: r.transaction_id,
  rental: r.rental_id,
  payment_method: r.payment_method_id,
  brand: r.brand,
  last4: r.last4,
  failure_message: r.failure_message,
  created_by: r.created_by,
  created_at: r.created_at,
});

const listCharges = callersList({
  spec: chargeListSpec,
  base: chargeRows,
  rows: (db, ctx, ids) => selectCharge(scopedCharges(db, ctx).where("ch.id", "in", ids)),
  serialize: serializeCharge,
});

/** Charges: the list for everyone signed in (customers their own); one charge's details for staff only. */
const chargeRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = recordRoutes(app, { path: "/charges/", tag: "charges", caller: "user" });

  routes.list({
    summary: "Charges (payments, deposits, refunds)",
    row: chargeAnswer,
    read: listCharges,
  });
  routes.retrieve({
    summary: "One charge (staff)",
    caller: "member",
    row: chargeDetailAnswer,
    handler: async (ctx, id) => {
      const row = await selectCharge(
        scopedCharges(app.db, ctx).where("ch.id", "=", id),
      ).executeTakeFirstOrThrow(notFound);
      return {
        ...serializeCharge(row),
        processor_ref: row.processor_ref,
        idempotency_key: row.idempotency_key,
      };
    },
  });
};

export default chargeRoutes;
