import { getDefaultSortOrder } from "@refinedev/antd";
import type { BaseRecord } from "@refinedev/core";
import type { ResourceList } from "./useResourceList";

/** A column sorted on the server by `field`, showing the list's current order. */
export function sortable<T extends BaseRecord>(list: ResourceList<T>, field: string) {
  return { sorter: true, defaultSortOrder: getDefaultSortOrder(field, list.sorters) } as const;
}
