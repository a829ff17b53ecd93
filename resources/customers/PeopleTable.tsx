import { SearchOutlined } from "@ant-design/icons";
import { getDefaultFilter, useTable } from "@refinedev/antd";
import type { BaseRecord, CrudFilter, HttpError } from "@refinedev/core";
import { Form, Input, Select } from "antd";
import { PAGE_SIZE } from "../../src/config";
import { problem } from "./people";

/** One select of the search bar, sent as `?<name>=<value>`; "" is "any". */
export interface ChoiceFilter {
  name: string;
  label: string;
  options: Array<{ label: string; value: string }>;
  width: number;
  /**
   * For a filter with an initial value (customers: active ones): "any" stays in the URL as an empty value
   * (the API never sees it), so that a shared or reloaded link does not fall back to the initial value.
   */
  keepAny?: boolean;
}

type Search = Record<string, string | undefined>;

/**
 * A people list (customers, members) as DESIGN.md §9.3 wants it: server-side pages of 25, newest first,
 * search, filters and sorting kept in the URL.
 */
export function usePeopleTable<T extends BaseRecord>(args: {
  resource: "customers" | "members";
  fetchFailed: string;
  choices: ChoiceFilter[];
  initialFilters?: CrudFilter[];
}) {
  const table = useTable<T, HttpError, Search>({
    resource: args.resource,
    syncWithLocation: true,
    pagination: { pageSize: PAGE_SIZE },
    sorters: { initial: [{ field: "created_at", order: "desc" }] },
    filters: { initial: args.initialFilters },
    onSearch: (values) => [
      { field: "search", operator: "contains", value: values.search?.trim() || undefined },
      ...args.choices.map(({ name, keepAny }) => ({
        field: name,
        operator: "eq" as const,
        value: keepAny ? (values[name] ?? "") : values[name] || undefined,
      })),
    ],
    errorNotification: (error) => ({ type: "error", message: args.fetchFailed, description: problem(error) }),
  });
  /** The current value of a filter, "" when it is not set. */
  const filterValue = (field: string) =>
    String(getDefaultFilter(field, table.filters, field === "search" ? "contains" : "eq") ?? "");
  return { ...table, filterValue };
}

/** The search box and the selects above a people list; each change searches at once. */
export function PeopleSearchBar({
  table,
  placeholder,
  choices,
}: {
  table: Pick<ReturnType<typeof usePeopleTable>, "searchFormProps" | "filterValue">;
  placeholder: string;
  choices: ChoiceFilter[];
}) {
  const submit = () => table.searchFormProps.form?.submit();
  const initialValues = Object.fromEntries(
    ["search", ...choices.map((c) => c.name)].map((name) => [name, table.filterValue(name)]),
  );
  return (
    <Form
      {...table.searchFormProps}
      layout="inline"
      style={{ marginBottom: 16, rowGap: 8 }}
      initialValues={initialValues}
    >
      <Form.Item name="search">
        <Input.Search
          allowClear
          aria-label="Search"
          placeholder={placeholder}
          enterButton={<SearchOutlined />}
          onSearch={submit}
          style={{ width: 300 }}
        />
      </Form.Item>
      {choices.map(({ name, label, options, width }) => (
        <Form.Item key={name} name={name} label={label}>
          <Select aria-label={label} options={options} onChange={submit} style={{ width }} />
        </Form.Item>
      ))}
    </Form>
  );
}
