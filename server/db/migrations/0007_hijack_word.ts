import type { Kysely } from "kysely";

/**
 * One word per idea: the API's paths say "hijack" (`/api/company/customers/{id}/hijack/`, `/hijack/{token}/`),
 * so the audit rows that said "takeover" say it too: the hijack itself (`action`) and the writes made under
 * a hijack token (`object`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.updateTable("audit_log").set({ action: "hijack" }).where("action", "=", "takeover").execute();
  await db
    .updateTable("audit_log")
    .set({ object: "hijack_write" })
    .where("object", "=", "takeover_write")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable("audit_log").set({ action: "takeover" }).where("action", "=", "hijack").execute();
  await db
    .updateTable("audit_log")
    .set({ object: "takeover_write" })
    .where("object", "=", "hijack_write")
    .execute();
}
