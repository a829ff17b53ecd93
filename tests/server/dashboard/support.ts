import type { App } from "../../../server/app";
import { send } from "../fixtures";

/** The owner moves the company to another time zone as Settings does (PATCH /api/company/); answers the status. */
export const changeTimeZone = async (app: App, ownerToken: string, time_zone: string) =>
  (await send(app, "PATCH", "/api/company/", ownerToken, { time_zone })).status;
