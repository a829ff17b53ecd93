import { type Kysely, sql } from "kysely";
import { dialectColumns } from "./dialect-columns";

/**
 * The refill engine (docs/engines.md): what a worker needs to hold a transaction (lease owner), to back off
 * from a provider that is briefly down (next try time, count of transient failures), the history staff
 * read to fix a failure (transaction_events), and the Stripe Customer that saved cards are attached to.
 */
export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  const { pg, ts, id } = dialectColumns(dialect);

  await db.schema.alterTable("transactions").addColumn("lease_owner", "varchar(96)").execute();
  await db.schema.alterTable("transactions").addColumn("next_attempt_at", ts).execute();
  await db.schema
    .alterTable("transactions")
    .addColumn("transient_errors", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("users").addColumn("stripe_customer_id", "varchar(255)").execute();

  await db.schema
    .createTable("transaction_events")
    .addColumn("id", "integer", id)
    .addColumn("transaction_id", "integer", (c) =>
      c.references("transactions.id").onDelete("cascade").notNull(),
    )
    .addColumn("attempt", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("step", "varchar(16)", (c) => c.notNull())
    .addColumn("outcome", "varchar(24)", (c) => c.notNull())
    .addColumn("message", "text")
    .addColumn("actor_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("transaction_events_txn_idx")
    .on("transaction_events")
    .columns(["transaction_id", "id"])
    .execute();
  // The claim query's two halves: queued rows whose next try has come, and held rows whose lease ran out.
  await db.schema
    .createIndex("transactions_claim_idx")
    .on("transactions")
    .columns(["status", "next_attempt_at", "id"])
    .execute();
  if (pg) await sql`analyze transactions`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("transactions_claim_idx").execute();
  await db.schema.dropTable("transaction_events").execute();
  await db.schema.alterTable("users").dropColumn("stripe_customer_id").execute();
  await db.schema.alterTable("transactions").dropColumn("transient_errors").execute();
  await db.schema.alterTable("transactions").dropColumn("next_attempt_at").execute();
  await db.schema.alterTable("transactions").dropColumn("lease_owner").execute();
}
