import { type Kysely, sql } from "kysely";
import { dialectColumns } from "./dialect-columns";
import { createDeltaTriggers, dropDeltaTriggers } from "./delta-triggers";
import { localDay } from "./0008_refill_days";

/**
 * The dashboard's money in and out (issue 33): `charge_days` holds, per company, company day, kind and
 * status, how many charges there are and their amount in cents, so that the dashboard's gross revenue (what
 * came in), refunds (what went back) and net revenue read at most 30 days × kinds × statuses rows. A charge
 * counts on the company day it was made: a refund lowers the net of the day it was made, not of the payment's.
 * The same days as the charges' CSV export writes, so that a month's sheet adds up to the dashboard.
 *
 * Kept exactly as migration 0008 keeps refill_days, in the writer's transaction whoever writes: row
 * triggers on SQLite (`company_day()`, registered by server/db/connection.ts), statement triggers appending
 * to `charge_day_deltas` on PostgreSQL, folded in by the worker's upkeep (server/db/charge-days.ts). Filled
 * here from every existing charge, refunds included; a change of the company's time zone rebuilds its rows.
 */

const KEY = ["company_id", "day", "kind", "status"] as const;

export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  const { pg, big } = dialectColumns(dialect);
  await db.schema
    .createTable("charge_days")
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("day", "varchar(10)", (c) => c.notNull())
    .addColumn("kind", "varchar(20)", (c) => c.notNull())
    .addColumn("status", "varchar(20)", (c) => c.notNull())
    .addColumn("n", big, (c) => c.notNull().defaultTo(0))
    .addColumn("amount", big, (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("charge_days_pk", [...KEY])
    .$call((t) => (pg ? t : t.modifyEnd(sql`without rowid`)))
    .execute();
  if (pg) {
    await db.schema
      .createTable("charge_day_deltas")
      .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn("company_id", "integer", (c) => c.notNull())
      .addColumn("day", "varchar(10)", (c) => c.notNull())
      .addColumn("kind", "varchar(20)", (c) => c.notNull())
      .addColumn("status", "varchar(20)", (c) => c.notNull())
      .addColumn("n", "bigint", (c) => c.notNull())
      .addColumn("amount", "bigint", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("charge_day_deltas_company_idx")
      .on("charge_day_deltas")
      .columns(["company_id", "day"])
      .execute();
    await postgresTriggers(db);
  } else await sqliteTriggers(db);
  await sql`
    insert into charge_days (company_id, day, kind, status, n, amount)
    select ch.company_id, ${localDay(dialect, sql`ch.created_at`, sql`c.time_zone`)}, ch.kind, ch.status,
      count(*), sum(ch.amount)
    from charges ch join companies c on c.id = ch.company_id
    group by 1, 2, 3, 4
  `.execute(db);
}

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  const zone = (row: string) => `(select time_zone from companies where id = ${row}.company_id)`;
  const add = `
    insert into charge_days (company_id, day, kind, status, n, amount)
      values (new.company_id, company_day(new.created_at, ${zone("new")}), new.kind, new.status, 1, new.amount)
      on conflict (company_id, day, kind, status) do update set n = n + 1, amount = amount + excluded.amount;`;
  const remove = `
    update charge_days set n = n - 1, amount = amount - old.amount
      where company_id = old.company_id and day = company_day(old.created_at, ${zone("old")})
        and kind = old.kind and status = old.status;`;
  await sql.raw(`create trigger charges_day_insert after insert on charges begin ${add} end`).execute(db);
  await sql.raw(`create trigger charges_day_delete after delete on charges begin ${remove} end`).execute(db);
  await sql
    .raw(
      `create trigger charges_day_update after update of status, kind, amount, created_at, company_id
         on charges
         when old.status is not new.status or old.kind is not new.kind or old.amount is not new.amount
           or old.created_at is not new.created_at or old.company_id is not new.company_id
         begin ${remove} ${add} end`,
    )
    .execute(db);
}

const TRIGGERS = { table: "charges", prefix: "charges_day", fn: "charge_day_deltas_append" };

async function postgresTriggers(db: Kysely<any>): Promise<void> {
  // An update that moves nothing counted (a processor's reference recorded) appends nothing.
  await createDeltaTriggers(db, {
    ...TRIGGERS,
    append: (rows) => `
        insert into charge_day_deltas (company_id, day, kind, status, n, amount)
        select m.company_id, to_char(m.created_at at time zone c.time_zone, 'YYYY-MM-DD'), m.kind, m.status,
          sum(m.d), sum(m.d * m.amount)
        from (${rows}) m join companies c on c.id = m.company_id
        group by 1, 2, 3, 4
        having sum(m.d) <> 0 or sum(m.d * m.amount) <> 0;`,
    rows: (table, sign) => `select company_id, created_at, kind, status, amount, ${sign}1 as d from ${table}`,
  });
}

export async function down(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  await dropDeltaTriggers(db, dialect, TRIGGERS);
  if (dialect === "postgres") await db.schema.dropTable("charge_day_deltas").ifExists().execute();
  await db.schema.dropTable("charge_days").ifExists().execute();
}
