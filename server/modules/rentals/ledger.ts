import { sql } from "kysely";
import type { DB } from "../../db/connection";
import type { RentalLineKind } from "../../db/schema";

/**
 * A rental's money is a ledger (docs/engines.md, "The rental ledger"): lines of what is owed (days booked,
 * extensions, extra days at the return, staff adjustments, each with its tax; the deposit held and how it
 * was settled) and of money that moved (payments in, refunds out, each with its method and charge).
 * The rental's figures are sums of its lines, rewritten in the same database transaction as every line,
 * so that the list can filter on `balance` and yet no figure exists that its lines do not add up to:
 *
 *   amount           = Σ amount of days, extension, extra_days, adjustment
 *   tax_amount       = Σ tax_amount
 *   deposit_amount   = Σ amount of deposit           (the deposit asked for)
 *   total_due_amount = Σ (amount + tax_amount)        (what is owed, the deposit still held included)
 *   paid_amount      = Σ paid_amount                  (money received less money given back)
 *   balance          = total_due_amount − paid_amount
 */

/** The lines that price the rental itself (as opposed to its deposit and its money). */
export const RENTAL_CHARGE_KINDS: RentalLineKind[] = ["days", "extension", "extra_days", "adjustment"];
/** The lines that say what became of the deposit. */
export const DEPOSIT_KINDS: RentalLineKind[] = [
  "deposit",
  "deposit_applied",
  "deposit_unpaid",
  "deposit_refund",
];

export interface NewRentalLine {
  kind: RentalLineKind;
  description: string;
  days?: number | null;
  daily_rate?: number | null;
  /** signed cents added to what is owed (before tax) */
  amount?: number;
  tax_amount?: number;
  /** signed cents of money received (+) or given back (−) */
  paid_amount?: number;
  method?: "card" | "cash" | null;
  charge_id?: number | null;
}

/** Writes lines of one rental and brings its figures to the sums of all its lines. Call inside a transaction. */
export async function postRentalLines(
  trx: DB,
  rental: { id: number; company_id: number },
  lines: NewRentalLine[],
  actor: number | null,
  at: string,
): Promise<void> {
  if (lines.length) {
    await trx
      .insertInto("rental_lines")
      .values(
        lines.map((l) => ({
          company_id: rental.company_id,
          rental_id: rental.id,
          kind: l.kind,
          description: l.description,
          days: l.days ?? null,
          daily_rate: l.daily_rate ?? null,
          amount: l.amount ?? 0,
          tax_amount: l.tax_amount ?? 0,
          paid_amount: l.paid_amount ?? 0,
          method: l.method ?? null,
          charge_id: l.charge_id ?? null,
          created_by: actor,
          created_at: at,
        })),
      )
      .execute();
  }
  await recomputeRentalFigures(trx, rental.id, at);
}

/** The rental's figures, as sums of its lines. */
export async function ledgerFigures(db: DB, rentalId: number) {
  const row = await db
    .selectFrom("rental_lines")
    .select([
      sql<number>`coalesce(sum(case when kind in ('days', 'extension', 'extra_days', 'adjustment') then amount else 0 end), 0)`.as(
        "amount",
      ),
      sql<number>`coalesce(sum(tax_amount), 0)`.as("tax_amount"),
      sql<number>`coalesce(sum(case when kind = 'deposit' then amount else 0 end), 0)`.as("deposit_amount"),
      sql<number>`coalesce(sum(amount + tax_amount), 0)`.as("total_due_amount"),
      sql<number>`coalesce(sum(paid_amount), 0)`.as("paid_amount"),
    ])
    .where("rental_id", "=", rentalId)
    .executeTakeFirstOrThrow();
  const f = {
    amount: Number(row.amount),
    tax_amount: Number(row.tax_amount),
    deposit_amount: Number(row.deposit_amount),
    total_due_amount: Number(row.total_due_amount),
    paid_amount: Number(row.paid_amount),
  };
  return { ...f, balance: f.total_due_amount - f.paid_amount };
}

async function recomputeRentalFigures(trx: DB, rentalId: number, at: string) {
  const f = await ledgerFigures(trx, rentalId);
  await trx
    .updateTable("rentals")
    .set({ ...f, updated_at: at })
    .where("id", "=", rentalId)
    .execute();
}
