import type { Kysely } from "kysely";
import { dialectColumns } from "./dialect-columns";

/**
 * Asynchronous top-ups and reversals (issue 37 items 5 and 7, DESIGN.md §18):
 * - `topup_processing_ref`: the aggregator's transaction id of a top-up sent and not answered yet
 *   (Reloadly's PROCESSING). While it is set, the engine asks `/topups/{id}/status` on its backoff and never
 *   sends the refill's top-up again.
 * - `reversal_watch_until`, `reversal_check_at`, `reversal_checks`: a successful top-up is asked again for
 *   24 hours (DESIGN.md §18 gives no window of its own) on the engine's backoff, to see a REFUNDED after
 *   SUCCESSFUL; null once the window is over or the top-up was reversed.
 * - `reversed_at`: when the carrier reversed it (the refill is then in error, its charge offered for refund).
 */
export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  const { ts } = dialectColumns(dialect);
  await db.schema.alterTable("transactions").addColumn("topup_processing_ref", "varchar(64)").execute();
  await db.schema.alterTable("transactions").addColumn("reversal_watch_until", ts).execute();
  await db.schema.alterTable("transactions").addColumn("reversal_check_at", ts).execute();
  await db.schema
    .alterTable("transactions")
    .addColumn("reversal_checks", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("transactions").addColumn("reversed_at", ts).execute();
  // The watch's sweep: successful top-ups whose next look has come.
  await db.schema
    .createIndex("transactions_reversal_check_idx")
    .on("transactions")
    .column("reversal_check_at")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("transactions_reversal_check_idx").execute();
  for (const column of [
    "reversed_at",
    "reversal_checks",
    "reversal_check_at",
    "reversal_watch_until",
    "topup_processing_ref",
  ])
    await db.schema.alterTable("transactions").dropColumn(column).execute();
}
