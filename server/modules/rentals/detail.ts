import type { DB } from "../../db/connection";
import type { AuthContext } from "../../http/auth";
import { notFound } from "../../http/errors";
import { formatCents } from "../../http/money";
import { cardLabel } from "../../../common/cards";
import { scopedRentals, selectRental, serializeRental } from "./queries";
import type { RentalDetail } from "./schemas";
import { dailyRateOf, depositPaidOf, endPreview, NEXT_STATUS, refundableOf } from "./service";

const nameOf = async (db: DB, id: number | null) => {
  if (id === null) return null;
  const u = await db
    .selectFrom("users")
    .select(["first_name", "last_name", "email"])
    .where("id", "=", id)
    .executeTakeFirst();
  return u ? `${u.first_name} ${u.last_name}`.trim() || u.email : null;
};

/** GET /api/rental/rentals/{id}/: one rental with its charges, deposit state and, while out, the end preview. */
export async function getRentalDetail(
  db: DB,
  ctx: AuthContext,
  id: number,
  now = new Date(),
): Promise<RentalDetail> {
  const row = await selectRental(scopedRentals(db, ctx).where("r.id", "=", id)).executeTakeFirst();
  if (!row) throw notFound();
  const raw = await db.selectFrom("rentals").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const company = await db
    .selectFrom("companies")
    .select("name")
    .where("id", "=", ctx.companyId)
    .executeTakeFirstOrThrow();
  const charges = await db
    .selectFrom("charges")
    .select([
      "id",
      "kind",
      "method",
      "status",
      "amount",
      "brand",
      "last4",
      "processor_ref",
      "failure_message",
      "created_by",
      "created_at",
    ])
    .where("rental_id", "=", id)
    .where("company_id", "=", ctx.companyId)
    .orderBy("id")
    .execute();
  const refunded = charges
    .filter((c) => c.kind === "refund" && c.status === "succeeded")
    .reduce((sum, c) => sum + c.amount, 0);
  const next = NEXT_STATUS[raw.status];
  return {
    ...serializeRental(row),
    company_name: company.name,
    daily_rate: formatCents(await dailyRateOf(db, raw)),
    created_by_name: await nameOf(db, raw.created_by),
    resolved_by_name: await nameOf(db, raw.resolved_by),
    deposit_paid_amount: formatCents(depositPaidOf(raw)),
    deposit_refunded_amount: formatCents(refunded),
    refundable_deposit_amount: formatCents(await refundableOf(db, raw)),
    next_statuses: next ? [next] : [],
    charges: charges.map((c) => ({
      id: c.id,
      kind: c.kind,
      method: c.method,
      status: c.status,
      amount: formatCents(c.amount),
      card_label: cardLabel(c.brand, c.last4),
      processor_ref: c.processor_ref,
      failure_message: c.failure_message,
      created_by: c.created_by,
      created_at: c.created_at,
    })),
    end_preview: raw.status === "picked_up" ? await endPreview(db, raw, now) : null,
  };
}
