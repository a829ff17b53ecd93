import type { TableProps } from "antd";
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

/**
 * Why a list shows no row: nothing there (with the way to add the first), or nothing left by the filters.
 * antd's Empty with its simple image (the one antd's Table shows by itself), drawn in plain elements
 * (plain.css, `plain-empty`): a customer's cards show it without antd (issue 40), and a table takes it as
 * its `emptyText`. The image is decoration: the text says it.
 */
export function ListEmpty({ empty, narrowed }: { empty: EmptyTexts; narrowed: boolean }) {
  const action = !narrowed && empty.action;
  return (
    <div className="plain-empty">
      <div className="plain-empty-image">
        <svg width="64" height="41" viewBox="0 0 64 41" aria-hidden="true" focusable="false">
          <g transform="translate(0 1)" fill="none" fillRule="evenodd">
            <ellipse fill="#f5f5f5" cx="32" cy="33" rx="32" ry="7" />
            <g fillRule="nonzero" stroke="#d9d9d9">
              <path d="M55 12.76L44.854 1.258C44.367.474 43.656 0 42.907 0H21.093c-.749 0-1.46.474-1.947 1.257L9 12.761V22h46v-9.24z" />
              <path
                d="M41.613 15.931c0-1.605.994-2.93 2.227-2.931H55v18.137C55 33.26 53.68 35 52.05 35h-40.1C10.32 35 9 33.259 9 31.137V13h11.16c1.233 0 2.227 1.323 2.227 2.928v.022c0 1.605 1.005 2.901 2.237 2.901h14.752c1.232 0 2.237-1.308 2.237-2.913v-.007z"
                fill="#fafafa"
              />
            </g>
          </g>
        </svg>
      </div>
      <div className="plain-empty-description">{narrowed ? empty.noMatch : empty.nothing}</div>
      {action && <div className="plain-empty-footer">{action}</div>}
    </div>
  );
}
