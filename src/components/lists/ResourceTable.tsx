import type { BaseRecord } from "@refinedev/core";
import { Table, type TableProps } from "antd";
import type { ReactNode } from "react";
import { keptColumns } from "./keptColumns";
import { LoadError } from "./LoadError";
import { type EmptyTexts, ListEmpty, listPagination } from "./paging";
import { SelectAllTitle } from "./SelectAllTitle";
import type { ResourceList } from "./useResourceList";
import { useScreens } from "../layout/useScreens";

export { type EmptyTexts, listPagination } from "./paging";

/**
 * A list's table: rows by id, the page sizes of docs/panel.md, why it is empty, and an alert with "Try again"
 * when the page could not be loaded. Columns are the children.
 *
 * On a phone the table never makes the page wider: what does not fit scrolls inside its own box
 * (`scroll.x`), and the resource keeps its key columns on screen with antd's `responsive` (docs/panel.md).
 * From `md` (a tablet, a laptop) the status, money and actions columns are fixed at the right edge
 * (`keptColumns`) and the others scroll between.
 */
export function ResourceTable<T extends BaseRecord>({
  list,
  empty,
  children,
  ...rest
}: {
  list: ResourceList<T>;
  empty: EmptyTexts;
  children: ReactNode;
} & Omit<TableProps<T>, "children" | "dataSource" | "pagination" | "onChange" | "loading">) {
  const { tableProps, tableQuery, narrowed, fetchFailed } = list;
  const { rowSelection, scroll } = rest;
  const pin = useScreens().md === true;
  return (
    <>
      {tableQuery.isError && (
        <LoadError error={tableQuery.error} text={fetchFailed} onRetry={() => tableQuery.refetch()} />
      )}
      <Table<T>
        {...tableProps}
        rowKey="id"
        {...rest}
        scroll={{ x: "max-content", ...scroll }}
        rowSelection={
          rowSelection && {
            ...rowSelection,
            columnTitle: (selectAll: ReactNode) => <SelectAllTitle>{selectAll}</SelectAllTitle>,
          }
        }
        pagination={listPagination(tableProps)}
        locale={{
          emptyText: <ListEmpty empty={empty} narrowed={narrowed} />,
        }}
      >
        {keptColumns(children, pin)}
      </Table>
    </>
  );
}
