import type { CrudFilter, CrudSort, ResourceProps } from "@refinedev/core";
import type { ComponentType, ReactNode } from "react";
import type { DialogFormProps } from "../components/forms/useDialogForm";
import type { AccessRules } from "../providers/access-control";

/**
 * One entity of the back-office, described once: its Refine resource (name = the data provider's key), its
 * API endpoint and custom actions, its label and icon in the menu, who may do what, its list's sorting,
 * search and filters, and its screens. Screens are lazy components; a screen that is not built has no
 * route, and a resource without a list screen is not in the menu.
 */

export type ScreenAction = "list" | "show" | "create" | "edit";
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type CrudAction = "list" | "one" | "create" | "update" | "delete";

export interface Endpoint {
  method: HttpMethod;
  /** `{id}` is replaced by the record's id. */
  path: string;
}

export interface ApiDeclaration {
  /** The list path (`/api/carriers/`); by DRF's router convention a record is at `<base>{id}/`. */
  base: string;
  /** CRUD calls that leave the convention (e.g. the rental update's own path). */
  crud?: Partial<Record<CrudAction, Endpoint>>;
  /** The entity's other calls, by name (`default` of a card, the payments `config`). */
  actions?: Record<string, Endpoint>;
}

export interface FilterOption {
  label: string;
  value: string;
}

/** What a filter's own control (a remote select) is given by the filter bar. */
export interface FilterInputProps {
  value?: unknown;
  onChange: (value: unknown) => void;
  /** the bar's other values (a plan filter follows the chosen carrier) */
  values: Record<string, unknown>;
  "aria-label": string;
  placeholder?: string;
  style?: { width?: number | string };
}

/** One filter of a list, sent as `?<field>=<value>`. */
export interface FilterDeclaration {
  /** the API's query name (`status`, `plan__carrier`, `is_active`) */
  field: string;
  /** the control's accessible name; shown beside it when `showLabel` */
  label: string;
  showLabel?: boolean;
  /** a choice among these; `""` stands for "any" */
  options?: FilterOption[];
  /** or a control of its own, e.g. a select searching the server */
  input?: ComponentType<FilterInputProps>;
  placeholder?: string;
  width?: number;
  /**
   * The value a list starts with (customers: the active ones). "Any" then stays in the address as an empty
   * value (the API never sees it), so that a shared or reloaded link does not fall back to it.
   */
  initial?: string;
  /** only staff see it (customers only ever see their own rows) */
  staffOnly?: boolean;
  /**
   * A range sent as two query fields (`created_after`, `created_before`); `field` then names the bar's
   * control only, whose value is `[from, to]` (either may be empty).
   */
  range?: { from: string; to: string };
}

export interface ListDeclaration {
  /** the order a list starts in */
  sort: CrudSort[];
  /** the search box's placeholder (staff may search more columns than a customer) */
  search?: { placeholder: string; staffPlaceholder?: string };
  filters?: FilterDeclaration[];
}

/** The filters a list starts with: each declared filter's initial value (customers: the active ones). */
export function initialFilters(declared: FilterDeclaration[]): CrudFilter[] {
  return declared
    .filter((f) => f.initial !== undefined)
    .map((f): CrudFilter => ({ field: f.field, operator: "eq", value: f.initial }));
}

export interface ResourceDefinition {
  name: string;
  label: string;
  icon?: ReactNode;
  /** The list route (`/phone-numbers`); show, create and edit routes hang below it. */
  route?: string;
  access: AccessRules;
  api?: ApiDeclaration;
  list?: ListDeclaration;
  /**
   * create and edit are dialogs over the list: their routes (`/x/create`, `/x/:id/edit`) nest inside the
   * list's, which stays on screen with its query string.
   */
  screens?: {
    list?: ComponentType;
    show?: ComponentType;
    create?: ComponentType<DialogFormProps>;
    edit?: ComponentType<DialogFormProps>;
  };
  /** Signed-in pages outside the layout (no menu or header), such as a printable receipt. */
  fullPages?: FullPage[];
}

export interface FullPage {
  /** the whole route (`/rentals/:id/receipt`) */
  path: string;
  Screen: ComponentType;
}

const SUFFIX: Record<ScreenAction, string> = { list: "", show: "/:id", create: "/create", edit: "/:id/edit" };
/** Routes in matching order: the literal `create` before `:id`. */
const ACTIONS: ScreenAction[] = ["list", "create", "show", "edit"];

/** A page (list, show) takes no props; a dialog (create, edit) is told its action, record and close. */
export type ScreenRoute =
  | { action: "list" | "show"; path: string; Screen: ComponentType }
  | { action: "create" | "edit"; path: string; Screen: ComponentType<DialogFormProps> };

export function screenRoutes(definition: ResourceDefinition): ScreenRoute[] {
  const { route, screens = {} } = definition;
  return ACTIONS.flatMap((action): ScreenRoute[] => {
    if (!screens[action]) return [];
    if (!route) throw new Error(`The resource "${definition.name}" has screens but no route.`);
    const path = `${route}${SUFFIX[action]}`;
    if (action === "create" || action === "edit") return [{ action, path, Screen: screens[action]! }];
    return [{ action, path, Screen: screens[action]! }];
  });
}

export function toRefineResource(definition: ResourceDefinition): ResourceProps {
  const routes = Object.fromEntries(screenRoutes(definition).map(({ action, path }) => [action, path]));
  return {
    name: definition.name,
    ...routes,
    meta: {
      label: definition.label,
      icon: definition.icon,
      canDelete: false,
      access: definition.access,
    },
  };
}

/** The list route of the first resource, in menu order, whose list screen the user may open. */
export function firstOpenRoute(
  definitions: ResourceDefinition[],
  canOpenList: (definition: ResourceDefinition) => boolean,
): string | undefined {
  for (const definition of definitions) {
    const list = screenRoutes(definition).find((route) => route.action === "list");
    if (list && canOpenList(definition)) return list.path;
  }
  return undefined;
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
