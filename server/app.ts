import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { Redis } from "ioredis";
import type { Config } from "./config";
import { type DatabaseHandle, type DB, type Dialect, openDatabase } from "./db/connection";
import { migrateToLatest } from "./db/migrate";
import { refreshPlannerStatistics } from "./db/list-counts";
import { seedIfEmpty } from "./db/seed";
import { registerHijackAudit } from "./http/hijack-audit";
import { registerAuthentication } from "./http/auth";
import { trackRunningHandlers } from "./http/drain";
import { MESSAGES, registerErrorHandlers } from "./http/errors";
import { emptyBodyAsObject, installValidationMessages } from "./http/validation";
import { apiModules } from "./modules";
import { decorateAdapters } from "./plugins/adapters";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: DB;
    dialect: Dialect;
  }
}

export type App = FastifyInstance;

/**
 * Links that carry a secret in their address — `/forgot-password/confirm?token=…` and `/hijack/<token>/` —
 * reach the server when the panel is opened from them: the request log keeps the path, never the secret.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&]token=)[^&#]*/gi, "$1[redacted]")
    .replace(/^\/hijack\/[^/?#]+/i, "/hijack/[redacted]");
}

export interface BuildOptions {
  /** an already-open database (tests share one between apps); opened from config.databaseUrl otherwise */
  database?: DatabaseHandle;
}

/** How long closing waits for running handlers before the database closes under them. */
const CLOSE_GRACE_MS = 8_000;

/**
 * The whole API server as a Fastify instance: used by server/main.ts and by every server test
 * (`buildApp(testConfig())` + `app.inject`). Migrates the database, and seeds it when config.seed says so.
 */

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  installValidationMessages();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        // The phone menu's Twilio auth token is write-only (company settings): never in a log line either.
        paths: [
          "req.headers.authorization",
          "req.headers.cookie",
          'req.headers["x-twilio-signature"]',
          "twilio_auth_token",
          "*.twilio_auth_token",
          "*.*.twilio_auth_token",
        ],
        censor: "[redacted]",
      },
      serializers: {
        req: (req) => ({
          method: req.method,
          url: redactUrl(req.url),
          host: req.host,
          remoteAddress: req.ip,
          remotePort: req.socket?.remotePort,
        }),
      },
    },
    genReqId: (req) => (req.headers["x-request-id"] as string | undefined)?.slice(0, 64) || randomUUID(),
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const handle = options.database ?? openDatabase(config.databaseUrl);
  const ownsDatabase = !options.database;
  const handlers = trackRunningHandlers(app);
  app.decorate("config", config);
  app.decorate("db", handle.db);
  app.decorate("dialect", handle.dialect);
  decorateAdapters(app);
  app.addHook("onClose", async () => {
    await handlers.settled(CLOSE_GRACE_MS);
    if (ownsDatabase) await handle.close();
  });
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  await migrateToLatest(handle.db, handle.dialect);
  if (config.seed === "demo" && (await seedIfEmpty(handle.db, app.log)))
    await refreshPlannerStatistics(handle.db, handle.dialect);

  registerErrorHandlers(app);
  acceptEmptyJsonBodies(app);

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
    : null;
  if (redis) app.addHook("onClose", async () => void redis.quit());
  await app.register(fastifyRateLimit, {
    global: false,
    redis: redis ?? undefined,
    nameSpace: "rl:",
    skipOnError: false,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      error: "Too Many Requests",
      message: `Request was throttled. Expected available in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
    }),
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Refill & Rental back-office API",
        description:
          "Authorization: `Token <key>` from POST /api/user/token/. Money is decimal strings in USD.",
        version: "1.0.0",
      },
      components: { securitySchemes: { token: { type: "apiKey", in: "header", name: "Authorization" } } },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  registerAuthentication(app, handle.db);
  registerHijackAudit(app, handle.db);

  for (const mod of apiModules) await app.register(mod, { prefix: "/api" });

  registerPanel(app, config);
  return app;
}

/**
 * An empty body is an empty object, whatever its Content-Type, as DRF answers: many clients send
 * `Content-Type: application/json` on every POST, body or not. Anything else goes to Fastify's own JSON
 * parser (prototype-poisoning checks included), so malformed JSON is still a 400.
 */
function acceptEmptyJsonBodies(app: App): void {
  const parseJson = app.getDefaultJsonParser("error", "ignore");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text === "") return done(null, {});
    return parseJson(request, text, done);
  });
  app.addHook("preValidation", emptyBodyAsObject);
}

/** The built panel (dist/) with the single-page fallback; unknown /api paths stay JSON 404s. */
function registerPanel(app: App, config: Config): void {
  const dir = config.staticDir;
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
