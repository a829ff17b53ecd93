import { type Kysely, sql } from "kysely";
import { dialectColumns } from "./dialect-columns";
import { createDeltaTriggers, dropDeltaTriggers } from "./delta-triggers";

/**
 * The dashboard's rental money (issue 20), kept rather than summed over every rental: `rental_money` holds
 * per company the deposit money held (Σ of each rental's deposit_paid_amount, common/rental-ledger.ts: what
 * was paid beyond the rental with its tax, at most the deposit still held), the positive balances' sum and
 * how many rentals owe. Kept by triggers in the writer's transaction, as migration 0008 keeps refill_days:
 * row triggers on SQLite, statement triggers appending deltas on PostgreSQL (folded by the worker's upkeep,
 * server/db/rental-money.ts). Also an index for the overdue count (picked up, ended before today).
 */

/** A rental row's part of each kept figure, in SQL over `r` (new_rows, old_rows, or a trigger's new/old). */
const held = (r: string, pg: boolean) =>
  `${pg ? "greatest" : "max"}(0, ${pg ? "least" : "min"}(${r}.total_due_amount - ${r}.amount - ${r}.tax_amount, ${r}.paid_amount - ${r}.amount - ${r}.tax_amount))`;
const due = (r: string, pg: boolean) => `${pg ? "greatest" : "max"}(0, ${r}.balance)`;
const owing = (r: string) => `case when ${r}.balance > 0 then 1 else 0 end`;

export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  const { pg, big } = dialectColumns(dialect);
  await db.schema
    .createTable("rental_money")
    .addColumn("company_id", "integer", (c) => c.primaryKey().references("companies.id").onDelete("cascade"))
    .addColumn("deposits_held", big, (c) => c.notNull().defaultTo(0))
    .addColumn("balances_due", big, (c) => c.notNull().defaultTo(0))
    .addColumn("owing", big, (c) => c.notNull().defaultTo(0))
    .execute();
  if (pg) {
    await db.schema
      .createTable("rental_money_deltas")
      .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn("company_id", "integer", (c) => c.notNull())
      .addColumn("deposits_held", "bigint", (c) => c.notNull())
      .addColumn("balances_due", "bigint", (c) => c.notNull())
      .addColumn("owing", "bigint", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("rental_money_deltas_company_idx")
      .on("rental_money_deltas")
      .column("company_id")
      .execute();
    await postgresTriggers(db);
  } else await sqliteTriggers(db);
  await sql`
    insert into rental_money (company_id, deposits_held, balances_due, owing)
    select r.company_id, sum(${sql.raw(held("r", pg))}), sum(${sql.raw(due("r", pg))}), sum(${sql.raw(owing("r"))})
    from rentals r group by r.company_id
  `.execute(db);
  await db.schema
    .createIndex("rentals_company_status_end_idx")
    .on("rentals")
    .columns(["company_id", "status", "end_date"])
    .execute();
  // Statistics for the new index on a database that has rentals (as 0002 does): without them SQLite reads
  // "starting today and not picked up" through it, all the waiting rentals, instead of by start day.
  const used = await sql`select 1 as x from rentals limit 1`.execute(db);
  if (used.rows.length) await sql`analyze rentals`.execute(db);
}

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  const change = (r: "new" | "old", sign: string) => `
    insert into rental_money (company_id, deposits_held, balances_due, owing)
      values (${r}.company_id, ${sign}${held(r, false)}, ${sign}${due(r, false)}, ${sign}${owing(r)})
      on conflict (company_id) do update set
        deposits_held = deposits_held + excluded.deposits_held,
        balances_due = balances_due + excluded.balances_due,
        owing = owing + excluded.owing;`;
  await sql
    .raw(`create trigger rentals_money_insert after insert on rentals begin ${change("new", "")} end`)
    .execute(db);
  await sql
    .raw(`create trigger rentals_money_delete after delete on rentals begin ${change("old", "-")} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger rentals_money_update
         after update of total_due_amount, amount, tax_amount, paid_amount, balance, company_id on rentals
         begin ${change("old", "-")} ${change("new", "")} end`,
    )
    .execute(db);
}

const TRIGGERS = { table: "rentals", prefix: "rentals_money", fn: "rental_money_deltas_append" };

async function postgresTriggers(db: Kysely<any>): Promise<void> {
  await createDeltaTriggers(db, {
    ...TRIGGERS,
    append: (rows) => `
        insert into rental_money_deltas (company_id, deposits_held, balances_due, owing)
        select company_id, sum(held), sum(due), sum(owing) from (${rows}) m
        group by company_id
        having sum(held) <> 0 or sum(due) <> 0 or sum(owing) <> 0;`,
    rows: (r, sign) =>
      `select ${r}.company_id, ${sign}${held(r, true)} as held, ${sign}${due(r, true)} as due, ${sign}${owing(r)} as owing from ${r}`,
  });
}

export async function down(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  await dropDeltaTriggers(db, dialect, TRIGGERS);
  if (dialect === "postgres") await db.schema.dropTable("rental_money_deltas").ifExists().execute();
  await db.schema.dropIndex("rentals_company_status_end_idx").ifExists().execute();
  await db.schema.dropTable("rental_money").ifExists().execute();
}
