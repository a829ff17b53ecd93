import type { ResourceProps } from "@refinedev/core";
import type { ComponentType } from "react";
import type { DialogFormProps } from "../components/forms/useDialogForm";
import type { ResourceDefinition, ScreenAction } from "./types";

/** A declaration's screens as routes: for the router, for Refine's resources, for the home page's choice. */
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
