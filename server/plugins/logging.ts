import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import type { Config } from "../config";

/**
 * Links that carry a secret in their address — `/forgot-password/confirm?token=…` and `/hijack/<token>/` —
 * reach the server when the panel is opened from them: the request log keeps the path, never the secret.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&]token=)[^&#]*/gi, "$1[redacted]")
    .replace(/^\/hijack\/[^/?#]+/i, "/hijack/[redacted]");
}

/** pino's options: the level, the headers and fields never logged, and a request line without secrets. */
export function loggerOptions(config: Config): FastifyServerOptions["logger"] {
  return {
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
  };
}

/** A request's id: the caller's `x-request-id` (a proxy's), cut to 64 characters, or a new one. */
export const requestIdOptions = {
  genReqId: (req) => (req.headers["x-request-id"] as string | undefined)?.slice(0, 64) || randomUUID(),
  requestIdHeader: false,
} satisfies FastifyServerOptions;

/** Every answer names its request's id, so that a report from a client finds its log lines. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
}
