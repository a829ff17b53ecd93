import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { throttled } from "./errors";
import { hashToken } from "../security/tokens";
import { recordRoutes } from "./routes";

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

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A public POST of the accounts area (sign-in, sign-up, password reset), on the route kit: no token, a body,
 * its answer (200, or 201 when `created`) or 400 and 429; throttled per IP and, when given, per account.
 */
export function publicPost<Body extends z.ZodType, Answer extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  call: {
    summary: string;
    body: Body;
    answer: Answer;
    created?: boolean;
    perIp: ReturnType<typeof perIp>;
    perAccount?: Hook | Hook[];
  },
  handler: (body: z.output<Body>, request: FastifyRequest) => Promise<z.input<Answer>>,
): void {
  recordRoutes(app, { path, tag: "accounts", caller: "user" }).call({
    method: "POST",
    summary: call.summary,
    caller: "public",
    security: [],
    body: call.body,
    answer: call.answer,
    status: call.created ? 201 : 200,
    errors: [429],
    config: { rateLimit: call.perIp },
    ...(call.perAccount ? { preHandler: call.perAccount } : {}),
    handler: (_ctx, { body, request }) => handler(body, request),
  });
}

/**
 * accountLimiter over several limits on one key (a short window and a day): a try counts against each, and
 * the answer is the first wait, or null.
 */
export function accountLimiters(
  app: FastifyInstance,
  limits: ReadonlyArray<{ name: string; max: number; timeWindow: Window }>,
) {
  const checks = limits.map((l) => accountLimiter(app, l.name, l.max, l.timeWindow));
  return async (request: FastifyRequest, identifier: string): Promise<number | null> => {
    for (const check of checks) {
      const wait = await check(request, identifier);
      if (wait !== null) return wait;
    }
    return null;
  };
}
