import { getDefaultSortOrder } from "@refinedev/antd";
import type { BaseRecord } from "@refinedev/core";
import type { ResourceList } from "./useResourceList";

export { FilterBar } from "./FilterBar";
export { catalogActiveFilter, personActiveFilter, YES_NO_ANY } from "./filters";
export { LoadError, problem } from "./LoadError";
export { type EmptyTexts, listPagination, ResourceTable } from "./ResourceTable";
export {
  filterValue,
  isNarrowed,
  type ListSearch,
  type ResourceList,
  type ResourceListArgs,
  searchFilters,
  useResourceList,
} from "./useResourceList";

/** A column sorted on the server by `field`, showing the list's current order. */
export function sortable<T extends BaseRecord>(list: ResourceList<T>, field: string) {
  return { sorter: true, defaultSortOrder: getDefaultSortOrder(field, list.sorters) } as const;
}
