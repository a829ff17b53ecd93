import { type ComponentType, createElement, lazy, Suspense } from "react";
import { t } from "../../i18n";
import type { TextKey } from "../../i18n/translate";
import type { FilterDeclaration, FilterInputProps, FilterOption } from "../../resource-kit/types";
import { WithAntd } from "../layout/WithAntd";

type Pickers = typeof import("../selects/pickers");

/**
 * A filter's own control, loaded when a list first draws it: the declarations are read by every screen (the
 * menu, the routes), the controls (selects that search the server, the calendar) only by the lists that
 * show them. They are drawn with antd, inside its frame, also on a screen drawn without it (a customer's
 * refills on a desk). A blank of the control's width stands in meanwhile.
 */
export function lazyFilterInput(
  load: () => Promise<{ default: ComponentType<FilterInputProps> }>,
): ComponentType<FilterInputProps> {
  const Input = lazy(load);
  return function LazyFilterInput(props: FilterInputProps) {
    const placeholder = createElement("span", {
      style: { display: "inline-block", width: props.style?.width, height: 32 },
    });
    const control = createElement(Suspense, { fallback: placeholder }, createElement(Input, props));
    return createElement(WithAntd, { fallback: placeholder, children: control });
  };
}

/** One of ../pickers' selects that search the server. */
const pickerInput = (name: "CarrierFilter" | "PlanFilter" | "CustomerFilter") =>
  lazyFilterInput(() =>
    import("../selects/pickers").then((pickers: Pickers) => ({ default: pickers[name] })),
  );
const DateRangeFilter = lazyFilterInput(() => import("./DateRangeInput"));

const CustomerFilter = pickerInput("CustomerFilter");
const CarrierFilter = pickerInput("CarrierFilter");
const PlanFilter = pickerInput("PlanFilter");

/** What each choice of a true/false filter reads, in the order offered; `""` is the one that filters nothing. */
export type BooleanLabels = Partial<Record<"" | "true" | "false", string>>;

/** A true/false filter's choices, in the order its labels are written. */
export const booleanChoices = (labels: BooleanLabels): FilterOption[] =>
  Object.entries(labels).map(([value, label]) => ({ label, value }));

/** A question about the rows ("Has phone numbers"), its label shown beside it; "Any", "Yes", "No" unless said. */
export const booleanFilter = (
  field: string,
  label: string,
  labels: BooleanLabels = {
    "": t("common.choices.any"),
    true: t("common.choices.yes"),
    false: t("common.choices.no"),
  },
  width = 90,
): FilterDeclaration => ({ field, label, showLabel: true, options: booleanChoices(labels), width });

/*
 * The declarations below are read when a resource's module loads; their texts are getters, read when a list
 * draws them (this module loads before the panel's language is chosen: src/i18n/README.md).
 */

/** The catalogue's status filter (carriers, plans, devices, countries): staff choose active / inactive rows. */
export const catalogActiveFilter: FilterDeclaration = {
  field: "is_active",
  get label() {
    return t("lists.filters.byStatus");
  },
  get options() {
    return booleanChoices({
      "": t("lists.filters.activeAndInactive"),
      true: t("lists.filters.activeOnly"),
      false: t("lists.filters.inactiveOnly"),
    });
  },
  width: 190,
  staffOnly: true,
};

/** "Any …" (`""`) and then each of an enumeration's labels, in the order the labels are written. */
export const choices = (any: string, labels: Readonly<Record<string, string>>): FilterOption[] => [
  { label: any, value: "" },
  ...Object.entries(labels).map(([value, label]) => ({ label, value })),
];

/** People's status filter (customers, members): the active ones unless the user asks otherwise. */
export const personActiveFilter: FilterDeclaration = {
  field: "is_active",
  get label() {
    return t("lists.filters.status");
  },
  showLabel: true,
  get options() {
    return booleanChoices({
      true: t("common.status.active"),
      false: t("common.status.deactivated"),
      "": t("common.choices.all"),
    });
  },
  width: 130,
  initial: "true",
};

/** A filter on one of the selects above that search the server, its label and placeholder by key. */
const pickerFilter = (
  field: string,
  input: ComponentType<FilterInputProps>,
  texts: { label: TextKey; placeholder: TextKey },
  more: Pick<FilterDeclaration, "width" | "staffOnly">,
): FilterDeclaration => ({
  field,
  get label() {
    return t(texts.label);
  },
  get placeholder() {
    return t(texts.placeholder);
  },
  input,
  ...more,
});

/** Staff narrow a list to one customer's rows (`user`). */
export const customerFilter = pickerFilter(
  "user",
  CustomerFilter,
  { label: "lists.filters.byCustomer", placeholder: "lists.filters.anyCustomer" },
  { staffOnly: true, width: 280 },
);

/** Rows of one carrier: `carrier` on lines, `plan__carrier` where the carrier is the plan's. */
export const carrierFilter = (field: "carrier" | "plan__carrier") =>
  pickerFilter(
    field,
    CarrierFilter,
    { label: "lists.filters.byCarrier", placeholder: "lists.filters.anyCarrier" },
    { width: 180 },
  );

/** Rows of one plan; the plans offered follow the carrier chosen in the same bar. */
export const planFilter = pickerFilter(
  "plan",
  PlanFilter,
  { label: "lists.filters.byPlan", placeholder: "lists.filters.anyPlan" },
  { width: 220 },
);

/**
 * Rows whose day falls within a range of the company's days (`from` and `to` sent as two query fields, both
 * days included), chosen on a calendar with the usual ranges offered (today, last 7 days, last month…).
 */
export const dateRangeFilter = (
  field: string,
  label: string,
  from: string,
  to: string,
): FilterDeclaration => ({
  field,
  label,
  range: { from, to },
  input: DateRangeFilter,
  width: 260,
});

/** Rows created within a range of the company's days (`created_after`, `created_before`). */
export const createdRangeFilter = (label = t("lists.filters.createdBetween")): FilterDeclaration =>
  dateRangeFilter("created", label, "created_after", "created_before");
