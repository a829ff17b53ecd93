import type { CrudFilter } from "@refinedev/core";
import type { FilterDeclaration } from "./types";

/** The filters a list starts with: each declared filter's initial value (customers: the active ones). */
export function initialFilters(declared: FilterDeclaration[]): CrudFilter[] {
  return declared
    .filter((f) => f.initial !== undefined)
    .map((f): CrudFilter => ({ field: f.field, operator: "eq", value: f.initial }));
}
