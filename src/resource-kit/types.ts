import type { CrudSort } from "@refinedev/core";
import type { ComponentType, ReactNode } from "react";
import type { DialogFormProps } from "../components/forms/useDialogForm";
import type { AccessRules } from "../providers/access-control";
import type { Permissions } from "../providers/auth";

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
  /**
   * The screens drawn without antd (src/components/plain/ and plain elements), which show without waiting
   * for antd's runtime and stylesheet; the others are drawn inside antd's frame (src/RefineApp.tsx). A screen
   * with variants that draws antd in some of them wraps those in WithAntd itself.
   */
  plainScreens?: ScreenAction[];
  /**
   * The GETs its list screen makes as it opens (the dashboard's figures), for these permissions and this
   * address's query string. Declared here, not in the screen's module, so that the panel starting on the list's
   * route asks for them as soon as the profile is known, beside the screen's code rather than after it: a
   * screen's module settles only once every module it imports is here (preloadScreenAt).
   */
  openingCalls?: (permissions: Permissions, search: URLSearchParams) => OpeningCall[];
}

/** A GET as a screen will make it: its path and query, in the order the data provider writes them. */
export interface OpeningCall {
  path: string;
  query: Array<[string, string]>;
}

export interface FullPage {
  /** the whole route (`/rentals/:id/receipt`) */
  path: string;
  Screen: ComponentType;
}
