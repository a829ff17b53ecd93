import { z } from "zod";
import { AUDIT_OBJECTS } from "../audit";
import { component } from "./component";

/** GET /api/audit-log/ (owners): one row of the company's audit log. */
export const auditEntryAnswer = component("AuditEntry", {
  id: z.number().int(),
  action: z
    .string()
    .describe('what was done: "transaction.retry", "update", "POST /api/transactions/"… (common/audit.ts)'),
  object: z.string().describe(`the kind of record it was done to: ${AUDIT_OBJECTS.join(", ")}`),
  object_id: z
    .string()
    .nullable()
    .describe("the record's id; null for a write made while viewing as a customer"),
  actor: z.number().int().nullable().describe("whose account did it (under a hijack: the customer's)"),
  actor_name: z.string().nullable(),
  actor_email: z.string().nullable(),
  hijacked_by: z
    .number()
    .int()
    .nullable()
    .describe("the member who did it while viewing the site as the actor (a hijack), if one did"),
  hijacked_by_name: z.string().nullable(),
  data: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe(
      "what was sent or recorded, secrets redacted; an edit's fields as `changes: {field: {from, to}}`, money as decimal strings",
    ),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntryAnswer>;
