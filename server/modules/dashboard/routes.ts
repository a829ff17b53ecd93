import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dashboardAnswer, dashboardQuery } from "../../../common/api/dashboard";
import { requireMember } from "../../http/auth";
import { errorResponses } from "../../http/validation";
import { readDashboard } from "./queries";

/** /api/dashboard/: the company's day, week and month at a glance (staff). */
const dashboard: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/dashboard/",
    {
      schema: {
        tags: ["dashboard"],
        summary:
          "Refills, sales, success rate, what waits, and the rentals out, due and owing, in the company's days",
        querystring: dashboardQuery,
        response: { 200: dashboardAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      readDashboard(app.db, app.dialect, requireMember(request).companyId, request.query.range),
  );
};

export default dashboard;
