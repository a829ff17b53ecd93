import type { AuditEntry } from "@common/api/audit-log";
import { listHandler } from "../fixtures";
import { renderApp } from "../render";

/** An audit log entry as GET /api/audit-log/ gives it: Morgan retried transaction 12. */
export const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 1,
  action: "transaction.retry",
  object: "transaction",
  object_id: "12",
  actor: 3,
  actor_name: "Morgan Member",
  actor_email: "member@demo.test",
  hijacked_by: null,
  hijacked_by_name: null,
  data: { from: "error" },
  created_at: "2026-11-20T15:00:00.000Z",
  ...overrides,
});

/** A write Casey's profile took while member 3 viewed the site as Casey (the entry of a hijacked request). */
export const hijackWrite = (overrides: Partial<AuditEntry> = {}): AuditEntry =>
  entry({
    id: 2,
    action: "PATCH /api/user/me/",
    object: "hijack_write",
    object_id: null,
    actor: 7,
    actor_name: "Casey Customer",
    actor_email: "customer@demo.test",
    hijacked_by: 3,
    ...overrides,
  });

/** The log opened by the owner at `path` (/audit-log and its query), GET /api/audit-log/ answering `rows`. */
export const renderLog = (rows: AuditEntry[], path = "/audit-log") =>
  renderApp(path, { as: "owner", handlers: [listHandler("/api/audit-log/", rows)] });
