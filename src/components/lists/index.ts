export { activeColumn, type CatalogActions, catalogActionsColumn, type CatalogRow } from "./activeColumns";
export {
  actionsColumn,
  type ColumnProps,
  customerColumn,
  dateColumn,
  moneyColumn,
  numberAndDateColumn,
  optionalColumn,
  personColumns,
  phoneColumn,
  sortedColumn,
} from "./columns";
export { CatalogList } from "./CatalogList";
export { FilterBar } from "./FilterBar";
export { booleanFilter, catalogActiveFilter, createdRangeFilter, personActiveFilter } from "./filters";
export { ExportButton } from "./ExportButton";
export { ListPage } from "./ListPage";
export { ListScreen } from "./ListScreen";
export { recordListHeader } from "./recordListHeader";
export { LoadError } from "./LoadError";
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
export { sortable } from "./sortable";
export { ALL_STATUSES, StatusTabs, useStatusTab } from "./StatusTabs";
export { useResponsiveTable } from "./useResponsiveTable";
export { ValueWithNote } from "./ValueWithNote";
