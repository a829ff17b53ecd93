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

export const AUDIT_OBJECT_LABELS: Readonly<Record<AuditObject, string>> = {
  transaction: "Transaction",
  rental: "Rental",
  charge: "Charge",
  customer: "Customer",
  member: "Member",
  phone_number: "Phone number",
  scheduled_refill: "Scheduled refill",
  carrier: "Carrier",
  plan: "Plan",
  device: "Device",
  country: "Country",
  company: "Company settings",
  user: "Viewed as customer",
  hijack_write: "Write while viewing as customer",
};
