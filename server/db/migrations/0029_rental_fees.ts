import { type Kysely, sql } from "kysely";
import { dialectColumns } from "./dialect-columns";

/**
 * Fees at the return (issue 38 item 5, DESIGN.md §19):
 * - `rental_fees`: the company's fee list, which owners keep: a late return (per day late), a lost device,
 *   damage, a missing accessory, each with its name, amount (cents) and whether the company's tax applies.
 * - `rental_lines.fee_kind`: a fee line's kind of fee (its name is the line's `reason`), so that the reader's
 *   catalogue words it and the export sums it.
 */
export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  const { ts, id } = dialectColumns(dialect);

  await db.schema
    .createTable("rental_fees")
    .addColumn("id", "integer", id)
    .addColumn("company_id", "integer", (c) => c.references("companies.id").onDelete("cascade").notNull())
    .addColumn("kind", "varchar(24)", (c) => c.notNull())
    .addColumn("name", "varchar(120)", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("taxable", "boolean", (c) => c.notNull().defaultTo(sql`true`))
    .addColumn("is_active", "boolean", (c) => c.notNull().defaultTo(sql`true`))
    .addColumn("created_at", ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("rental_fees_company_name_idx")
    .on("rental_fees")
    .columns(["company_id", "name"])
    .execute();
  await db.schema.alterTable("rental_lines").addColumn("fee_kind", "varchar(24)").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("rental_lines").dropColumn("fee_kind").execute();
  await db.schema.dropTable("rental_fees").execute();
}
