import { DISPUTE_CLOSED, DISPUTE_EVIDENCE_FIELDS } from "../../../common/api/disputes";
import { formatCents } from "../../../common/money";
import { fullName } from "../../../common/names";
import type { DB } from "../../db/connection";
import { callersRows } from "../../db/lookups";
import { filters } from "../../http/lists/filters";
import { callersList } from "../../http/lists/readers";
import { personMatch } from "../../http/lists/search";
import type { ListSpec } from "../../http/lists/spec";
import { notFound } from "../../http/errors";
import { dueBy } from "../../payments-events/disputes";
import type { AuthContext } from "../../security/caller";
import { DISPUTE_STATUSES, type Dispute, type DisputeDetail } from "./schemas";

/** The list: filters by status, charge, customer and dates; ordered by when it opened or when evidence is due. */
const disputeListSpec: ListSpec<"disputes as d"> = {
  ordering: {
    created_at: "d.created_at",
    evidence_due_by: "d.evidence_due_by",
    amount: "d.amount",
    id: "d.id",
  },
  defaultOrdering: ["-created_at"],
  idColumn: "d.id",
  search: [personMatch("d.user_id")],
  filters: {
    status: filters.choice("d.status", DISPUTE_STATUSES),
    charge: filters.id("d.charge_id"),
    user: filters.id("d.user_id"),
    created_after: filters.dateFrom("d.created_at"),
    created_before: filters.dateTo("d.created_at"),
  },
};

function disputeRows(db: DB, ctx: AuthContext) {
  return db.selectFrom("disputes as d").$call(callersRows(ctx, "d.company_id", "d.user_id"));
}

const selectDisputes = (db: DB, ctx: AuthContext) =>
  db
    .selectFrom("disputes as d")
    .innerJoin("charges as ch", "ch.id", "d.charge_id")
    .innerJoin("users as u", "u.id", "d.user_id")
    .$call(callersRows(ctx, "d.company_id", "d.user_id"))
    .selectAll("d")
    .select([
      "ch.amount as charge_amount",
      "ch.transaction_id",
      "ch.rental_id",
      "u.first_name",
      "u.last_name",
      "u.email",
    ]);
type Row = Awaited<ReturnType<ReturnType<typeof selectDisputes>["executeTakeFirstOrThrow"]>>;

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

export const serializeDispute = (r: Row): Dispute => ({
  id: r.id,
  status: r.status,
  amount: formatCents(r.amount),
  reason: r.reason,
  evidence_due_by: dueBy(r.status, r.evidence_due_by),
  charge: r.charge_id,
  user: r.user_id,
  user_name: fullName(r.first_name, r.last_name) || r.email,
  transaction: r.transaction_id,
  rental: r.rental_id,
  charge_amount: formatCents(r.charge_amount),
  processor_ref: r.processor_ref,
  evidence_submitted_at: iso(r.evidence_submitted_at),
  closed_at: iso(r.closed_at),
  created_at: iso(r.created_at)!,
  updated_at: iso(r.updated_at)!,
});

export const listDisputes = callersList({
  spec: disputeListSpec,
  base: disputeRows,
  rows: (db, ctx, ids) => selectDisputes(db, ctx).where("d.id", "in", ids),
  serialize: serializeDispute,
});

/** The company's dispute row (staff), or 404. */
export async function disputeRow(db: DB, ctx: AuthContext, id: number) {
  const row = await selectDisputes(db, ctx).where("d.id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** GET /api/disputes/{id}/: the row, and the evidence as sent, else as compiled from what we know. */
export async function getDisputeDetail(db: DB, ctx: AuthContext, id: number): Promise<DisputeDetail> {
  const row = await disputeRow(db, ctx, id);
  const sent = JSON.parse(row.evidence || "{}") as Record<string, string>;
  const evidenceSent = Object.keys(sent).length > 0;
  return {
    ...serializeDispute(row),
    evidence: evidenceSent ? sent : await compileEvidence(db, row),
    evidence_sent: evidenceSent,
    funds_withdrawn_at: iso(row.funds_withdrawn_at),
    funds_reinstated_at: iso(row.funds_reinstated_at),
  };
}

/**
 * Stripe's evidence fields from what the product knows of the charge: the customer, their address, what was
 * bought (the line, carrier and plan, or the rented device), when the carrier confirmed the top-up and its
 * reference, who ordered it and how. Staff edit it before sending.
 */
async function compileEvidence(db: DB, row: Row): Promise<Record<string, string>> {
  const customer = await db
    .selectFrom("users")
    .select(["first_name", "last_name", "email", "address", "state", "zip_code"])
    .where("id", "=", row.user_id)
    .executeTakeFirstOrThrow();
  const evidence: Record<string, string> = {
    customer_name: fullName(customer.first_name, customer.last_name),
    customer_email_address: customer.email,
    billing_address: [customer.address, customer.state, customer.zip_code].filter(Boolean).join(", "),
  };
  if (row.transaction_id !== null) {
    const t = await db
      .selectFrom("transactions as t")
      .innerJoin("phone_numbers as pn", "pn.id", "t.phone_number_id")
      .innerJoin("plans as p", "p.id", "t.plan_id")
      .innerJoin("carriers as c", "c.id", "p.carrier_id")
      .leftJoin("users as by", "by.id", "t.created_by")
      .select([
        "t.id",
        "t.trigger",
        "t.created_at",
        "t.completed_at",
        "t.provider_ref",
        "t.status",
        "t.created_by",
        "pn.number",
        "p.name as plan",
        "c.name as carrier",
        "by.email as by_email",
        "by.first_name as by_first",
        "by.last_name as by_last",
      ])
      .where("t.id", "=", row.transaction_id)
      .executeTakeFirst();
    if (t) {
      const completed = iso(t.completed_at);
      evidence.product_description = `Prepaid phone refill: ${t.carrier} ${t.plan} for the line ${t.number} (refill #${t.id}).`;
      if (completed) evidence.service_date = completed.slice(0, 10);
      evidence.access_activity_log = [
        `Ordered ${iso(t.created_at)} (${t.trigger === "manual" ? "Refill Now" : t.trigger})` +
          (t.by_email ? ` by ${fullName(t.by_first, t.by_last) || t.by_email} <${t.by_email}>.` : "."),
      ].join(" ");
      const ip =
        t.created_by === null ? null : await signInAddress(db, row.company_id, t.created_by, t.created_at);
      if (ip) {
        evidence.customer_purchase_ip = ip;
        evidence.access_activity_log += ` Signed in from ${ip}.`;
      }
      const facts: string[] = [];
      if (t.status === "success" && t.provider_ref)
        facts.push(
          `The carrier confirmed the top-up of ${t.number} at ${completed} with reference ${t.provider_ref}.`,
        );
      const receipt = await db
        .selectFrom("messages")
        .select(["to_address", "channel", "sent_at", "created_at"])
        .where("company_id", "=", row.company_id)
        .where("event_key", "=", `refill-receipt:${t.id}`)
        .orderBy("id")
        .execute();
      for (const m of receipt)
        facts.push(
          `Receipt sent by ${m.channel === "sms" ? "SMS" : "e-mail"} to ${m.to_address} at ${iso(m.sent_at ?? m.created_at)}.`,
        );
      if (facts.length) evidence.uncategorized_text = facts.join(" ");
    }
  } else if (row.rental_id !== null) {
    const r = await db
      .selectFrom("rentals as r")
      .innerJoin("devices as dv", "dv.id", "r.device_id")
      .select(["r.id", "r.start_date", "r.end_date", "r.picked_up_at", "dv.name"])
      .where("r.id", "=", row.rental_id)
      .executeTakeFirst();
    if (r) {
      evidence.product_description = `Device rental: ${r.name} from ${r.start_date} to ${r.end_date} (rental #${r.id}).`;
      evidence.service_date = String(r.start_date);
      if (r.picked_up_at)
        evidence.uncategorized_text = `The customer picked the device up at ${iso(r.picked_up_at)}.`;
    }
  }
  return Object.fromEntries(DISPUTE_EVIDENCE_FIELDS.filter((f) => evidence[f]).map((f) => [f, evidence[f]]));
}

/**
 * The address the person who ordered signed in from: their last sign-in (the audit log's `sign_in`, which
 * keeps the client's address) at or before the order.
 */
async function signInAddress(db: DB, companyId: number, userId: number, before: string | Date) {
  const signIn = await db
    .selectFrom("audit_log")
    .select("data")
    .where("company_id", "=", companyId)
    .where("action", "=", "sign_in")
    .where("actor_id", "=", userId)
    .where("created_at", "<=", iso(before)!)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  const address = (JSON.parse(signIn?.data || "{}") as { ip_address?: unknown }).ip_address;
  return typeof address === "string" && address ? address : null;
}

export const isClosed = (row: { status: Dispute["status"] }) => DISPUTE_CLOSED.includes(row.status);
