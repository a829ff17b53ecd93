import { type Kysely, sql } from "kysely";
import { dialectColumns } from "./dialect-columns";

/**
 * Stripe's events (DESIGN.md §17, issue 36):
 * - `processor_events`: each signed event Stripe sent, stored once (unique on the processor's event id) by
 *   the webhook and handled by the worker, which reads the object again from Stripe. `handled_at` null: still
 *   to do; `attempts`, `next_attempt_at` and `last_error` when handling it failed and waits to be tried again.
 * - `disputes`: a chargeback of one of our charges, as Stripe last told it (status, reason, amount, when the
 *   evidence is due), with the evidence we sent.
 * - `charges.fraud_warning_at`: when the card's issuer warned of fraud on the charge (Radar's early fraud
 *   warning); `charges.fee` and `charges.net`: Stripe's fee and what the company keeps, from the charge's
 *   balance transaction (cents, null until known).
 */
export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  const { ts, id } = dialectColumns(dialect);

  await db.schema
    .createTable("processor_events")
    .addColumn("id", "integer", id)
    .addColumn("processor", "varchar(16)", (c) => c.notNull())
    .addColumn("event_id", "varchar(255)", (c) => c.notNull())
    .addColumn("type", "varchar(100)", (c) => c.notNull())
    .addColumn("object_id", "varchar(255)", (c) => c.notNull())
    .addColumn("livemode", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("occurred_at", ts, (c) => c.notNull())
    .addColumn("received_at", ts, (c) => c.notNull())
    .addColumn("handled_at", ts)
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", ts)
    .addColumn("last_error", "text")
    .addUniqueConstraint("processor_events_event_key", ["processor", "event_id"])
    .execute();
  // The worker's queue: the events not handled yet, oldest first.
  await db.schema
    .createIndex("processor_events_waiting_idx")
    .on("processor_events")
    .column("id")
    .where(sql.ref("handled_at"), "is", null)
    .execute();

  await db.schema
    .createTable("disputes")
    .addColumn("id", "integer", id)
    .addColumn("company_id", "integer", (c) => c.references("companies.id").onDelete("cascade").notNull())
    .addColumn("charge_id", "integer", (c) => c.references("charges.id").onDelete("cascade").notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade").notNull())
    .addColumn("processor_ref", "varchar(255)", (c) => c.notNull().unique())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("reason", "varchar(64)", (c) => c.notNull())
    .addColumn("status", "varchar(32)", (c) => c.notNull())
    .addColumn("evidence_due_by", ts)
    .addColumn("is_charge_refundable", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("funds_withdrawn_at", ts)
    .addColumn("funds_reinstated_at", ts)
    // The evidence fields as last sent to Stripe (JSON object), and when it was submitted for review.
    .addColumn("evidence", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("evidence_submitted_at", ts)
    .addColumn("closed_at", ts)
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("updated_at", ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("disputes_company_created_idx")
    .on("disputes")
    .columns(["company_id", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("disputes_company_due_idx")
    .on("disputes")
    .columns(["company_id", "evidence_due_by", "id"])
    .execute();
  await db.schema.createIndex("disputes_charge_idx").on("disputes").column("charge_id").execute();
  await db.schema.createIndex("disputes_user_idx").on("disputes").columns(["user_id", "status"]).execute();

  await db.schema.alterTable("charges").addColumn("fraud_warning_at", ts).execute();
  await db.schema.alterTable("charges").addColumn("fee", "integer").execute();
  await db.schema.alterTable("charges").addColumn("net", "integer").execute();
  // A card charge or refund found by Stripe's id (a PaymentIntent's, a Refund's) when its event arrives.
  await db.schema.createIndex("charges_processor_ref_idx").on("charges").column("processor_ref").execute();
  // A card Stripe renewed (payment_method.automatically_updated), found by its PaymentMethod id.
  await db.schema
    .createIndex("payment_methods_processor_ref_idx")
    .on("payment_methods")
    .column("processor_ref")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("payment_methods_processor_ref_idx").execute();
  await db.schema.dropIndex("charges_processor_ref_idx").execute();
  for (const column of ["net", "fee", "fraud_warning_at"])
    await db.schema.alterTable("charges").dropColumn(column).execute();
  await db.schema.dropTable("disputes").execute();
  await db.schema.dropTable("processor_events").execute();
}
