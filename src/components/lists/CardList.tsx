import type { BaseRecord } from "@refinedev/core";
import type { TablePaginationConfig } from "antd/es/table/interface";
import type { ReactNode } from "react";
import { PAGE_SIZE } from "../../config";
import { t } from "../../i18n";
import { PlainPager } from "../plain/PlainPager";
import { LoadError } from "./LoadError";
import { type EmptyTexts, ListEmpty, listPagination } from "./paging";
import type { ResourceList } from "./useResourceList";
import { useRenderedRows } from "./useRenderedRows";

/**
 * A list's page as cards, one a row, for a screen a customer opens on a phone: what ResourceTable shows
 * (the rows of the page, why it is empty, "Try again" when the page could not be loaded, the same pager
 * with its page links and sizes, every choice in the address) without antd's Table, its columns' measuring
 * and its ~40 KB (docs/benchmarks.md, issue 40). The cards, the pager (PlainPager) and the loading bars are
 * plain elements (plain.css): antd's Pagination, its sizes' Select and Skeleton were most of what the first
 * page of cards rendered. No column headers, so no sorting by a click: the
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
  const { tableProps, tableQuery, narrowed, fetchFailed } = list;
  const rendered = useRenderedRows(tableProps.dataSource);
  const rows = rendered.rows ?? [];
  const pagination = listPagination(tableProps) as TablePaginationConfig;
  const loading = tableProps.loading === true || rendered.rendering;
  return (
    <>
      {tableQuery.isError && (
        <LoadError error={tableQuery.error} text={fetchFailed} onRetry={() => tableQuery.refetch()} />
      )}
      {loading ? (
        <div role="status" aria-label={t("common.loading")} className="list-cards-loading">
          {[1, 2, 3, 4].map((bar) => (
            <span key={bar} />
          ))}
        </div>
      ) : rows.length === 0 ? (
        !tableQuery.isError && <ListEmpty empty={empty} narrowed={narrowed} />
      ) : (
        <ul aria-label={label} className="list-cards">
          {rows.map((row) => (
            <li key={String(row.id)}>{card(row)}</li>
          ))}
        </ul>
      )}
      {!loading && (pagination.total ?? 0) > 0 && (
        <PlainPager
          current={pagination.current ?? 1}
          pageSize={pagination.pageSize ?? PAGE_SIZE}
          total={pagination.total ?? 0}
          simple={pagination.simple === true}
          hrefOf={(currentPage, pageSize) =>
            list.createLinkForSyncWithLocation({
              pagination: { currentPage, pageSize },
              sorters: list.sorters,
              filters: list.filters,
            })
          }
          onChange={(page, size) => {
            // as the table's pager does (useAntdTableProps' onChange)
            list.setCurrentPage(page);
            list.setPageSize(size);
          }}
        />
      )}
    </>
  );
}
