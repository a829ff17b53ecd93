import { callable } from "../../src/resource-kit/endpoints";

/**
 * The dashboard's calls (docs/api-conventions.md): the figures of a range, `?range=today|7d|30d`, and the
 * simulated wallet's funds.
 */
export const dashboardCalls = {
  figures: { method: "GET", path: "/api/dashboard/" },
  /** TOPUPS=simulated, owners: funds into the demo's top-up wallet */
  addWalletFunds: { method: "POST", path: "/api/topup-wallet/add-funds/" },
} as const;

export const dashboardEndpoints = callable("dashboard", dashboardCalls);
