import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { throttledMessage } from "../http/errors";

/**
 * Rate limits for the routes that ask for one (`config.rateLimit`; none is global): counted in this
 * process, or in Redis when REDIS_URL is set so that every API process shares the counts. A Redis that
 * cannot answer refuses the request rather than letting it through unlimited.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const { redisUrl } = app.config;
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 }) : null;
  if (redis) app.addHook("onClose", async () => void redis.quit());
  await app.register(fastifyRateLimit, {
    global: false,
    redis: redis ?? undefined,
    nameSpace: "rl:",
    skipOnError: false,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      error: "Too Many Requests",
      message: throttledMessage(Math.ceil(ctx.ttl / 1000)),
    }),
  });
}
