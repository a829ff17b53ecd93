import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { Page } from "../../../common/api/page";
import type { DB } from "../../db/connection";
import type { AuthContext } from "../../security/caller";
import { DEFAULT_PAGE_SIZE, type ListPageCommon, listPage, MAX_PAGE_SIZE, type PageIds } from "./paging";
import { everyRow } from "./every-row";
import type { ListSpec } from "./spec";
import type { ListTables, UntypedQuery } from "./tables";

/** List endpoints as the record route kit takes them: a page reader and the query string it reads. */

/**
 * A list endpoint: `(db, ctx, request)` answers one page, and `query` is the query string it takes, for
 * OpenAPI. The record route kit registers `GET <path>` from it (routes.ts `list`).
 */
export type ListReader<Out> = ((db: DB, ctx: AuthContext, request: FastifyRequest) => Promise<Page<Out>>) & {
  query: z.ZodType;
};

/** A ListReader from its page reader and its query string: a spec's (listQuerySchema) or one described by hand. */
export function listReader<Out, TE extends ListTables>(
  query: ListSpec<TE> | z.ZodType,
  read: (db: DB, ctx: AuthContext, request: FastifyRequest) => Promise<Page<Out>>,
): ListReader<Out> {
  return Object.assign(read, { query: query instanceof z.ZodType ? query : listQuerySchema(query) });
}

/** A late-row list (LateRowListPage) of the caller's rows, declared once; see callersList. */
export interface CallersList<TE extends ListTables, Row extends { id: number }, Out> {
  spec: ListSpec<TE>;
  /** the caller's rows of the big table alone, scoped (no joins) */
  base: (db: DB, ctx: AuthContext) => UntypedQuery;
  /** the page's rows, with whatever the answer joins */
  rows: (db: DB, ctx: AuthContext, ids: PageIds) => UntypedQuery<Row>;
  serialize: (row: Row) => Out;
  countHint?: (db: DB, ctx: AuthContext) => ListPageCommon<TE, Out, Row>["countHint"];
}

/** A list endpoint that can also be read to its end, row by row (a CSV export: csv.ts). */
export type WholeListReader<Out> = ListReader<Out> & {
  /** every row the request asks for, in its order, without paging (every-row.ts) */
  everyRow: (db: DB, ctx: AuthContext, request: FastifyRequest) => AsyncGenerator<Out>;
};

/**
 * The list endpoint of a declaration: `(db, ctx, request)` answers one page of the caller's rows, its
 * search looking up related rows of the caller's company only; `everyRow` reads them all.
 */
export function callersList<TE extends ListTables, Row extends { id: number }, Out>(
  def: CallersList<TE, Row, Out>,
): WholeListReader<Out> {
  const page = listReader(def.spec, (db, ctx, request) =>
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
  return Object.assign(page, {
    everyRow: (db: DB, ctx: AuthContext, request: FastifyRequest) => everyRow(db, ctx, request, def),
  });
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
export function listQuerySchema<TE extends ListTables>(spec: ListSpec<TE>) {
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
