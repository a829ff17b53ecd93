import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { MESSAGES } from "../http/errors";

/** Hashed file names (`dist/assets/`): a file's content never changes under its name. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The built panel (dist/) with the single-page fallback; unknown /api paths stay JSON 404s. Assets go out
 * pre-compressed (the build writes .br and .gz beside each, vite.config.ts) and cached for a year; every
 * other file, index.html first, is checked again on each visit so that a new release is seen at once.
 */
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
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const inAssets = path.relative(dir!, filePath).split(path.sep)[0] === "assets";
        res.setHeader("cache-control", inAssets ? IMMUTABLE : "no-cache");
      },
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
