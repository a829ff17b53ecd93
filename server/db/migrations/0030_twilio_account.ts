import type { Kysely } from "kysely";

/**
 * SMS=twilio (issue 35 item 4): texts go out through the company's own Twilio account, so the company keeps
 * its account SID beside the phone menu's number and auth token (which already sign Twilio's webhooks). The
 * SID names the account in the API's address; it is no secret, and the settings show it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("companies").addColumn("twilio_account_sid", "varchar(64)").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("companies").dropColumn("twilio_account_sid").execute();
}
