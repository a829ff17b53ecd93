import type { Kysely } from "kysely";
import { dialectColumns } from "./dialect-columns";

/**
 * Rental deposits as holds (issue 38 item 4, DESIGN.md §19): a card booking that ends within a hold's life
 * authorises the deposit instead of charging it (server/money/deposit.ts).
 * - `rentals.deposit_hold_*`: the hold's processor reference, status (pending until the processor answers,
 *   held, captured, released, lapsed), amount authorised (cents), expiry, and the idempotency key of the
 *   authorisation being asked (a declined one is asked again under the next key).
 * - `rental_lines.hold_amount`: what a hold line words (the amount held, released or lapsed; cents). A hold is
 *   not money received nor owed, so its lines add nothing to the rental's figures; a capture is a payment.
 */
export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  const { ts } = dialectColumns(dialect);
  await db.schema.alterTable("rentals").addColumn("deposit_hold_ref", "varchar(255)").execute();
  await db.schema.alterTable("rentals").addColumn("deposit_hold_status", "varchar(16)").execute();
  await db.schema.alterTable("rentals").addColumn("deposit_hold_amount", "integer").execute();
  await db.schema.alterTable("rentals").addColumn("deposit_hold_expires_at", ts).execute();
  await db.schema.alterTable("rentals").addColumn("deposit_hold_key", "varchar(120)").execute();
  await db.schema.alterTable("rental_lines").addColumn("hold_amount", "integer").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("rental_lines").dropColumn("hold_amount").execute();
  for (const column of [
    "deposit_hold_key",
    "deposit_hold_expires_at",
    "deposit_hold_amount",
    "deposit_hold_status",
    "deposit_hold_ref",
  ])
    await db.schema.alterTable("rentals").dropColumn(column).execute();
}
