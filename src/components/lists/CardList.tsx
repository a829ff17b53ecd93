import type { BaseRecord } from "@refinedev/core";
import { Flex, Pagination, Skeleton, theme } from "antd";
import type { TablePaginationConfig } from "antd/es/table/interface";
import type { ReactNode } from "react";
import { t } from "../../i18n";
import { LoadError } from "./LoadError";
import { type EmptyTexts, ListEmpty, listPagination } from "./paging";
import type { ResourceList } from "./useResourceList";

/**
 * A list's page as cards, one a row, for a screen a customer opens on a phone: what ResourceTable shows
 * (the rows of the page, why it is empty, "Try again" when the page could not be loaded, the same pager
 * with its page links and sizes, every choice in the address) without antd's Table, its columns' measuring
 * and its ~40 KB (docs/benchmarks.md, issue 40). No column headers, so no sorting by a click: the
 * declaration's order, or the one in the address, holds.
 *
 * `label` names the list for assistive technology; `card` draws a row's content.
 */
export function CardList<T extends BaseRecord>({
  list,
  label,
  empty,
  card,
}: {
  list: ResourceList<T>;
  label: string;
  empty: EmptyTexts;
  card: (row: T) => ReactNode;
}) {
  const { token } = theme.useToken();
  const { tableProps, tableQuery, narrowed, fetchFailed } = list;
  const rows = tableProps.dataSource ?? [];
  // The table's placement of its pager (`position`) is no prop of the pager itself.
  const { position: _placed, ...pagination } = listPagination(tableProps) as TablePaginationConfig;
  const loading = tableProps.loading === true;
  return (
    <>
      {tableQuery.isError && (
        <LoadError error={tableQuery.error} text={fetchFailed} onRetry={() => tableQuery.refetch()} />
      )}
      {loading ? (
        <div role="status" aria-label={t("common.loading")}>
          <Skeleton active title={false} paragraph={{ rows: 4 }} />
        </div>
      ) : rows.length === 0 ? (
        !tableQuery.isError && <ListEmpty empty={empty} narrowed={narrowed} />
      ) : (
        <ul
          aria-label={label}
          className="list-cards"
          style={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: token.marginXS }}
        >
          {rows.map((row) => (
            <li
              key={String(row.id)}
              style={{
                border: `1px solid ${token.colorBorderSecondary}`,
                borderRadius: token.borderRadiusLG,
                background: token.colorBgContainer,
                padding: `${token.paddingSM}px ${token.padding}px`,
              }}
            >
              {card(row)}
            </li>
          ))}
        </ul>
      )}
      {!loading && (pagination.total ?? 0) > 0 && (
        <Flex justify={pagination.simple ? "center" : "end"} style={{ marginTop: token.margin }}>
          <Pagination
            {...pagination}
            onChange={(page, size) => {
              // as the table's pager does (useAntdTableProps' onChange)
              list.setCurrentPage(page);
              list.setPageSize(size);
            }}
          />
        </Flex>
      )}
    </>
  );
}
