import type { Kysely } from "kysely";

/**
 * One word per idea: the API's paths say "hijack" (`/api/company/customers/{id}/hijack/`, `/hijack/{token}/`),
 * so the audit rows that said "takeover" say it too: the hijack itself (`action`) and the writes made under
 * a hijack token (`object`).
 */
const RENAMED = [
  ["action", "takeover", "hijack"],
  ["object", "takeover_write", "hijack_write"],
] as const;

async function rename(db: Kysely<any>, direction: "up" | "down"): Promise<void> {
  for (const [column, before, after] of RENAMED) {
    const [from, to] = direction === "up" ? [before, after] : [after, before];
    await db.updateTable("audit_log").set(column, to).where(column, "=", from).execute();
  }
}

export const up = (db: Kysely<any>) => rename(db, "up");
export const down = (db: Kysely<any>) => rename(db, "down");
