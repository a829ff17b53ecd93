import type { FilterDeclaration, FilterOption } from "../../../resources/types";
import { CarrierFilter, CustomerFilter, PlanFilter } from "../pickers";

/** The catalogue's status filter (carriers, plans, devices, countries): staff choose active / inactive rows. */
export const catalogActiveFilter: FilterDeclaration = {
  field: "is_active",
  label: "Filter by status",
  options: [
    { label: "Active and inactive", value: "" },
    { label: "Active only", value: "true" },
    { label: "Inactive only", value: "false" },
  ],
  width: 190,
  staffOnly: true,
};

/** "Any …" (`""`) and then each of an enumeration's labels, in the order the labels are written. */
export const choices = (any: string, labels: Readonly<Record<string, string>>): FilterOption[] => [
  { label: any, value: "" },
  ...Object.entries(labels).map(([value, label]) => ({ label, value })),
];

/** A yes/no question about the rows ("Has phone numbers"), "Any" by default. */
export const YES_NO_ANY = [
  { label: "Any", value: "" },
  { label: "Yes", value: "true" },
  { label: "No", value: "false" },
];

/** People's status filter (customers, members): the active ones unless the user asks otherwise. */
export const personActiveFilter: FilterDeclaration = {
  field: "is_active",
  label: "Status",
  showLabel: true,
  initial: "true",
  options: [
    { label: "Active", value: "true" },
    { label: "Deactivated", value: "false" },
    { label: "All", value: "" },
  ],
  width: 130,
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
