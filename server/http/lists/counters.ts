import type { FastifyRequest } from "fastify";
import { sql } from "kysely";
import type { DB } from "../../db/connection";
import { type CountedList, keptStatuses, listCounts, type Narrowing } from "../../db/list-counts";
import type { AuthContext } from "../../security/caller";
import { applyCriteria, listCriteria, zoneCriteria } from "./criteria";
import type { CallersList } from "./readers";
import { resolveSearch } from "./search";
import type { Column, ListTables } from "./tables";

/** How a list's rows are counted per status: the status tabs above it (docs/api-conventions.md). */
export interface StatusCounting<TE extends ListTables, S extends string> {
  /** the list's kept per-status counts (migration 0002) */
  kept: CountedList;
  /** the status column of the list's big table */
  column: Column<TE>;
  statuses: readonly S[];
  /** filters the kept counts still answer under (see keptStatuses) */
  narrowing?: Narrowing;
}

export type StatusCounts<S extends string> = { all: number } & Record<S, number>;

/**
 * `(db, ctx, request)` → how many of the caller's rows each status holds under the list's filters and
 * search, `status` excepted, and their sum. Staff with no filter the kept counts cannot answer read those
 * (nothing counted); otherwise the filtered rows are counted, grouped by status.
 */
export function statusCounters<TE extends ListTables, S extends string>(
  list: Pick<CallersList<TE, { id: number }, unknown>, "spec" | "base">,
  counting: StatusCounting<TE, S>,
) {
  return async (db: DB, ctx: AuthContext, request: FastifyRequest): Promise<StatusCounts<S>> => {
    const { status: _open, ...query } = (request.query ?? {}) as Record<string, unknown>;
    const criteria = listCriteria(list.spec, query);
    // A tab shows what choosing it lists: statuses hidden by default are counted, left out of `all` only.
    const hidden = new Set<string>();
    for (const [name, value] of criteria.filters) {
      const hides = list.spec.filters?.[name]?.hides;
      if (!hides) continue;
      for (const status of hides(value)) hidden.add(status);
      criteria.filters.delete(name);
    }
    const scope = { companyId: ctx.companyId };
    if (criteria.patterns.length) await resolveSearch(db, list.spec, criteria, scope);
    await zoneCriteria(db, list.spec, criteria, scope);
    const kept = keptStatuses(ctx, criteria, counting.narrowing);
    let rows: Array<{ status: string; n: number | string }>;
    if (criteria.nothing) {
      rows = [];
    } else if (kept !== undefined) {
      const counts = await listCounts(db, ctx.companyId, counting.kept);
      rows = [...counts]
        .filter(([status]) => !kept || kept.includes(status))
        .map(([status, n]) => ({ status, n }));
    } else {
      const column: string = counting.column;
      rows = await applyCriteria(list.base(db, ctx), list.spec, criteria, scope)
        .select((eb) => [sql.ref<string>(column).as("status"), eb.fn.countAll<number>().as("n")])
        .groupBy(sql.ref(column))
        .execute();
    }
    const counts = Object.fromEntries(counting.statuses.map((s) => [s, 0])) as Record<S, number>;
    let all = 0;
    for (const r of rows) {
      if (!Object.hasOwn(counts, r.status)) continue;
      counts[r.status as S] = Number(r.n);
      if (!hidden.has(r.status)) all += Number(r.n);
    }
    return { all, ...counts };
  };
}
