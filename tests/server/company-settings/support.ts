import type { App } from "../../../server/app";
import type { DB } from "../../../server/db/connection";
import { auth, jsonBody } from "../helpers";

/** GET or PATCH /api/company/ with a JSON body, as `token`: the owner's given here unless another is. */
export const companySettingsCall =
  (app: App, ownerToken: string) =>
  (method: "GET" | "PATCH", body?: unknown, token = ownerToken) =>
    app.inject({ method, url: "/api/company/", payload: jsonBody(body), headers: auth(token) });

/** What the company's latest audited settings change set: each changed field's new value (its audit row's `changes`). */
export async function lastSettingsChange(db: DB, companyId: number): Promise<unknown> {
  const log = await db
    .selectFrom("audit_log")
    .select("data")
    .where("object", "=", "company")
    .where("company_id", "=", companyId)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const { changes } = JSON.parse(log.data!) as { changes: Record<string, { to: unknown }> };
  return Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change.to]));
}
