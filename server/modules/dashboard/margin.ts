import { sql } from "kysely";
import type { DB } from "../../db/connection";
import { emptyMargin, type MarginCents, REFILL_FEES, REFILL_REVENUE } from "../../money/refill-margin";

/**
 * The company's margin on the refills created from `start` (included) to `end` (excluded), per plan
 * (money/refill-margin.ts). Each refill counts whole under the day it was created, its later refunds
 * included, as the refill figures count it: the range's margin is the sum of its refills' in the CSV.
 */
export async function marginByPlan(
  db: DB,
  companyId: number,
  start: string,
  end: string,
): Promise<Map<number, MarginCents>> {
  // Two aggregates, never one join of both (a refill's several charges would repeat its cost). The charges'
  // own range bounds them from below: a refill's charges are made after it.
  const [costs, money] = await Promise.all([
    db
      .selectFrom("transactions as t")
      .select(["t.plan_id", sql<number | string | null>`sum(t.topup_cost)`.as("cost")])
      .where("t.company_id", "=", companyId)
      .where("t.created_at", ">=", start)
      .where("t.created_at", "<", end)
      .where("t.topup_cost", "is not", null)
      .groupBy("t.plan_id")
      .execute(),
    db
      .selectFrom("charges as ch")
      .innerJoin("transactions as t", "t.id", "ch.transaction_id")
      .select(["t.plan_id", REFILL_REVENUE.as("revenue"), REFILL_FEES.as("fees")])
      .where("ch.company_id", "=", companyId)
      .where("ch.created_at", ">=", start)
      .where("t.company_id", "=", companyId)
      .where("t.created_at", ">=", start)
      .where("t.created_at", "<", end)
      .groupBy("t.plan_id")
      .execute(),
  ]);
  const out = new Map<number, MarginCents>();
  const of = (planId: number) => {
    let m = out.get(planId);
    if (!m) out.set(planId, (m = emptyMargin()));
    return m;
  };
  for (const r of costs) of(r.plan_id).cost += Number(r.cost ?? 0);
  for (const r of money) {
    const m = of(r.plan_id);
    m.revenue += Number(r.revenue);
    m.fees += Number(r.fees);
  }
  return out;
}
