import { expect } from "vitest";
import type { Dashboard } from "../../../common/api/dashboard";
import type { App } from "../../../server/app";
import { send } from "../fixtures";
import { auth } from "../helpers";

/** The owner moves the company to another time zone as Settings does (PATCH /api/company/); answers the status. */
export const changeTimeZone = async (app: App, ownerToken: string, time_zone: string) =>
  (await send(app, "PATCH", "/api/company/", ownerToken, { time_zone })).status;

/** GET /api/dashboard/ for `range` as `token`: its answer, once it is a 200. */
export async function dashboardAs(app: App, token: string, range: string) {
  const res = await app.inject({
    method: "GET",
    url: `/api/dashboard/?range=${range}`,
    headers: auth(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Dashboard;
}
