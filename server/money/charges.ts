import type { DB } from "../db/connection";
import type { PaymentsAdapter } from "../integrations/payments/types";
import { type AuthContext, isStaff } from "../security/caller";

/** The charges of one refill or one rental, oldest first, with what their detail pages list of each. */
export function chargesFor(db: DB, companyId: number, record: "transaction_id" | "rental_id", id: number) {
  return db
    .selectFrom("charges")
    .select([
      "id",
      "kind",
      "method",
      "status",
      "amount",
      "brand",
      "last4",
      "processor_ref",
      "idempotency_key",
      "failure_message",
      "failure_code",
      "failure_params",
      "created_by",
      "created_at",
    ])
    .where(record, "=", id)
    .where("company_id", "=", companyId)
    .orderBy("id")
    .execute();
}

/**
 * A refill's or a rental's `next_action` while one of its charges (`processorRef`) waits for the customer's
 * bank: authenticate, with the processor's secret for the browser's step, fetched now and never stored, for
 * the customer only (staff cannot take that step, and without `payments` there is none); null while none waits.
 */
export async function authenticateAction(
  ctx: AuthContext,
  payments: PaymentsAdapter | undefined,
  processorRef: string | null | undefined,
) {
  if (!processorRef) return null;
  return {
    type: "authenticate" as const,
    client_secret: payments && !isStaff(ctx) ? await payments.authenticationSecret(processorRef) : null,
  };
}
