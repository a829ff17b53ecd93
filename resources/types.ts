import type { ResourceProps } from "@refinedev/core";
import type { ComponentType, ReactNode } from "react";
import type { AccessRules } from "../src/providers/access-control";

/**
 * One entity of the back-office: its Refine resource (name = the data provider's key), its label and icon
 * in the menu, who may do what, and its screens. Screens are lazy components; a screen that is not built
 * has no route, and a resource without a list screen is not in the menu.
 */

export type ScreenAction = "list" | "show" | "create" | "edit";

export interface ResourceDefinition {
  name: string;
  label: string;
  icon?: ReactNode;
  /** The list route (`/phone-numbers`); show, create and edit routes hang below it. */
  route?: string;
  access: AccessRules;
  screens?: Partial<Record<ScreenAction, ComponentType>>;
}

const SUFFIX: Record<ScreenAction, string> = { list: "", show: "/:id", create: "/create", edit: "/:id/edit" };
/** Routes in matching order: the literal `create` before `:id`. */
const ACTIONS: ScreenAction[] = ["list", "create", "show", "edit"];

export interface ScreenRoute {
  action: ScreenAction;
  path: string;
  Screen: ComponentType;
}

export function screenRoutes(definition: ResourceDefinition): ScreenRoute[] {
  const { route, screens = {} } = definition;
  return ACTIONS.flatMap((action) => {
    const Screen = screens[action];
    if (!Screen) return [];
    if (!route) throw new Error(`The resource "${definition.name}" has screens but no route.`);
    return [{ action, path: `${route}${SUFFIX[action]}`, Screen }];
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
