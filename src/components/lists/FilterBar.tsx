import { FilterOutlined, SearchOutlined } from "@ant-design/icons";
import type { BaseRecord } from "@refinedev/core";
import { Badge, Button, Drawer, Form, Grid, Input, Select } from "antd";
import { Suspense, useState } from "react";
import type { FilterDeclaration } from "../../resource-kit/types";
import { t } from "../../i18n";
import { useIsStaff } from "../access";
import { declaredValue, filterValue, type ResourceList } from "./useResourceList";

/** A filter holds a value: a choice made, a day of a range picked. */
const isSet = (value: unknown) =>
  Array.isArray(value)
    ? value.some((v) => v !== "" && v != null)
    : value !== undefined && value !== "" && value !== null;

/**
 * The bar above a list: the search box, then the resource's declared filters (a choice, or the filter's
 * own control). Every change searches at once; staff-only filters show for staff only.
 *
 * Below antd's `md` (a phone) the search box takes the whole row and the other filters fold behind one
 * "Filters" button (its badge counts the filters set) that opens a bottom drawer holding them. The drawer
 * is drawn from the start and only hidden when closed: its fields stay in the form, so a search keeps them
 * and the address reads as on a desk.
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
  const narrow = Grid.useBreakpoint().md === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const folded = narrow && shown.length > 0;
  const setCount = shown.filter((f) => isSet(values[f.field])).length;

  const searchBox = (
    <Form.Item name="search" style={folded ? { flex: 1, minWidth: 0, marginInlineEnd: 8 } : undefined}>
      <Input.Search
        allowClear
        aria-label={t("lists.search")}
        placeholder={text ?? t("lists.search")}
        enterButton={<SearchOutlined />}
        onSearch={submit}
        style={{ width: narrow ? "100%" : 300 }}
      />
    </Form.Item>
  );

  return (
    <Form
      {...searchFormProps}
      name={name}
      layout="inline"
      style={{ marginBottom: 16, rowGap: 8, ...(narrow ? { flexWrap: "nowrap" } : {}) }}
      initialValues={initialValues}
    >
      {searchBox}
      {folded ? (
        <>
          <Badge count={setCount} size="small">
            <Button icon={<FilterOutlined />} onClick={() => setDrawerOpen(true)}>
              {t("lists.filters.button")}
            </Button>
          </Badge>
          <Drawer
            title={t("lists.filters.title")}
            placement="bottom"
            height="auto"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            forceRender
            styles={{ body: { paddingBottom: 8 } }}
            footer={
              <Button type="primary" block onClick={() => setDrawerOpen(false)}>
                {t("lists.filters.done")}
              </Button>
            }
          >
            {shown.map((filter) => (
              <FilterField key={filter.field} filter={filter} values={values} submit={submit} stacked />
            ))}
          </Drawer>
        </>
      ) : (
        shown.map((filter) => (
          <FilterField key={filter.field} filter={filter} values={values} submit={submit} />
        ))
      )}
    </Form>
  );
}

/** Choices beyond what a dropdown shows at once. */
const LONG_CHOICE = 8;

function FilterField({
  filter,
  values,
  submit,
  stacked = false,
}: {
  filter: FilterDeclaration;
  values: Record<string, unknown>;
  submit: () => void;
  /** in the phone's drawer: one full-width row each, under its label */
  stacked?: boolean;
}) {
  const { field, label, showLabel, options, input: Input, placeholder } = filter;
  const width = stacked ? "100%" : (filter.width ?? 180);
  // Suspense outside Form.Item: the item gives value and onChange to its direct child. A lazy control
  // (a light declaration) shows a disabled select meanwhile.
  return (
    <Suspense fallback={<Select aria-label={label} placeholder={placeholder} disabled style={{ width }} />}>
      <Form.Item
        name={field}
        label={showLabel || stacked ? label : undefined}
        layout={stacked ? "vertical" : undefined}
        style={stacked ? { width: "100%", marginInlineEnd: 0, marginBottom: 12 } : undefined}
      >
        {Input ? (
          <FilterInput Input={Input} filter={filter} width={width} values={values} submit={submit} />
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

/** A filter's own control (its `input`) inside Form.Item: antd gives value/onChange; a change also searches. */
function FilterInput({
  Input,
  filter: { label, placeholder },
  width,
  values,
  submit,
  value,
  onChange,
}: {
  Input: NonNullable<FilterDeclaration["input"]>;
  filter: FilterDeclaration;
  width: number | string;
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
