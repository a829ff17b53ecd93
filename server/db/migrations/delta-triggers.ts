import { type Kysely, sql } from "kysely";

/**
 * PostgreSQL's kept figures (migrations 0008, 0009): one plpgsql function appending signed deltas, fired
 * once per statement with its transition tables on insert, delete and update of `table`. Only the branch
 * of the firing event runs, so the transition table it names always exists. Frozen with the migrations
 * that use it: change it only by a new migration.
 */
export interface DeltaTriggers {
  /** the table watched, and the prefix of its three triggers (`<prefix>_insert`…) */
  table: string;
  prefix: string;
  /** the plpgsql function's name */
  fn: string;
  /** the insert into the deltas table of the rows a select gives, signed (`rows(new_rows, "")`) */
  append: (rows: string) => string;
  /** a select of one transition table's rows, each signed by `sign` ("" or "-") */
  rows: (table: "new_rows" | "old_rows", sign: "" | "-") => string;
}

export async function createDeltaTriggers(db: Kysely<any>, t: DeltaTriggers): Promise<void> {
  const { append, rows } = t;
  await sql
    .raw(
      `create function ${t.fn}() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then ${append(rows("new_rows", ""))}
        elsif tg_op = 'DELETE' then ${append(rows("old_rows", "-"))}
        else ${append(`${rows("new_rows", "")} union all ${rows("old_rows", "-")}`)}
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  const events = [
    ["insert", "referencing new table as new_rows"],
    ["delete", "referencing old table as old_rows"],
    ["update", "referencing old table as old_rows new table as new_rows"],
  ] as const;
  for (const [event, referencing] of events)
    await sql
      .raw(
        `create trigger ${t.prefix}_${event} after ${event} on ${t.table} ${referencing}
         for each statement execute function ${t.fn}()`,
      )
      .execute(db);
}

/** Drops what createDeltaTriggers made (and, on SQLite, the row triggers of the same names). */
export async function dropDeltaTriggers(
  db: Kysely<any>,
  dialect: "sqlite" | "postgres",
  t: Pick<DeltaTriggers, "table" | "prefix" | "fn">,
): Promise<void> {
  for (const event of ["insert", "delete", "update"])
    await sql
      .raw(`drop trigger if exists ${t.prefix}_${event}${dialect === "postgres" ? ` on ${t.table}` : ""}`)
      .execute(db);
  if (dialect === "postgres") await sql.raw(`drop function if exists ${t.fn}()`).execute(db);
}
