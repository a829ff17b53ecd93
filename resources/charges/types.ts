/** GET /api/charges/ (server/modules/charges/routes.ts). */
export interface Charge {
  id: number;
  kind: "refill" | "rental" | "rental_payment" | "deposit" | "refund";
  amount: string;
  status: "pending" | "succeeded" | "failed" | "refunded";
  method: "card" | "cash";
  user: number;
  user_name: string;
  user_email: string;
  transaction: number | null;
  rental: number | null;
  payment_method: number | null;
  brand: string | null;
  last4: string | null;
  failure_message: string | null;
  created_by: number | null;
  created_at: string;
}

/** GET /api/charges/{id}/ (staff): also the processor's reference and the idempotency key. */
export interface ChargeDetail extends Charge {
  processor_ref: string | null;
  idempotency_key: string;
}
