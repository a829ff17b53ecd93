import type { FastifyInstance } from "fastify";
import { audit } from "../db/audit-log";

/**
 * docs/api-conventions.md: every write made under a hijack token is audited with the member's id. Done once
 * here, for every route, so that no module can forget it.
 */
export function registerHijackAudit(app: FastifyInstance): void {
  // onSend, not onResponse: the row is written before the client has its answer, so that an answered
  // write is never missing from the log (and a test can read the row as soon as it has the response).
  app.addHook("onSend", async (request, reply, payload) => {
    const ctx = request.auth;
    if (!ctx || ctx.hijackedBy === null) return payload;
    if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return payload;
    const route = (request.routeOptions.url ?? request.url) as `/api/${string}`;
    const method = request.method as "POST" | "PUT" | "PATCH" | "DELETE";
    try {
      await audit(app.db, ctx, `${method} ${route}`, "hijack_write", null, {
        status: reply.statusCode,
        params: request.params as Record<string, unknown>,
        body:
          typeof request.body === "object" && request.body
            ? (request.body as Record<string, unknown>)
            : undefined,
      });
    } catch (err) {
      request.log.error({ err }, "hijack audit failed");
    }
    return payload;
  });
}
