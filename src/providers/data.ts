import type { BaseKey, BaseRecord, CrudFilter, CrudSort, DataProvider, Pagination } from "@refinedev/core";
import { MAX_PAGE_SIZE, PAGE_SIZE } from "../config";
import { crudEndpoint, withId } from "../resource-kit/endpoints";
import { initialFilters } from "../resource-kit/filters";
import type { CrudAction, Endpoint, ResourceDefinition } from "../resource-kit/types";
import type { HttpClient, Method, Query } from "./http";

/**
 * Refine's data calls mapped to the API's Django REST Framework conventions (docs/api-conventions.md):
 * currentPage/pageSize ↔ page/page_size, sorters ↔ ordering=-a,b, filters ↔ the API's query names,
 * {results, count} ↔ {data, total}. Where each resource lives is its declaration's `api` (resources/<x>).
 */

function apiOf(definitions: ResourceDefinition[], resource: string) {
  const api = definitions.find((definition) => definition.name === resource)?.api;
  if (!api) throw new Error(`No API path is declared for the resource "${resource}".`);
  return api;
}

/** A resource's CRUD call with the record's id filled in. */
export function endpointOf(
  definitions: ResourceDefinition[],
  resource: string,
  action: CrudAction,
  id?: BaseKey,
): Endpoint {
  return withId(`"${resource}" ${action}`, crudEndpoint(apiOf(definitions, resource), action), id);
}

interface Paginated<T> {
  count: number;
  next?: string | null;
  previous?: string | null;
  results: T[];
}

function isPaginated<T>(body: unknown): body is Paginated<T> {
  return typeof body === "object" && body !== null && Array.isArray((body as Paginated<T>).results);
}

/** `plan.carrier` (a nested field as tables name it) → `plan__carrier` (the API's lookup). */
const apiName = (field: string) => field.replace(/\./g, "__");

export function orderingOf(sorters: CrudSort[] | undefined): string | undefined {
  const parts = (sorters ?? []).map(({ field, order }) => `${order === "desc" ? "-" : ""}${apiName(field)}`);
  return parts.length ? parts.join(",") : undefined;
}

function encodeValue(field: string, value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value instanceof Date) return value.toISOString();
  throw new Error(`The filter "${field}" has a value the API cannot take: ${JSON.stringify(value)}.`);
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/**
 * Filters → query parameters. The field is the API's query name (`status`, `plan__carrier`, `has_balance`,
 * `search`…); `eq` sends one value, `in` sends several comma-separated; a `search` field is the full-text
 * search whatever its operator. Anything else is refused loudly: a silently ignored filter would show the
 * wrong records.
 */
export function filterParams(filters: CrudFilter[] | undefined): Array<[string, string]> {
  const params: Array<[string, string]> = [];
  for (const filter of filters ?? []) {
    if (!("field" in filter)) {
      throw new Error(`"${filter.operator}" filter groups are not supported by the API.`);
    }
    const { field, operator, value } = filter;
    if (isEmpty(value)) continue;
    const name = apiName(field);
    if (name === "search" || name === "q") {
      params.push(["search", encodeValue(field, value)]);
    } else if (operator === "eq") {
      params.push([name, encodeValue(field, value)]);
    } else if (operator === "in") {
      const values = (Array.isArray(value) ? value : [value]).filter((v) => !isEmpty(v));
      if (values.length) params.push([name, values.map((v) => encodeValue(field, v)).join(",")]);
    } else {
      throw new Error(`The filter operator "${operator}" on "${field}" is not supported by the API.`);
    }
  }
  return params;
}

/** Plain `{name: value}` query parameters (`meta.query`, a custom call's `query`). */
function recordParams(record: unknown): Array<[string, string]> {
  if (!record || typeof record !== "object") return [];
  return Object.entries(record as Record<string, unknown>)
    .filter(([, value]) => !isEmpty(value))
    .map(([key, value]) => [key, Array.isArray(value) ? value.map(String).join(",") : String(value)]);
}

const metaQuery = (meta: Record<string, unknown> | undefined) => recordParams(meta?.query);

/** A list's query string as the API reads it: page (unless off), ordering, filters and the call's own. */
export function listQuery(args: {
  pagination?: Pagination;
  sorters?: CrudSort[];
  filters?: CrudFilter[];
  meta?: Record<string, unknown>;
}): Array<[string, string]> {
  const query: Array<[string, string]> = [];
  const { pagination } = args;
  if (pagination?.mode !== "off" && pagination?.mode !== "client") {
    query.push(
      ["page", String(pagination?.currentPage ?? 1)],
      ["page_size", String(pagination?.pageSize ?? PAGE_SIZE)],
    );
  }
  const ordering = orderingOf(args.sorters);
  if (ordering) query.push(["ordering", ordering]);
  return [...query, ...filterParams(args.filters), ...metaQuery(args.meta)];
}

/**
 * The call a list screen opened at its own route, without a query string, makes first: page 1 in the
 * declaration's order with its initial filters, as useResourceList asks for it. null when the path is not
 * a list's, or the list lives elsewhere than a plain GET.
 */
export function firstPageRequest(
  definitions: ResourceDefinition[],
  path: string,
): { path: string; query: Array<[string, string]> } | null {
  const definition = definitions.find((d) => d.route === path && d.screens?.list && d.list && d.api);
  if (!definition?.list) return null;
  const endpoint = endpointOf(definitions, definition.name, "list");
  if (endpoint.method !== "GET") return null;
  const { sort = [], filters = [] } = definition.list;
  return { path: endpoint.path, query: listQuery({ sorters: sort, filters: initialFilters(filters) }) };
}

/** A whole list's call (useList with `pagination: { mode: "off" }`): which resource, in which order, filtered how. */
export interface WholeListCall {
  resource: string;
  sorters?: CrudSort[];
  filters?: CrudFilter[];
}

/** The query of one page of a whole list, as the data provider walks it (fetchAll). */
const wholeListPage = (query: Array<[string, string]>, page: number): Array<[string, string]> => [
  ...query,
  ["page", String(page)],
  ["page_size", String(MAX_PAGE_SIZE)],
];

/**
 * The first call the data provider makes for a whole list (its first page of MAX_PAGE_SIZE rows): what a
 * screen that lists every row of something (Refill Now's lines and cards) asks for as it opens. null when
 * the list lives elsewhere than a plain GET.
 */
export function wholeListRequest(
  definitions: ResourceDefinition[],
  { resource, sorters, filters }: WholeListCall,
): { path: string; query: Array<[string, string]> } | null {
  const endpoint = endpointOf(definitions, resource, "list");
  if (endpoint.method !== "GET") return null;
  const query = listQuery({ pagination: { mode: "off" }, sorters, filters });
  return { path: endpoint.path, query: wholeListPage(query, 1) };
}

export interface DataProviderOptions {
  /** The declarations whose `api` says where each resource lives. */
  resources: ResourceDefinition[];
}

export function createDataProvider(http: HttpClient, { resources }: DataProviderOptions): DataProvider {
  const endpoint = async (resource: string, action: CrudAction, id?: BaseKey) =>
    endpointOf(resources, resource, action, id);

  /** Every page of a list, for `pagination: { mode: "off" | "client" }`. */
  async function fetchAll<T>(
    path: string,
    query: Array<[string, string]>,
  ): Promise<{ data: T[]; total: number }> {
    const data: T[] = [];
    for (let page = 1; ; page += 1) {
      const body = await http.get<Paginated<T> | T[]>(path, wholeListPage(query, page));
      if (!isPaginated<T>(body)) return { data: body, total: body.length };
      data.push(...body.results);
      if (!body.next || body.results.length === 0 || data.length >= body.count)
        return { data, total: body.count };
    }
  }

  const provider: DataProvider = {
    getApiUrl: () => http.baseUrl,

    async getList({ resource, pagination, sorters, filters, meta }) {
      const { method, path } = await endpoint(resource, "list");
      const query = listQuery({ pagination, sorters, filters, meta });
      if (pagination?.mode === "off" || pagination?.mode === "client") {
        return (await fetchAll(path, query)) as never;
      }
      const body = await http.request<Paginated<BaseRecord> | BaseRecord[]>(method, path, { query });
      if (isPaginated(body)) return { data: body.results, total: body.count } as never;
      return { data: body, total: body.length } as never;
    },

    async getOne({ resource, id, meta }) {
      const { method, path } = await endpoint(resource, "one", id);
      return { data: await http.request(method, path, { query: metaQuery(meta) }) } as never;
    },

    async create({ resource, variables }) {
      const { method, path } = await endpoint(resource, "create");
      return { data: await http.request(method, path, { body: variables ?? {} }) } as never;
    },

    async update({ resource, id, variables }) {
      const { method, path } = await endpoint(resource, "update", id);
      return { data: await http.request(method, path, { body: variables ?? {} }) } as never;
    },

    async deleteOne({ resource, id, variables }) {
      const { method, path } = await endpoint(resource, "delete", id);
      const body = await http.request(method, path, variables ? { body: variables } : {});
      // 204 No Content: the deleted record is known only by its id.
      return { data: body ?? { id } } as never;
    },

    async custom({ url, method, sorters, filters, payload, query, headers, meta }) {
      const ordering = orderingOf(sorters);
      const search: Query = [
        ...recordParams(query),
        ...(ordering ? [["ordering", ordering] as [string, string]] : []),
        ...filterParams(filters),
        ...metaQuery(meta),
      ];
      const data = await http.request(method.toUpperCase() as Method, url, {
        query: search,
        body: payload,
        headers: headers as Record<string, string> | undefined,
      });
      return { data } as never;
    },
  };
  return provider;
}
