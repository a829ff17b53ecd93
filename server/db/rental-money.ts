import { sql } from "kysely";
import type { DB, Dialect } from "./connection";
import { foldDeltas, type KeptTable } from "./kept-deltas";

/** Reading and upkeep of `rental_money`, the company's rental money that migration 0009's triggers keep. */

export const RENTAL_MONEY: KeptTable = {
  table: "rental_money",
  deltas: "rental_money_deltas",
  key: ["company_id"],
  sums: ["deposits_held", "balances_due", "owing"],
};

/** Past this many unfolded deltas for one company, a reader folds them in before answering again. */
const FOLD_AFTER = 2_000;

export interface RentalMoney {
  /** cents of deposit money held */
  deposits_held: number;
  /** cents: Σ of the positive balances */
  balances_due: number;
  /** rentals with a balance due */
  owing: number;
}

export async function rentalMoney(db: DB, dialect: Dialect, companyId: number): Promise<RentalMoney> {
  const deltas =
    dialect === "postgres"
      ? sql`union all select deposits_held, balances_due, owing, 1 from rental_money_deltas where company_id = ${companyId}`
      : sql``;
  const { rows } = await sql<Record<keyof RentalMoney | "deltas", number | string | null>>`
    select sum(deposits_held) as deposits_held, sum(balances_due) as balances_due, sum(owing) as owing,
      sum(is_delta) as deltas
    from (
      select deposits_held, balances_due, owing, 0 as is_delta from rental_money where company_id = ${companyId}
      ${deltas}
    ) kept
  `.execute(db);
  const r = rows[0];
  if (Number(r?.deltas ?? 0) > FOLD_AFTER) await foldDeltas(db, dialect, RENTAL_MONEY);
  return {
    deposits_held: Number(r?.deposits_held ?? 0),
    balances_due: Number(r?.balances_due ?? 0),
    owing: Number(r?.owing ?? 0),
  };
}
