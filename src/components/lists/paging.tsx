import { Empty, type TableProps } from "antd";
import type { ReactNode } from "react";
import { PAGE_SIZE_OPTIONS } from "../../config";
import { t } from "../../i18n";

/*
 * What a list's table (ResourceTable) and its cards (CardList) share, apart from antd's Table: a module of
 * its own, so that the cards load without the table.
 */

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

/** Why a list shows no row: nothing there (with the way to add the first), or nothing left by the filters. */
export function ListEmpty({ empty, narrowed }: { empty: EmptyTexts; narrowed: boolean }) {
  return <Empty description={narrowed ? empty.noMatch : empty.nothing}>{!narrowed && empty.action}</Empty>;
}
