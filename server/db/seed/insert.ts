import type { Insertable } from "kysely";
import type { DB } from "../connection";
import type { Database } from "../schema";

export type SeedTable = Exclude<keyof Database, "worker_heartbeats">;
export type Row<T extends SeedTable> = Insertable<Database[T]>;

/** Rows per INSERT: far under both databases' parameter limits, few enough round trips to stay fast. */
export const BATCH = 200;

/**
 * Inserts rows in batches and returns their ids in the order of `rows`. Every row must name the same
 * columns (SQLite has no DEFAULT in a multi-row VALUES). Ids of one statement are handed out in VALUES
 * order by both databases, but RETURNING's order is not promised, hence the sort.
 */
export async function insertRows<T extends SeedTable>(
  db: DB,
  table: T,
  rows: readonly Row<T>[],
  counts: Partial<Record<SeedTable, number>>,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const chunk = rows.slice(i, i + BATCH);
    const out = (await db
      .insertInto(table)
      // One writer for every seed table: each row was typed by the table it is built for.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      .values(chunk as any)
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      .returning("id" as any)
      .execute()) as { id: number }[];
    ids.push(...out.map((r) => Number(r.id)).sort((a, b) => a - b));
  }
  counts[table] = (counts[table] ?? 0) + rows.length;
  return ids;
}
