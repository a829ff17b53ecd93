import { createContext, useContext } from "react";
import type { ResourceDefinition } from "./types";

/** The resources the app was composed with (App.tsx; tests give their own). */
export const ResourceDefinitionsContext = createContext<ResourceDefinition[]>([]);

export const useResourceDefinitions = () => useContext(ResourceDefinitionsContext);
