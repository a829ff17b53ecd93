import { type Kysely, sql } from "kysely";
import { dialectColumns } from "./dialect-columns";

/**
 * The messages outbox (docs/messages.md): every notice the product sends, e-mail or SMS, is a `messages` row
 * written in the same database transaction as the event that causes it, then sent by the worker. The key is
 * unique per (recipient, event, channel), so an event replayed any number of times gives one message each.
 * A customer's SMS consent is theirs (`users.sms_phone`, `users.sms_consent_at`); a number that texted STOP is
 * in `sms_opt_outs` and gets nothing more until it texts START.
 */
export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  const { ts, id } = dialectColumns(dialect);

  await db.schema
    .createTable("messages")
    .addColumn("id", "integer", id)
    .addColumn("company_id", "integer", (c) => c.references("companies.id").onDelete("cascade").notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade").notNull())
    .addColumn("channel", "varchar(8)", (c) => c.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn("kind", "varchar(40)", (c) => c.notNull())
    .addColumn("event_key", "varchar(200)", (c) => c.notNull())
    .addColumn("language", "varchar(8)", (c) => c.notNull())
    .addColumn("to_address", "varchar(320)", (c) => c.notNull())
    .addColumn("subject", "varchar(300)")
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("html", "text")
    // A one-time link (a password key) is kept only until the message is sent, then forgotten.
    .addColumn("secret_link", "varchar(500)")
    .addColumn("status", "varchar(12)", (c) =>
      c
        .notNull()
        .defaultTo("queued")
        .check(sql`status in ('queued', 'sending', 'sent', 'delivered', 'failed')`),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", ts, (c) => c.notNull())
    .addColumn("lease_until", ts)
    .addColumn("provider_ref", "varchar(100)")
    .addColumn("error", "varchar(500)")
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("updated_at", ts, (c) => c.notNull())
    .addColumn("sent_at", ts)
    .addColumn("delivered_at", ts)
    .addUniqueConstraint("messages_event_key", ["user_id", "event_key", "channel"])
    .execute();
  await db.schema.createIndex("messages_due").on("messages").columns(["status", "next_attempt_at"]).execute();
  await db.schema
    .createIndex("messages_recipient")
    .on("messages")
    .columns(["company_id", "user_id", "created_at"])
    .execute();
  await db.schema.createIndex("messages_provider_ref").on("messages").column("provider_ref").execute();

  await db.schema.alterTable("users").addColumn("sms_phone", "varchar(20)").execute();
  await db.schema.alterTable("users").addColumn("sms_consent_at", ts).execute();

  await db.schema
    .createTable("sms_opt_outs")
    .addColumn("company_id", "integer", (c) => c.references("companies.id").onDelete("cascade").notNull())
    .addColumn("phone", "varchar(20)", (c) => c.notNull())
    .addColumn("opted_out_at", ts, (c) => c.notNull())
    .addPrimaryKeyConstraint("sms_opt_outs_pk", ["company_id", "phone"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sms_opt_outs").execute();
  await db.schema.alterTable("users").dropColumn("sms_consent_at").execute();
  await db.schema.alterTable("users").dropColumn("sms_phone").execute();
  await db.schema.dropTable("messages").execute();
}
