import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import { dialectColumns } from "./dialect-columns";

/**
 * The whole data model (server/db/schema.ts) in one step, for SQLite and PostgreSQL alike. Later work adds
 * migrations beside this one; it never edits it.
 */
export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  const { ts, date, id } = dialectColumns(dialect);
  const yes = sql`true`;
  const no = sql`false`;
  const ref = (table: string) => (c: ColumnDefinitionBuilder) =>
    c.references(`${table}.id`).onDelete("restrict");
  const refNull = (table: string) => (c: ColumnDefinitionBuilder) =>
    c.references(`${table}.id`).onDelete("set null");

  await db.schema
    .createTable("companies")
    .addColumn("id", "integer", id)
    .addColumn("name", "varchar(200)", (c) => c.notNull())
    .addColumn("slug", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("tax_rate", "varchar(16)", (c) => c.notNull().defaultTo("0"))
    .addColumn("created_at", ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("users")
    .addColumn("id", "integer", id)
    .addColumn("company_id", "integer", (c) => ref("companies")(c).notNull())
    .addColumn("email", "varchar(254)", (c) => c.notNull().unique())
    .addColumn("password_hash", "varchar(255)")
    .addColumn("first_name", "varchar(150)", (c) => c.notNull().defaultTo(""))
    .addColumn("last_name", "varchar(150)", (c) => c.notNull().defaultTo(""))
    .addColumn("address", "varchar(255)", (c) => c.notNull().defaultTo(""))
    .addColumn("state", "varchar(64)", (c) => c.notNull().defaultTo(""))
    .addColumn("zip_code", "varchar(16)", (c) => c.notNull().defaultTo(""))
    .addColumn("pin", "varchar(8)")
    .addColumn("is_company_member", "boolean", (c) => c.notNull().defaultTo(no))
    .addColumn("is_company_owner", "boolean", (c) => c.notNull().defaultTo(no))
    .addColumn("is_active", "boolean", (c) => c.notNull().defaultTo(yes))
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("last_login", ts)
    .execute();
  await db.schema
    .createIndex("users_company_idx")
    .on("users")
    .columns(["company_id", "is_company_member"])
    .execute();

  await db.schema
    .createTable("auth_tokens")
    .addColumn("id", "integer", id)
    .addColumn("key_hash", "char(64)", (c) => c.notNull().unique())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade").notNull())
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("last_used_at", ts)
    .addColumn("expires_at", ts)
    .addColumn("hijacked_by", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("auth_tokens_user_idx").on("auth_tokens").column("user_id").execute();

  await db.schema
    .createTable("password_resets")
    .addColumn("id", "integer", id)
    .addColumn("token_hash", "char(64)", (c) => c.notNull().unique())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade").notNull())
    .addColumn("purpose", "varchar(16)", (c) => c.notNull().defaultTo("reset"))
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("expires_at", ts, (c) => c.notNull())
    .addColumn("used_at", ts)
    .execute();
  await db.schema.createIndex("password_resets_user_idx").on("password_resets").column("user_id").execute();

  await db.schema
    .createTable("carriers")
    .addColumn("id", "integer", id)
    .addColumn("company_id", "integer", (c) => ref("companies")(c).notNull())
    .addColumn("name", "varchar(120)", (c) => c.notNull())
    .addColumn("is_active", "boolean", (c) => c.notNull().defaultTo(yes))
    .addColumn("provider_operator_id", "varchar(64)")
    .addColumn("created_at", ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("carriers_company_idx")
    .on("carriers")
    .columns(["company_id", "name"])
    .execute();

  await db.schema
    .createTable("plans")
    .addColumn("id", "integer", id)
    .addColumn("carrier_id", "integer", (c) => ref("carriers")(c).notNull())
    .addColumn("name", "varchar(120)", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("validity_days", "integer", (c) => c.notNull())
    .addColumn("is_active", "boolean", (c) => c.notNull().defaultTo(yes))
    .addColumn("provider_product_id", "varchar(64)")
    .addColumn("created_at", ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("plans_carrier_idx").on("plans").column("carrier_id").execute();

  await db.schema
    .createTable("phone_numbers")
    .addColumn("id", "integer", id)
    .addColumn("company_id", "integer", (c) => ref("companies")(c).notNull())
    .addColumn("user_id", "integer", (c) => ref("users")(c).notNull())
    .addColumn("number", "varchar(20)", (c) => c.notNull().unique())
    .addColumn("carrier_id", "integer", refNull("carriers"))
    .addColumn("plan_id", "integer", refNull("plans"))
    .addColumn("nickname", "varchar(80)", (c) => c.notNull().defaultTo(""))
    .addColumn("is_active", "boolean", (c) => c.notNull().defaultTo(yes))
    .addColumn("created_at", ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("phone_numbers_company_idx").on("phone_numbers").column("company_id").execute();
  await db.schema.createIndex("phone_numbers_user_idx").on("phone_numbers").column("user_id").execute();

  await db.schema
    .createTable("payment_methods")
    .addColumn("id", "integer", id)
    .addColumn("user_id", "integer", (c) => ref("users")(c).notNull())
    .addColumn("processor", "varchar(16)", (c) => c.notNull())
    .addColumn("processor_ref", "varchar(255)", (c) => c.notNull())
    .addColumn("brand", "varchar(32)", (c) => c.notNull())
    .addColumn("last4", "char(4)", (c) => c.notNull())
    .addColumn("exp_month", "integer", (c) => c.notNull())
    .addColumn("exp_year", "integer", (c) => c.notNull())
    .addColumn("is_default", "boolean", (c) => c.notNull().defaultTo(no))
    .addColumn("is_active", "boolean", (c) => c.notNull().defaultTo(yes))
    .addColumn("created_at", ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("payment_methods_user_idx").on("payment_methods").column("user_id").execute();

  await db.schema
    .createTable("scheduled_refills")
    .addColumn("id", "integer", id)
    .addColumn("company_id", "integer", (c) => ref("companies")(c).notNull())
    .addColumn("phone_number_id", "integer", (c) => ref("phone_numbers")(c).notNull())
    .addColumn("plan_id", "integer", (c) => ref("plans")(c).notNull())
    .addColumn("payment_method_id", "integer", refNull("payment_methods"))
    .addColumn("day_of_month", "integer", (c) => c.notNull())
    .addColumn("next_run_on", date, (c) => c.notNull())
    .addColumn("is_active", "boolean", (c) => c.notNull().defaultTo(yes))
    .addColumn("last_run_on", date)
    .addColumn("created_at", ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("scheduled_refills_company_idx")
    .on("scheduled_refills")
    .column("company_id")
    .execute();
  await db.schema
    .createIndex("scheduled_refills_due_idx")
    .on("scheduled_refills")
    .columns(["is_active", "next_run_on"])
    .execute();

  await db.schema
    .createTable("transactions")
    .addColumn("id", "integer", id)
    .addColumn("company_id", "integer", (c) => ref("companies")(c).notNull())
    .addColumn("user_id", "integer", (c) => ref("users")(c).notNull())
    .addColumn("phone_number_id", "integer", (c) => ref("phone_numbers")(c).notNull())
    .addColumn("plan_id", "integer", (c) => ref("plans")(c).notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("status", "varchar(20)", (c) => c.notNull())
    .addColumn("trigger", "varchar(16)", (c) => c.notNull())
    .addColumn("payment_method_id", "integer", refNull("payment_methods"))
    .addColumn("charge_id", "integer")
    .addColumn("payment_error", "text")
    .addColumn("refill_error", "text")
    .addColumn("provider_ref", "varchar(128)")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("scheduled_refill_id", "integer", refNull("scheduled_refills"))
    .addColumn("run_on", date)
    .addColumn("lease_until", ts)
    .addColumn("created_by", "integer", refNull("users"))
    .addColumn("resolved_by", "integer", refNull("users"))
    .addColumn("resolved_at", ts)
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("updated_at", ts, (c) => c.notNull())
    .addColumn("completed_at", ts)
    .addUniqueConstraint("transactions_schedule_run_unique", ["scheduled_refill_id", "run_on"])
    .execute();
  await db.schema
    .createIndex("transactions_company_created_idx")
    .on("transactions")
    .columns(["company_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("transactions_company_status_idx")
    .on("transactions")
    .columns(["company_id", "status"])
    .execute();
  await db.schema.createIndex("transactions_user_idx").on("transactions").column("user_id").execute();
  await db.schema.createIndex("transactions_plan_idx").on("transactions").column("plan_id").execute();
  await db.schema
    .createIndex("transactions_phone_idx")
    .on("transactions")
    .column("phone_number_id")
    .execute();
  await db.schema
    .createIndex("transactions_queue_idx")
    .on("transactions")
    .columns(["status", "lease_until"])
    .execute();

  await db.schema
    .createTable("devices")
    .addColumn("id", "integer", id)
    .addColumn("company_id", "integer", (c) => ref("companies")(c).notNull())
    .addColumn("name", "varchar(120)", (c) => c.notNull())
    .addColumn("kind", "varchar(16)", (c) => c.notNull())
    .addColumn("daily_rate", "integer", (c) => c.notNull())
    .addColumn("deposit", "integer", (c) => c.notNull())
    .addColumn("stock", "integer", (c) => c.notNull())
    .addColumn("is_active", "boolean", (c) => c.notNull().defaultTo(yes))
    .addColumn("created_at", ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("devices_company_idx").on("devices").column("company_id").execute();

  await db.schema
    .createTable("countries")
    .addColumn("id", "integer", id)
    .addColumn("company_id", "integer", (c) => ref("companies")(c).notNull())
    .addColumn("name", "varchar(120)", (c) => c.notNull())
    .addColumn("code", "varchar(3)", (c) => c.notNull())
    .addColumn("daily_rate", "integer", (c) => c.notNull())
    .addColumn("is_active", "boolean", (c) => c.notNull().defaultTo(yes))
    .addColumn("created_at", ts, (c) => c.notNull())
    .addUniqueConstraint("countries_company_code_unique", ["company_id", "code"])
    .execute();

  await db.schema
    .createTable("rentals")
    .addColumn("id", "integer", id)
    .addColumn("company_id", "integer", (c) => ref("companies")(c).notNull())
    .addColumn("user_id", "integer", (c) => ref("users")(c).notNull())
    .addColumn("device_id", "integer", (c) => ref("devices")(c).notNull())
    .addColumn("country_id", "integer", (c) => ref("countries")(c).notNull())
    .addColumn("plan_id", "integer", refNull("plans"))
    .addColumn("phone_number", "varchar(20)")
    .addColumn("start_date", date, (c) => c.notNull())
    .addColumn("end_date", date, (c) => c.notNull())
    .addColumn("status", "varchar(20)", (c) => c.notNull())
    .addColumn("trigger", "varchar(16)", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("tax_amount", "integer", (c) => c.notNull())
    .addColumn("deposit_amount", "integer", (c) => c.notNull())
    .addColumn("total_due_amount", "integer", (c) => c.notNull())
    .addColumn("paid_amount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("balance", "integer", (c) => c.notNull())
    .addColumn("payment_method_id", "integer", refNull("payment_methods"))
    .addColumn("payment_error", "text")
    .addColumn("rental_error", "text")
    .addColumn("picked_up_at", ts)
    .addColumn("returned_at", ts)
    .addColumn("deposit_refunded_at", ts)
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_by", "integer", refNull("users"))
    .addColumn("resolved_by", "integer", refNull("users"))
    .addColumn("resolved_at", ts)
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("updated_at", ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("rentals_company_created_idx")
    .on("rentals")
    .columns(["company_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("rentals_company_status_idx")
    .on("rentals")
    .columns(["company_id", "status"])
    .execute();
  await db.schema.createIndex("rentals_user_idx").on("rentals").column("user_id").execute();
  await db.schema
    .createIndex("rentals_device_dates_idx")
    .on("rentals")
    .columns(["device_id", "start_date", "end_date"])
    .execute();
  await db.schema.createIndex("rentals_plan_idx").on("rentals").column("plan_id").execute();

  await db.schema
    .createTable("charges")
    .addColumn("id", "integer", id)
    .addColumn("company_id", "integer", (c) => ref("companies")(c).notNull())
    .addColumn("user_id", "integer", (c) => ref("users")(c).notNull())
    .addColumn("kind", "varchar(20)", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("status", "varchar(16)", (c) => c.notNull())
    .addColumn("transaction_id", "integer", refNull("transactions"))
    .addColumn("rental_id", "integer", refNull("rentals"))
    .addColumn("payment_method_id", "integer", refNull("payment_methods"))
    .addColumn("method", "varchar(8)", (c) => c.notNull().defaultTo("card"))
    .addColumn("brand", "varchar(32)")
    .addColumn("last4", "char(4)")
    .addColumn("processor_ref", "varchar(255)")
    .addColumn("idempotency_key", "varchar(128)", (c) => c.notNull().unique())
    .addColumn("failure_message", "text")
    .addColumn("created_by", "integer", refNull("users"))
    .addColumn("created_at", ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("charges_company_created_idx")
    .on("charges")
    .columns(["company_id", "created_at"])
    .execute();
  await db.schema.createIndex("charges_user_idx").on("charges").column("user_id").execute();
  await db.schema.createIndex("charges_transaction_idx").on("charges").column("transaction_id").execute();
  await db.schema.createIndex("charges_rental_idx").on("charges").column("rental_id").execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "integer", id)
    .addColumn("company_id", "integer", (c) => ref("companies")(c).notNull())
    .addColumn("actor_id", "integer", refNull("users"))
    .addColumn("on_behalf_of", "integer", refNull("users"))
    .addColumn("action", "varchar(64)", (c) => c.notNull())
    .addColumn("object", "varchar(64)", (c) => c.notNull())
    .addColumn("object_id", "varchar(64)")
    .addColumn("data", "text")
    .addColumn("created_at", ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("audit_log_company_idx")
    .on("audit_log")
    .columns(["company_id", "created_at"])
    .execute();

  await db.schema
    .createTable("worker_heartbeats")
    .addColumn("worker_id", "varchar(64)", (c) => c.primaryKey())
    .addColumn("started_at", ts, (c) => c.notNull())
    .addColumn("beat_at", ts, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "worker_heartbeats",
    "audit_log",
    "charges",
    "rentals",
    "countries",
    "devices",
    "transactions",
    "scheduled_refills",
    "payment_methods",
    "phone_numbers",
    "plans",
    "carriers",
    "password_resets",
    "auth_tokens",
    "users",
    "companies",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
