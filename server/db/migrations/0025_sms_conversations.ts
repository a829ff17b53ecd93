import type { Kysely } from "kysely";
import { dialectColumns } from "./dialect-columns";

/**
 * Refill by text (issue 35 item 5, docs/messages.md): `sms_conversations` holds, per company and texting
 * number, the one conversation under way: the lines offered after REFILL (`choose`), or the refill offered
 * and waiting for YES (`confirm`: line, plan, card), until `expires_at` (10 minutes after the offer), in the
 * language it began in (RECARGA: Spanish), so that "2" and YES are answered in it.
 */
export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  const { ts } = dialectColumns(dialect);
  await db.schema
    .createTable("sms_conversations")
    .addColumn("company_id", "integer", (c) => c.references("companies.id").onDelete("cascade").notNull())
    .addColumn("phone", "varchar(20)", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade").notNull())
    .addColumn("step", "varchar(16)", (c) => c.notNull())
    .addColumn("language", "varchar(8)", (c) => c.notNull())
    .addColumn("line_ids", "varchar(200)", (c) => c.notNull().defaultTo(""))
    .addColumn("phone_number_id", "integer", (c) => c.references("phone_numbers.id").onDelete("cascade"))
    .addColumn("plan_id", "integer", (c) => c.references("plans.id").onDelete("cascade"))
    .addColumn("payment_method_id", "integer", (c) => c.references("payment_methods.id").onDelete("cascade"))
    .addColumn("expires_at", ts, (c) => c.notNull())
    .addColumn("updated_at", ts, (c) => c.notNull())
    .addPrimaryKeyConstraint("sms_conversations_pk", ["company_id", "phone"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sms_conversations").execute();
}
