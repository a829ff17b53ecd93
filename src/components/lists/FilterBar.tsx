import { SearchOutlined } from "@ant-design/icons";
import type { BaseRecord } from "@refinedev/core";
import { Form, Input, Select } from "antd";
import { Suspense } from "react";
import type { FilterDeclaration } from "../../resource-kit/types";
import { t } from "../../i18n";
import { useIsStaff } from "../access";
import { declaredValue, filterValue, type ResourceList } from "./useResourceList";

/**
 * The bar above a list: the search box, then the resource's declared filters (a choice, or the filter's
 * own control). Every change searches at once; staff-only filters show for staff only.
 */
export function FilterBar<T extends BaseRecord>({
  list,
  placeholder,
  name,
}: {
  list: ResourceList<T>;
  /** instead of the declaration's */
  placeholder?: string;
  /** the form's name: field ids stay unique when two lists share a screen */
  name?: string;
}) {
  const { staff } = useIsStaff();
  const { searchFormProps, filters, declared, search } = list;
  const form = searchFormProps.form;
  const values = Form.useWatch([], form) ?? {};
  const submit = () => form?.submit();
  const shown = declared.filter((f) => !f.staffOnly || staff);
  const initialValues = Object.fromEntries([
    ["search", filterValue(filters, "search")],
    ...declared.map((f) => {
      const value = declaredValue(filters, f);
      return [f.field, typeof value === "boolean" ? String(value) : value];
    }),
  ]);
  const text =
    placeholder ?? (staff ? (search?.staffPlaceholder ?? search?.placeholder) : search?.placeholder);

  return (
    <Form
      {...searchFormProps}
      name={name}
      layout="inline"
      style={{ marginBottom: 16, rowGap: 8 }}
      initialValues={initialValues}
    >
      <Form.Item name="search">
        <Input.Search
          allowClear
          aria-label={t("lists.search")}
          placeholder={text ?? t("lists.search")}
          enterButton={<SearchOutlined />}
          onSearch={submit}
          style={{ width: 300 }}
        />
      </Form.Item>
      {shown.map((filter) => (
        <FilterField key={filter.field} filter={filter} values={values} submit={submit} />
      ))}
    </Form>
  );
}

/** Choices beyond what a dropdown shows at once. */
const LONG_CHOICE = 8;

function FilterField({
  filter,
  values,
  submit,
}: {
  filter: FilterDeclaration;
  values: Record<string, unknown>;
  submit: () => void;
}) {
  const { field, label, showLabel, options, input: Input, placeholder, width = 180 } = filter;
  // Suspense outside Form.Item: the item gives value and onChange to its direct child. A lazy control
  // (a light declaration) shows a disabled select meanwhile.
  return (
    <Suspense fallback={<Select aria-label={label} placeholder={placeholder} disabled style={{ width }} />}>
      <Form.Item name={field} label={showLabel ? label : undefined}>
        {Input ? (
          <FilterInput
            Input={Input}
            label={label}
            placeholder={placeholder}
            width={width}
            values={values}
            submit={submit}
          />
        ) : (
          <Select
            aria-label={label}
            placeholder={placeholder}
            options={options}
            // A long choice (the audit log's record types) is found by typing a few letters of it.
            showSearch={(options?.length ?? 0) > LONG_CHOICE}
            optionFilterProp="label"
            onChange={submit}
            style={{ width }}
          />
        )}
      </Form.Item>
    </Suspense>
  );
}

/** A filter's own control inside Form.Item: antd gives value/onChange; a change also searches. */
function FilterInput({
  Input,
  label,
  placeholder,
  width,
  values,
  submit,
  value,
  onChange,
}: {
  Input: NonNullable<FilterDeclaration["input"]>;
  label: string;
  placeholder?: string;
  width: number;
  values: Record<string, unknown>;
  submit: () => void;
  value?: unknown;
  onChange?: (value: unknown) => void;
}) {
  return (
    <Input
      value={value}
      values={values}
      aria-label={label}
      placeholder={placeholder}
      style={{ width }}
      onChange={(next) => {
        onChange?.(next);
        submit();
      }}
    />
  );
}
