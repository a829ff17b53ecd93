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
  "country",
  "company",
  "user",
  "hijack_write",
] as const;
export type AuditObject = (typeof AUDIT_OBJECTS)[number];
