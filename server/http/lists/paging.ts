import type { FastifyRequest } from "fastify";
import { sql } from "kysely";
import { type Page } from "../../../common/api/page";
import type { DB } from "../../db/connection";
import { ApiError, MESSAGES } from "../errors";
import { applyCriteria, listCriteria, param, zoneCriteria } from "./criteria";
import { resolveSearch } from "./search";
import type { ListCriteria, ListScope, ListSpec } from "./spec";
import type { ListTables, UntypedQuery } from "./tables";

/** Ordering and paging: one page of a list, `{count, next, previous, results}`. */

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 200;

/** `ordering=-created_at,id` → whitelisted [column, direction] pairs; unknown names are dropped (as DRF). */
export function orderingOf<TE extends ListTables>(
  spec: ListSpec<TE>,
  raw: string | undefined,
): Array<[string, "asc" | "desc"]> {
  const wanted = (raw ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const parse = (names: string[]) =>
    names.flatMap((name): Array<[string, "asc" | "desc"]> => {
      const desc = name.startsWith("-");
      const key = desc ? name.slice(1) : name;
      // A plain lookup would find `__proto__`, `constructor`, `toString`… on Object.prototype.
      const col = Object.hasOwn(spec.ordering, key) ? spec.ordering[key] : undefined;
      return col ? [[col, desc ? "desc" : "asc"]] : [];
    });
  let out = parse(wanted);
  if (!out.length) out = parse(spec.defaultOrdering);
  const idCol: string = spec.idColumn ?? "id";
  if (!out.some(([c]) => c === idCol)) out.push([idCol, out[0]?.[1] ?? "desc"]);
  return out;
}

export function pageParams(query: Record<string, unknown>): { page: number; pageSize: number } {
  const rawPage = param(query, "page");
  let page = 1;
  if (rawPage !== undefined && rawPage !== "") {
    if (rawPage === "last") page = Number.MAX_SAFE_INTEGER;
    else if (/^\d+$/.test(rawPage) && Number(rawPage) >= 1) page = Number(rawPage);
    else throw new ApiError(404, { detail: MESSAGES.invalidPage });
  }
  const rawSize = param(query, "page_size");
  let pageSize = DEFAULT_PAGE_SIZE;
  if (rawSize && /^\d+$/.test(rawSize) && Number(rawSize) > 0)
    pageSize = Math.min(Number(rawSize), MAX_PAGE_SIZE);
  return { page, pageSize };
}

/**
 * A page's absolute address, on PUBLIC_URL (the origin e-mail links use): never on the request's `Host` or
 * `X-Forwarded-Host`, which the caller chooses (a shared cache would keep `next: http://evil.example/…` for
 * everyone).
 */
function pageUrl(request: FastifyRequest, page: number | null): string | null {
  if (page === null) return null;
  const url = new URL(`${request.server.config.publicUrl}${request.url}`);
  if (page === 1) url.searchParams.delete("page");
  else url.searchParams.set("page", String(page));
  return url.toString();
}

export interface ListPageCommon<TE extends ListTables, Out, Row> {
  request: FastifyRequest;
  /** lets search ask the small tables first (see RelatedSearch); without it every target is kept */
  db?: DB;
  spec: ListSpec<TE>;
  serialize: (row: Row) => Out;
  /** handed to the spec's search expressions (company-scoped lookups of related rows) */
  scope?: ListScope;
  /**
   * The count without counting, when the criteria allow (e.g. per-status counts kept by triggers);
   * null to count. Only asked when `criteria` is what the request filters by.
   */
  countHint?: (criteria: ListCriteria) => Promise<number | null> | number | null;
}

/**
 * A list whose page is read in one query: `base` is the scoped query (FROM/JOIN/WHERE company and
 * ownership) without a select list, `select` adds the columns. Fine for small tables.
 */
export interface SelectListPage<
  TE extends ListTables,
  B extends UntypedQuery,
  Row,
  Out,
> extends ListPageCommon<TE, Out, Row> {
  base: B;
  select: (qb: B) => UntypedQuery<Row>;
}

/**
 * A list over a big table, read as a late row lookup: `base` is the big table alone, scoped (no joins),
 * which the count and the page's ids come from (filters and search written against it, related tables
 * reached through `in (select …)` subqueries); `rows` then joins whatever the answer needs for just
 * those ids. A deep page walks an index for 25 ids instead of sorting and joining every row before it.
 */
export interface LateRowListPage<
  TE extends ListTables,
  B extends UntypedQuery,
  Row extends { id: number },
  Out,
> extends ListPageCommon<TE, Out, Row> {
  base: B;
  /** the rows whose id is in `ids` (the page's ids, a subquery), with the joins; listPage orders them */
  rows: (ids: PageIds) => UntypedQuery<Row>;
}

/** The ids of one page of a late-row list, as a subquery: `where("t.id", "in", ids)`. */
export type PageIds = UntypedQuery<{ id: number }>;

/** One page of a list endpoint, `{count, next, previous, results}`. */
export async function listPage<TE extends ListTables, Row, Out, B extends UntypedQuery = UntypedQuery>(
  args: SelectListPage<TE, B, Row, Out>,
): Promise<Page<Out>>;
export async function listPage<
  TE extends ListTables,
  Row extends { id: number },
  Out,
  B extends UntypedQuery = UntypedQuery,
>(args: LateRowListPage<TE, B, Row, Out>): Promise<Page<Out>>;
// The overloads above type each call; inside, a row is whatever the select or rows query returned.
export async function listPage<TE extends ListTables>(
  args:
    | SelectListPage<TE, UntypedQuery, unknown, unknown>
    | LateRowListPage<TE, UntypedQuery, { id: number }, unknown>,
): Promise<Page<unknown>> {
  const query = (args.request.query ?? {}) as Record<string, unknown>;
  const { page: wantedPage, pageSize } = pageParams(query);
  const criteria = listCriteria(args.spec, query);
  if (args.db && criteria.patterns.length) await resolveSearch(args.db, args.spec, criteria, args.scope);
  if (args.db) await zoneCriteria(args.db, args.spec, criteria, args.scope);
  const filtered = applyCriteria(args.base, args.spec, criteria, args.scope);

  const countRows = async (): Promise<number> => {
    const hinted = criteria.nothing ? 0 : args.countHint ? await args.countHint(criteria) : null;
    if (hinted !== null) return hinted;
    const countRow = await filtered
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirst();
    return Number(countRow?.count ?? 0);
  };
  const ordering = orderingOf(args.spec, param(query, "ordering"));
  const ordered = <O>(qb: UntypedQuery<O>) => {
    for (const [col, dir] of ordering) qb = qb.orderBy(sql.ref(col), dir);
    return qb;
  };
  const pageRows = async (page: number): Promise<unknown[]> => {
    const paged = <O>(qb: UntypedQuery<O>) =>
      ordered(qb)
        .limit(pageSize)
        .offset((page - 1) * pageSize);
    if (!("rows" in args)) return paged(args.select(filtered)).execute();
    // One statement: the page's ids walked in index order on the big table alone, then only their rows
    // joined, ordered again (the ordering's columns are the big table's, under the same name in both).
    const idColumn: string = args.spec.idColumn ?? "id";
    const ids = paged(filtered.clearSelect().select(sql.ref<number>(idColumn).as("id")));
    return ordered(args.rows(ids)).execute();
  };

  // A numbered page need not wait for the count (PostgreSQL runs both at once on two connections); the
  // count still decides whether that page exists. `last` needs the count first.
  const early = wantedPage !== Number.MAX_SAFE_INTEGER && !criteria.nothing ? pageRows(wantedPage) : null;
  early?.catch(() => undefined);
  const count = await countRows();
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  const page = wantedPage === Number.MAX_SAFE_INTEGER ? lastPage : wantedPage;
  if (page > lastPage) throw new ApiError(404, { detail: MESSAGES.invalidPage });
  const rows = count === 0 ? [] : await (early ?? pageRows(page));

  return {
    count,
    next: pageUrl(args.request, page < lastPage ? page + 1 : null),
    previous: pageUrl(args.request, page > 1 ? page - 1 : null),
    // Each row is the type the call's serializer takes (the overloads above).
    results: rows.map((row) => args.serialize(row as never)),
  };
}
