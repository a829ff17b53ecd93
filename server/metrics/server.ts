import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Registry } from "prom-client";
import { BEARER_CHALLENGE, metricsAccess, wasForwarded } from "./access";

/**
 * A separate worker's /metrics (`npm run worker` with WORKER_METRICS_PORT): a bare node:http server, as
 * the worker has no Fastify app, answering GET /metrics under the API's rule (./access.ts) and 404 to
 * anything else.
 */
export async function serveMetrics(
  registry: Registry,
  options: { port: number; host: string; token: string | undefined },
): Promise<{ server: Server; port: number; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0];
    const access = metricsAccess(options.token, {
      ip: req.socket.remoteAddress,
      authorization: req.headers.authorization,
      forwarded: wasForwarded(req.headers),
    });
    if ((req.method !== "GET" && req.method !== "HEAD") || path !== "/metrics" || access === "hidden") {
      res.writeHead(404, { "content-type": "application/json" }).end('{"detail":"Not found."}');
      return;
    }
    if (access === "unauthorized") {
      res
        .writeHead(401, { "content-type": "application/json", "www-authenticate": BEARER_CHALLENGE })
        .end('{"detail":"Invalid token."}');
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store" });
        res.end(req.method === "HEAD" ? undefined : text);
      },
      () => res.writeHead(500, { "content-type": "text/plain" }).end("metrics unavailable\n"),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
