import { sql } from "kysely";
import { AUDIT_OBJECTS } from "../../../common/audit";
import type { AuditEntry } from "../../../common/api/audit-log";
import { fullName } from "../../../common/names";
import type { DB } from "../../db/connection";
import type { AuthContext } from "../../security/caller";
import { badRequest } from "../../http/errors";
import { VALIDATION_MESSAGES } from "../../http/validation";
import { filters, parsers } from "../../http/lists/filters";
import { callersList } from "../../http/lists/readers";
import { personMatch } from "../../http/lists/search";
import type { FilterDef, ListSpec } from "../../http/lists/spec";
import type { ListQuery, UntypedQuery } from "../../http/lists/tables";

/** The audit log's SQL: the list owners read (`audit_log as al`), with the names of who acted. */

type Log = "audit_log as al";
const where = (qb: ListQuery<Log>, clause: (q: UntypedQuery) => UntypedQuery) =>
  clause(qb as unknown as UntypedQuery) as unknown as ListQuery<Log>;

/** `?actor=7`: rows done by that person, or by that member while viewing the site as a customer. */
const actorFilter: FilterDef<Log, number[]> = {
  parse: parsers.ids,
  apply: (qb, ids) =>
    ids.length
      ? where(qb, (q) =>
          q.where((eb) => eb.or([eb("al.actor_id", "in", ids), eb("al.on_behalf_of", "in", ids)])),
        )
      : qb,
};

/** `?action=transaction.retry` or `?object_id=12`: the text as written (an action's names have no commas). */
const exactText = (column: "al.action" | "al.object_id"): FilterDef<Log, string> => ({
  parse: (raw, field) => {
    const value = raw.trim();
    if (value.length > 64) throw badRequest({ [field]: VALIDATION_MESSAGES.maxLength(64) });
    return value;
  },
  apply: (qb, value) => (value ? where(qb, (q) => q.where(sql.ref(column), "=", value)) : qb),
});

const auditListSpec: ListSpec<Log> = {
  ordering: { created_at: "al.created_at", id: "al.id" },
  defaultOrdering: ["-created_at"],
  idColumn: "al.id",
  search: [personMatch("al.actor_id"), personMatch("al.on_behalf_of")],
  filters: {
    actor: actorFilter,
    action: exactText("al.action"),
    object: filters.choice("al.object", AUDIT_OBJECTS),
    object_id: exactText("al.object_id"),
    created_after: filters.dateFrom("al.created_at"),
    created_before: filters.dateTo("al.created_at"),
  },
  describe: {
    search: "the name or e-mail of who acted (or of the member viewing as them); every term must match",
    actor: "a person's id: what they did, and what was done as them by a member viewing the site as them",
    action: 'an action as written, e.g. "transaction.retry"',
    object: `a record type: ${AUDIT_OBJECTS.join(", ")}`,
    object_id: "the record's id (with `object`)",
    created_after: "YYYY-MM-DD, from the start of that day in the company's time zone",
    created_before: "YYYY-MM-DD, to the end of that day in the company's time zone",
  },
};

/**
 * The company's audit rows without any join: what the list counts and pages through. Only owners read the
 * log (routes.ts), so the company is the whole scope.
 */
const auditRows = (db: DB, ctx: AuthContext) =>
  db.selectFrom("audit_log as al").where("al.company_id", "=", ctx.companyId);

const selectEntries = (db: DB, ctx: AuthContext) =>
  auditRows(db, ctx)
    .leftJoin("users as a", "a.id", "al.actor_id")
    .leftJoin("users as h", "h.id", "al.on_behalf_of")
    .selectAll("al")
    .select([
      "a.first_name as actor_first_name",
      "a.last_name as actor_last_name",
      "a.email as actor_email",
      "h.first_name as hijacker_first_name",
      "h.last_name as hijacker_last_name",
    ]);
type Row = Awaited<ReturnType<ReturnType<typeof selectEntries>["executeTakeFirstOrThrow"]>>;

/** The data column holds a JSON object (audit()); anything else is shown as it was written. */
function parseData(data: string | null): Record<string, unknown> | null {
  if (data === null) return null;
  try {
    const parsed: unknown = JSON.parse(data);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : { value: parsed };
  } catch {
    return { value: data };
  }
}

const nameOf = (first: string | null, last: string | null) =>
  first === null && last === null ? null : fullName(first ?? "", last ?? "");

export const serializeEntry = (r: Row): AuditEntry => ({
  id: r.id,
  action: r.action,
  object: r.object,
  object_id: r.object_id,
  actor: r.actor_id,
  actor_name: nameOf(r.actor_first_name, r.actor_last_name),
  actor_email: r.actor_email,
  hijacked_by: r.on_behalf_of,
  hijacked_by_name: nameOf(r.hijacker_first_name, r.hijacker_last_name),
  data: parseData(r.data),
  created_at: r.created_at,
});

export const listAuditEntries = callersList({
  spec: auditListSpec,
  base: auditRows,
  rows: (db, ctx, ids) => selectEntries(db, ctx).where("al.id", "in", ids),
  serialize: serializeEntry,
});
