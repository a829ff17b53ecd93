import { callable } from "../../src/resource-kit/endpoints";

export const cardCalls = {
  makeDefault: { method: "POST", path: "/api/payments/cards/{id}/default/" },
  config: { method: "GET", path: "/api/payments/config/" },
  setup: { method: "POST", path: "/api/payments/cards/setup/" },
} as const;

export const cardEndpoints = callable("cards", cardCalls);
