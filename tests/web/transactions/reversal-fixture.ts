import type { TransactionDetail } from "../../../common/api/records";
import { problem } from "../fixtures";
import { makeDetail } from "./harness";

/**
 * A refill whose top-up the carrier took back after it succeeded (DESIGN.md §18), as the API answers it:
 * in error with the problem topup_reversed, its charge standing and offered for refund to staff.
 */
export const REVERSED: Partial<TransactionDetail> = {
  status: "error",
  refill_error: "Reversed by the carrier",
  refill_problem: problem("topup_reversed"),
  provider_ref: "9001",
  completed_at: "2026-11-20T10:00:03Z",
  reversed_at: "2026-11-20T10:20:00Z",
  can_refund: true,
  refund_amount: "25.00",
  refund_to: "Visa •••• 4242",
  events: [
    {
      id: 1,
      attempt: 1,
      step: "topup",
      outcome: "ok",
      code: null,
      params: null,
      message: "txn-101",
      actor: null,
      actor_name: null,
      created_at: "2026-11-20T10:00:03Z",
    },
    {
      id: 2,
      attempt: 1,
      step: "topup",
      outcome: "failed",
      code: "reversed_by_carrier",
      params: { carrier_ref: "9001", ends_on: "2026-12-01" },
      message: null,
      actor: null,
      actor_name: null,
      created_at: "2026-11-20T10:20:00Z",
    },
  ],
};

/** The customer's own answer: no refund offered. */
export const reversedFor = (staff: boolean) =>
  makeDetail(staff ? REVERSED : { ...REVERSED, can_refund: false, refund_amount: null, refund_to: null });
