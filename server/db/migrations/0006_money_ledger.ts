import { type Kysely, sql } from "kysely";
import { dialectColumns } from "./dialect-columns";

/**
 * Money that adds up (docs/engines.md, "Where money moves" and "The rental ledger"):
 * - `companies.time_zone`: the IANA zone the company's days are counted in ("today", a rental's days,
 *   return dates, the scheduler's run date). Existing companies get the demo's, America/New_York.
 * - `charges.refund_of`: a refund charge names the charge it gives money back from, so that a charge's
 *   page shows the chain and no refund goes above what is left of its charge; `charges.note` says why.
 * - `rental_lines`: a rental's ledger. Every figure of a rental (amount, tax, total due, paid, balance)
 *   is a sum of its lines, written in the same database transaction as the lines.
 */
export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  const { ts, id } = dialectColumns(dialect);

  await db.schema
    .alterTable("companies")
    .addColumn("time_zone", "varchar(64)", (c) => c.notNull().defaultTo("America/New_York"))
    .execute();

  await db.schema
    .alterTable("charges")
    .addColumn("refund_of", "integer", (c) => c.references("charges.id").onDelete("set null"))
    .execute();
  await db.schema
    .alterTable("charges")
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("charges_refund_of_idx").on("charges").column("refund_of").execute();

  await db.schema
    .createTable("rental_lines")
    .addColumn("id", "integer", id)
    .addColumn("company_id", "integer", (c) => c.references("companies.id").onDelete("cascade").notNull())
    .addColumn("rental_id", "integer", (c) => c.references("rentals.id").onDelete("cascade").notNull())
    .addColumn("kind", "varchar(24)", (c) => c.notNull())
    .addColumn("description", "varchar(200)", (c) => c.notNull())
    .addColumn("days", "integer")
    .addColumn("daily_rate", "integer")
    // Signed cents: what the line adds to the total due (with its tax) and to the money received.
    .addColumn("amount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("tax_amount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("paid_amount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("method", "varchar(8)")
    .addColumn("charge_id", "integer", (c) => c.references("charges.id").onDelete("set null"))
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("rental_lines_rental_idx")
    .on("rental_lines")
    .columns(["rental_id", "id"])
    .execute();
  // One line per succeeded charge: a payment recorded twice would count the money twice.
  await db.schema
    .createIndex("rental_lines_charge_key")
    .on("rental_lines")
    .column("charge_id")
    .unique()
    .where(sql.ref("charge_id"), "is not", null)
    .execute();

  // Rentals written before the ledger get the lines that reproduce their stored figures exactly.
  const carried = (
    kind: string,
    description: string,
    amount: string,
    tax: string,
    paid: string,
    when: string,
  ) =>
    sql`insert into rental_lines (company_id, rental_id, kind, description, amount, tax_amount, paid_amount, created_at)
        select company_id, id, ${kind}, ${description}, ${sql.raw(amount)}, ${sql.raw(tax)}, ${sql.raw(paid)}, created_at
        from rentals where ${sql.raw(when)}`.execute(db);
  await carried("days", "Rental, as priced before itemised lines", "amount", "tax_amount", "0", "true");
  await carried("deposit", "Deposit", "deposit_amount", "0", "0", "deposit_amount <> 0");
  const adjustment = "total_due_amount - amount - tax_amount - deposit_amount";
  await carried("adjustment", "Changes before itemised lines", adjustment, "0", "0", `${adjustment} <> 0`);
  await carried("payment", "Payments before itemised lines", "0", "0", "paid_amount", "paid_amount <> 0");
}
