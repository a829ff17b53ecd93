import {
  type BaseRecord,
  type CrudFilter,
  type CrudSort,
  getDefaultFilter,
  type HttpError,
  useTable,
} from "@refinedev/core";
import { initialFilters } from "../../resource-kit/filters";
import type { FilterDeclaration, ListDeclaration } from "../../resource-kit/types";
import { PAGE_SIZE } from "../../config";
import { useResourceDefinitions } from "../../resource-kit/context";
import { failedNotice } from "../layout/notices";
import { useAntdTableProps } from "../refine/antdTableProps";

/** What the filter bar submits: the search box and each declared filter, by field. */
export type ListSearch = Record<string, unknown>;

const isBlank = (value: unknown) => value === undefined || value === null || value === "";

/**
 * The bar's values → Refine's filters. Refine sends "" (it only drops undefined), so "any" becomes
 * undefined — except for a filter with an initial value, whose "any" stays in the address as "".
 */
export function searchFilters(values: ListSearch, filters: FilterDeclaration[]): CrudFilter[] {
  const text = typeof values.search === "string" ? values.search.trim() : undefined;
  return [
    { field: "search", operator: "contains", value: text || undefined },
    ...filters.flatMap(({ field, initial, range }): CrudFilter[] => {
      const value = values[field];
      if (range) {
        const [from, to] = Array.isArray(value) ? value : [];
        return [
          { field: range.from, operator: "eq", value: isBlank(from) ? undefined : from },
          { field: range.to, operator: "eq", value: isBlank(to) ? undefined : to },
        ];
      }
      if (initial !== undefined) return [{ field, operator: "eq", value: isBlank(value) ? "" : value }];
      return [{ field, operator: "eq", value: isBlank(value) ? undefined : value }];
    }),
  ];
}

/** The current value of a filter (read back from the address), "" when it is not set. */
export function filterValue(filters: CrudFilter[], field: string): unknown {
  return getDefaultFilter(field, filters, field === "search" ? "contains" : "eq") ?? "";
}

/** A declared filter's value in the bar: a range's `[from, to]` (undefined when neither is set). */
export function declaredValue(filters: CrudFilter[], declared: FilterDeclaration): unknown {
  if (!declared.range) return filterValue(filters, declared.field);
  const ends = [filterValue(filters, declared.range.from), filterValue(filters, declared.range.to)];
  return ends.every(isBlank) ? undefined : ends;
}

/** The query fields a declared filter sends: its own, or a range's two ends. */
const sentFields = (declared: FilterDeclaration) =>
  declared.range ? [declared.range.from, declared.range.to] : [declared.field];

/** Whether the user narrowed the list: a search, or a filter without an initial value that is set. */
export function isNarrowed(filters: CrudFilter[], declared: FilterDeclaration[]): boolean {
  const withInitial = new Set(declared.filter((f) => f.initial !== undefined).map((f) => f.field));
  const own = new Set(["search", ...declared.flatMap(sentFields)]);
  return filters.some(
    (f) => "field" in f && own.has(f.field) && !withInitial.has(f.field) && !isBlank(f.value),
  );
}

export interface ResourceListArgs {
  resource: string;
  /** the notice and alert title when a page cannot be loaded ("Failed to fetch carriers") */
  fetchFailed: string;
  /** filters the screen sets itself and the user never sees (the carrier of a carrier's plans) */
  permanent?: CrudFilter[];
  /** another order or other filters than the declaration's (a list embedded in another screen) */
  list?: Partial<ListDeclaration>;
  /** an embedded list keeps its state to itself: the address belongs to the page around it */
  syncWithLocation?: boolean;
}

/**
 * A server-side list (docs/panel.md) on Refine's useTable: pages of 25 (25/50/100/200 offered by the
 * table), sorting, search and the declaration's filters kept in the URL so that a filtered list can be
 * shared; a failed page is reported once (notification) and shown with "Try again" by ResourceTable.
 * `search(values)` applies the filter bar's values and goes back to page 1.
 */
export function useResourceList<T extends BaseRecord>(args: ResourceListArgs) {
  const declaration = useResourceDefinitions().find((d) => d.name === args.resource)?.list;
  const sort: CrudSort[] = args.list?.sort ?? declaration?.sort ?? [];
  const declared: FilterDeclaration[] = args.list?.filters ?? declaration?.filters ?? [];
  const searchBox = args.list?.search ?? declaration?.search;
  const table = useTable<T, HttpError>({
    resource: args.resource,
    syncWithLocation: args.syncWithLocation ?? true,
    pagination: { pageSize: PAGE_SIZE },
    sorters: { initial: sort },
    filters: {
      permanent: args.permanent,
      initial: initialFilters(declared),
    },
    errorNotification: failedNotice(args.fetchFailed),
  });
  const tableProps = useAntdTableProps(table);
  return {
    ...table,
    tableProps,
    search: (values: ListSearch) => {
      table.setFilters(searchFilters(values, declared));
      table.setCurrentPage(1);
    },
    fetchFailed: args.fetchFailed,
    declared,
    searchBox,
    narrowed: isNarrowed(table.filters, declared),
  };
}

export type ResourceList<T extends BaseRecord = BaseRecord> = ReturnType<typeof useResourceList<T>>;
