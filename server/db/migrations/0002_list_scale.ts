import { type Kysely, sql } from "kysely";
import { dialectColumns } from "./dialect-columns";

/**
 * Lists at a million rows (issue 9):
 *
 * 1. `list_counts`: rows per company, list and status for transactions and rentals, kept exact by
 *    triggers in the same database transaction as every insert, status change and delete, whoever writes
 *    (the seed, the refill engine, rentals). The counters and the unfiltered list count read it instead of
 *    counting a million rows.
 *    - SQLite has one writer at a time: row triggers update `list_counts` directly.
 *    - PostgreSQL has many workers moving transactions in_queue → in_progress → success at once; if each
 *      updated the same few counter rows they would queue behind each other's row locks until commit, and
 *      two transactions touching two statuses in opposite orders would deadlock. So statement triggers
 *      (with transition tables, one row per company and status per statement, not per row) only append to
 *      `list_count_deltas`, which nobody updates; readers add the deltas to `list_counts`, and
 *      compactListCounts() (server/db/list-counts.ts) folds them in now and then.
 * 2. An index behind every ordering a list offers, company first and the id tie-break last, so that a page
 *    (or a deep page's ids) is read in index order instead of sorting the company's rows; the indexes whose
 *    columns lead one of these are dropped.
 */

const LISTS = ["transactions", "rentals"] as const;

/** [table, index name, columns]: every whitelisted ordering of the big lists, and the filters that sort. */
const INDEXES: Array<[string, string, string[]]> = [
  ["transactions", "transactions_company_created_idx", ["company_id", "created_at", "id"]],
  ["transactions", "transactions_company_updated_idx", ["company_id", "updated_at", "id"]],
  ["transactions", "transactions_company_amount_idx", ["company_id", "amount", "id"]],
  ["transactions", "transactions_company_status_idx", ["company_id", "status", "created_at", "id"]],
  ["transactions", "transactions_company_status_id_idx", ["company_id", "status", "id"]],
  ["transactions", "transactions_company_trigger_idx", ["company_id", "trigger", "id"]],
  // search: people, numbers, plans, devices and countries are looked up first and their ids reached
  // here; the company and the default ordering ride along, so that counting and paging the matches reads
  // these indexes alone (SQLite picks them over the company's whole range only when they cover it).
  ["transactions", "transactions_user_idx", ["user_id", "company_id", "created_at", "id"]],
  ["transactions", "transactions_phone_idx", ["phone_number_id", "company_id", "created_at", "id"]],
  ["transactions", "transactions_plan_idx", ["plan_id", "company_id", "created_at", "id"]],
  ["rentals", "rentals_user_idx", ["user_id", "company_id", "created_at", "id"]],
  ["rentals", "rentals_device_idx", ["device_id", "company_id", "created_at", "id"]],
  ["rentals", "rentals_country_idx", ["country_id", "company_id", "created_at", "id"]],
  ["charges", "charges_user_idx", ["user_id", "company_id", "created_at", "id"]],
  // search: a provider's reference and a card's last four digits are matched whole, each on its own
  // index so that it can be one arm of the search's OR (the other arms are user, number and plan ids).
  ["transactions", "transactions_provider_ref_idx", ["provider_ref"]],
  ["rentals", "rentals_company_created_idx", ["company_id", "created_at", "id"]],
  ["rentals", "rentals_company_updated_idx", ["company_id", "updated_at", "id"]],
  ["rentals", "rentals_company_start_idx", ["company_id", "start_date", "id"]],
  ["rentals", "rentals_company_end_idx", ["company_id", "end_date", "id"]],
  ["rentals", "rentals_company_status_idx", ["company_id", "status", "created_at", "id"]],
  ["rentals", "rentals_company_status_id_idx", ["company_id", "status", "id"]],
  ["rentals", "rentals_company_total_idx", ["company_id", "total_due_amount", "id"]],
  ["rentals", "rentals_company_balance_idx", ["company_id", "balance", "id"]],
  ["charges", "charges_company_created_idx", ["company_id", "created_at", "id"]],
  ["charges", "charges_company_amount_idx", ["company_id", "amount", "id"]],
  ["charges", "charges_company_status_idx", ["company_id", "status", "id"]],
  ["charges", "charges_company_kind_idx", ["company_id", "kind", "id"]],
  ["charges", "charges_last4_idx", ["last4"]],
  ["users", "users_company_created_idx", ["company_id", "is_company_member", "created_at", "id"]],
  ["users", "users_company_last_name_idx", ["company_id", "is_company_member", "last_name", "id"]],
  ["users", "users_company_first_name_idx", ["company_id", "is_company_member", "first_name", "id"]],
  ["users", "users_company_email_idx", ["company_id", "is_company_member", "email", "id"]],
  ["users", "users_company_last_login_idx", ["company_id", "is_company_member", "last_login", "id"]],
  ["phone_numbers", "phone_numbers_company_created_idx", ["company_id", "created_at", "id"]],
  ["phone_numbers", "phone_numbers_company_number_idx", ["company_id", "number", "id"]],
  ["phone_numbers", "phone_numbers_company_nickname_idx", ["company_id", "nickname", "id"]],
];

/** Indexes of 0001 that one of the above now leads (same name re-created wider, or a prefix of a new one). */
const REPLACED = [
  "transactions_user_idx",
  "transactions_phone_idx",
  "transactions_plan_idx",
  "rentals_user_idx",
  "charges_user_idx",
  "transactions_company_created_idx",
  "transactions_company_status_idx",
  "rentals_company_created_idx",
  "rentals_company_status_idx",
  "charges_company_created_idx",
  "users_company_idx",
  "phone_numbers_company_idx",
];

export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  const { pg, big } = dialectColumns(dialect);

  await db.schema
    .createTable("list_counts")
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("list", "varchar(16)", (c) => c.notNull())
    .addColumn("status", "varchar(20)", (c) => c.notNull())
    .addColumn("n", big, (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("list_counts_pk", ["company_id", "list", "status"])
    .execute();
  await db.schema
    .createTable("list_count_deltas")
    .addColumn("id", big, (c) =>
      pg ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("company_id", "integer", (c) => c.notNull())
    .addColumn("list", "varchar(16)", (c) => c.notNull())
    .addColumn("status", "varchar(20)", (c) => c.notNull())
    .addColumn("delta", big, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("list_count_deltas_company_idx")
    .on("list_count_deltas")
    .columns(["company_id", "list"])
    .execute();

  for (const list of LISTS) {
    await sql`
      insert into list_counts (company_id, list, status, n)
      select company_id, ${list}, status, count(*) from ${sql.table(list)} group by company_id, status
    `.execute(db);
  }
  if (pg) await postgresTriggers(db);
  else await sqliteTriggers(db);

  for (const name of REPLACED) await db.schema.dropIndex(name).ifExists().execute();
  for (const [table, name, columns] of INDEXES)
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  // Statistics for the new indexes on a database that has rows. Not on an empty one: SQLite would keep
  // "empty" statistics until the next ANALYZE, and plan the grown tables as tiny ones.
  const used = await sql`select 1 as x from transactions limit 1`.execute(db);
  if (used.rows.length) await sql`analyze`.execute(db);
}

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  for (const list of LISTS) {
    const add = (row: "new") => `
      insert into list_counts (company_id, list, status, n) values (${row}.company_id, '${list}', ${row}.status, 1)
        on conflict (company_id, list, status) do update set n = n + 1;`;
    const remove = (row: "old") => `
      update list_counts set n = n - 1 where company_id = ${row}.company_id and list = '${list}' and status = ${row}.status;`;
    await sql
      .raw(`create trigger ${list}_count_insert after insert on ${list} begin ${add("new")} end`)
      .execute(db);
    await sql
      .raw(`create trigger ${list}_count_delete after delete on ${list} begin ${remove("old")} end`)
      .execute(db);
    await sql
      .raw(
        `create trigger ${list}_count_update after update of status, company_id on ${list}
           when old.status is not new.status or old.company_id is not new.company_id
           begin ${remove("old")} ${add("new")} end`,
      )
      .execute(db);
  }
}

async function postgresTriggers(db: Kysely<any>): Promise<void> {
  // One function for both lists and the three events; TG_ARGV[0] names the list. Only the branch of the
  // firing event runs, so the transition table it names always exists.
  await sql`
    create function list_count_deltas_append() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into list_count_deltas (company_id, list, status, delta)
        select company_id, tg_argv[0], status, count(*) from new_rows group by company_id, status;
      elsif tg_op = 'DELETE' then
        insert into list_count_deltas (company_id, list, status, delta)
        select company_id, tg_argv[0], status, -count(*) from old_rows group by company_id, status;
      else
        insert into list_count_deltas (company_id, list, status, delta)
        select company_id, tg_argv[0], status, sum(d) from (
          select company_id, status, 1 as d from new_rows
          union all
          select company_id, status, -1 as d from old_rows
        ) moved group by company_id, status having sum(d) <> 0;
      end if;
      return null;
    end $$
  `.execute(db);
  for (const list of LISTS) {
    const t = sql.table(list);
    const arg = sql.lit(list);
    await sql`create trigger ${sql.raw(`${list}_count_insert`)} after insert on ${t}
      referencing new table as new_rows for each statement execute function list_count_deltas_append(${arg})`.execute(
      db,
    );
    await sql`create trigger ${sql.raw(`${list}_count_delete`)} after delete on ${t}
      referencing old table as old_rows for each statement execute function list_count_deltas_append(${arg})`.execute(
      db,
    );
    await sql`create trigger ${sql.raw(`${list}_count_update`)} after update on ${t}
      referencing old table as old_rows new table as new_rows
      for each statement execute function list_count_deltas_append(${arg})`.execute(db);
  }
}

export async function down(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  for (const list of LISTS)
    for (const event of ["insert", "delete", "update"])
      await sql
        .raw(`drop trigger if exists ${list}_count_${event}${dialect === "postgres" ? ` on ${list}` : ""}`)
        .execute(db);
  if (dialect === "postgres") await sql`drop function if exists list_count_deltas_append()`.execute(db);
  await db.schema.dropTable("list_count_deltas").ifExists().execute();
  await db.schema.dropTable("list_counts").ifExists().execute();
}
