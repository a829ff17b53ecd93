import type { App } from "../../../server/app";
import type { DB } from "../../../server/db/connection";
import type { ChargeKind, ChargeStatus } from "../../../server/db/schema";
import { send } from "../fixtures";

/** A charge row as the engines write them (fast): a card charge has the processor's reference. */
export async function addCharge(
  db: DB,
  owner: { company_id: number; id: number },
  fields: {
    kind?: ChargeKind;
    amount?: number;
    status?: ChargeStatus;
    method?: "card" | "cash";
    card?: { id: number; brand: string; last4: string } | null;
    transaction_id?: number | null;
    rental_id?: number | null;
    refund_of?: number | null;
    created_at?: string;
  } = {},
) {
  const cash = fields.method === "cash";
  const key = `test-${Math.random().toString(36).slice(2)}`;
  return db
    .insertInto("charges")
    .values({
      company_id: owner.company_id,
      user_id: owner.id,
      kind: fields.kind ?? "refill",
      amount: fields.amount ?? 2500,
      status: fields.status ?? "succeeded",
      transaction_id: fields.transaction_id ?? null,
      rental_id: fields.rental_id ?? null,
      payment_method_id: cash ? null : (fields.card?.id ?? null),
      method: cash ? "cash" : "card",
      brand: cash ? null : (fields.card?.brand ?? "visa"),
      last4: cash ? null : (fields.card?.last4 ?? "4242"),
      processor_ref: cash ? null : `pi_test_${key}`,
      idempotency_key: key,
      failure_message: null,
      created_at: fields.created_at ?? new Date().toISOString(),
      refund_of: fields.refund_of ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** POST /api/charges/{id}/refund/ as `token`. */
export const refund = (app: App, token: string, id: number, body: unknown) =>
  send(app, "POST", `/api/charges/${id}/refund/`, token, body);

/** GET /api/charges/{id}/ as `token`. */
export const chargeDetail = (app: App, token: string, id: number) =>
  send(app, "GET", `/api/charges/${id}/`, token);

export const refundsOf = (db: DB, chargeId: number) =>
  db.selectFrom("charges").selectAll().where("refund_of", "=", chargeId).orderBy("id").execute();
