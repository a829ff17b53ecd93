import { callable } from "../../src/resource-kit/endpoints";

/** The customer's PIN is theirs alone: staff send them a link to choose a new one, or remove it. */
export const customerCalls = {
  pinReset: { method: "POST", path: "/api/company/customers/{id}/pin-reset/" },
  removePin: { method: "DELETE", path: "/api/company/customers/{id}/pin/" },
} as const;

export const customerEndpoints = callable("customers", customerCalls);
