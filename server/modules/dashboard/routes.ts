import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dashboardAnswer, dashboardQuery } from "../../../common/api/dashboard";
import { recordRoutes } from "../../http/routes";
import { readDashboard } from "./queries";

/** /api/dashboard/: the company's day, week and month at a glance (staff). */
const dashboard: FastifyPluginAsyncZod = async (app) => {
  const routes = recordRoutes(app, { path: "/dashboard/", tag: "dashboard", caller: "member" });
  routes.call({
    method: "GET",
    summary:
      "Refills, sales, success rate, what waits, and the rentals out, due and owing, in the company's days",
    query: dashboardQuery,
    answer: dashboardAnswer,
    handler: (ctx, { query }) => readDashboard(app.db, app.dialect, ctx.companyId, query.range),
  });
};

export default dashboard;
