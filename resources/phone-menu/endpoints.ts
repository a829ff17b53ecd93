import { callable } from "../../src/resource-kit/endpoints";

export const phoneMenuCalls = {
  simulate: { method: "POST", path: "/api/phone-menu/simulate/" },
  company: { method: "GET", path: "/api/company/" },
} as const;

export const phoneMenuEndpoints = callable("phone-menu", phoneMenuCalls);
