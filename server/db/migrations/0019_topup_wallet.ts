import type { Kysely } from "kysely";
import { dialectColumns } from "./dialect-columns";

/**
 * Top-ups for real (issue 37, DESIGN.md §18):
 * - `transactions.waiting_for`: what a queued refill waits for before it may be charged (`wallet`: the
 *   aggregator's wallet cannot cover its top-up); null when it waits for nothing.
 * - `companies.wallet_low_threshold` (cents): below it the owners are told the wallet is low;
 *   `companies.wallet_low_since`: when the episode they were told of began (null: the wallet is fine), so
 *   that they are told once per episode.
 * - `phone_numbers.detected_operator_id` / `detected_operator_name` / `detected_at`: the operator the
 *   aggregator's auto-detect named for the line (number portability), compared with its carrier's
 *   `provider_operator_id`.
 */
export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  const { ts } = dialectColumns(dialect);
  await db.schema.alterTable("transactions").addColumn("waiting_for", "varchar(16)").execute();
  await db.schema
    .alterTable("companies")
    .addColumn("wallet_low_threshold", "integer", (c) => c.notNull().defaultTo(10000))
    .execute();
  await db.schema.alterTable("companies").addColumn("wallet_low_since", ts).execute();
  await db.schema.alterTable("phone_numbers").addColumn("detected_operator_id", "varchar(64)").execute();
  await db.schema.alterTable("phone_numbers").addColumn("detected_operator_name", "varchar(100)").execute();
  await db.schema.alterTable("phone_numbers").addColumn("detected_at", ts).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("phone_numbers").dropColumn("detected_at").execute();
  await db.schema.alterTable("phone_numbers").dropColumn("detected_operator_name").execute();
  await db.schema.alterTable("phone_numbers").dropColumn("detected_operator_id").execute();
  await db.schema.alterTable("companies").dropColumn("wallet_low_since").execute();
  await db.schema.alterTable("companies").dropColumn("wallet_low_threshold").execute();
  await db.schema.alterTable("transactions").dropColumn("waiting_for").execute();
}
