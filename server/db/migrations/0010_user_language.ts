import { type Kysely, sql } from "kysely";

/**
 * Languages (issue 21, docs/api-conventions.md, Languages): each user's language ("en" or "es", common/languages.ts), kept in
 * their profile and used for the e-mails they receive; and each phone-menu call's language, which the caller
 * switches to Spanish by pressing 2 at the welcome (the call's state, as its step is).
 */
const languageColumn = (table: string) =>
  sql.raw(
    `alter table ${table} add column language varchar(8) not null default 'en' check (language in ('en', 'es'))`,
  );

export async function up(db: Kysely<any>): Promise<void> {
  await languageColumn("users").execute(db);
  await languageColumn("phone_calls").execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("phone_calls").dropColumn("language").execute();
  await db.schema.alterTable("users").dropColumn("language").execute();
}
