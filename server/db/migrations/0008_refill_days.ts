import { type Kysely, sql } from "kysely";
import { dialectColumns } from "./dialect-columns";
import { createDeltaTriggers, dropDeltaTriggers } from "./delta-triggers";

/**
 * The dashboard's kept daily figures (issue 20): `refill_days` holds, per company, company day, plan and
 * status, how many refills there are and their amount in cents. The day is the company's own (its time
 * zone when the refill was created), so "today", "7 days" and "30 days" read at most 30 days × plans ×
 * statuses rows instead of scanning a million refills.
 *
 * Kept exact by triggers in the writer's transaction, whoever writes, as migration 0002 keeps list_counts:
 * - SQLite: row triggers update `refill_days` directly; the company day comes from `company_day(instant,
 *   zone)`, a function every connection registers (server/db/connection.ts), since SQLite knows no zones.
 * - PostgreSQL: statement triggers append to `refill_day_deltas` (nobody updates a shared row, so workers
 *   finishing refills at once never wait on each other); readers add the deltas, and the worker's upkeep
 *   folds them in (server/db/refill-days.ts).
 * A change of the company's time zone rebuilds its rows (rebuildRefillDays) in the same transaction.
 */

// Day then status: a range's figures per day are read in key order, without a sort.
const KEY = ["company_id", "day", "status", "plan_id"] as const;

export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  const { pg, big } = dialectColumns(dialect);
  await db.schema
    .createTable("refill_days")
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("day", "varchar(10)", (c) => c.notNull())
    .addColumn("plan_id", "integer", (c) => c.notNull())
    .addColumn("status", "varchar(20)", (c) => c.notNull())
    .addColumn("n", big, (c) => c.notNull().defaultTo(0))
    .addColumn("amount", big, (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("refill_days_pk", [...KEY])
    // SQLite: the rows are stored in key order, so a company's days are read together.
    .$call((t) => (pg ? t : t.modifyEnd(sql`without rowid`)))
    .execute();
  if (pg) {
    await db.schema
      .createTable("refill_day_deltas")
      .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn("company_id", "integer", (c) => c.notNull())
      .addColumn("day", "varchar(10)", (c) => c.notNull())
      .addColumn("plan_id", "integer", (c) => c.notNull())
      .addColumn("status", "varchar(20)", (c) => c.notNull())
      .addColumn("n", "bigint", (c) => c.notNull())
      .addColumn("amount", "bigint", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("refill_day_deltas_company_idx")
      .on("refill_day_deltas")
      .columns(["company_id", "day"])
      .execute();
    await postgresTriggers(db);
  } else await sqliteTriggers(db);
  await sql`
    insert into refill_days (company_id, day, plan_id, status, n, amount)
    select t.company_id, ${localDay(dialect, sql`t.created_at`, sql`c.time_zone`)}, t.plan_id, t.status,
      count(*), sum(t.amount)
    from transactions t join companies c on c.id = t.company_id
    group by 1, 2, 3, 4
  `.execute(db);
}

/** The company day an instant falls on, in SQL. */
export function localDay(
  dialect: "sqlite" | "postgres",
  instant: ReturnType<typeof sql>,
  zone: ReturnType<typeof sql>,
) {
  return dialect === "postgres"
    ? sql`to_char(${instant} at time zone ${zone}, 'YYYY-MM-DD')`
    : sql`company_day(${instant}, ${zone})`;
}

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  const zone = (row: string) => `(select time_zone from companies where id = ${row}.company_id)`;
  const add = `
    insert into refill_days (company_id, day, plan_id, status, n, amount)
      values (new.company_id, company_day(new.created_at, ${zone("new")}), new.plan_id, new.status, 1, new.amount)
      on conflict (company_id, day, status, plan_id) do update set n = n + 1, amount = amount + excluded.amount;`;
  const remove = `
    update refill_days set n = n - 1, amount = amount - old.amount
      where company_id = old.company_id and day = company_day(old.created_at, ${zone("old")})
        and plan_id = old.plan_id and status = old.status;`;
  await sql
    .raw(`create trigger transactions_day_insert after insert on transactions begin ${add} end`)
    .execute(db);
  await sql
    .raw(`create trigger transactions_day_delete after delete on transactions begin ${remove} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger transactions_day_update after update of status, plan_id, amount, created_at, company_id
         on transactions
         when old.status is not new.status or old.plan_id is not new.plan_id or old.amount is not new.amount
           or old.created_at is not new.created_at or old.company_id is not new.company_id
         begin ${remove} ${add} end`,
    )
    .execute(db);
}

const TRIGGERS = { table: "transactions", prefix: "transactions_day", fn: "refill_day_deltas_append" };

async function postgresTriggers(db: Kysely<any>): Promise<void> {
  // An update that moves nothing counted (a lease taken, an attempt counted) appends nothing.
  await createDeltaTriggers(db, {
    ...TRIGGERS,
    append: (rows) => `
        insert into refill_day_deltas (company_id, day, plan_id, status, n, amount)
        select m.company_id, to_char(m.created_at at time zone c.time_zone, 'YYYY-MM-DD'), m.plan_id, m.status,
          sum(m.d), sum(m.d * m.amount)
        from (${rows}) m join companies c on c.id = m.company_id
        group by 1, 2, 3, 4
        having sum(m.d) <> 0 or sum(m.d * m.amount) <> 0;`,
    rows: (table, sign) =>
      `select company_id, created_at, plan_id, status, amount, ${sign}1 as d from ${table}`,
  });
}

export async function down(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  await dropDeltaTriggers(db, dialect, TRIGGERS);
  if (dialect === "postgres") await db.schema.dropTable("refill_day_deltas").ifExists().execute();
  await db.schema.dropTable("refill_days").ifExists().execute();
}
