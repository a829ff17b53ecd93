import type { DB } from "../../db/connection";
import { failureFields } from "../../db/problems";
import { namesOf } from "../../db/lookups";
import type { AuthContext } from "../../security/caller";
import type { PaymentsAdapter } from "../../integrations/payments/types";
import { notFound } from "../../http/errors";
import { formatCents } from "../../../common/money";
import { cardLabel } from "../../../common/cards";
import { refundSourceOf, waitingCharges } from "../../money/rental-charges";
import { rentalRates } from "./catalogue";
import { scopedRentals, selectRental, serializeRental } from "./queries";
import type { RentalDetail } from "./schemas";
import { dayIn } from "../../../common/dates";
import { ledgerFigures } from "../../../common/rental-ledger";
import { rentalLines } from "../../money/ledger";
import { endPreview } from "./return";
import { chargedOnAssign, NEXT_STATUS } from "./rules";
import { authenticateAction, chargesFor } from "../../money/charges";

/** GET /api/rental/rentals/{id}/: one rental with its charges, deposit state and, while out, the end preview. */
export async function getRentalDetail(
  db: DB,
  ctx: AuthContext,
  id: number,
  now = new Date(),
  payments?: PaymentsAdapter,
): Promise<RentalDetail> {
  const row = await selectRental(scopedRentals(db, ctx).where("r.id", "=", id)).executeTakeFirst();
  if (!row) throw notFound();
  const raw = await db.selectFrom("rentals").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const company = await db
    .selectFrom("companies")
    .select(["name", "time_zone", "address", "support_phone", "support_email"])
    .where("id", "=", ctx.companyId)
    .executeTakeFirstOrThrow();
  const { device, country } = await rentalRates(db, raw);
  const card = raw.payment_method_id
    ? await db
        .selectFrom("payment_methods")
        .select(["brand", "last4"])
        .where("id", "=", raw.payment_method_id)
        .executeTakeFirst()
    : undefined;
  const lines = await rentalLines(db, id);
  const f = ledgerFigures(lines);
  const refundable = raw.deposit_refunded_at ? 0 : f.deposit_paid_amount;
  const source = refundable > 0 ? await refundSourceOf(db, id, refundable) : undefined;
  const charges = await chargesFor(db, ctx.companyId, "rental_id", id);
  const nameOf = await namesOf(db, ctx.companyId, [raw.created_by, raw.resolved_by]);
  const depositRefunded = -lines
    .filter((l) => l.kind === "deposit_refund")
    .reduce((sum, l) => sum + l.paid_amount, 0);
  const next = NEXT_STATUS[raw.status];
  // Waiting for the customer's bank (Rent Now on screen): the charge they authenticate next, and for the
  // customer the processor's secret for the browser's step, fetched now and never stored.
  const waiting = raw.status === "error" ? (await waitingCharges(db, ctx.companyId, id))[0] : undefined;
  const nextAction = await authenticateAction(ctx, payments, waiting?.processor_ref);
  return {
    ...serializeRental(row),
    company_name: company.name,
    company_address: company.address,
    company_support_phone: company.support_phone,
    company_support_email: company.support_email,
    time_zone: company.time_zone,
    today: dayIn(company.time_zone, now),
    picked_up_on: raw.picked_up_at ? dayIn(company.time_zone, raw.picked_up_at) : null,
    daily_rate: formatCents(device.daily_rate + country.daily_rate),
    device_daily_rate: formatCents(device.daily_rate),
    country_daily_rate: formatCents(country.daily_rate),
    country_name: country.name,
    payment_method: raw.payment_method_id,
    payment_method_label: card ? cardLabel(card.brand, card.last4) : null,
    rental_due_amount: formatCents(f.rental_due_amount),
    deposit_held_amount: formatCents(f.deposit_held_amount),
    received_amount: formatCents(f.received_amount),
    refunded_amount: formatCents(f.refunded_amount),
    refund_methods: refundable > 0 ? (source ? ["card", "cash"] : ["cash"]) : [],
    refund_card_label: source ? cardLabel(source.brand, source.last4) : null,
    assign_card_charge_amount: formatCents(
      chargedOnAssign(
        raw,
        charges.filter((c) => c.status === "pending").reduce((sum, c) => sum + c.amount, 0),
      ),
    ),
    lines: lines.map((l) => ({
      id: l.id,
      kind: l.kind,
      days: l.days,
      daily_rate: l.daily_rate === null ? null : formatCents(l.daily_rate),
      amount: formatCents(l.amount),
      tax_amount: formatCents(l.tax_amount),
      tax_rate: l.tax_rate,
      paid_amount: formatCents(l.paid_amount),
      method: l.method,
      charge: l.charge_id,
      card_label: cardLabel(l.card_brand, l.card_last4),
      from_date: l.from_date,
      to_date: l.to_date,
      reason: l.reason,
      fee_kind: l.fee_kind,
      is_deposit: l.is_deposit,
      hold_amount: l.hold_amount === null ? null : formatCents(l.hold_amount),
      created_at: l.created_at,
    })),
    created_by_name: nameOf(raw.created_by),
    resolved_by_name: nameOf(raw.resolved_by),
    deposit_paid_amount: formatCents(f.deposit_paid_amount),
    deposit_refunded_amount: formatCents(depositRefunded),
    refundable_deposit_amount: formatCents(refundable),
    next_statuses: next ? [next] : [],
    charges: charges.map((c) => ({
      id: c.id,
      kind: c.kind,
      method: c.method,
      status: c.status,
      amount: formatCents(c.amount),
      card_label: cardLabel(c.brand, c.last4),
      processor_ref: c.processor_ref,
      ...failureFields(c),
      created_by: c.created_by,
      created_at: c.created_at,
    })),
    end_preview: raw.status === "picked_up" ? await endPreview(db, raw, now) : null,
    next_action: nextAction,
    card_hold:
      raw.deposit_hold_status && raw.deposit_hold_amount !== null
        ? {
            status: raw.deposit_hold_status,
            amount: formatCents(raw.deposit_hold_amount),
            expires_at: raw.deposit_hold_status === "held" ? raw.deposit_hold_expires_at : null,
          }
        : null,
  };
}
