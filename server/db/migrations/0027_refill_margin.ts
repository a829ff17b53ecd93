import type { Kysely } from "kysely";

/**
 * The company's margin on its refills (issue 37 item 6, DESIGN.md §18):
 * - `plans.cost` (cents, USD): what a top-up of the plan costs the company at the aggregator, after its
 *   discount; the simulated aggregator charges it, and a refill the aggregator did not price takes it.
 * - `transactions.topup_cost` (cents, USD): what the refill's top-up cost, written when the line is topped up
 *   (from the aggregator's answer, else the plan's cost then), so that a later change of the plan's cost
 *   never rewrites a past margin. Null: not topped up, or its cost is not known.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("plans").addColumn("cost", "integer").execute();
  await db.schema.alterTable("transactions").addColumn("topup_cost", "integer").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("transactions").dropColumn("topup_cost").execute();
  await db.schema.alterTable("plans").dropColumn("cost").execute();
}
