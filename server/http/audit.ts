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
function redact(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) out[k] = SECRET_KEYS.test(k) ? "[redacted]" : v;
  return out;
}

/**
 * DESIGN.md §7: every write made under a takeover token is audited with the member's id. Done once here,
 * for every route, so that no module can forget it.
 */
export function registerTakeoverAudit(app: FastifyInstance, db: DB): void {
  app.addHook("onResponse", async (request, reply) => {
    const ctx = request.auth;
    if (!ctx || ctx.hijackedBy === null) return;
    if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return;
    const route = request.routeOptions.url ?? request.url;
    try {
      await audit(db, ctx, `${request.method} ${route}`, "takeover_write", null, {
        status: reply.statusCode,
        params: request.params as Record<string, unknown>,
        body: typeof request.body === "object" && request.body ? (request.body as Record<string, unknown>) : undefined,
      });
    } catch (err) {
      request.log.error({ err }, "takeover audit failed");
    }
  });
}
