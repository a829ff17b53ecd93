import type { Endpoint } from "../../src/resource-kit/types";

/** The company is one record at one path: read with GET, saved with PATCH. */
export const settingsCrud = {
  one: { method: "GET", path: "/api/company/" },
  update: { method: "PATCH", path: "/api/company/" },
} as const satisfies Record<string, Endpoint>;
