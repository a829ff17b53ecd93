import { fullName, nameWithEmail } from "@common/names";
import { formatMoney } from "@common/money";
import type { BaseKey } from "@refinedev/core";
import type { SelectProps } from "antd";
import { Select } from "./Select";
import { t } from "../../i18n";
import { FieldSelect } from "./FieldSelect";
import { useSelect } from "../refine/useSelect";
import type { FilterInputProps } from "../../resource-kit/types";

/**
 * Selects that search the server for another resource's rows (customers, carriers, plans): in forms
 * (forms/choiceFields.tsx) and, as filter inputs, in a declaration's filters. Nothing here loads antd's
 * Form: a list that filters by customer does without it.
 */

/** Select values are strings (antd), the API's ids numbers; a cleared select is null (the API's "none"). */
export const asId = (value: unknown) =>
  value === undefined || value === null || value === "" ? null : Number(value);
/** A form's numeric id shown in a select of string values. */
export const idProps = (value: unknown) => ({
  value: value === null || value === undefined || value === "" ? undefined : String(value),
});

/** Typing in a select searches on the server (`search=`). */
export const searchFilter = (value: string) => [
  { field: "search", operator: "contains" as const, value: value.trim() || undefined },
];

interface CustomerRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
}

export const customerLabel = (c: CustomerRow) => nameWithEmail(fullName(c.first_name, c.last_name), c.email);

/** Staff pick a customer of the company: searched on the server by name, e-mail or phone digits. */
export function CustomerSelect({
  value,
  onChange,
  ...rest
}: { value?: BaseKey | null; onChange?: (value: BaseKey | undefined) => void } & Omit<
  SelectProps,
  "value" | "onChange" | "options"
>) {
  const { selectProps } = useSelect<CustomerRow>({
    resource: "customers",
    optionLabel: customerLabel,
    optionValue: (c) => String(c.id),
    defaultValue: value ?? undefined,
    debounce: 300,
    pagination: { pageSize: 25 },
    onSearch: searchFilter,
  });
  return (
    <FieldSelect
      {...selectProps}
      showSearch
      allowClear
      placeholder={t("forms.customer.search")}
      notFoundContent={t("forms.customer.noneFound")}
      value={value === undefined || value === null || value === "" ? undefined : String(value)}
      onChange={(next) => onChange?.(next === undefined || next === null ? undefined : Number(next))}
      {...rest}
    />
  );
}

/** Active carriers of the company, by name; the line's current one is fetched too if since retired. */
export function useCarrierOptions(current?: number | null) {
  return useSelect<{ id: number; name: string }>({
    resource: "carriers",
    optionLabel: "name",
    optionValue: (c) => String(c.id),
    filters: [{ field: "is_active", operator: "eq", value: true }],
    sorters: [{ field: "name", order: "asc" }],
    pagination: { mode: "off" },
    defaultValue: current ?? undefined,
    onSearch: searchFilter,
  });
}

/** Active plans of one carrier (or of every carrier when `carrier` is undefined), "Name — $25.00". */
export function usePlanOptions(carrier: number | null | undefined, current?: number | null, enabled = true) {
  return useSelect<{ id: number; name: string; amount: string }>({
    resource: "plans",
    optionLabel: (p) => t("forms.planOption", { name: p.name, price: formatMoney(p.amount) }),
    optionValue: (p) => String(p.id),
    filters: [
      { field: "is_active", operator: "eq", value: true },
      { field: "carrier", operator: "eq", value: carrier ?? undefined },
    ],
    sorters: [{ field: "name", order: "asc" }],
    pagination: { mode: "off" },
    defaultValue: current ?? undefined,
    onSearch: searchFilter,
    queryOptions: { enabled },
  });
}

/** Filter inputs (a declaration's `filters[].input`): a cleared choice is "" (any). */
const filterChange = (onChange: FilterInputProps["onChange"]) => (next: unknown) =>
  onChange(next === undefined || next === null ? "" : next);

/** A filter input over a select's options: shows the chosen id, reports "" when cleared. */
function OptionsFilter({
  selectProps,
  value,
  onChange,
  rest,
}: {
  selectProps: unknown;
  value: unknown;
  onChange: FilterInputProps["onChange"];
  rest: Omit<FilterInputProps, "value" | "onChange" | "values">;
}) {
  return (
    <Select
      {...(selectProps as SelectProps)}
      {...rest}
      allowClear
      {...idProps(value)}
      onChange={filterChange(onChange)}
    />
  );
}

export function CarrierFilter({ value, onChange, values: _values, ...rest }: FilterInputProps) {
  const { selectProps } = useCarrierOptions(asId(value));
  return <OptionsFilter selectProps={selectProps} value={value} onChange={onChange} rest={rest} />;
}

/** The plans of the carrier chosen in the same bar (`carrier`, or `plan__carrier` on refills), or every plan. */
export function PlanFilter({ value, onChange, values, ...rest }: FilterInputProps) {
  const { selectProps } = usePlanOptions(
    asId(values.carrier ?? values.plan__carrier) ?? undefined,
    asId(value),
  );
  return <OptionsFilter selectProps={selectProps} value={value} onChange={onChange} rest={rest} />;
}

export function CustomerFilter({ value, onChange, values: _values, ...rest }: FilterInputProps) {
  return <CustomerSelect {...rest} value={asId(value)} onChange={filterChange(onChange)} />;
}
