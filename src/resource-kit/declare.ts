import type { CrudSort } from "@refinedev/core";
import type { ComponentType } from "react";
import { t } from "../i18n";
import { preloadable } from "./preload";
import type { DialogFormProps } from "../components/forms/useDialogForm";
import { catalogActiveFilter, createdRangeFilter } from "../components/lists/filters";
import type { Access, AccessRules } from "../providers/access-control";
import type { ApiDeclaration, FilterDeclaration, ListDeclaration, ResourceDefinition } from "./types";

/**
 * What every declaration would otherwise write out again: a declaration states only what is its own, and
 * `declareResource` fills in the rest.
 */

type Loader<P = object> = () => Promise<{ default: ComponentType<P> }>;

export interface ResourceDeclaration extends Pick<
  ResourceDefinition,
  "name" | "label" | "icon" | "list" | "plainScreens" | "openingCalls"
> {
  /** `/<name>` when the resource has screens */
  route?: string;
  /** who may do what; a single level for every action; staff (`member`) unless said */
  access?: Access | AccessRules;
  /** the API, or only its base path where it keeps DRF's conventions */
  api?: string | ApiDeclaration;
  /** the screens' modules, loaded when first opened; `form` serves both create and edit */
  screens?: {
    list?: Loader;
    show?: Loader;
    create?: Loader<DialogFormProps>;
    form?: Loader<DialogFormProps>;
  };
  /** signed-in pages outside the layout, by route (`/rentals/:id/receipt`) */
  fullPages?: Record<string, Loader>;
}

export function declareResource({
  route,
  access = "member",
  api,
  screens,
  fullPages,
  ...own
}: ResourceDeclaration): ResourceDefinition {
  const { list, show, create, form } = screens ?? {};
  const Form = form && preloadable(form);
  return {
    ...own,
    route: route ?? (screens ? `/${own.name}` : undefined),
    access: typeof access === "string" ? { default: access } : access,
    api: typeof api === "string" ? { base: api } : api,
    screens: screens && {
      list: list && preloadable(list),
      show: show && preloadable(show),
      create: Form ?? (create && preloadable(create)),
      edit: Form,
    },
    fullPages:
      fullPages && Object.entries(fullPages).map(([path, screen]) => ({ path, Screen: preloadable(screen) })),
  };
}

/** Lists that start with the newest row. */
export const NEWEST_FIRST: CrudSort[] = [{ field: "created_at", order: "desc" }];

/**
 * A catalogue's list (carriers, plans, devices, countries): by name, staff filtering active / inactive rows
 * and the days rows were added.
 */
export function catalogueList(placeholder: string, ...filters: FilterDeclaration[]): ListDeclaration {
  return {
    sort: [{ field: "name", order: "asc" }],
    search: { placeholder },
    filters: [
      catalogActiveFilter,
      ...filters,
      { ...createdRangeFilter(t("lists.filters.addedBetween")), staffOnly: true },
    ],
  };
}
