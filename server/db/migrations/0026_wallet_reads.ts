import type { Kysely } from "kysely";
import { dialectColumns } from "./dialect-columns";

/**
 * The top-up wallet in sight (issue 37 items 2 and 7, DESIGN.md §18): `topup_wallets` holds, per top-up
 * provider, the wallet's last known balance (integer cents of `currency`) and when it was known. With
 * Reloadly it is the worker's last read (or a top-up's `balanceInfo`), which the dashboard and /metrics show
 * without asking Reloadly on every page view; the API and the worker are separate processes, so the read
 * must be where both can see it. Simulated, the row is the wallet itself: each top-up runs it down and the
 * owners' button adds to it, in whatever process they happen.
 */
export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  const { ts } = dialectColumns(dialect);
  await db.schema
    .createTable("topup_wallets")
    .addColumn("provider", "varchar(16)", (c) => c.primaryKey())
    .addColumn("balance", "integer", (c) => c.notNull())
    .addColumn("currency", "varchar(3)", (c) => c.notNull())
    .addColumn("read_at", ts, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("topup_wallets").execute();
}
