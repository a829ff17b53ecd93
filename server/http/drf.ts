import type { FastifyRequest } from "fastify";
import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import { z } from "zod";
import { ApiError, badRequest, MESSAGES } from "./errors";

/**
 * Django REST Framework's list conventions as one declaration (DESIGN.md §5): page/page_size pagination
 * with absolute next/previous links, an ordering whitelist, multi-term search and typed filters.
 * An endpoint declares a ListSpec and calls listPage(); nothing from the query string is ever
 * interpolated into SQL: ordering names map to whitelisted column references, values are bound.
 */

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 200;

type Query = SelectQueryBuilder<any, any, any>;
/** `(eb, pattern) => eb.exists(…where lower(col) like pattern escape '\\')` — pattern is lower-cased, escaped */
export type SearchExpression = (eb: ExpressionBuilder<any, any>, pattern: string) => Expression<SqlBool>;

/** `lower(column) like pattern escape '\'`, for SearchExpressions over related tables. */
export const likeLower = (column: string, pattern: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
type Parser<T> = (raw: string, field: string) => T;

export interface FilterDef<T = unknown> {
  parse: Parser<T>;
  apply: (qb: Query, value: T) => Query;
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
  search?: Array<string | SearchExpression>;
  filters?: Record<string, FilterDef<any>>;
  /** the column used as the final tie-break for stable pages (default "id" of the first table) */
  idColumn?: string;
}

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

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
  ids: (raw: string, field: string): number[] => raw.split(",").filter(Boolean).map((p) => parsers.id(p, field)),
  date: (raw: string, field: string): string => {
    const v = raw.trim();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`)))
      throw badRequest({ [field]: "Enter a valid date." });
    return v;
  },
  choices:
    (choices: readonly string[]) =>
    (raw: string, field: string): string[] => {
      const values = raw.split(",").map((v) => v.trim()).filter(Boolean);
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
  /** `?created_after=2026-01-01` style bounds on a date or timestamp column */
  dateFrom: (column: string): FilterDef<string> => ({
    parse: parsers.date,
    apply: (qb, v) => qb.where(sql.ref(column), ">=", v),
  }),
  dateTo: (column: string, inclusiveTimestamp = true): FilterDef<string> => ({
    parse: parsers.date,
    // A timestamp column compared with a bare date must include that whole day.
    apply: (qb, v) =>
      inclusiveTimestamp ? qb.where(sql.ref(column), "<", nextDay(v)) : qb.where(sql.ref(column), "<=", v),
  }),
  /** anything else: parse with one of `parsers`, apply with your own where clause */
  custom: <T>(parse: Parser<T>, apply: (qb: Query, value: T) => Query): FilterDef<T> => ({ parse, apply }),
};

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function firstValue(v: unknown): string | undefined {
  if (Array.isArray(v)) return v.length ? String(v[v.length - 1]) : undefined;
  if (v === undefined || v === null) return undefined;
  return String(v);
}

/** Applies search and filters from the query string. */
export function applyFilters(qb: Query, spec: ListSpec, query: Record<string, unknown>): Query {
  for (const [name, def] of Object.entries(spec.filters ?? {})) {
    const raw = firstValue(query[name]);
    if (raw === undefined || raw.trim() === "") continue;
    qb = def.apply(qb, def.parse(raw, name));
  }
  const search = firstValue(query.search)?.trim();
  if (search && spec.search?.length) {
    const terms = search.split(/\s+/).filter(Boolean).slice(0, 8);
    for (const term of terms) {
      const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      qb = qb.where((eb) =>
        eb.or(spec.search!.map((s) => (typeof s === "string" ? likeLower(s, pattern) : s(eb, pattern)))),
      );
    }
  }
  return qb;
}

/** `ordering=-created_at,id` → whitelisted [column, direction] pairs; unknown names are dropped (as DRF). */
export function orderingOf(spec: ListSpec, raw: string | undefined): Array<[string, "asc" | "desc"]> {
  const wanted = (raw ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  const parse = (names: string[]) =>
    names.flatMap((name): Array<[string, "asc" | "desc"]> => {
      const desc = name.startsWith("-");
      const col = spec.ordering[desc ? name.slice(1) : name];
      return col ? [[col, desc ? "desc" : "asc"]] : [];
    });
  let out = parse(wanted);
  if (!out.length) out = parse(spec.defaultOrdering);
  const idCol = spec.idColumn ?? "id";
  if (!out.some(([c]) => c === idCol)) out.push([idCol, out[0]?.[1] ?? "desc"]);
  return out;
}

export function pageParams(query: Record<string, unknown>): { page: number; pageSize: number } {
  const rawPage = firstValue(query.page);
  let page = 1;
  if (rawPage !== undefined && rawPage !== "") {
    if (rawPage === "last") page = Number.MAX_SAFE_INTEGER;
    else if (/^\d+$/.test(rawPage) && Number(rawPage) >= 1) page = Number(rawPage);
    else throw new ApiError(404, { detail: MESSAGES.invalidPage });
  }
  const rawSize = firstValue(query.page_size);
  let pageSize = DEFAULT_PAGE_SIZE;
  if (rawSize && /^\d+$/.test(rawSize) && Number(rawSize) > 0) pageSize = Math.min(Number(rawSize), MAX_PAGE_SIZE);
  return { page, pageSize };
}

function pageUrl(request: FastifyRequest, page: number | null): string | null {
  if (page === null) return null;
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  if (page === 1) url.searchParams.delete("page");
  else url.searchParams.set("page", String(page));
  return url.toString();
}

/**
 * One page of a list endpoint.
 * `base` is the scoped query (FROM/JOIN/WHERE company and ownership), without a select list;
 * `select` adds the columns; `serialize` turns a row into the API's shape.
 */
export async function listPage<Row, Out>(args: {
  request: FastifyRequest;
  base: Query;
  spec: ListSpec;
  select: (qb: Query) => Query;
  serialize: (row: Row) => Out;
}): Promise<Page<Out>> {
  const query = (args.request.query ?? {}) as Record<string, unknown>;
  const { page: wantedPage, pageSize } = pageParams(query);
  const filtered = applyFilters(args.base, args.spec, query);

  const countRow = await filtered
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirst();
  const count = Number(countRow?.count ?? 0);
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  const page = wantedPage === Number.MAX_SAFE_INTEGER ? lastPage : wantedPage;
  if (page > lastPage) throw new ApiError(404, { detail: MESSAGES.invalidPage });

  let rowsQuery = args.select(filtered);
  for (const [col, dir] of orderingOf(args.spec, firstValue(query.ordering))) {
    rowsQuery = rowsQuery.orderBy(sql.ref(col), dir);
  }
  const rows = (await rowsQuery
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute()) as Row[];

  return {
    count,
    next: pageUrl(args.request, page < lastPage ? page + 1 : null),
    previous: pageUrl(args.request, page > 1 ? page - 1 : null),
    results: rows.map(args.serialize),
  };
}

/** The response schema of a list endpoint: `{count, next, previous, results: Row[]}` (for OpenAPI). */
export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(row),
  });
}

/** The query string of a list endpoint, for OpenAPI: pagination, ordering, search and the spec's filters. */
export function listQuerySchema(spec: ListSpec) {
  const shape: Record<string, z.ZodType> = {
    page: z.string().optional().describe("1-based page number, or `last`"),
    page_size: z.string().optional().describe(`default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}`),
    ordering: z
      .string()
      .optional()
      .describe(`comma-separated, \`-\` for descending: ${Object.keys(spec.ordering).join(", ")}`),
  };
  if (spec.search?.length) shape.search = z.string().optional().describe("space-separated terms, all must match");
  for (const name of Object.keys(spec.filters ?? {})) shape[name] = z.string().optional();
  return z.object(shape).passthrough();
}
