import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { recordRoutes } from "../../http/routes";
import { healthSchema } from "./schemas";
import { DEFAULT_QUEUE_WAIT_LIMIT_MS, healthReport } from "./queries";

const health: FastifyPluginAsyncZod = async (app) => {
  // Probes call it without a token.
  const routes = recordRoutes(app, { path: "/health/", tag: "service", caller: "user" });
  routes.call({
    method: "GET",
    summary: "Database, workers and the refill queue",
    description:
      "503 when the database does not answer, or when a due refill has waited longer than HEALTH_QUEUE_LIMIT_SECONDS with no live worker.",
    caller: "public",
    answer: healthSchema,
    responses: { 503: healthSchema },
    handler: async (_ctx, { reply }) => {
      const limitMs = app.config.queueWaitLimitMs ?? DEFAULT_QUEUE_WAIT_LIMIT_MS;
      const { healthy, body, failure } = await healthReport(app.db, app.dialect, limitMs, new Date());
      if (failure) app.log.error({ err: failure }, "health check: database unreachable");
      return reply.status(healthy ? 200 : 503).send(body);
    },
  });
};

export default health;
