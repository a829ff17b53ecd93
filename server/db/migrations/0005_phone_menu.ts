import { type Kysely } from "kysely";
import { dialectColumns } from "./dialect-columns";

/**
 * The phone menu (docs/engines.md): the company's called number and Twilio auth token (set by its owner,
 * the token never returned), and each call's state keyed by Twilio's CallSid, so that whichever API
 * process answers the next webhook finds where the caller is. `seq` numbers the answers of a call: every
 * step's URL carries it, and a step is answered once (a replayed request finds it moved on).
 */
export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  const { ts, id } = dialectColumns(dialect);

  await db.schema.alterTable("companies").addColumn("phone_menu_number", "varchar(20)").execute();
  await db.schema.alterTable("companies").addColumn("twilio_auth_token", "varchar(128)").execute();
  await db.schema
    .createIndex("companies_phone_menu_number_key")
    .on("companies")
    .column("phone_menu_number")
    .unique()
    .execute();

  await db.schema
    .createTable("phone_calls")
    .addColumn("id", "integer", id)
    .addColumn("call_sid", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("company_id", "integer", (c) => c.references("companies.id").onDelete("cascade").notNull())
    .addColumn("from_number", "varchar(32)", (c) => c.notNull())
    .addColumn("step", "varchar(16)", (c) => c.notNull())
    .addColumn("seq", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("tries", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("phone_number_id", "integer", (c) => c.references("phone_numbers.id").onDelete("set null"))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("transaction_id", "integer", (c) => c.references("transactions.id").onDelete("set null"))
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("updated_at", ts, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("phone_calls").execute();
  await db.schema.dropIndex("companies_phone_menu_number_key").execute();
  await db.schema.alterTable("companies").dropColumn("twilio_auth_token").execute();
  await db.schema.alterTable("companies").dropColumn("phone_menu_number").execute();
}
