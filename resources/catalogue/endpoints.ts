import { callable } from "../../src/resource-kit/endpoints";

/** The owners' calls of the aggregator's catalogue (server/modules/carriers/routes.ts). */
export const catalogueCalls = {
  operators: { method: "GET", path: "/api/catalogue/operators/" },
  import: { method: "POST", path: "/api/catalogue/import/" },
  changes: { method: "GET", path: "/api/catalogue/changes/" },
  accept: { method: "POST", path: "/api/catalogue/changes/accept/" },
  dismiss: { method: "POST", path: "/api/catalogue/changes/dismiss/" },
} as const;

export const catalogueEndpoints = callable("catalogue", catalogueCalls);
