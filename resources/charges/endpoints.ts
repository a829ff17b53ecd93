import { callable } from "../../src/resource-kit/endpoints";

export const chargeCalls = {
  refund: { method: "POST", path: "/api/charges/{id}/refund/" },
} as const;

export const chargeEndpoints = callable("charges", chargeCalls);
