import { DeleteOutlined, SearchOutlined } from "@ant-design/icons";
import { getDefaultFilter, useModalForm, useSelect, useTable } from "@refinedev/antd";
import {
  type BaseKey,
  type BaseRecord,
  type CrudFilter,
  type CrudSort,
  type HttpError,
  usePermissions,
} from "@refinedev/core";
import { Button, Form, Input, Popconfirm, Select, type SelectProps } from "antd";
import type { ReactNode } from "react";
import { PAGE_SIZE } from "../../src/config";
import type { Permissions } from "../../src/providers/auth";
import { listPagination, LoadError, problem } from "../../src/components/lists";

export { listPagination, LoadError, problem };

/**
 * Pieces the phone-number, card and scheduled-refill screens share: who is looking (staff or customer),
 * the list pagination of SPEC.md §9, money and phone formats, the customer picker, a load-error banner.
 */

/** Staff (members and owners, not while viewing as a customer) or customer; `known` once permissions load. */
export function useIsStaff(): { staff: boolean; known: boolean } {
  const { data, isLoading } = usePermissions<Permissions | null>({});
  return { staff: data?.member === true, known: !isLoading && data !== undefined };
}

/** Filters whose value is "" or null are sent by Refine; the API wants them left out. */
export const blank = <T,>(value: T | "" | null | undefined): T | undefined =>
  value === "" || value === null ? undefined : value;

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "25.00" → "$25.00" */
export function formatMoney(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  const amount = Number(value);
  return Number.isFinite(amount) ? usd.format(amount) : String(value);
}

/** Digits as people read them: 5550100001 → "(555) 010-0001"; other lengths get a "+" and stay whole. */
export function formatPhone(digits: string | null | undefined): string {
  if (!digits) return "—";
  if (/^\d{10}$/.test(digits)) return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  return `+${digits}`;
}

/** "2026-03-05" → "Mar 5, 2026" (a calendar date: no time zone shift). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "—";
  const [y, m, d] = value.slice(0, 10).split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

interface Customer {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
}

export const customerLabel = (c: Customer) => {
  const name = `${c.first_name} ${c.last_name}`.trim();
  return name ? `${name} · ${c.email}` : c.email;
};

/** Staff pick a customer of the company: searched on the server by name, e-mail or phone digits. */
export function CustomerSelect({
  value,
  onChange,
  ...rest
}: { value?: BaseKey; onChange?: (value: BaseKey | undefined) => void } & Omit<
  SelectProps,
  "value" | "onChange" | "options"
>) {
  const { selectProps } = useSelect<Customer>({
    resource: "customers",
    optionLabel: customerLabel,
    optionValue: (c) => String(c.id),
    defaultValue: value,
    debounce: 300,
    pagination: { pageSize: 25 },
    onSearch: (search) => [{ field: "search", operator: "contains", value: search.trim() || undefined }],
  });
  return (
    <Select
      {...selectProps}
      showSearch
      allowClear
      placeholder="Search customers by name, e-mail or phone"
      notFoundContent="No customers found"
      value={value === undefined || value === null ? undefined : String(value)}
      onChange={(next) => onChange?.(next === undefined || next === null ? undefined : Number(next))}
      {...rest}
    />
  );
}

/**
 * A modal form's props with its submit failure handled: Refine's useModalForm re-throws the save error
 * (already shown beside the fields and in the notification), which would otherwise surface as an unhandled
 * rejection. Also a sensible dialog width in place of Refine's 1000px.
 */
export function modalFormProps<P extends { onFinish?: (values: any) => unknown }>(formProps: P): P {
  return {
    ...formProps,
    onFinish: async (values: unknown) => {
      try {
        await formProps.onFinish?.(values);
      } catch {
        // reported by the form (field errors) and by the error notification
      }
    },
  };
}
export const MODAL_WIDTH = 560;

/**
 * The add or the edit dialog of a list's record: saved through the data provider (field errors beside the
 * fields), the list refreshed, a notification either way. `describe` names the saved record in the notice.
 */
export function useRecordModal<T extends BaseRecord, V>(args: {
  resource: string;
  action: "create" | "edit";
  texts: { created: string; updated: string; saveFailed: string };
  describe: (record: T) => string | undefined;
}) {
  const { resource, action, texts, describe } = args;
  return useModalForm<T, HttpError, V>({
    resource,
    action,
    redirect: false,
    autoResetForm: true,
    warnWhenUnsavedChanges: false,
    successNotification: (data) => ({
      type: "success",
      message: action === "create" ? texts.created : texts.updated,
      description: data?.data ? describe(data.data as T) : undefined,
    }),
    errorNotification: (error) => ({ type: "error", message: texts.saveFailed, description: problem(error) }),
  });
}
export type RecordModal<T extends BaseRecord, V> = ReturnType<typeof useRecordModal<T, V>>;

/** What a list gives its add/edit dialog. */
export interface RecordModalProps<T extends BaseRecord, V> {
  title: string;
  modal: RecordModal<T, V>;
  staff: boolean;
  creating: boolean;
}

/** A destructive action's button: it asks first (Popconfirm), then acts. */
export function ConfirmButton({
  title,
  description,
  okText,
  onConfirm,
  loading,
  icon = <DeleteOutlined />,
}: {
  title: string;
  description: ReactNode;
  okText: string;
  onConfirm: () => void;
  loading?: boolean;
  icon?: ReactNode;
}) {
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={okText}
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      onConfirm={onConfirm}
    >
      <Button size="small" danger icon={icon} loading={loading}>
        {okText}
      </Button>
    </Popconfirm>
  );
}

/**
 * A server-side list (DESIGN.md §9.3): page size 25, sorting, `search` and the `filterFields` (sent as
 * `field=value`) kept in the URL so that a filtered list can be shared.
 */
export function useRecordTable<T extends BaseRecord>(args: {
  resource: string;
  initialSort: CrudSort[];
  filterFields: string[];
  fetchFailed: string;
}) {
  return useTable<T, HttpError, Record<string, unknown>>({
    resource: args.resource,
    syncWithLocation: true,
    pagination: { pageSize: PAGE_SIZE },
    sorters: { initial: args.initialSort },
    onSearch: (values) => [
      {
        field: "search",
        operator: "contains",
        value: blank(typeof values.search === "string" ? values.search.trim() : undefined),
      },
      ...args.filterFields.map((field) => ({ field, operator: "eq" as const, value: blank(values[field]) })),
    ],
    errorNotification: (error) => ({ type: "error", message: args.fetchFailed, description: problem(error) }),
  });
}

/** Whether any search or filter narrows the list (an empty list then says "no match", not "nothing yet"). */
export const isFiltered = (filters: CrudFilter[] | undefined) =>
  (filters ?? []).some((f) => "field" in f && f.value !== undefined && f.value !== "");

/** The bar above a list: the search box, then the list's own filter fields (`children`). */
export function RecordSearchForm({
  table,
  name,
  filterFields,
  placeholder,
  initialValues,
  children,
}: {
  table: Pick<ReturnType<typeof useRecordTable>, "searchFormProps" | "filters">;
  name: string;
  filterFields: string[];
  placeholder: string;
  /** values read from the URL differently (e.g. a boolean filter shown as a string choice) */
  initialValues?: Record<string, unknown>;
  children?: ReactNode;
}) {
  const { searchFormProps, filters } = table;
  return (
    <Form
      {...searchFormProps}
      name={name}
      layout="inline"
      style={{ marginBottom: 16, rowGap: 8 }}
      initialValues={{
        search: getDefaultFilter("search", filters, "contains") ?? "",
        ...Object.fromEntries(filterFields.map((field) => [field, getDefaultFilter(field, filters, "eq")])),
        ...initialValues,
      }}
    >
      <Form.Item name="search">
        <Input.Search
          allowClear
          aria-label="Search"
          placeholder={placeholder}
          enterButton={<SearchOutlined />}
          onSearch={() => searchFormProps.form?.submit()}
          style={{ width: 320 }}
        />
      </Form.Item>
      {children}
    </Form>
  );
}
