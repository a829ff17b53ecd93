import type { BaseRecord } from "@refinedev/core";
import { Table, type TableProps } from "antd";
import type { ReactNode } from "react";
import { keptColumns } from "./keptColumns";
import { LoadError } from "./LoadError";
import { type EmptyTexts, ListEmpty, listPagination } from "./paging";
import { SelectAllTitle } from "./SelectAllTitle";
import type { ResourceList } from "./useResourceList";
import { useRenderedRows } from "./useRenderedRows";
import { useScreens } from "../layout/useScreens";
import "./lists.css";

export { type EmptyTexts, listPagination } from "./paging";

/**
 * A list's table: rows by id, the page sizes of docs/panel.md, why it is empty, and an alert with "Try again"
 * when the page could not be loaded. Columns are the children.
 *
 * On a phone the table never makes the page wider: what does not fit scrolls inside its own box
 * (`scroll.x`), and the resource keeps its key columns on screen with antd's `responsive` (docs/panel.md).
 * From `md` (a tablet, a laptop) the status, money and actions columns are fixed at the right edge
 * (`keptColumns`) and the others scroll between.
 *
 * Below `md`, where no column is fixed, a table that only scrolls sideways does it by CSS (lists.css) in
 * the box antd gives it: antd's `scroll.x` also measures every column in a row of its own after each render
 * (rc-table's measuring row, a size observer a cell, the fixed columns' shadows), about a fifth of the render
 * that shows a list's first page on a phone (issue 40).
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
  const { rows, rendering } = useRenderedRows(tableProps.dataSource);
  const { rowSelection, scroll, className } = rest;
  const pin = useScreens().md === true;
  const sideways = { x: "max-content" as const, ...scroll };
  const byCss = !pin && sideways.y === undefined && (sideways.x === true || sideways.x === "max-content");
  const classes = [
    className,
    byCss && "table-sideways",
    byCss && sideways.x === "max-content" && "table-sideways-max",
  ];
  return (
    <>
      {tableQuery.isError && (
        <LoadError error={tableQuery.error} text={fetchFailed} onRetry={() => tableQuery.refetch()} />
      )}
      <Table<T>
        {...tableProps}
        dataSource={rows as T[] | undefined}
        loading={tableProps.loading || rendering}
        rowKey="id"
        {...rest}
        scroll={byCss ? undefined : sideways}
        className={classes.filter(Boolean).join(" ") || undefined}
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
