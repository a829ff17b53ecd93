import type { DB } from "../db/connection";

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
