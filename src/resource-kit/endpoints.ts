import type { BaseKey } from "@refinedev/core";
import type { ApiDeclaration, CrudAction, Endpoint, ResourceDefinition } from "./types";

/**
 * A resource's own calls (beyond CRUD) as functions its screens call: one whose path holds `{id}` takes the
 * record's id, the others nothing. Declared once in the resource's `endpoints.ts`, so that a misspelt call
 * or a forgotten id fails the typecheck.
 */
export type Endpoints<T extends Record<string, Endpoint>> = {
  [K in keyof T]: T[K]["path"] extends `${string}{id}${string}` ? (id: BaseKey) => Endpoint : () => Endpoint;
};

/** `path` with `{id}` replaced by the record's id. */
export function withId(name: string, { method, path }: Endpoint, id?: BaseKey): Endpoint {
  if (!path.includes("{id}")) return { method, path };
  if (id === undefined || id === null || id === "") throw new Error(`${name} needs an id.`);
  return { method, path: path.replaceAll("{id}", encodeURIComponent(String(id))) };
}

export function callable<const T extends Record<string, Endpoint>>(resource: string, calls: T): Endpoints<T> {
  const entries = Object.entries(calls).map(([name, endpoint]) => [
    name,
    (id?: BaseKey) => withId(`"${resource}" ${name}`, endpoint, id),
  ]);
  return Object.fromEntries(entries) as Endpoints<T>;
}

/**
 * The staff actions a refill and a rental share (docs/api-conventions.md): retry the failed step, resolve
 * by hand with a note, make the card used the customer's default; each at `<prefix>{id}/<action>/`.
 */
export const staffRowActions = <P extends string>(prefix: P) =>
  ({
    retry: { method: "POST", path: `${prefix}{id}/retry/` },
    resolve: { method: "POST", path: `${prefix}{id}/resolve/` },
    assignCard: { method: "POST", path: `${prefix}{id}/assign-cc-to-user/` },
  }) as const;

/** One of a resource's own calls found by its name, among `definitions` (for code that holds only names). */
export function actionEndpoint(
  definitions: ResourceDefinition[],
  resource: string,
  action: string,
  id?: BaseKey,
): Endpoint {
  const endpoint = definitions.find((d) => d.name === resource)?.api?.actions?.[action];
  if (!endpoint) throw new Error(`The resource "${resource}" declares no "${action}" call.`);
  return withId(`"${resource}" ${action}`, endpoint, id);
}

/** A resource's CRUD call, by DRF's router convention unless its declaration says otherwise. */
export function crudEndpoint(api: ApiDeclaration, action: CrudAction): Endpoint {
  const declared = api.crud?.[action];
  if (declared) return declared;
  const { base } = api;
  switch (action) {
    case "list":
      return { method: "GET", path: base };
    case "create":
      return { method: "POST", path: base };
    case "one":
      return { method: "GET", path: `${base}{id}/` };
    case "update":
      return { method: "PATCH", path: `${base}{id}/` };
    case "delete":
      return { method: "DELETE", path: `${base}{id}/` };
  }
}
