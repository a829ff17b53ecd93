/** The audit log (table `audit_log`): who did what, on whose behalf, to which record. */
import type { DB } from "./connection";
import type { AuthContext } from "../security/caller";
import type { AuditAction, HijackWriteAction } from "../../common/audit";

/** Writes one audit row; `ctx` gives the actor and, under a hijack, the member acting for them. */
export async function audit(
  db: DB,
  ctx: Pick<AuthContext, "companyId" | "user" | "hijackedBy">,
  action: AuditAction | HijackWriteAction,
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
/** Secrets are replaced at any depth: the hijack audit nests the request body under `body`. */
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
