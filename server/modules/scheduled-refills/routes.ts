import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { recordRoutes } from "../../http/routes";
import type { AuthContext } from "../../security/caller";
import { scheduledRefillCreateBody, scheduledRefillRow, scheduledRefillUpdateBody } from "./schemas";
import { getScheduledRefill, listScheduledRefills } from "./queries";
import { createScheduledRefill } from "./create";
import { removeScheduledRefill } from "./remove";
import { updateScheduledRefill } from "./update";

/**
 * /api/scheduled-refills/: monthly refills and automatic ones (when the line's plan runs out); customers
 * their own lines', staff the company's.
 */
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
    summary:
      "Schedule a monthly refill (next_run_on: the next date with that day of the month, the company's day), or an automatic one (rule on_expiry, days_before the line's service end date: agree_terms stores the consent and the customer is sent a confirmation)",
    body: scheduledRefillCreateBody,
    handler: async (ctx, body, request) =>
      schedule(ctx, await createScheduledRefill(app.db, ctx, body, new Date(), { address: request.ip })),
  });
  routes.retrieve({
    summary: "One scheduled refill",
    handler: schedule,
  });
  routes.update({
    summary:
      "Edit; {is_active:false} pauses (cancels an automatic refill, the customer told), {is_active:true} resumes and recomputes next_run_on (an automatic one with agree_terms); another card lifts a suspension",
    body: scheduledRefillUpdateBody,
    handler: async (ctx, id, body, request) => {
      await updateScheduledRefill(app.db, ctx, id, body, new Date(), { address: request.ip });
      return schedule(ctx, id);
    },
  });
  routes.remove({
    summary: "Delete a scheduled refill (its past transactions stay)",
    outcome: "Deleted",
    handler: (ctx, id) => removeScheduledRefill(app.db, ctx, id),
  });
};

export default scheduledRefills;
