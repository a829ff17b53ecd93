import { type Kysely, sql } from "kysely";
import { dialectColumns } from "./dialect-columns";

/**
 * The aggregator's catalogue imported by owners (issue 37 item 4, DESIGN.md §18). What a later sync compares
 * against, kept on the rows the import made:
 * - `carriers.provider_country`: the ISO code of the country whose catalogue the carrier came from (null: a
 *   carrier typed by hand); with `provider_operator_id` (0001) it names the operator at the aggregator.
 * - `plans.face_value` (cents, in the aggregator account's currency, USD): the fixed amount the aggregator
 *   sells, what a top-up of the plan sends as its amount (null: a hand-typed plan, whose price is sent).
 * - `plans.local_amount` (cents of `local_currency`): what the line receives, as the aggregator said at import.
 * - `plans.imported_cost` (cents, USD): the cost after the operator's discount when the plan was imported or
 *   its last change was accepted; `plans.cost` (0027) is the figure margins use and owners may edit, so the
 *   sync compares the aggregator's cost with this one.
 * - The product key is `plans.provider_product_id` (0001): `<operator id>:<face value>`; one imported plan
 *   per carrier and key (`plans_imported_key`), so that an import repeated at once never doubles a plan.
 * - `catalogue_seen`: the operators (`op:<id>`) and amounts (`amount:<id>:<face value>`) of a country an
 *   owner has seen (at an import, or by accepting or dismissing a change): the sync calls new only the rest.
 */
export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  const { ts, id } = dialectColumns(dialect);

  await db.schema.alterTable("carriers").addColumn("provider_country", "varchar(2)").execute();
  await db.schema.alterTable("plans").addColumn("face_value", "integer").execute();
  await db.schema.alterTable("plans").addColumn("local_amount", "integer").execute();
  await db.schema.alterTable("plans").addColumn("local_currency", "varchar(3)").execute();
  await db.schema.alterTable("plans").addColumn("imported_cost", "integer").execute();
  await db.schema
    .createIndex("plans_imported_key")
    .on("plans")
    .columns(["carrier_id", "provider_product_id"])
    .unique()
    .where(sql.ref("face_value"), "is not", null)
    .execute();
  await db.schema
    .createTable("catalogue_seen")
    .addColumn("id", "integer", id)
    .addColumn("company_id", "integer", (c) => c.references("companies.id").onDelete("cascade").notNull())
    .addColumn("country", "varchar(2)", (c) => c.notNull())
    .addColumn("item", "varchar(80)", (c) => c.notNull())
    .addColumn("created_at", ts, (c) => c.notNull())
    .addUniqueConstraint("catalogue_seen_item", ["company_id", "country", "item"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("catalogue_seen").execute();
  await db.schema.dropIndex("plans_imported_key").execute();
  for (const column of ["imported_cost", "local_currency", "local_amount", "face_value"])
    await db.schema.alterTable("plans").dropColumn(column).execute();
  await db.schema.alterTable("carriers").dropColumn("provider_country").execute();
}
