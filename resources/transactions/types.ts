import { TRANSACTION_CLOSED, TRANSACTION_MOVING, TRANSACTION_STOPPED } from "@common/api/enums";
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
/** Closed for good: no card to assign any more. */
export const isClosed = (status: string | undefined) => isOneOf(TRANSACTION_CLOSED, status);
