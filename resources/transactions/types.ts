import { TRANSACTION_CLOSED, TRANSACTION_MOVING, TRANSACTION_STOPPED } from "@common/api/enums";
import { parseCents } from "@common/money";
import type { Transaction, TransactionDetail } from "@common/api";
import { isOneOf } from "../../src/components/show/valueTexts";
export type {
  Transaction,
  TransactionCharge,
  TransactionCounters,
  TransactionDetail,
  TransactionEvent,
} from "@common/api";
export type { BulkAnswer, BulkRowOutcome } from "@common/api/bulk";

/** Statuses a worker is still moving along: the detail re-fetches while it shows one (docs/panel.md). */
export const isMoving = (status: string | undefined) => isOneOf(TRANSACTION_MOVING, status);
/** Statuses staff may retry or resolve (the server's rule, so the buttons show only then). */
export const isStopped = (status: string | undefined) => isOneOf(TRANSACTION_STOPPED, status);
/**
 * Reversed by the carrier (DESIGN.md §18): in error because the carrier took back a top-up that had
 * succeeded; the charge stands until staff refund it.
 */
export const isReversed = (tx: Pick<TransactionDetail, "status" | "refill_problem">) =>
  tx.status === "error" && tx.refill_problem?.code === "topup_reversed";
/** Closed for good: no card to assign any more. */
export const isClosed = (status: string | undefined) => isOneOf(TRANSACTION_CLOSED, status);

/**
 * What retrying these refills charges: those no charge of which succeeded yet (`charge` null) are charged
 * their amount, as a refill's page says before its own Retry (`assign_card_charge_amount`); the others only
 * try the top-up again.
 */
export function retryCharges(rows: readonly Transaction[]): { count: number; cents: number } {
  const unpaid = rows.filter((r) => r.charge === null);
  return { count: unpaid.length, cents: unpaid.reduce((sum, r) => sum + (parseCents(r.amount) ?? 0), 0) };
}
