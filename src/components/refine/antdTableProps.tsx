/*
 * Follows @refinedev/antd 6.0.3, copied rather than imported for the first load's size (docs/panel.md,
 * "Copied Refine pieces"). Upgrading that package: compare this piece with its source there, then change the
 * version here (tests/web/components/refine/version.test.ts holds them to the installed one).
 */
import {
  type BaseRecord,
  type CrudSort,
  type HttpError,
  useLink,
  type useTable,
  useLiveMode,
} from "@refinedev/core";
import type { TableProps } from "antd";
import type { SorterResult } from "antd/es/table/interface";
import { Children, cloneElement, Fragment, isValidElement, type ReactNode } from "react";
import { t } from "../../i18n";
import { useScreens } from "../layout/useScreens";

type CoreTable<T extends BaseRecord> = ReturnType<typeof useTable<T, HttpError>>;

/** antd's sorter (one column, or several) → Refine's sorters: a column's key, else its field. */
function crudSorters<T>(sorter: SorterResult<T> | SorterResult<T>[]): CrudSort[] {
  const multiple = (s: SorterResult<T>) => {
    const columnSorter = s.column?.sorter;
    return typeof columnSorter === "object" ? (columnSorter.multiple ?? 0) : 0;
  };
  const sorted = Array.isArray(sorter) ? [...sorter].sort((a, b) => multiple(a) - multiple(b)) : [sorter];
  return sorted.flatMap((s) => {
    if (!s.field || !s.order) return [];
    const field = Array.isArray(s.field) ? s.field.join(".") : String(s.field);
    return [{ field: String(s.columnKey ?? field), order: s.order === "ascend" ? "asc" : "desc" }];
  });
}

const PAGE_LINKS = {
  prev: () => t("lists.pages.previous"),
  next: () => t("lists.pages.next"),
  "jump-prev": () => t("lists.pages.back"),
  "jump-next": () => t("lists.pages.forward"),
};

/**
 * Refine core's table state drawn as antd Table props — what `@refinedev/antd`'s useTable adds to core's,
 * without the search form it also builds (antd's Form and its validator, ~24 KB gzip on every list's first
 * load: FilterBar keeps its values itself). Pages are links (a page can be opened in a new tab), the pager
 * turns simple and centred on a phone, sorting and paging go to the address.
 */
export function useAntdTableProps<T extends BaseRecord>(table: CoreTable<T>): TableProps<T> {
  const { tableQuery, currentPage, setCurrentPage, pageSize, setPageSize, sorters, filters } = table;
  const Link = useLink();
  const breakpoint = useScreens();
  const liveMode = useLiveMode(undefined);
  const { data, isFetched, isLoading } = tableQuery;

  const pageLink = (page: number, element: ReactNode, label?: string) => (
    <Link
      aria-label={label}
      to={table.createLinkForSyncWithLocation({
        pagination: { pageSize, currentPage: page },
        sorters,
        filters,
      })}
      replace={false}
      onClick={(e: { preventDefault: () => void }) => e.preventDefault()}
    >
      {element}
    </Link>
  );

  return {
    dataSource: data?.data,
    loading: liveMode === "auto" ? isLoading : !isFetched,
    onChange: (pagination, _columnFilters, sorter) => {
      if (sorter && Object.keys(sorter).length > 0) table.setSorters(crudSorters(sorter));
      setCurrentPage(pagination.current || 1);
      setPageSize(pagination.pageSize || 10);
    },
    pagination: {
      itemRender: (page, type, element) => {
        if (type === "page") return pageLink(page, `${page}`);
        // Named in the panel's language: antd's arrows would be read by their icons' names ("left").
        if (type === "next" || type === "prev") {
          // antd's arrow is a button named by its icon ("left"), inside our link: hidden, the link says it.
          const arrow = isValidElement(element)
            ? cloneElement(element, { "aria-hidden": true } as object)
            : element;
          return pageLink(page, arrow, PAGE_LINKS[type]());
        }
        if (type === "jump-next" || type === "jump-prev") {
          const children = (element as { props?: { children?: ReactNode } } | null)?.props?.children;
          const shown = Children.count(children) > 1 ? <Fragment>{children}</Fragment> : children;
          return pageLink(page, shown, PAGE_LINKS[type]());
        }
        return element;
      },
      pageSize,
      current: currentPage,
      simple: !breakpoint.sm,
      position: !breakpoint.sm ? ["bottomCenter"] : ["bottomRight"],
      total: data?.total,
    },
    scroll: { x: true },
  };
}
