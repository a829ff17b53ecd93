import { PlusOutlined, SearchOutlined } from "@ant-design/icons";
import { getDefaultFilter, useTable } from "@refinedev/antd";
import type { BaseRecord, CrudFilter, CrudSort, HttpError } from "@refinedev/core";
import { Button, Empty, Form, Input, Select, Table } from "antd";
import type { ReactNode } from "react";
import type { CatalogTexts } from "../../../src/messages";
import { PAGE_SIZE } from "../../../src/config";
import { listPagination as pagination, LoadError, problem } from "../../../src/components/lists";

export { LoadError, pagination, problem };

/** What the search bar above a catalogue list sends (plus any fields a list adds, e.g. a device's kind). */
export type CatalogSearch = { search?: string; is_active?: string } & Record<string, unknown>;

const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/**
 * A server-side catalogue list (DESIGN.md §9.3): page size 25, filters, search and sorting kept in the
 * URL; `search` and `is_active` come from the search bar, `extraFilters` names the list's other fields.
 */
export function useCatalogTable<T extends BaseRecord>(args: {
  resource: string;
  texts: CatalogTexts;
  initialSort: CrudSort[];
  permanent?: CrudFilter[];
  extraFilters?: Array<{ field: string; operator: "eq" | "in" }>;
  syncWithLocation?: boolean;
}) {
  return useTable<T, HttpError, CatalogSearch>({
    resource: args.resource,
    syncWithLocation: args.syncWithLocation ?? true,
    pagination: { pageSize: PAGE_SIZE },
    sorters: { initial: args.initialSort },
    filters: { permanent: args.permanent },
    onSearch: (values) => [
      { field: "search", operator: "contains", value: blankToUndefined(values.search?.trim()) },
      { field: "is_active", operator: "eq", value: blankToUndefined(values.is_active) },
      ...(args.extraFilters ?? []).map(({ field, operator }) => ({
        field,
        operator,
        value: blankToUndefined(values[field]),
      })),
    ],
    errorNotification: (error) => ({
      type: "error",
      message: args.texts.fetchFailed,
      description: problem(error),
    }),
  });
}

const ACTIVE_OPTIONS = [
  { label: "Active and inactive", value: "" },
  { label: "Active only", value: "true" },
  { label: "Inactive only", value: "false" },
];

/** The search bar above a catalogue list; staff also choose active / inactive rows. */
export function CatalogFilters({
  searchFormProps,
  filters,
  placeholder,
  showActive,
  children,
}: {
  searchFormProps: ReturnType<typeof useCatalogTable>["searchFormProps"];
  filters: CrudFilter[];
  placeholder: string;
  showActive: boolean;
  /** more Form.Items (their names must be among the table's extraFilters) */
  children?: ReactNode;
}) {
  const submit = () => searchFormProps.form?.submit();
  return (
    <Form
      {...searchFormProps}
      layout="inline"
      style={{ marginBottom: 16, rowGap: 8 }}
      initialValues={{
        search: getDefaultFilter("search", filters, "contains") ?? "",
        is_active: String(getDefaultFilter("is_active", filters, "eq") ?? ""),
      }}
    >
      <Form.Item name="search">
        <Input.Search
          allowClear
          placeholder={placeholder}
          aria-label="Search"
          enterButton={<SearchOutlined />}
          onSearch={submit}
          style={{ width: 280 }}
        />
      </Form.Item>
      {showActive && (
        <Form.Item name="is_active">
          <Select
            aria-label="Filter by status"
            options={ACTIVE_OPTIONS}
            onChange={submit}
            style={{ width: 190 }}
          />
        </Form.Item>
      )}
      {children}
    </Form>
  );
}

/** Whether the user narrowed the list (search or a filter), not counting the list's fixed filters. */
export function isNarrowed(filters: CrudFilter[], fixed: string[] = []): boolean {
  return filters.some(
    (f) => "field" in f && !fixed.includes(f.field) && f.value !== undefined && f.value !== "",
  );
}

/** An empty list: why it is empty, and for staff the way to add the first row. */
export function EmptyCatalog({
  narrowed,
  noMatch,
  nothing,
  addLabel,
  onAdd,
}: {
  narrowed: boolean;
  noMatch: string;
  nothing: string;
  /** staff only: the add button's label */
  addLabel?: string;
  onAdd: () => void;
}) {
  return (
    <Empty description={narrowed ? noMatch : nothing}>
      {addLabel && !narrowed && (
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          {addLabel}
        </Button>
      )}
    </Empty>
  );
}

/**
 * A catalogue list's table: rows by id, the page sizes of SPEC.md §9, why it is empty, and a notice with
 * "Try again" when it could not be loaded. Columns are the children.
 */
export function CatalogTable<T extends BaseRecord>({
  table,
  fetchFailed,
  empty,
  fixedFilters,
  children,
}: {
  table: ReturnType<typeof useCatalogTable<T>>;
  fetchFailed: string;
  empty: Omit<Parameters<typeof EmptyCatalog>[0], "narrowed">;
  /** filters the screen sets itself (not the user's narrowing), e.g. the carrier of a plans table */
  fixedFilters?: string[];
  children: ReactNode;
}) {
  const { tableProps, tableQuery, filters } = table;
  return (
    <>
      {tableQuery.isError && (
        <LoadError error={tableQuery.error} text={fetchFailed} onRetry={() => tableQuery.refetch()} />
      )}
      <Table<T>
        {...tableProps}
        rowKey="id"
        pagination={pagination(tableProps)}
        locale={{ emptyText: <EmptyCatalog narrowed={isNarrowed(filters, fixedFilters)} {...empty} /> }}
      >
        {children}
      </Table>
    </>
  );
}
