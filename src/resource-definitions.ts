import { createContext, useContext } from "react";
import { type ResourceDefinition, resourceDefinitions } from "../resources";

/** The resources the app was built with (tests give their own). */
export const ResourceDefinitionsContext = createContext<ResourceDefinition[]>(resourceDefinitions);

export const useResourceDefinitions = () => useContext(ResourceDefinitionsContext);
