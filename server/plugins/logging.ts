import { randomUUID } from "node:crypto";
import {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from "fastify";
import pino, { type LoggerOptions } from "pino";
import pretty from "pino-pretty";
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

/** A log line as pino-pretty receives it. */
type LogLine = Record<string, unknown> & {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
};

/**
 * In a terminal (LOG_FORMAT=pretty): pino-pretty, coloured; a request is one line
 * (`GET /api/transactions/ 200 12.3 ms`), other lines their message, a failure its error and stack below.
 */
export const PRETTY_OPTIONS = {
  colorize: true,
  translateTime: "SYS:HH:MM:ss.l",
  ignore: "pid,hostname,reqId,req,res,responseTime",
  singleLine: true,
  messageFormat: (log: LogLine, messageKey: string) =>
    log.req?.method
      ? `${log.req.method} ${log.req.url} ${log.res?.statusCode ?? ""} ${log.responseTime} ms`
      : String(log[messageKey] ?? ""),
};

/** The server's and the worker's logger: JSON lines, or pretty ones written in-process. */
export function createLogger(config: Pick<Config, "logLevel" | "logFormat">): FastifyBaseLogger {
  const options = loggerOptions(config);
  return config.logFormat === "pretty" ? pino(options, pretty(PRETTY_OPTIONS)) : pino(options);
}

/**
 * pino's options: the level, the headers and fields never logged, and a request line without secrets.
 */
export function loggerOptions(config: Pick<Config, "logLevel">): LoggerOptions {
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

/**
 * One line per request, once it is answered: method, path (secrets redacted), status and milliseconds.
 * Fastify's own controller writes two (on arrival and on completion) and leaves the request out of the second.
 */
export class OneLinePerRequest extends LogController {
  incomingRequest(): void {}

  requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      req: request,
      res: { statusCode: reply.statusCode },
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}
