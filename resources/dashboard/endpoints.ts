import { callable } from "../../src/resource-kit/endpoints";

/** The dashboard's one call (docs/api-conventions.md): the figures of a range, `?range=today|7d|30d`. */
export const dashboardCalls = {
  figures: { method: "GET", path: "/api/dashboard/" },
} as const;

export const dashboardEndpoints = callable("dashboard", dashboardCalls);
