import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { throttled } from "../../http/errors";
import { hashToken } from "../../http/tokens";

/**
 * Throttling of the public accounts calls (brute force, mail flooding), on @fastify/rate-limit so that the
 * counters live in Redis when REDIS_URL is set. Two kinds, because the plugin runs one route limiter per
 * request: `perIp` is the route's own `config.rateLimit`; `perAccount` is a preHandler (it runs after body
 * validation, so it can key on the e-mail or phone number) built on `app.createRateLimit`. Both are off
 * when config.rateLimit is false.
 */

type Window = string | number;

/** `config: { rateLimit: perIp(app, 20, "1 minute") }`: per client IP, per route. */
export function perIp(app: FastifyInstance, max: number, timeWindow: Window) {
  if (!app.config.rateLimit) return false as const;
  return { max, timeWindow, keyGenerator: (request: FastifyRequest) => request.ip };
}

/**
 * `preHandler: perAccount(app, "signin-email", 10, "15 minutes", (b: Body) => b.email)`: per identifier,
 * whichever IP the attempts come from. Limiters made this way share one Redis key space, hence `name`;
 * the identifier is hashed so that no address or number is written to the store.
 */
export function perAccount<B>(
  app: FastifyInstance,
  name: string,
  max: number,
  timeWindow: Window,
  identify: (body: B) => string,
) {
  if (!app.config.rateLimit) return async () => {};
  const limit = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request) => `acct:${name}:${hashToken(identify(request.body as B))}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const state = await limit(request);
    if (!state.isAllowed && state.isExceeded) {
      reply.header("retry-after", state.ttlInSeconds);
      throw throttled(state.ttlInSeconds);
    }
  };
}

/**
 * A PIN has as few as 10 000 values: besides the 15-minute window, a daily cap per line. The web sign-in
 * (POST /api/phones/token/) and the phone menu count under these same names, so with Redis a line's
 * tries add up whichever way they come.
 */
export const PIN_LIMITS = [
  { name: "signin-phone", max: 10, timeWindow: "15 minutes" },
  { name: "signin-phone-day", max: 30, timeWindow: "1 day" },
] as const;

/**
 * perAccount's counters for a caller that is not a route's body (the phone menu's PIN step): `check(request,
 * identifier)` counts one try and answers null, or the seconds to wait once the limit is exceeded.
 */
export function accountLimiter(app: FastifyInstance, name: string, max: number, timeWindow: Window) {
  if (!app.config.rateLimit) return async (_request: FastifyRequest, _identifier: string) => null;
  const identifiers = new WeakMap<FastifyRequest, string>();
  const limit = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request) => `acct:${name}:${hashToken(identifiers.get(request) ?? "")}`,
  });
  return async (request: FastifyRequest, identifier: string): Promise<number | null> => {
    identifiers.set(request, identifier);
    const state = await limit(request);
    return !state.isAllowed && state.isExceeded ? state.ttlInSeconds : null;
  };
}
