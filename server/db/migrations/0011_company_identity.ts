import { type Kysely, sql } from "kysely";
import { dialectColumns } from "./dialect-columns";
import { taxOn } from "../../../common/money";

/**
 * The company's identity (issue 21, item 3): its postal address, support phone and e-mail, shown on the
 * receipts, and its logo. The logo's bytes live in the database (`company_logos`, one row per company), not
 * under DATA_DIR: every API process of a company behind a load balancer reads the same one, and a backup of
 * the database holds it; sized down to 256 px high it weighs tens of kilobytes. `companies.logo_hash` (a
 * content hash) versions its public address, so that a browser may keep it for good.
 *
 * Each rental line now keeps the tax rate its tax was computed at (`rental_lines.tax_rate`), so that a
 * receipt says "Tax 8.875%" even after the company changes its rate. Lines written before this migration get
 * the company's current rate where that rate gives back their tax to the cent, and stay without a rate
 * otherwise.
 */
export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  const { pg, ts } = dialectColumns(dialect);
  await db.schema.alterTable("companies").addColumn("address", "varchar(500)").execute();
  await db.schema.alterTable("companies").addColumn("support_phone", "varchar(20)").execute();
  await db.schema.alterTable("companies").addColumn("support_email", "varchar(254)").execute();
  await db.schema.alterTable("companies").addColumn("logo_hash", "varchar(64)").execute();
  await db.schema
    .createTable("company_logos")
    .addColumn("company_id", "integer", (c) => c.primaryKey().references("companies.id").onDelete("cascade"))
    .addColumn("hash", "varchar(64)", (c) => c.notNull())
    .addColumn("content_type", "varchar(32)", (c) => c.notNull())
    .addColumn("bytes", pg ? "bytea" : "blob", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("created_at", ts, (c) => c.notNull())
    .execute();

  await db.schema.alterTable("rental_lines").addColumn("tax_rate", "varchar(16)").execute();
  const taxed = await sql<{ id: number; amount: number; tax_amount: number; rate: string }>`
    select l.id, l.amount, l.tax_amount, c.tax_rate as rate
    from rental_lines l join companies c on c.id = l.company_id
    where l.tax_amount <> 0 and l.amount <> 0
  `.execute(db);
  const byRate = new Map<string, number[]>();
  for (const l of taxed.rows) {
    const rate = String(l.rate);
    const amount = Number(l.amount);
    if (Math.sign(amount) * taxOn(Math.abs(amount), rate) !== Number(l.tax_amount)) continue;
    const ids = byRate.get(rate) ?? [];
    ids.push(Number(l.id));
    byRate.set(rate, ids);
  }
  for (const [rate, ids] of byRate) {
    for (let i = 0; i < ids.length; i += 500) {
      await db
        .updateTable("rental_lines")
        .set({ tax_rate: rate })
        .where("id", "in", ids.slice(i, i + 500))
        .execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("rental_lines").dropColumn("tax_rate").execute();
  await db.schema.dropTable("company_logos").execute();
  for (const column of ["logo_hash", "support_email", "support_phone", "address"])
    await db.schema.alterTable("companies").dropColumn(column).execute();
}
