import { formatCents } from "./money";

/**
 * The audit log's record types (`object` of GET /api/audit-log/) and the words people read for them. The
 * server writes these names (server/modules/audit/service.ts); `hijack_write` is any write made while a
 * member viewed the site as a customer, named by its method and route.
 */
export const AUDIT_OBJECTS = [
  "transaction",
  "rental",
  "charge",
  "customer",
  "member",
  "phone_number",
  "scheduled_refill",
  "carrier",
  "plan",
  "device",
  "device_unit",
  "country",
  "rental_fee",
  "company",
  "user",
  "hijack_write",
] as const;
export type AuditObject = (typeof AUDIT_OBJECTS)[number];

/**
 * Every action the server writes (`action` of GET /api/audit-log/), besides a write made while viewing as a
 * customer, whose action is its method and route ("PATCH /api/user/me/", HijackWriteAction). The panel has
 * a sentence for each in both languages (src/i18n/en/auditLog.ts, `actions`).
 */
export const AUDIT_ACTIONS = [
  // any record type: the catalogues, customers, the company's settings, members
  "create",
  "update",
  "deactivate",
  "invite",
  "resend_invite",
  "hijack",
  "sign_in",
  "sign_in.code_asked",
  "sign_in.code_refused",
  "two_factor.enable",
  "two_factor.disable",
  "two_factor.recovery_codes",
  "session.end",
  "session.end_others",
  "pin.reset",
  "pin.remove",
  "logo.upload",
  "logo.remove",
  "company.wallet_funds",
  "catalogue.import",
  "catalogue.accept",
  "catalogue.dismiss",
  "transaction.create",
  "transaction.retry",
  "transaction.resolve",
  "transaction.assign_card",
  "transaction.refund_and_close",
  "transaction.pay",
  "transaction.authenticate",
  "rental.create",
  "rental.update",
  "rental.status",
  "rental.end_date",
  "rental.total_due",
  "rental.payment",
  "rental.refund",
  "rental.return",
  "rental.retry",
  "rental.pay",
  "rental.authenticate",
  "rental.assign_card",
  "rental.resolve",
  "rental.swap_unit",
  "charge.refund",
  "charge.dispute_evidence",
  "charge.dispute_submit",
  "phone_number.create",
  "phone_number.update",
  "phone_number.delete",
  "phone_number.deactivate",
  "scheduled_refill.create",
  "scheduled_refill.update",
  "scheduled_refill.delete",
  "scheduled_refill.cancel",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** A write made while a member viewed the site as a customer: its method and route. */
export type HijackWriteAction = `${"POST" | "PUT" | "PATCH" | "DELETE"} /api/${string}`;

/** Actions older entries carry that the server no longer writes, and what they now are. */
export const OLD_AUDIT_ACTIONS: Readonly<Record<string, AuditAction>> = {
  takeover: "hijack",
  "member.invite": "invite",
};

/**
 * An edit's entry keeps what it changed as data: `changes: {field: {from, to}}`, money as decimal strings
 * ("15.50") like the API's answers. These fields hold money: an older entry's integer there is cents.
 */
export const AUDIT_MONEY_FIELDS: ReadonlySet<string> = new Set([
  "amount",
  "price",
  "cost",
  "daily_rate",
  "deposit",
  "deposit_amount",
  "tax_amount",
  "total_due_amount",
  "balance",
  "total",
  "due",
  "extra_amount",
  "extra_tax_amount",
]);

/** One field an edit changed. */
export interface AuditChange {
  from: unknown;
  to: unknown;
}

/** A value of an entry's data as the API writes money: a money field's integer (cents, older entries) as "15.50". */
export function auditValue(field: string, value: unknown): unknown {
  return AUDIT_MONEY_FIELDS.has(field) && typeof value === "number" && Number.isInteger(value)
    ? formatCents(value)
    : value;
}

/**
 * What an edit changed: the fields of `after` whose value differs from `before`'s, each `{from, to}`,
 * money as decimal strings. Both sides are rows as stored (money in cents) or as the API reads them.
 */
export function auditChanges(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): Record<string, AuditChange> {
  const out: Record<string, AuditChange> = {};
  for (const [field, next] of Object.entries(after)) {
    if (next === undefined) continue;
    const to = auditValue(field, next);
    const stored = auditValue(field, before[field] ?? null);
    // SQLite keeps a boolean as 0 or 1.
    const from = typeof to === "boolean" && (stored === 0 || stored === 1) ? stored === 1 : stored;
    if (JSON.stringify(from) !== JSON.stringify(to)) out[field] = { from, to };
  }
  return out;
}
