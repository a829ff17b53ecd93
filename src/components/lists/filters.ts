import { type ComponentType, createElement, lazy, Suspense } from "react";
import type { FilterDeclaration, FilterInputProps, FilterOption } from "../../resource-kit/types";

type Pickers = typeof import("../pickers");

/**
 * A filter's own control, loaded when a list first draws it: the declarations are read by every screen (the
 * menu, the routes), the controls (selects that search the server, the calendar) only by the lists that
 * show them. A blank of the control's width stands in meanwhile.
 */
function lazyFilterInput(
  load: () => Promise<{ default: ComponentType<FilterInputProps> }>,
): ComponentType<FilterInputProps> {
  const Input = lazy(load);
  return function LazyFilterInput(props: FilterInputProps) {
    const placeholder = createElement("span", {
      style: { display: "inline-block", width: props.style?.width, height: 32 },
    });
    return createElement(Suspense, { fallback: placeholder }, createElement(Input, props));
  };
}

/** One of ../pickers' selects that search the server. */
const pickerFilter = (name: "CarrierFilter" | "PlanFilter" | "CustomerFilter") =>
  lazyFilterInput(() => import("../pickers").then((pickers: Pickers) => ({ default: pickers[name] })));
const DateRangeFilter = lazyFilterInput(() => import("./DateRangeInput"));

const CustomerFilter = pickerFilter("CustomerFilter");
const CarrierFilter = pickerFilter("CarrierFilter");
const PlanFilter = pickerFilter("PlanFilter");

/** What each choice of a true/false filter reads, in the order offered; `""` is the one that filters nothing. */
export type BooleanLabels = Partial<Record<"" | "true" | "false", string>>;

/** A true/false filter's choices, in the order its labels are written. */
export const booleanChoices = (labels: BooleanLabels): FilterOption[] =>
  Object.entries(labels).map(([value, label]) => ({ label, value }));

/** A question about the rows ("Has phone numbers"), its label shown beside it; "Any", "Yes", "No" unless said. */
export const booleanFilter = (
  field: string,
  label: string,
  labels: BooleanLabels = { "": "Any", true: "Yes", false: "No" },
  width = 90,
): FilterDeclaration => ({ field, label, showLabel: true, options: booleanChoices(labels), width });

/** The catalogue's status filter (carriers, plans, devices, countries): staff choose active / inactive rows. */
export const catalogActiveFilter: FilterDeclaration = {
  field: "is_active",
  label: "Filter by status",
  options: booleanChoices({ "": "Active and inactive", true: "Active only", false: "Inactive only" }),
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
  ...booleanFilter("is_active", "Status", { true: "Active", false: "Deactivated", "": "All" }, 130),
  initial: "true",
};

/** Staff narrow a list to one customer's rows (`user`). */
export const customerFilter: FilterDeclaration = {
  field: "user",
  label: "Filter by customer",
  placeholder: "Any customer",
  input: CustomerFilter,
  staffOnly: true,
  width: 280,
};

/** Rows of one carrier: `carrier` on lines, `plan__carrier` where the carrier is the plan's. */
export const carrierFilter = (field: "carrier" | "plan__carrier"): FilterDeclaration => ({
  field,
  label: "Filter by carrier",
  placeholder: "Any carrier",
  input: CarrierFilter,
  width: 180,
});

/** Rows of one plan; the plans offered follow the carrier chosen in the same bar. */
export const planFilter: FilterDeclaration = {
  field: "plan",
  label: "Filter by plan",
  placeholder: "Any plan",
  input: PlanFilter,
  width: 220,
};

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
export const createdRangeFilter = (label = "Created between"): FilterDeclaration =>
  dateRangeFilter("created", label, "created_after", "created_before");
