import type { Kysely } from "kysely";

/**
 * Simulated mode plays Stripe's events (DESIGN.md §17, issue 36 item 6): `processor_events.payload` holds the
 * object a simulated event is about, as Stripe would answer it (a Dispute's JSON), which the simulated
 * processor answers when the handler reads the object again. Stripe's own events keep none (null): their
 * objects are read again from Stripe.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("processor_events").addColumn("payload", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("processor_events").dropColumn("payload").execute();
}
