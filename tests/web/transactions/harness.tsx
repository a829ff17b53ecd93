import type { Transaction, TransactionDetail } from "../../../common/api/records";
import { carrier, page, plan } from "../fixtures";
import { api, http, json, server } from "../msw";

/** A transaction as GET /api/transactions/ answers it. */
export function makeTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 101,
    status: "success",
    trigger: "manual",
    amount: "25.00",
    user: 7,
    user_name: "Casey Customer",
    user_email: "customer@demo.test",
    phone_number: 11,
    phone_number_digits: "5550100001",
    plan: 21,
    plan_name: "Unlimited 25",
    carrier: 31,
    carrier_name: "Tello Mobile",
    payment_method: 41,
    card_label: "Visa •••• 4242",
    charge: 51,
    payment_error: null,
    payment_problem: null,
    refill_error: null,
    refill_problem: null,
    provider_ref: "TOPUP-0001",
    waiting_for: null,
    attempts: 1,
    scheduled_refill: null,
    run_on: null,
    created_by: 7,
    resolved_by: null,
    resolved_at: null,
    note: "",
    created_at: "2026-11-20T10:00:00Z",
    updated_at: "2026-11-20T10:00:05Z",
    completed_at: "2026-11-20T10:00:05Z",
    ...overrides,
  };
}

/** GET /api/transactions/{id}/: the list's fields and what staff need to fix a failure. */
export function makeDetail(overrides: Partial<TransactionDetail> = {}): TransactionDetail {
  return {
    ...makeTransaction(),
    created_by_name: "Casey Customer",
    resolved_by_name: null,
    next_attempt_at: null,
    lease_until: null,
    transient_errors: 0,
    reversed_at: null,
    can_refund: false,
    refund_amount: null,
    refund_to: null,
    // paid: Assign card would only try the top-up again
    assign_card_charge_amount: "0.00",
    charges: [
      {
        id: 51,
        kind: "refill",
        status: "succeeded",
        amount: "25.00",
        card_label: "Visa •••• 4242",
        processor_ref: "pi_1",
        idempotency_key: "txn-101-charge",
        failure_message: null,
        failure_problem: null,
        created_at: "2026-11-20T10:00:02Z",
      },
    ],
    events: [
      {
        id: 1,
        attempt: 0,
        step: "create",
        outcome: "ok",
        code: "refill_now",
        params: {},
        message: null,
        actor: 7,
        actor_name: "Casey Customer",
        created_at: "2026-11-20T10:00:00Z",
      },
      {
        id: 2,
        attempt: 1,
        step: "charge",
        outcome: "ok",
        code: null,
        params: null,
        message: "pi_1",
        actor: null,
        actor_name: null,
        created_at: "2026-11-20T10:00:02Z",
      },
      {
        id: 3,
        attempt: 1,
        step: "topup",
        outcome: "ok",
        code: null,
        params: null,
        message: "TOPUP-0001",
        actor: null,
        actor_name: null,
        created_at: "2026-11-20T10:00:05Z",
      },
    ],
    ...overrides,
  };
}

export const COUNTERS = {
  all: 12,
  in_queue: 1,
  in_progress: 2,
  success: 5,
  resolved: 1,
  error: 2,
  action_required: 1,
};

/** The counters of a company without a refill. */
export const NO_COUNTS = {
  all: 0,
  in_queue: 0,
  in_progress: 0,
  success: 0,
  resolved: 0,
  error: 0,
  action_required: 0,
};

/** The list and its counters; every answer is the given rows (the test reads the query it was asked). */
export function answerList(rows: Transaction[], counters: Record<string, number> | number = COUNTERS) {
  server.use(
    http.get(api("/api/transactions/"), () => json(page(rows))),
    http.get(api("/api/transactions/counters/"), () =>
      typeof counters === "number" ? json({ detail: "Database unavailable." }, counters) : json(counters),
    ),
    http.get(api("/api/carriers/"), () => json(page([carrier({ id: 31, name: "Tello Mobile" })]))),
    http.get(api("/api/plans/"), () =>
      json(
        page([
          plan({ id: 21, name: "Unlimited 25", amount: "25.00", carrier: 31, carrier_name: "Tello Mobile" }),
        ]),
      ),
    ),
    http.get(api("/api/company/customers/"), () => json(page([]))),
  );
}
