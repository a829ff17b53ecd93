import type { FastifyInstance } from "fastify";
import fastifyMetrics from "fastify-metrics";
import { MESSAGES } from "../http/errors";
import { BEARER_CHALLENGE, metricsAccess, wasForwarded } from "../metrics/access";
import { registerDatabaseGauges } from "../metrics/database";
import { createMetrics, type Metrics, REQUEST_BUCKETS } from "../metrics/registry";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * This app's Prometheus instruments and registry (metrics/registry.ts). Not `app.metrics`: that name
     * is fastify-metrics' own decoration.
     */
    instruments: Metrics;
  }
}

/** Paths no route matched (404s, and the panel's page addresses answered by the SPA fallback). */
export const UNMATCHED_ROUTE = "unmatched";

/**
 * Prometheus metrics at GET /metrics (docs/operations.md, "Metrics"): the request histogram by fastify-metrics, the
 * database gauges, the provider calls and, with an in-process worker, the worker's instruments; all in
 * this app's own registry. Outside /api and out of the OpenAPI document: it is for Prometheus, not for
 * clients. Register before the routes, so that the request histogram sees every one.
 */
export async function registerMetrics(app: FastifyInstance): Promise<void> {
  const instruments = createMetrics();
  app.decorate("instruments", instruments);
  registerDatabaseGauges(instruments.registry, app.db, app.log, app.config.topups);

  await app.register(fastifyMetrics, {
    endpoint: null,
    // collected by createMetrics, into this app's registry (the plugin's would go to the global one)
    defaultMetrics: { enabled: false },
    routeMetrics: {
      // The route's pattern (`/api/transactions/:id/`), never the raw path: cardinality stays bounded.
      // Unmatched paths are timed too, all under one label.
      registeredRoutesOnly: false,
      invalidRouteGroup: UNMATCHED_ROUTE,
      enabled: { histogram: true, summary: false },
      overrides: {
        histogram: {
          name: "http_request_duration_seconds",
          help: 'HTTP requests by method, route pattern and status code (unmatched paths: route="unmatched")',
          buckets: REQUEST_BUCKETS,
          registers: [instruments.registry],
        },
        // Off, but the plugin builds it all the same: registered nowhere, rather than in the global registry.
        summary: { registers: [] },
      },
    },
  });

  app.get(
    "/metrics",
    {
      schema: { hide: true },
      // Scrapes come every few seconds: neither timed (the figures would describe the scraping) nor logged.
      config: { disableMetrics: true },
      logLevel: "warn",
    },
    async (request, reply) => {
      const access = metricsAccess(app.config.metricsToken, {
        ip: request.ip,
        authorization: request.headers.authorization,
        forwarded: wasForwarded(request.headers),
      });
      if (access === "hidden") return reply.status(404).send({ detail: MESSAGES.notFound });
      if (access === "unauthorized")
        return reply
          .status(401)
          .header("www-authenticate", BEARER_CHALLENGE)
          .send({ detail: MESSAGES.invalidToken });
      const text = await instruments.registry.metrics();
      return reply.header("cache-control", "no-store").type(instruments.registry.contentType).send(text);
    },
  );
}
