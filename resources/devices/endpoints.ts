import { callable } from "../../src/resource-kit/endpoints";

/** A device's units (staff): the device's list, one unit with its history, a unit added or edited. */
export const deviceCalls = {
  units: { method: "GET", path: "/api/rental/devices/{id}/units/" },
  addUnit: { method: "POST", path: "/api/rental/devices/{id}/units/" },
  unit: { method: "GET", path: "/api/rental/units/{id}/" },
  updateUnit: { method: "PATCH", path: "/api/rental/units/{id}/" },
} as const;

export const deviceEndpoints = callable("devices", deviceCalls);

/** The query key every screen that reads a device's units shares (its page, the desk's pick-up). */
export const unitsKey = (deviceId: number) => ["device-units", deviceId];
