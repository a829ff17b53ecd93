import type { BaseRecord } from "@refinedev/core";
import { Empty, Grid, Table, type TableProps } from "antd";
import type { ReactNode } from "react";
import { PAGE_SIZE_OPTIONS } from "../../config";
import { t } from "../../i18n";
import { keptColumns } from "./keptColumns";
import { LoadError } from "./LoadError";
import { SelectAllTitle } from "./SelectAllTitle";
import type { ResourceList } from "./useResourceList";

/** antd's pagination with the page sizes of docs/panel.md. */
export function listPagination<T>(tableProps: TableProps<T>): TableProps<T>["pagination"] {
  return {
    ...(tableProps.pagination || {}),
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS,
    showTotal: (total: number) => t("lists.inAll", { total }),
  };
}

export interface EmptyTexts {
  /** the list is empty */
  nothing: string;
  /** the search or a filter left nothing */
  noMatch: string;
  /** the way to add the first row (a CreateButton: hidden from who may not), shown when nothing is there */
  action?: ReactNode;
}

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
  const pin = Grid.useBreakpoint().md === true;
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
          emptyText: (
            <Empty description={narrowed ? empty.noMatch : empty.nothing}>{!narrowed && empty.action}</Empty>
          ),
        }}
      >
        {keptColumns(children, pin)}
      </Table>
    </>
  );
}
