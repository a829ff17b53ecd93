import { chargeKindLabel } from "../../../common/labels";
import { formatMoneyCents } from "../../../common/money";
import { fullName } from "../../../common/names";
import { joinParts } from "../../../common/text";
import type { DB } from "../../db/connection";
import type { AuthContext } from "../../security/caller";
import { notFound } from "../../http/errors";
import { formatCents } from "../../../common/money";
import { companyCharge, refundableOf } from "../../money/refund";
import { disputeOfCharge } from "../../payments-events/disputes";
import { scopedCharges, selectCharge, serializeCharge } from "./queries";
import type { ChargeDetail } from "./schemas";

/**
 * GET /api/charges/{id}/ (staff): the charge as the list shows it, the processor's references, and its
 * chain of refunds: the charge a refund gave money back from, or a charge's refunds and what is left.
 */
export async function getChargeDetail(db: DB, ctx: AuthContext, id: number): Promise<ChargeDetail> {
  const row = await selectCharge(scopedCharges(db, ctx).where("ch.id", "=", id)).executeTakeFirst();
  if (!row) throw notFound();
  const [origin, refunds, own] = await Promise.all([
    row.refund_of === null
      ? undefined
      : db
          .selectFrom("charges")
          .select(["id", "kind", "amount"])
          .where("id", "=", row.refund_of)
          .where("company_id", "=", ctx.companyId)
          .executeTakeFirst(),
    db
      .selectFrom("charges as r")
      .leftJoin("users as a", "a.id", "r.created_by")
      .select([
        "r.id",
        "r.amount",
        "r.status",
        "r.note",
        "r.created_at",
        "a.first_name",
        "a.last_name",
        "a.email",
      ])
      .where("r.refund_of", "=", id)
      .where("r.company_id", "=", ctx.companyId)
      .orderBy("r.id")
      .execute(),
    companyCharge(db, ctx.companyId, id),
  ]);
  const { left, refusal } = await refundableOf(db, own!);
  const dispute = await disputeOfCharge(db, id);
  return {
    ...serializeCharge(row),
    processor_ref: row.processor_ref,
    idempotency_key: row.idempotency_key,
    note: row.note,
    refund_of: origin
      ? {
          id: origin.id,
          label: joinParts(
            `Charge #${origin.id}`,
            chargeKindLabel(origin.kind),
            formatMoneyCents(origin.amount),
          ),
        }
      : null,
    refunds: refunds.map((r) => ({
      id: r.id,
      amount: formatCents(r.amount),
      status: r.status,
      note: r.note,
      created_by_name: r.email === null ? null : fullName(r.first_name, r.last_name) || r.email,
      created_at: r.created_at,
    })),
    refundable_amount: formatCents(refusal ? 0 : left),
    refund_refusal: refusal,
    dispute,
    fraud_warning_at: row.fraud_warning_at === null ? null : new Date(row.fraud_warning_at).toISOString(),
  };
}
