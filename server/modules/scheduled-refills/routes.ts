import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { recordRoutes } from "../../http/routes";
import { scheduledRefillCreateBody, scheduledRefillRow, scheduledRefillUpdateBody } from "./schemas";
import {
  createScheduledRefill,
  getScheduledRefill,
  listScheduledRefills,
  removeScheduledRefill,
  updateScheduledRefill,
} from "./service";

/** /api/scheduled-refills/: monthly refills; customers their own lines', staff the company's. */
const scheduledRefills: FastifyPluginAsyncZod = async (app) => {
  const routes = recordRoutes(app, { path: "/scheduled-refills/", tag: "scheduled refills", caller: "user" });

  routes.list({
    summary: "List scheduled refills, soonest first",
    row: scheduledRefillRow,
    read: listScheduledRefills,
  });
  routes.create({
    summary: "Schedule a monthly refill; next_run_on is the next date with that day of the month (UTC)",
    body: scheduledRefillCreateBody,
    row: scheduledRefillRow,
    handler: async (ctx, body) =>
      getScheduledRefill(app.db, ctx, await createScheduledRefill(app.db, ctx, body)),
  });
  routes.retrieve({
    summary: "One scheduled refill",
    row: scheduledRefillRow,
    handler: (ctx, id) => getScheduledRefill(app.db, ctx, id),
  });
  routes.update({
    summary: "Edit; {is_active:false} pauses, {is_active:true} resumes and recomputes next_run_on",
    body: scheduledRefillUpdateBody,
    row: scheduledRefillRow,
    handler: async (ctx, id, body) => {
      await updateScheduledRefill(app.db, ctx, id, body);
      return getScheduledRefill(app.db, ctx, id);
    },
  });
  routes.remove({
    summary: "Delete a scheduled refill (its past transactions stay)",
    outcome: "Deleted",
    handler: (ctx, id) => removeScheduledRefill(app.db, ctx, id),
  });
};

export default scheduledRefills;
