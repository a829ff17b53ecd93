import { type BaseRecord, getDefaultSortOrder } from "@refinedev/core";
import type { ResourceList } from "./useResourceList";

/**
 * A column sorted on the server by `field`, showing the list's current order. Core's getDefaultSortOrder,
 * not @refinedev/antd's: that package is one module, and any part of it brings antd's Form to a list's
 * first load (src/components/refine/buttons.tsx).
 */
export function sortable<T extends BaseRecord>(list: ResourceList<T>, field: string) {
  const order = getDefaultSortOrder(field, list.sorters);
  return { sorter: true, defaultSortOrder: order ? (`${order}end` as const) : undefined } as const;
}
