import FilterOutlined from "@ant-design/icons-svg/es/asn/FilterOutlined";
import type { BaseRecord } from "@refinedev/core";
import { type CSSProperties, type ReactNode, Suspense, useState } from "react";
import type { FilterDeclaration } from "../../resource-kit/types";
import { t } from "../../i18n";
import { useIsStaff } from "../layout/access";
import { declaredValue, filterValue, type ListSearch, type ResourceList } from "./useResourceList";
import { Select } from "../selects/Select";
import SelectLoading from "../selects/SelectLoading";
import { useScreens } from "../layout/useScreens";
import { PlainDrawer } from "../plain/PlainDrawer";
import { PlainSearch } from "../plain/PlainSearch";
import { PlainIcon } from "../plain/PlainIcon";
import { WithAntd } from "../layout/WithAntd";

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
 * "Filters" button (its badge counts the filters set) that opens a bottom drawer holding them. The filters
 * are drawn only while it is open; their values are the bar's, so the address and the count hold them.
 *
 * The bar itself (the search box, the button and its badge, the drawer) is drawn in plain elements with
 * antd's look: a phone's list shows without antd's runtime (issue 40). Only the filters' own controls
 * (antd's Select, loaded lazily) need it, on a desk or once the drawer opens.
 *
 * The bar keeps its values itself (read from the address once, when it is drawn) rather than in antd's
 * Form: a list's first load then does without the form library and its validator.
 */
export function FilterBar<T extends BaseRecord>({
  list,
  placeholder,
  name = "filters",
}: {
  list: ResourceList<T>;
  /** instead of the declaration's */
  placeholder?: string;
  /** the bar's name: control ids stay unique when two lists share a screen */
  name?: string;
}) {
  const { staff } = useIsStaff();
  const { filters, declared, searchBox } = list;
  const shown = declared.filter((f) => !f.staffOnly || staff);
  const [values, setValues] = useState<ListSearch>(() =>
    Object.fromEntries([
      ["search", filterValue(filters, "search")],
      ...shown.map((f) => {
        const value = declaredValue(filters, f);
        return [f.field, typeof value === "boolean" ? String(value) : value];
      }),
    ]),
  );
  /** A filter's new value: kept, and the list searched with it. */
  const choose = (field: string) => (value: unknown) => {
    const next = { ...values, [field]: value };
    setValues(next);
    list.search(next);
  };
  const text =
    placeholder ?? (staff ? (searchBox?.staffPlaceholder ?? searchBox?.placeholder) : searchBox?.placeholder);
  const narrow = useScreens().md === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const folded = narrow && shown.length > 0;
  const setCount = shown.filter((f) => isSet(values[f.field])).length;
  const field = (filter: FilterDeclaration, stacked = false) => (
    <FilterField
      key={filter.field}
      id={`${name}_${filter.field}`}
      filter={filter}
      value={values[filter.field]}
      values={values}
      onChange={choose(filter.field)}
      stacked={stacked}
    />
  );

  return (
    <div
      role="search"
      style={{
        display: "flex",
        flexWrap: narrow ? "nowrap" : "wrap",
        alignItems: "center",
        columnGap: 16,
        rowGap: 8,
        marginBottom: 16,
      }}
    >
      <PlainSearch
        id={`${name}_search`}
        label={t("lists.search")}
        clearLabel={t("lists.clear")}
        placeholder={text ?? t("lists.search")}
        value={typeof values.search === "string" ? values.search : ""}
        onChange={(search) => setValues({ ...values, search })}
        onSearch={(search) => list.search({ ...values, search })}
        style={folded ? { flex: 1, minWidth: 0 } : { width: narrow ? "100%" : 300 }}
      />
      {folded ? (
        <>
          <span className="plain-badge">
            <button
              type="button"
              className="plain-button plain-button-default"
              onClick={() => setDrawerOpen(true)}
            >
              {/* PlainIcon is hidden from screen readers: the button is named "Filters", not antd's icon's
                  English "filter Filters" */}
              <PlainIcon icon={FilterOutlined} />
              {t("lists.filters.button")}
            </button>
            {setCount > 0 && (
              <sup className="plain-badge-count" title={String(setCount)}>
                {setCount}
              </sup>
            )}
          </span>
          <PlainDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            label={t("lists.filters.title")}
            closeLabel={t("common.actions.close")}
            placement="bottom"
            header
            className="filter-drawer"
            footer={
              <button
                type="button"
                className="plain-button plain-button-primary"
                onClick={() => setDrawerOpen(false)}
              >
                {t("lists.filters.done")}
              </button>
            }
          >
            {shown.map((filter) => field(filter, true))}
          </PlainDrawer>
        </>
      ) : (
        shown.map((filter) => field(filter))
      )}
    </div>
  );
}

/** Choices beyond what a dropdown shows at once. */
const LONG_CHOICE = 8;

function FilterField({
  id,
  filter,
  value,
  values,
  onChange,
  stacked = false,
}: {
  id: string;
  filter: FilterDeclaration;
  value: unknown;
  values: ListSearch;
  onChange: (value: unknown) => void;
  /** in the phone's drawer: one full-width row each, under its label */
  stacked?: boolean;
}) {
  const { label, showLabel, options, input: Own, placeholder } = filter;
  const width = stacked ? "100%" : (filter.width ?? 180);
  const control = Own ? (
    <Own
      value={value}
      values={values}
      aria-label={label}
      placeholder={placeholder}
      style={{ width }}
      onChange={onChange}
    />
  ) : (
    <Select
      id={id}
      aria-label={label}
      placeholder={placeholder}
      options={options}
      value={value}
      // A long choice (the audit log's record types) is found by typing a few letters of it.
      showSearch={(options?.length ?? 0) > LONG_CHOICE}
      optionFilterProp="label"
      onChange={onChange}
      style={{ width }}
    />
  );
  // A lazy control (a light declaration, antd's Select in the build) shows a select's box meanwhile, also
  // while antd's frame loads on a screen drawn without antd (a customer's refills on a desk).
  const box = <SelectLoading placeholder={placeholder} style={{ width }} />;
  const loaded = (
    <WithAntd fallback={box}>
      <Suspense fallback={box}>{control}</Suspense>
    </WithAntd>
  );
  if (!showLabel && !stacked) return loaded;
  return (
    <LabelledFilter id={id} label={label} stacked={stacked}>
      {loaded}
    </LabelledFilter>
  );
}

/** A filter's label beside its control on a desk ("Status:"), above it in the phone's drawer. */
function LabelledFilter({
  id,
  label,
  stacked,
  children,
}: {
  id: string;
  label: string;
  stacked: boolean;
  children: ReactNode;
}) {
  const style: CSSProperties = stacked
    ? { display: "flex", flexDirection: "column", gap: 8, width: "100%", marginBottom: 12 }
    : { display: "inline-flex", alignItems: "center", gap: 8 };
  return (
    <div style={style}>
      <label htmlFor={id}>{stacked ? label : `${label}:`}</label>
      {children}
    </div>
  );
}
