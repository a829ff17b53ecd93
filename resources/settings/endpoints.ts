import type { Endpoint } from "../../src/resource-kit/types";

/** The company is one record at one path: read with GET, saved with PATCH. */
export const settingsCrud = {
  one: { method: "GET", path: "/api/company/" },
  update: { method: "PATCH", path: "/api/company/" },
} as const satisfies Record<string, Endpoint>;

/** The company's logo: the image's bytes with PUT, removed with DELETE (both answer the company). */
export const settingsLogo = {
  upload: { method: "PUT", path: "/api/company/logo/" },
  remove: { method: "DELETE", path: "/api/company/logo/" },
} as const satisfies Record<string, Endpoint>;
