import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { answerCreated, answerWith, recordRoutes } from "../../http/routes";
import type { AuthContext } from "../../security/caller";
import { scheduledRefillCreateBody, scheduledRefillRow, scheduledRefillUpdateBody } from "./schemas";
import { getScheduledRefill, listScheduledRefills } from "./queries";
import { createScheduledRefill } from "./create";
import { removeScheduledRefill } from "./remove";
import { updateScheduledRefill } from "./update";

/** /api/scheduled-refills/: monthly refills; customers their own lines', staff the company's. */
const scheduledRefills: FastifyPluginAsyncZod = async (app) => {
  const routes = recordRoutes(app, {
    path: "/scheduled-refills/",
    tag: "scheduled refills",
    caller: "user",
    row: scheduledRefillRow,
  });
  const schedule = (ctx: AuthContext, id: number) => getScheduledRefill(app.db, ctx, id);

  routes.list({
    summary: "List scheduled refills, soonest first",
    read: listScheduledRefills,
  });
  routes.create({
    summary: "Schedule a monthly refill; next_run_on is the next date with that day of the month (UTC)",
    body: scheduledRefillCreateBody,
    handler: answerCreated(schedule)((ctx, body) => createScheduledRefill(app.db, ctx, body)),
  });
  routes.retrieve({
    summary: "One scheduled refill",
    handler: schedule,
  });
  routes.update({
    summary: "Edit; {is_active:false} pauses, {is_active:true} resumes and recomputes next_run_on",
    body: scheduledRefillUpdateBody,
    handler: answerWith(schedule)((ctx, id, body) => updateScheduledRefill(app.db, ctx, id, body)),
  });
  routes.remove({
    summary: "Delete a scheduled refill (its past transactions stay)",
    outcome: "Deleted",
    handler: (ctx, id) => removeScheduledRefill(app.db, ctx, id),
  });
};

export default scheduledRefills;
