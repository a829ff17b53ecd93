import { sql } from "kysely";
import { formatCents } from "../../common/money";

/**
 * A refill's margin (issue 37 item 6): what its customer paid less what was given back (its refunds that
 * went through, whenever made), what its top-up cost at the aggregator (transactions.topup_cost), and the
 * processor's fees of its charges. The dashboard sums it over a range and the transactions CSV writes it
 * refill by refill, from these same sums, so that the two always agree.
 */
export interface MarginCents {
  revenue: number;
  cost: number;
  fees: number;
}

export const emptyMargin = (): MarginCents => ({ revenue: 0, cost: 0, fees: 0 });

export function addMargin(into: MarginCents, more: MarginCents) {
  into.revenue += more.revenue;
  into.cost += more.cost;
  into.fees += more.fees;
}

/** The API's figures of a margin: decimal strings, the gross margin last. */
export const marginFigures = (m: MarginCents) => ({
  revenue: formatCents(m.revenue),
  cost: formatCents(m.cost),
  fees: formatCents(m.fees),
  gross_margin: formatCents(m.revenue - m.cost - m.fees),
});

/**
 * Σ over a refill's charges (as `ch`) of the money they took, less its refunds that went through: a
 * payment refunded later keeps counting as taken (its status reads `refunded`), as charge_days counts it.
 */
export const REFILL_REVENUE = sql<number>`coalesce(sum(case
  when ch.kind <> 'refund' and ch.status in ('succeeded', 'refunded') then ch.amount
  when ch.kind = 'refund' and ch.status = 'succeeded' then -ch.amount
  else 0 end), 0)`;

/** Σ of the processor's fees over a refill's charges (as `ch`) that took money (unknown fees count 0). */
export const REFILL_FEES = sql<number>`coalesce(sum(case
  when ch.kind <> 'refund' and ch.status in ('succeeded', 'refunded') then ch.fee
  else 0 end), 0)`;
