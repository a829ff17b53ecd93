import Fastify, { type FastifyInstance, type onSendHookHandler } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/connection";
import { registerErrorHandlers } from "./http/errors";
import { installValidationMessages } from "./http/validation";
import { apiModules } from "./modules";
import { decorateAdapters } from "./plugins/adapters";
import { registerAuthentication } from "./plugins/authentication";
import { acceptEmptyJsonBodies } from "./plugins/body-parsers";
import { registerDatabase } from "./plugins/database";
import { registerHijackAudit } from "./plugins/hijack-audit";
import { createLogger, echoRequestId, OneLinePerRequest, requestIdOptions } from "./plugins/logging";
import { registerMetrics } from "./plugins/metrics";
import { registerOpenApi } from "./plugins/openapi";
import { registerPanel } from "./plugins/panel";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { registerRateLimit } from "./plugins/rate-limit";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
  }
}

export type App = FastifyInstance;

export interface BuildOptions {
  /** an already-open database (tests share one between apps); opened from config.databaseUrl otherwise */
  database?: DatabaseHandle;
  /**
   * Tests only: sees every answer as it is sent (an onSend hook on the root, before any other), to hold it to
   * the OpenAPI document (tests/server/openapi-check.ts).
   */
  inspectAnswers?: onSendHookHandler;
}

/**
 * The whole API server as a Fastify instance: used by server/main.ts and by every server test
 * (`buildApp(testConfig())` + `app.inject`). Each part is a plugin of server/plugins/, called on the root
 * instance so that what it decorates reaches every module; the order below is the order they need.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  installValidationMessages();
  const app = Fastify({
    loggerInstance: createLogger(config),
    logController: new OneLinePerRequest(),
    ...requestIdOptions,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  if (options.inspectAnswers) app.addHook("onSend", options.inspectAnswers);

  await registerDatabase(app, options.database);
  await registerMetrics(app);
  decorateAdapters(app);
  echoRequestId(app);
  registerErrorHandlers(app);
  acceptEmptyJsonBodies(app);
  await registerRateLimit(app);
  await registerSecurityHeaders(app);
  await registerOpenApi(app);
  registerAuthentication(app);
  registerHijackAudit(app);

  for (const mod of apiModules) await app.register(mod, { prefix: "/api" });

  registerPanel(app);
  return app;
}
