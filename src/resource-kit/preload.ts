import { type ComponentType, lazy } from "react";
import { matchPath } from "react-router";
import { type ResourceDefinition, screenRoutes } from "./types";

/** A lazy screen that can be asked to load before it renders. */
interface Preloadable {
  preload: () => Promise<unknown>;
}

/** React.lazy over `load`, whose module can be requested ahead (preloadScreenAt) and is loaded once. */
export function preloadable<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const once = () => (loading ??= load());
  return Object.assign(lazy(once), { preload: once });
}

/**
 * Requests the module of the screen the path opens (a resource's list, show, create or edit, or one of its
 * full pages), so that it downloads beside the app's own code instead of after the layout has rendered.
 */
export function preloadScreenAt(definitions: ResourceDefinition[], path: string): void {
  for (const definition of definitions) {
    const screens = [...screenRoutes(definition), ...(definition.fullPages ?? [])];
    const found = screens.find((screen) => matchPath(screen.path, path));
    if (found) {
      void (found.Screen as Partial<Preloadable>).preload?.();
      return;
    }
  }
}
