import { sql } from "kysely";
import type { DB, Dialect } from "./connection";
import { foldDeltas, type KeptTable, rebuildKeptDays } from "./kept-deltas";

/**
 * Reading and upkeep of `charge_days`, the charges per company day, kind and status that migration 0012's
 * triggers keep: the dashboard's money in (gross), money given back (refunds) and what is kept (net).
 */

export interface ChargeDay {
  day: string;
  /** cents taken: every charge but a refund that went through, counted even if given back later */
  gross: number;
  /** cents given back: the refunds that went through, on the day they were made */
  refunds: number;
}

/** Past this many unfolded deltas for one company, a reader folds them in before answering again. */
const FOLD_AFTER = 2_000;

export const CHARGE_DAYS: KeptTable = {
  table: "charge_days",
  deltas: "charge_day_deltas",
  key: ["company_id", "day", "kind", "status"],
  sums: ["n", "amount"],
};

/**
 * The company's money per day from `from` to `to` (company days, both included), only the days with any.
 * A payment given back later keeps counting as taken on its day (its status reads `refunded`); its refund
 * counts as given back on its own day, as the charges' CSV writes them.
 */
export async function chargeDays(
  db: DB,
  dialect: Dialect,
  companyId: number,
  from: string,
  to: string,
): Promise<ChargeDay[]> {
  const source =
    dialect === "postgres"
      ? sql`(select company_id, day, kind, status, amount, 0 as is_delta from charge_days
          where company_id = ${companyId} and day >= ${from} and day <= ${to}
          union all select company_id, day, kind, status, amount, 1 from charge_day_deltas
          where company_id = ${companyId} and day >= ${from} and day <= ${to})`
      : sql`charge_days`;
  const { rows } = await sql<Record<"day" | "gross" | "refunds" | "deltas", string | number | null>>`
    select day,
      sum(case when kind <> 'refund' and status in ('succeeded', 'refunded') then amount else 0 end) as gross,
      sum(case when kind = 'refund' and status = 'succeeded' then amount else 0 end) as refunds,
      ${dialect === "postgres" ? sql`sum(is_delta)` : sql`0`} as deltas
    from ${source} kept
    where company_id = ${companyId} and day >= ${from} and day <= ${to}
    group by day
  `.execute(db);
  let deltas = 0;
  const out: ChargeDay[] = [];
  for (const r of rows) {
    deltas += Number(r.deltas ?? 0);
    out.push({ day: String(r.day), gross: Number(r.gross ?? 0), refunds: Number(r.refunds ?? 0) });
  }
  if (deltas > FOLD_AFTER) await foldChargeDays(db, dialect);
  return out;
}

/** Folds PostgreSQL's appended deltas into charge_days (kept-deltas.ts). */
export const foldChargeDays = (db: DB, dialect: Dialect) => foldDeltas(db, dialect, CHARGE_DAYS);

/**
 * Files the company's charges again under its days after its time zone changed, inside the transaction that
 * changes it (as rebuildRefillDays does, and with the same caveat on PostgreSQL).
 */
export const rebuildChargeDays = (trx: DB, dialect: Dialect, companyId: number) =>
  rebuildKeptDays(trx, dialect, CHARGE_DAYS, companyId, "charges");
