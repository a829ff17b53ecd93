import type { DB } from "../../db/connection";
import { companyTimeZone } from "../../db/company-day";
import type { ListCriteria, ListScope, ListSpec } from "./spec";
import { NO_MATCH, termExpression } from "./search";
import type { ListQuery, ListTables, UntypedQuery } from "./tables";

/** A request's filters and search terms: read from the query string, then applied to the list's query. */

function firstValue(v: unknown): string | undefined {
  if (Array.isArray(v)) return v.length ? String(v[v.length - 1]) : undefined;
  if (v === undefined || v === null) return undefined;
  return String(v);
}

/**
 * One query parameter; a name such as `__proto__` or `constructor` finds nothing it was not sent. NUL
 * characters are dropped: no column holds one, and PostgreSQL refuses a text parameter containing one.
 */
export function param(query: Record<string, unknown>, name: string): string | undefined {
  return Object.hasOwn(query, name) ? firstValue(query[name])?.replace(/\0/g, "") : undefined;
}

/** Reads the filters and search terms from the query string; a malformed filter value is a 400 naming it. */
export function listCriteria<TE extends ListTables>(
  spec: ListSpec<TE>,
  query: Record<string, unknown>,
): ListCriteria {
  const parsed = new Map<string, unknown>();
  for (const [name, def] of Object.entries(spec.filters ?? {})) {
    const raw = param(query, name);
    if (raw === undefined || raw.trim() === "") continue;
    parsed.set(name, def.parse(raw, name));
  }
  // Statuses chosen by name are shown, whatever a filter hiding some by default says.
  if (parsed.has("status"))
    for (const [name, def] of Object.entries(spec.filters ?? {}))
      if (def.hides && parsed.has(name)) parsed.delete(name);
  const search = param(query, "search")?.trim();
  const terms = search && spec.search?.length ? search.split(/\s+/).filter(Boolean).slice(0, 8) : [];
  const patterns = terms.map((term) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return { filters: parsed, terms, patterns, empty: new Set(), nothing: false };
}

/**
 * Reads the company's time zone into `scope` when a filter asked for takes a day of the company's calendar
 * (created_after, created_before): a bare date is that day where the company is, not UTC's.
 */
export async function zoneCriteria<TE extends ListTables>(
  db: DB,
  spec: ListSpec<TE>,
  criteria: ListCriteria,
  scope?: ListScope,
): Promise<void> {
  if (!scope || scope.timeZone) return;
  if ([...criteria.filters.keys()].some((name) => spec.filters![name].zoned))
    scope.timeZone = await companyTimeZone(db, scope.companyId);
}

/** Narrows a query by parsed criteria: every filter, and every search term matching one search target. */
export function applyCriteria<Q extends UntypedQuery, TE extends ListTables>(
  qb: Q,
  spec: ListSpec<TE>,
  criteria: ListCriteria,
  scope?: ListScope,
): Q {
  let out: UntypedQuery = qb;
  // The spec's filters were written against its tables, which the list's query selects from.
  for (const [name, value] of criteria.filters)
    out = spec.filters![name].apply(out as unknown as ListQuery<TE>, value, scope) as unknown as UntypedQuery;
  for (let i = 0; i < criteria.patterns.length; i++)
    out = out.where((eb) => termExpression(eb, spec, criteria, i, scope) ?? NO_MATCH);
  // Where clauses leave the builder's row type as it was.
  return out as Q;
}
