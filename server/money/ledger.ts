import {
  type LedgerFigures,
  ledgerFigures,
  type RentalLineKind,
  storedFigures,
} from "../../common/rental-ledger";
import type { RentalFeeKind } from "../../common/api/enums";
import type { DB } from "../db/connection";

/**
 * A rental's money is a ledger (docs/engines.md, "The rental ledger"): lines of what is owed (days booked,
 * extensions, extra days at the return, staff adjustments, each with its tax; the deposit held and how it
 * was settled) and of money that moved (payments in, refunds out, each with its method and charge). The
 * rental's stored figures (amount, tax_amount, deposit_amount, total_due_amount, paid_amount, balance) are
 * the sums of its lines (common/rental-ledger.ts), rewritten in the same database transaction as every
 * line, so that lists can filter on `balance` and yet no figure exists that its lines do not add up to.
 */

export interface NewRentalLine {
  kind: RentalLineKind;
  days?: number | null;
  daily_rate?: number | null;
  /** signed cents added to what is owed (before tax) */
  amount?: number;
  tax_amount?: number;
  /** the rate tax_amount was computed at ("0.08875") */
  tax_rate?: string | null;
  /** signed cents of money received (+) or given back (−) */
  paid_amount?: number;
  method?: "card" | "cash" | null;
  charge_id?: number | null;
  /**
   * The line's values beyond its figures: no sentence is stored, the reader's catalogue makes its words
   * (docs/engines.md, "The rental ledger"). The card money went through; an extension's end date before and
   * after, or a late return's day (to_date); an adjustment's reason; a payment of the deposit.
   */
  card?: { brand: string | null; last4: string | null } | null;
  from_date?: string | null;
  to_date?: string | null;
  reason?: string | null;
  is_deposit?: boolean;
  /** a fee line's kind of fee (its name is `reason`) */
  fee_kind?: RentalFeeKind | null;
  /** a deposit hold's line: the amount held, released or lapsed (cents) */
  hold_amount?: number | null;
}

/** Writes lines of one rental and brings its figures to the sums of all its lines. Call inside a transaction. */
export async function postRentalLines(
  trx: DB,
  rental: { id: number; company_id: number },
  lines: NewRentalLine[],
  actor: number | null,
  at: string,
): Promise<LedgerFigures> {
  if (lines.length) {
    await trx
      .insertInto("rental_lines")
      .values(
        lines.map((l) => ({
          company_id: rental.company_id,
          rental_id: rental.id,
          kind: l.kind,
          days: l.days ?? null,
          daily_rate: l.daily_rate ?? null,
          amount: l.amount ?? 0,
          tax_amount: l.tax_amount ?? 0,
          tax_rate: l.tax_rate ?? null,
          paid_amount: l.paid_amount ?? 0,
          method: l.method ?? null,
          charge_id: l.charge_id ?? null,
          card_brand: l.card?.last4 ? l.card.brand : null,
          card_last4: l.card?.last4 ?? null,
          from_date: l.from_date ?? null,
          to_date: l.to_date ?? null,
          reason: l.reason ?? null,
          is_deposit: l.is_deposit ?? false,
          fee_kind: l.fee_kind ?? null,
          hold_amount: l.hold_amount ?? null,
          created_by: actor,
          created_at: at,
        })),
      )
      .execute();
  }
  const f = await rentalFigures(trx, rental.id);
  await trx
    .updateTable("rentals")
    .set({
      ...storedFigures(f),
      updated_at: at,
    })
    .where("id", "=", rental.id)
    .execute();
  return f;
}

/** A rental's lines, oldest first. */
export function rentalLines(db: DB, rentalId: number) {
  return db.selectFrom("rental_lines").selectAll().where("rental_id", "=", rentalId).orderBy("id").execute();
}

/** The rental's figures, as sums of its lines. */
export async function rentalFigures(db: DB, rentalId: number): Promise<LedgerFigures> {
  return ledgerFigures(await rentalLines(db, rentalId));
}

/** What a deposit refund can give back now: the deposit money held, until the deposit is settled. */
export async function refundableOf(
  db: DB,
  r: { id: number; deposit_refunded_at: string | null },
): Promise<number> {
  if (r.deposit_refunded_at) return 0;
  return (await rentalFigures(db, r.id)).deposit_paid_amount;
}
