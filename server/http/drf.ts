import type { FastifyRequest } from "fastify";
import {
  type Expression,
  type ExpressionBuilder,
  expressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from "kysely";
import { z } from "zod";
import { type Page, pageOf } from "../../common/api/page";
import { addDays, startOfDayIn } from "../../common/dates";
import type { DB } from "../db/connection";
import { companyTimeZone } from "../db/company-day";
import type { AuthContext } from "../security/caller";
import { ApiError, badRequest, MESSAGES } from "./errors";

/**
 * Django REST Framework's list conventions as one declaration (docs/api-conventions.md): page/page_size
 * pagination
 * with absolute next/previous links, an ordering whitelist, multi-term search and typed filters.
 * An endpoint declares a ListSpec and calls listPage(); nothing from the query string is ever
 * interpolated into SQL: ordering names map to whitelisted column references, values are bound.
 */

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 200;

type Query = SelectQueryBuilder<any, any, any>;
/** Whose rows a list shows; search expressions use it to look up related rows of that company only. */
export interface ListScope {
  companyId: number;
  /**
   * the company's time zone, in which a bare date of a date filter is a day (zoneCriteria() reads it when
   * a filter needs it); without it such a day is UTC's
   */
  timeZone?: string;
}

/**
 * `(eb, pattern, scope) => eb.exists(…where lower(col) like pattern escape '\\')` — pattern is lower-cased,
 * escaped. `scope` is there when the endpoint passes one to listPage. null: this target does not apply to
 * this term (it is left out of the term's OR).
 */
export type SearchExpression = (
  eb: ExpressionBuilder<any, any>,
  pattern: string,
  scope?: ListScope,
  /** the term as typed (case kept, not escaped), for exact matches through an index */
  term?: string,
) => Expression<SqlBool> | null;

/**
 * A search target in a small related table, reached through the big table's index on `column`:
 * `column in (lookup)`. `lookup` selects the matching ids (one column, `id`) from `qc`, which is the
 * database or an expression builder. listPage, given `db`, first asks whether the lookup finds anything
 * and leaves the target out of the term's OR when it does not: databases use an index for
 * `x in (…)` alone, but often scan the big table for an OR of several such arms.
 */
export interface RelatedSearch {
  column: string;
  lookup: (
    qc: Kysely<any>,
    pattern: string,
    scope?: ListScope,
  ) => SelectQueryBuilder<any, any, { id: number }>;
}

type SearchTarget = string | SearchExpression | RelatedSearch;

/** `lower(column) like pattern escape '\'`, for SearchExpressions over related tables. */
export const likeLower = (column: string, pattern: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
type Parser<T> = (raw: string, field: string) => T;

/**
 * `column in (select id from table where company_id = :company and (lower(c1) like :p or …))`: the
 * subquery is uncorrelated, so the database runs it once and then looks the matches up by index, instead
 * of testing every row of the big table (docs/api-conventions.md).
 */
export const relatedMatch = (
  column: string,
  table: string,
  textColumns: string[],
  companyColumn = "company_id",
): RelatedSearch => ({
  column,
  lookup: (qc, pattern, scope) => {
    let related = qc
      .selectFrom(`${table} as related`)
      .select("related.id")
      .where((inner) => inner.or(textColumns.map((c) => likeLower(`related.${c}`, pattern))));
    if (scope) related = related.where(sql.ref(`related.${companyColumn}`), "=", scope.companyId);
    return related;
  },
});

/** Never true: what a search term that matches nothing anywhere narrows a query with. */
export const NO_MATCH = sql<SqlBool>`1 = 0`;

export interface FilterDef<T = unknown> {
  parse: Parser<T>;
  apply: (qb: Query, value: T, scope?: ListScope) => Query;
  /** the value is a day of the company's calendar: apply needs `scope.timeZone` (zoneCriteria) */
  zoned?: boolean;
}

export interface ListSpec {
  /** api name → SQL column reference (e.g. `created_at: "t.created_at"`) */
  ordering: Record<string, string>;
  /** applied when the request names no (valid) ordering; an `id` tie-break is always added */
  defaultOrdering: string[];
  /**
   * What `search=` looks in: SQL column references, or a function for anything else (e.g. an EXISTS over
   * a related table) given the LIKE pattern. Every space-separated term must match at least one of them.
   */
  search?: SearchTarget[];
  filters?: Record<string, FilterDef<any>>;
  /** the column used as the final tie-break for stable pages (default "id" of the first table) */
  idColumn?: string;
  /** OpenAPI descriptions of `search` and of filters, by query name */
  describe?: Record<string, string>;
}

export { type Page, pageOf };

const TRUE = new Set(["true", "1", "yes", "on"]);
const FALSE = new Set(["false", "0", "no", "off"]);

export const parsers = {
  boolean: (raw: string, field: string): boolean => {
    const v = raw.trim().toLowerCase();
    if (TRUE.has(v)) return true;
    if (FALSE.has(v)) return false;
    throw badRequest({ [field]: `"${raw}" is not a valid boolean.` });
  },
  id: (raw: string, field: string): number => {
    if (!/^\d{1,15}$/.test(raw.trim())) throw badRequest({ [field]: "Enter a whole number." });
    return Number(raw.trim());
  },
  ids: (raw: string, field: string): number[] =>
    raw
      .split(",")
      .filter(Boolean)
      .map((p) => parsers.id(p, field)),
  date: (raw: string, field: string): string => {
    const v = raw.trim();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`)))
      throw badRequest({ [field]: "Enter a valid date." });
    return v;
  },
  choices:
    (choices: readonly string[]) =>
    (raw: string, field: string): string[] => {
      const values = raw
        .split(",")
        .map((v) => v.trim())
        .filter(Boolean);
      for (const v of values)
        if (!choices.includes(v))
          throw badRequest({ [field]: `Select a valid choice. ${v} is not one of the available choices.` });
      return values;
    },
};

/** Typed filters: each reads one query parameter and narrows the query with bound values only. */
export const filters = {
  /** `?status=error` or `?status=error,action_required` */
  choice: (column: string, choices: readonly string[]): FilterDef<string[]> => ({
    parse: parsers.choices(choices),
    apply: (qb, values) => (values.length ? qb.where(sql.ref(column), "in", values) : qb),
  }),
  /** `?plan=3` or `?plan=3,4` (also used for `a__b` lookups such as `plan__carrier` → `p.carrier_id`) */
  id: (column: string): FilterDef<number[]> => ({
    parse: parsers.ids,
    apply: (qb, ids) => (ids.length ? qb.where(sql.ref(column), "in", ids) : qb),
  }),
  /**
   * `?plan__carrier=3`: rows whose `column` names a row of `table` whose `via` column holds one of the ids,
   * through a subquery, so that the list's own table needs no join
   */
  idThrough: (column: string, table: string, via: string): FilterDef<number[]> => ({
    parse: parsers.ids,
    apply: (qb, ids) =>
      ids.length
        ? qb.where((eb) =>
            eb(
              sql.ref(column),
              "in",
              eb
                .selectFrom(`${table} as fp`)
                .select("fp.id")
                .where(sql.ref(`fp.${via}`), "in", ids),
            ),
          )
        : qb,
  }),
  /** `?is_active=true` on a boolean column */
  boolean: (column: string): FilterDef<boolean> => ({
    parse: parsers.boolean,
    apply: (qb, v) => qb.where(sql.ref(column), "=", v),
  }),
  /** `?payment_error=true`: the text column holds something; `false`: it is empty */
  present: (column: string): FilterDef<boolean> => ({
    parse: parsers.boolean,
    apply: (qb, v) =>
      v
        ? qb.where(sql.ref(column), "is not", null).where(sql.ref(column), "<>", "")
        : qb.where((eb) => eb.or([eb(sql.ref(column), "is", null), eb(sql.ref(column), "=", "")])),
  }),
  /**
   * `?created_after=2026-01-01`: from the start of that day. On a timestamp column the day is the
   * company's (docs/engines.md, "The company's day"): from its local midnight, as a UTC instant; on a
   * calendar-day column (`timestamp` false) the day itself.
   */
  dateFrom: (column: string, timestamp = true): FilterDef<string> => ({
    parse: parsers.date,
    zoned: timestamp,
    apply: (qb, v, scope) => qb.where(sql.ref(column), ">=", timestamp ? dayStart(v, scope) : v),
  }),
  /** `?created_before=2026-01-31`: up to the end of that day, the whole day included (as dateFrom). */
  dateTo: (column: string, inclusiveTimestamp = true): FilterDef<string> => ({
    parse: parsers.date,
    zoned: inclusiveTimestamp,
    apply: (qb, v, scope) =>
      inclusiveTimestamp
        ? qb.where(sql.ref(column), "<", dayStart(addDays(v, 1), scope))
        : qb.where(sql.ref(column), "<=", v),
  }),
  /** anything else: parse with one of `parsers`, apply with your own where clause */
  custom: <T>(parse: Parser<T>, apply: (qb: Query, value: T) => Query): FilterDef<T> => ({ parse, apply }),
};

/** The instant a day begins for the list's company (UTC's when the list has no company). */
const dayStart = (day: string, scope?: ListScope) => startOfDayIn(scope?.timeZone ?? "UTC", day);

function firstValue(v: unknown): string | undefined {
  if (Array.isArray(v)) return v.length ? String(v[v.length - 1]) : undefined;
  if (v === undefined || v === null) return undefined;
  return String(v);
}

/** One query parameter; a name such as `__proto__` or `constructor` finds nothing it was not sent. */
function param(query: Record<string, unknown>, name: string): string | undefined {
  return Object.hasOwn(query, name) ? firstValue(query[name]) : undefined;
}

/** What a request asks a list for, parsed and checked: filter values by name and search terms. */
export interface ListCriteria {
  filters: Map<string, unknown>;
  /** the search terms as typed */
  terms: string[];
  /** the same terms lower-cased, LIKE-escaped, wrapped in `%` */
  patterns: string[];
  /** `term index:target index` of related targets found empty by resolveSearch() */
  empty: Set<string>;
  /** some term matches nothing at all (resolveSearch()): the answer is no rows, without asking */
  nothing: boolean;
}

/** Reads the filters and search terms from the query string; a malformed filter value is a 400 naming it. */
export function listCriteria(spec: ListSpec, query: Record<string, unknown>): ListCriteria {
  const parsed = new Map<string, unknown>();
  for (const [name, def] of Object.entries(spec.filters ?? {})) {
    const raw = param(query, name);
    if (raw === undefined || raw.trim() === "") continue;
    parsed.set(name, def.parse(raw, name));
  }
  const search = param(query, "search")?.trim();
  const terms = search && spec.search?.length ? search.split(/\s+/).filter(Boolean).slice(0, 8) : [];
  const patterns = terms.map((term) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return { filters: parsed, terms, patterns, empty: new Set(), nothing: false };
}

const isRelated = (t: SearchTarget): t is RelatedSearch => typeof t === "object";

/** The OR of one term's targets that apply, or null when none does. */
function termExpression(
  eb: ExpressionBuilder<any, any>,
  spec: ListSpec,
  criteria: ListCriteria,
  i: number,
  scope?: ListScope,
): Expression<SqlBool> | null {
  const pattern = criteria.patterns[i];
  const arms = spec.search!.flatMap((t, j): Expression<SqlBool>[] => {
    if (typeof t === "string") return [likeLower(t, pattern)];
    if (isRelated(t)) {
      if (criteria.empty.has(`${i}:${j}`)) return [];
      // An expression builder builds the same subquery a Kysely instance would.
      return [eb(sql.ref(t.column), "in", t.lookup(eb as unknown as Kysely<any>, pattern, scope))];
    }
    const e = t(eb, pattern, scope, criteria.terms[i]);
    return e ? [e] : [];
  });
  return arms.length === 0 ? null : arms.length === 1 ? arms[0] : eb.or(arms);
}

/**
 * Asks the small tables first: which related targets find nothing for which term. Those leave the term's
 * OR, and a term left with no target at all means the list is empty (no query of the big table).
 */
export async function resolveSearch(
  db: Kysely<any>,
  spec: ListSpec,
  criteria: ListCriteria,
  scope?: ListScope,
): Promise<void> {
  const targets = spec.search ?? [];
  for (let i = 0; i < criteria.patterns.length; i++) {
    for (let j = 0; j < targets.length; j++) {
      const t = targets[j];
      if (!isRelated(t)) continue;
      const found = await t.lookup(db, criteria.patterns[i], scope).limit(1).execute();
      if (!found.length) criteria.empty.add(`${i}:${j}`);
    }
    if (!termExpression(expressionBuilder(), spec, criteria, i, scope)) criteria.nothing = true;
  }
}

/**
 * Reads the company's time zone into `scope` when a filter asked for takes a day of the company's calendar
 * (created_after, created_before): a bare date is that day where the company is, not UTC's.
 */
export async function zoneCriteria(
  db: Kysely<any>,
  spec: ListSpec,
  criteria: ListCriteria,
  scope?: ListScope,
): Promise<void> {
  if (!scope || scope.timeZone) return;
  if ([...criteria.filters.keys()].some((name) => spec.filters![name].zoned))
    scope.timeZone = await companyTimeZone(db as DB, scope.companyId);
}

/** Narrows a query by parsed criteria: every filter, and every search term matching one search target. */
export function applyCriteria<Q extends Query>(
  qb: Q,
  spec: ListSpec,
  criteria: ListCriteria,
  scope?: ListScope,
): Q {
  let out: Query = qb;
  for (const [name, value] of criteria.filters) out = spec.filters![name].apply(out, value, scope);
  for (let i = 0; i < criteria.patterns.length; i++)
    out = out.where((eb) => termExpression(eb, spec, criteria, i, scope) ?? NO_MATCH);
  // Where clauses leave the builder's row type as it was.
  return out as Q;
}

/** Applies search and filters from the query string. */
export function applyFilters<Q extends Query>(
  qb: Q,
  spec: ListSpec,
  query: Record<string, unknown>,
  scope?: ListScope,
): Q {
  return applyCriteria(qb, spec, listCriteria(spec, query), scope);
}

/** `ordering=-created_at,id` → whitelisted [column, direction] pairs; unknown names are dropped (as DRF). */
export function orderingOf(spec: ListSpec, raw: string | undefined): Array<[string, "asc" | "desc"]> {
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
  const idCol = spec.idColumn ?? "id";
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

function pageUrl(request: FastifyRequest, page: number | null): string | null {
  if (page === null) return null;
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  if (page === 1) url.searchParams.delete("page");
  else url.searchParams.set("page", String(page));
  return url.toString();
}

interface ListPageCommon<Out, Row> {
  request: FastifyRequest;
  /** lets search ask the small tables first (see RelatedSearch); without it every target is kept */
  db?: Kysely<any>;
  spec: ListSpec;
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
export interface SelectListPage<B extends Query, Row, Out> extends ListPageCommon<Out, Row> {
  base: B;
  select: (qb: B) => SelectQueryBuilder<any, any, Row>;
}

/**
 * A list over a big table, read as a late row lookup: `base` is the big table alone, scoped (no joins),
 * which the count and the page's ids come from (filters and search written against it, related tables
 * reached through `in (select …)` subqueries); `rows` then joins whatever the answer needs for just
 * those ids. A deep page walks an index for 25 ids instead of sorting and joining every row before it.
 */
export interface LateRowListPage<B extends Query, Row extends { id: number }, Out> extends ListPageCommon<
  Out,
  Row
> {
  base: B;
  rows: (ids: number[]) => SelectQueryBuilder<any, any, Row>;
}

/** One page of a list endpoint, `{count, next, previous, results}`. */
export async function listPage<Row, Out, B extends Query = Query>(
  args: SelectListPage<B, Row, Out>,
): Promise<Page<Out>>;
export async function listPage<Row extends { id: number }, Out, B extends Query = Query>(
  args: LateRowListPage<B, Row, Out>,
): Promise<Page<Out>>;
// The overloads above type each call; inside, a row is whatever the select or rows query returned.
export async function listPage(
  args: SelectListPage<Query, any, unknown> | LateRowListPage<Query, { id: number }, unknown>,
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
  const pageRows = async (page: number): Promise<unknown[]> => {
    const ordered = (qb: Query) => {
      for (const [col, dir] of orderingOf(args.spec, param(query, "ordering")))
        qb = qb.orderBy(sql.ref(col), dir);
      return qb.limit(pageSize).offset((page - 1) * pageSize);
    };
    if (!("rows" in args)) return ordered(args.select(filtered)).execute();
    const idColumn = args.spec.idColumn ?? "id";
    const ids = (
      await ordered(filtered.clearSelect().select(sql.ref<number>(idColumn).as("id"))).execute()
    ).map((r) => Number((r as { id: number }).id));
    const found = ids.length ? await args.rows(ids).execute() : [];
    const byId = new Map(found.map((r) => [r.id, r]));
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
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
    results: rows.map((row) => args.serialize(row as { id: number })),
  };
}

/**
 * A list endpoint: `(db, ctx, request)` answers one page, and `query` is the query string it takes, for
 * OpenAPI. The record route kit registers `GET <path>` from it (routes.ts `list`).
 */
export type ListReader<Out> = ((db: DB, ctx: AuthContext, request: FastifyRequest) => Promise<Page<Out>>) & {
  query: z.ZodType;
};

/** A ListReader from its page reader and its query string: a spec's (listQuerySchema) or one described by hand. */
export function listReader<Out>(
  query: ListSpec | z.ZodType,
  read: (db: DB, ctx: AuthContext, request: FastifyRequest) => Promise<Page<Out>>,
): ListReader<Out> {
  return Object.assign(read, { query: query instanceof z.ZodType ? query : listQuerySchema(query) });
}

/** A late-row list (LateRowListPage) of the caller's rows, declared once; see callersList. */
export interface CallersList<Row extends { id: number }, Out> {
  spec: ListSpec;
  /** the caller's rows of the big table alone, scoped (no joins) */
  base: (db: DB, ctx: AuthContext) => Query;
  /** the page's rows, with whatever the answer joins */
  rows: (db: DB, ctx: AuthContext, ids: number[]) => SelectQueryBuilder<any, any, Row>;
  serialize: (row: Row) => Out;
  countHint?: (db: DB, ctx: AuthContext) => ListPageCommon<Out, Row>["countHint"];
}

/**
 * The list endpoint of a declaration: `(db, ctx, request)` answers one page of the caller's rows, its
 * search looking up related rows of the caller's company only.
 */
export function callersList<Row extends { id: number }, Out>(def: CallersList<Row, Out>): ListReader<Out> {
  return listReader(def.spec, (db, ctx, request) =>
    listPage({
      request,
      db,
      spec: def.spec,
      scope: { companyId: ctx.companyId },
      base: def.base(db, ctx),
      rows: (ids) => def.rows(db, ctx, ids),
      serialize: def.serialize,
      countHint: def.countHint?.(db, ctx),
    }),
  );
}

/**
 * A list's query string for OpenAPI: pagination, then `ordering` and every other parameter described in
 * words (each a string, optional). The list's handler reads and checks the values.
 */
export function listQueryOf(ordering: string, params: Record<string, string> = {}) {
  const described = Object.fromEntries(
    Object.entries(params).map(([name, text]) => [name, z.string().optional().describe(text)]),
  );
  return z
    .object({
      page: z.string().optional().describe("1-based page number, or `last`"),
      page_size: z.string().optional().describe(`default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}`),
      ordering: z.string().optional().describe(ordering),
      ...described,
    })
    .loose();
}

/** The query string of a list endpoint, for OpenAPI: pagination, ordering, search and the spec's filters. */
export function listQuerySchema(spec: ListSpec) {
  const params: Record<string, string> = {};
  const describe = (name: string, fallback = "") =>
    spec.describe && Object.hasOwn(spec.describe, name) ? spec.describe[name] : fallback;
  if (spec.search?.length) params.search = describe("search", "space-separated terms, all must match");
  for (const name of Object.keys(spec.filters ?? {})) params[name] = describe(name);
  return listQueryOf(
    `comma-separated, \`-\` for descending: ${Object.keys(spec.ordering).join(", ")}`,
    params,
  );
}
