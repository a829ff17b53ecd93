import type { Kysely } from "kysely";

/**
 * On-session and off-session charges (issue 36 item 4, DESIGN.md §17): `transactions.on_session` is true
 * while the refill was last queued by its customer on screen (Refill Now, their pay-again), so that the
 * engine asks Stripe for an on-session charge, whose 3-D Secure the browser completes; false for what runs
 * without them (scheduled, automatic, phone menu, texts, staff), charged off-session.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("transactions")
    .addColumn("on_session", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("transactions").dropColumn("on_session").execute();
}
