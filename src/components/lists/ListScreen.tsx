import type { BaseRecord } from "@refinedev/core";
import type { ComponentProps, ReactNode } from "react";
import { FilterBar } from "./FilterBar";
import { ListPage } from "./ListPage";
import { ResourceTable } from "./ResourceTable";
import type { ResourceList } from "./useResourceList";

/**
 * A list screen: ListPage with its title and header buttons, the filter bar, and the table (columns
 * as children, why it is empty in `empty`, other table props passed on).
 */
export function ListScreen<T extends BaseRecord>({
  list,
  title,
  headerButtons,
  filterName,
  above,
  children,
  ...table
}: {
  list: ResourceList<T>;
  title: string;
  headerButtons?: ReactNode;
  /** the filter form's name, where field ids must stay unique */
  filterName?: string;
  /** what stands above the filter bar (a list's status tabs) */
  above?: ReactNode;
} & Omit<ComponentProps<typeof ResourceTable<T>>, "list" | "title">) {
  return (
    <ListPage title={title} headerButtons={headerButtons}>
      {above}
      <FilterBar list={list} name={filterName} />
      <ResourceTable list={list} {...table}>
        {children}
      </ResourceTable>
    </ListPage>
  );
}
