import type { AuditEntry } from "@common/api/audit-log";
import {
  AUDIT_ACTIONS,
  AUDIT_MONEY_FIELDS,
  type AuditAction,
  auditValue,
  OLD_AUDIT_ACTIONS,
} from "@common/audit";
import { formatMoney } from "@common/money";
import { t } from "../../src/i18n";
import { textIfAny } from "../../src/i18n/translate";

/**
 * The audit log in words (docs/panel.md): the server stores codes and data (common/audit.ts); the panel
 * says what was done and what changed, in the reader's language, money as money. Entries written before
 * the server kept edits as `changes` read the same way, field by field.
 */

const isAction = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

/** A write made while viewing as a customer, by its method and route: what it did. */
const HIJACK_WRITES: ReadonlyArray<[RegExp, string]> = [
  [/^POST \/api\/user\/logout\/$/, "signOut"],
  [/^(PATCH|PUT) \/api\/user\/me\/$/, "profile"],
  [/^POST \/api\/transactions\/$/, "refill"],
  [/^POST \/api\/transactions\/[^/]+\/pay\/$/, "refillPay"],
  [/^POST \/api\/transactions\/[^/]+\/authenticate\/$/, "refillAuthenticate"],
  [/^POST \/api\/payments\/cards\/$/, "addCard"],
  [/^DELETE \/api\/payments\/cards\/[^/]+\/$/, "removeCard"],
  [/^POST \/api\/payments\/cards\/[^/]+\/default\/$/, "defaultCard"],
  [/^POST \/api\/phones\/$/, "addPhone"],
  [/^(PATCH|PUT) \/api\/phones\/[^/]+\/$/, "changePhone"],
  [/^DELETE \/api\/phones\/[^/]+\/$/, "removePhone"],
  [/^POST \/api\/scheduled-refills\/$/, "addSchedule"],
  [/^(PATCH|PUT) \/api\/scheduled-refills\/[^/]+\/$/, "changeSchedule"],
  [/^DELETE \/api\/scheduled-refills\/[^/]+\/$/, "removeSchedule"],
  [/^POST \/api\/rental\/rentals\//, "rent"],
];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** What the entry's action did, as a sentence ("Viewed as customer Ana Ruiz", "Retried the refill"). */
export function auditSentence(entry: AuditEntry): string {
  const data = entry.data ?? {};
  if (entry.object === "hijack_write") {
    const found = HIJACK_WRITES.find(([route]) => route.test(entry.action));
    const sentence = t(
      `auditLog.hijackWrites.${found ? found[1] : "other"}` as "auditLog.hijackWrites.other",
    );
    const status = typeof data.status === "number" ? data.status : null;
    return status !== null && status >= 400
      ? `${sentence}: ${t("auditLog.hijackWrites.refused", { status })}`
      : sentence;
  }
  const action = OLD_AUDIT_ACTIONS[entry.action] ?? entry.action;
  if (!isAction(action)) return t("auditLog.actions.update");
  const key = action.replace(".", "_") as "update";
  const who = typeof data.name === "string" && data.name ? data.name : (data.email ?? "");
  return t(`auditLog.actions.${key}`, { who });
}

/** A field's name in words: its catalogue's, else the name itself with spaces. */
function fieldWords(field: string): string {
  const known = textIfAny(`auditLog.fields.${field}`);
  if (known) return known;
  const spaced = field.replace(/_/g, " ");
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A status's words on the record type's own list, where the value is one. */
function statusWords(object: string, value: string): string | undefined {
  const area = object === "transaction" ? "transactions" : object === "rental" ? "rentals" : null;
  return area ? textIfAny(`${area}.status.${value}`) : undefined;
}

/** One value of an entry's data in words: money as money, yes/no, a status's words, "—" for nothing. */
function valueWords(entry: AuditEntry, field: string, raw: unknown): string {
  // An older change of a rental's total due kept its two amounts as `from` and `to`.
  if (entry.action === "rental.total_due" && (field === "from" || field === "to"))
    return valueWords(entry, "total_due_amount", raw);
  const value = auditValue(field, raw);
  if (value === null || value === undefined || value === "") return NOTHING;
  if (value === REDACTED) return t("auditLog.details.hidden");
  if (typeof value === "boolean") return t(value ? "common.choices.yes" : "common.choices.no");
  if (AUDIT_MONEY_FIELDS.has(field) && (typeof value === "string" || typeof value === "number"))
    return formatMoney(value);
  if (typeof value === "string") {
    if (field === "consent_channel") {
      const channel = textIfAny(`scheduledRefills.list.consentChannel.${value}`);
      if (channel) return channel;
    }
    const status = ["from", "to", "status"].includes(field) ? statusWords(entry.object, value) : undefined;
    return status ?? value;
  }
  if (typeof value === "number") return String(value);
  return JSON.stringify(value);
}

/** What the server writes in place of a secret (server/modules/audit/service.ts). */
const REDACTED = "[redacted]";
/** The mark of an empty value (as NoValue draws it). */
const NOTHING = "—";

/** Fields only the server reads, in older entries of a record's creation. */
const NOT_DETAILS = new Set(["company_id", "created_at", "updated_at"]);

/**
 * The entry's details, a line each: "Price: $15.00 → $15.50" for a field an edit changed, "Note: …" for a
 * value the action recorded. A write made while viewing as a customer shows what it sent.
 */
export function auditDetails(entry: AuditEntry): string[] {
  const data = entry.data;
  if (!data) return [];
  if (entry.object === "hijack_write") return valueLines(entry, isRecord(data.body) ? data.body : {});
  if (entry.action === "hijack") return [];
  const lines: string[] = [];
  const { changes, ...rest } = data;
  if (isRecord(changes))
    for (const [field, change] of Object.entries(changes))
      lines.push(
        isRecord(change)
          ? t("auditLog.details.change", {
              field: fieldWords(field),
              from: valueWords(entry, field, change.from),
              to: valueWords(entry, field, change.to),
            })
          : t("auditLog.details.value", {
              field: fieldWords(field),
              value: valueWords(entry, field, change),
            }),
      );
  return [...lines, ...valueLines(entry, rest)];
}

function valueLines(entry: AuditEntry, values: Record<string, unknown>): string[] {
  return Object.entries(values)
    .filter(([field, value]) => !NOT_DETAILS.has(field) && value !== undefined)
    .map(([field, value]) =>
      t("auditLog.details.value", { field: fieldWords(field), value: valueWords(entry, field, value) }),
    );
}
