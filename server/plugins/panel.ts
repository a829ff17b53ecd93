import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { MESSAGES } from "../http/errors";

/** The built panel (dist/) with the single-page fallback; unknown /api paths stay JSON 404s. */
export function registerPanel(app: FastifyInstance): void {
  const dir = app.config.staticDir;
  const hasPanel = !!dir && fs.existsSync(path.join(dir, "index.html"));
  if (hasPanel) {
    app.register(fastifyStatic, {
      root: dir,
      prefix: "/",
      wildcard: false,
      index: false,
      cacheControl: false,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0];
    if (
      url === "/api" ||
      url.startsWith("/api/") ||
      !hasPanel ||
      (request.method !== "GET" && request.method !== "HEAD")
    ) {
      return reply.status(404).send({ detail: MESSAGES.notFound });
    }
    if (url.startsWith("/assets/")) {
      // Hashed file names: a missing one is a stale client, not a page.
      return reply.status(404).send({ detail: MESSAGES.notFound });
    }
    reply.header("cache-control", "no-cache");
    return reply.type("text/html").sendFile("index.html", dir!);
  });
}
