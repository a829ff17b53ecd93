import type { BaseKey } from "@refinedev/core";
import { createContext, useContext } from "react";
import { type ResourceDefinition, resourceDefinitions } from "../resources";
import type { CrudAction, Endpoint } from "../resources/types";
import { endpointOf } from "./providers/data";

/** The resources the app was built with (tests give their own). */
export const ResourceDefinitionsContext = createContext<ResourceDefinition[]>(resourceDefinitions);

export const useResourceDefinitions = () => useContext(ResourceDefinitionsContext);

/** One of a resource's own calls (`api.actions` in its declaration), e.g. a card's `makeDefault`. */
export function actionEndpoint(
  resource: string,
  action: string,
  id?: BaseKey,
  definitions: ResourceDefinition[] = resourceDefinitions,
): Endpoint {
  const endpoint = definitions.find((d) => d.name === resource)?.api?.actions?.[action];
  if (!endpoint) throw new Error(`The resource "${resource}" declares no "${action}" call.`);
  if (!endpoint.path.includes("{id}")) return endpoint;
  if (id === undefined || id === null || id === "") throw new Error(`"${resource}" ${action} needs an id.`);
  return { ...endpoint, path: endpoint.path.replaceAll("{id}", encodeURIComponent(String(id))) };
}

/** A resource's CRUD call as its declaration says (for a screen that calls it with useCustom). */
export const crudCall = (resource: string, action: CrudAction, id?: BaseKey): Endpoint =>
  endpointOf(resourceDefinitions, resource, action, id);
