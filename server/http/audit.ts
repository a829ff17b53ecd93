import type { FastifyInstance } from "fastify";
import type { DB } from "../db/connection";
import type { AuthContext } from "./auth";

/** Writes one audit row; `ctx` gives the actor and, under a takeover, the member acting for them. */
export async function audit(
  db: DB,
  ctx: Pick<AuthContext, "companyId" | "user" | "hijackedBy">,
  action: string,
  object: string,
  objectId: string | number | null,
  data?: Record<string, unknown>,
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      company_id: ctx.companyId,
      actor_id: ctx.user.id,
      on_behalf_of: ctx.hijackedBy,
      action,
      object,
      object_id: objectId === null ? null : String(objectId),
      data: data ? JSON.stringify(redact(data)) : null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

const SECRET_KEYS = /pass|pin|token|secret|cvc|card_number|^number$/i;
/** Secrets are replaced at any depth: the takeover audit nests the request body under `body`. */
function redact(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) out[k] = SECRET_KEYS.test(k) ? "[redacted]" : redactValue(v);
  return out;
}
function redactValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactValue);
  if (value && typeof value === "object") return redact(value as Record<string, unknown>);
  return value;
}

/**
 * docs/api-conventions.md: every write made under a takeover token is audited with the member's id. Done once
 * here,
 * for every route, so that no module can forget it.
 */
export function registerTakeoverAudit(app: FastifyInstance, db: DB): void {
  // onSend, not onResponse: the row is written before the client has its answer, so that an answered
  // write is never missing from the log (and a test can read the row as soon as it has the response).
  app.addHook("onSend", async (request, reply, payload) => {
    const ctx = request.auth;
    if (!ctx || ctx.hijackedBy === null) return payload;
    if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return payload;
    const route = request.routeOptions.url ?? request.url;
    try {
      await audit(db, ctx, `${request.method} ${route}`, "takeover_write", null, {
        status: reply.statusCode,
        params: request.params as Record<string, unknown>,
        body:
          typeof request.body === "object" && request.body
            ? (request.body as Record<string, unknown>)
            : undefined,
      });
    } catch (err) {
      request.log.error({ err }, "takeover audit failed");
    }
    return payload;
  });
}
