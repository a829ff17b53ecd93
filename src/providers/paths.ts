import type { BaseKey } from "@refinedev/core";
import type { Method } from "./http";

/**
 * Where each Refine resource lives on the API. Defaults follow DRF routers: list and create at the list
 * path, read/update/delete at `<list path><id>/`; a resource or a single method can be overridden.
 * `{id}` in a path is replaced by the record's id.
 */

export type CrudAction = "list" | "one" | "create" | "update" | "delete";

export interface Endpoint {
  method: Method;
  path: string;
}

export type ResourceEndpoints = Record<CrudAction, Endpoint>;
export type PathTable = Record<string, ResourceEndpoints>;
/** Per resource: a new list path (`base`), and/or single methods replaced. */
export type PathOverrides = Record<string, { base?: string } & Partial<ResourceEndpoints>>;

export function crudEndpoints(base: string, overrides: Partial<ResourceEndpoints> = {}): ResourceEndpoints {
  return {
    list: { method: "GET", path: base },
    one: { method: "GET", path: `${base}{id}/` },
    create: { method: "POST", path: base },
    update: { method: "PATCH", path: `${base}{id}/` },
    delete: { method: "DELETE", path: `${base}{id}/` },
    ...overrides,
  };
}

export const API_PATHS: PathTable = {
  customers: crudEndpoints("/api/company/customers/"),
  members: crudEndpoints("/api/company/members/"),
  carriers: crudEndpoints("/api/carriers/"),
  plans: crudEndpoints("/api/plans/"),
  "phone-numbers": crudEndpoints("/api/phones/"),
  cards: crudEndpoints("/api/payments/cards/"),
  "scheduled-refills": crudEndpoints("/api/scheduled-refills/"),
  transactions: crudEndpoints("/api/transactions/"),
  rentals: crudEndpoints("/api/rental/rentals/", {
    // SPEC.md §7: the rental update has its own path, without a trailing slash.
    update: { method: "PATCH", path: "/api/rental/rentals/{id}/update" },
  }),
  devices: crudEndpoints("/api/rental/devices/"),
  countries: crudEndpoints("/api/rental/countries/"),
  charges: crudEndpoints("/api/charges/"),
};

export function withOverrides(table: PathTable, overrides: PathOverrides = {}): PathTable {
  const merged: PathTable = { ...table };
  for (const [resource, { base, ...methods }] of Object.entries(overrides)) {
    const start = base !== undefined ? crudEndpoints(base) : table[resource];
    if (!start) throw new Error(`Path override for "${resource}" needs a base path.`);
    merged[resource] = { ...start, ...methods };
  }
  return merged;
}

export function endpointOf(table: PathTable, resource: string, action: CrudAction, id?: BaseKey): Endpoint {
  const endpoints = table[resource];
  if (!endpoints) throw new Error(`No API path is declared for the resource "${resource}".`);
  const { method, path } = endpoints[action];
  if (!path.includes("{id}")) return { method, path };
  if (id === undefined || id === null || id === "") throw new Error(`"${resource}" ${action} needs an id.`);
  return { method, path: path.replaceAll("{id}", encodeURIComponent(String(id))) };
}
