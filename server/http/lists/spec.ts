import type { Expression, Kysely, SqlBool } from "kysely";
import type { Database } from "../../db/schema";
import type { Column, ListExpressions, ListQuery, ListTables, UntypedQuery } from "./tables";

/**
 * Django REST Framework's list conventions as one declaration (docs/api-conventions.md): page/page_size
 * pagination with absolute next/previous links, an ordering whitelist, multi-term search and typed
 * filters. An endpoint declares a ListSpec over its tables and calls listPage() (paging.ts); nothing from
 * the query string is ever interpolated into SQL: ordering names map to whitelisted column references,
 * values are bound.
 */

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
export type SearchExpression<TE extends ListTables> = (
  eb: ListExpressions<TE>,
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
export interface RelatedSearch<TE extends ListTables> {
  column: Column<TE>;
  lookup: (qc: Kysely<Database>, pattern: string, scope?: ListScope) => UntypedQuery<{ id: number }>;
}

export type SearchTarget<TE extends ListTables> = Column<TE> | SearchExpression<TE> | RelatedSearch<TE>;

export type Parser<T> = (raw: string, field: string) => T;

export interface FilterDef<TE extends ListTables, T> {
  parse: Parser<T>;
  // A method, so that a filter of any value type is one of a spec's filters.
  apply(qb: ListQuery<TE>, value: T, scope?: ListScope): ListQuery<TE>;
  /** the value is a day of the company's calendar: apply needs `scope.timeZone` (zoneCriteria) */
  zoned?: boolean;
  /**
   * the statuses the value hides (`hide_returned=true` hides `returned`). Such a filter is a default view,
   * not a choice: a request that chooses statuses by `status` gets them, and the status tabs count the
   * hidden statuses too, leaving them out of `all` only (docs/api-conventions.md).
   */
  hides?(value: T): readonly string[];
}

export interface ListSpec<TE extends ListTables> {
  /** api name → column of the list's tables (e.g. `created_at: "t.created_at"`) */
  ordering: Record<string, Column<TE>>;
  /** applied when the request names no (valid) ordering; an `id` tie-break is always added */
  defaultOrdering: string[];
  /**
   * What `search=` looks in: columns, or a function for anything else (e.g. an EXISTS over a related
   * table) given the LIKE pattern. Every space-separated term must match at least one of them.
   */
  search?: SearchTarget<TE>[];
  filters?: Record<string, FilterDef<TE, unknown>>;
  /** the column used as the final tie-break for stable pages (default "id" of the first table) */
  idColumn?: Column<TE>;
  /** OpenAPI descriptions of `search` and of filters, by query name */
  describe?: Record<string, string>;
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
