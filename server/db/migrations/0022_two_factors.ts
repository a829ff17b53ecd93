import { type Kysely } from "kysely";
import { dialectColumns } from "./dialect-columns";

/**
 * Two factors for staff and the sessions a person sees (issue 39, items 2 and 3):
 * - `users.totp_secret` (base32, the authenticator app's key; null: no second factor), `totp_enabled_at`,
 *   `totp_pending_secret` (a setup not confirmed by a first code yet) and `totp_last_step` (the last time
 *   step a code was accepted for, so that one code never works twice).
 * - `recovery_codes`: ten per person with a second factor, SHA-256 only, each used once (`used_at`).
 * - `sign_in_challenges`: a password that was right for an account with a second factor; the code completes
 *   the sign-in within a few minutes, once (SHA-256 of the key only; `attempts` counts wrong codes).
 * - `companies.require_two_factor`: the owner asks every staff account for a second factor.
 * - `auth_tokens.signed_in_with` (password, pin, two_factor, sign_up; null: before this migration),
 *   `ip_address` and `user_agent`: what the sessions list shows, and which sessions a PIN's removal ends.
 */
export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  const { ts, id } = dialectColumns(dialect);

  await db.schema.alterTable("users").addColumn("totp_secret", "varchar(64)").execute();
  await db.schema.alterTable("users").addColumn("totp_pending_secret", "varchar(64)").execute();
  await db.schema.alterTable("users").addColumn("totp_enabled_at", ts).execute();
  await db.schema.alterTable("users").addColumn("totp_last_step", "integer").execute();
  await db.schema
    .alterTable("companies")
    .addColumn("require_two_factor", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable("auth_tokens").addColumn("signed_in_with", "varchar(16)").execute();
  await db.schema.alterTable("auth_tokens").addColumn("ip_address", "varchar(64)").execute();
  await db.schema.alterTable("auth_tokens").addColumn("user_agent", "varchar(512)").execute();

  await db.schema
    .createTable("recovery_codes")
    .addColumn("id", "integer", id)
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade").notNull())
    .addColumn("code_hash", "varchar(64)", (c) => c.notNull())
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("used_at", ts)
    .execute();
  await db.schema.createIndex("recovery_codes_user_idx").on("recovery_codes").column("user_id").execute();

  await db.schema
    .createTable("sign_in_challenges")
    .addColumn("id", "integer", id)
    .addColumn("key_hash", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade").notNull())
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("expires_at", ts, (c) => c.notNull())
    .addColumn("used_at", ts)
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("sign_in_challenges_user_idx")
    .on("sign_in_challenges")
    .column("user_id")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sign_in_challenges").execute();
  await db.schema.dropTable("recovery_codes").execute();
  for (const c of ["signed_in_with", "ip_address", "user_agent"])
    await db.schema.alterTable("auth_tokens").dropColumn(c).execute();
  await db.schema.alterTable("companies").dropColumn("require_two_factor").execute();
  for (const c of ["totp_secret", "totp_pending_secret", "totp_enabled_at", "totp_last_step"])
    await db.schema.alterTable("users").dropColumn(c).execute();
}
