import type { ColumnDefinitionBuilder } from "kysely";

/**
 * The column types and the primary key the migrations write, each one way on SQLite and another on
 * PostgreSQL: `ts` a timestamp (timestamptz, or ISO text), `date` a day (date, or `YYYY-MM-DD` text), `big` a
 * kept sum (bigint, or SQLite's integer) and `id` an integer primary key the database numbers (an identity, or
 * autoincrement). Frozen with the migrations that use it: migrations are history, and a database migrated
 * yesterday must equal one migrated today, so this must never change what it produces. A later migration that
 * wants another type or key spells it out itself, or adds a new name here; it never edits one of these.
 */
export function dialectColumns(dialect: "sqlite" | "postgres") {
  const pg = dialect === "postgres";
  return {
    pg,
    ts: pg ? "timestamptz" : "text",
    date: pg ? "date" : "text",
    big: pg ? "bigint" : "integer",
    id: (c: ColumnDefinitionBuilder) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
  } as const;
}
