export type {
  Transaction,
  TransactionCharge,
  TransactionCounters,
  TransactionDetail,
  TransactionEvent,
} from "@common/api";
export type { BulkAnswer, BulkRowOutcome } from "@common/api/bulk";

/** Statuses a worker is still moving along: the detail re-fetches while it shows one (docs/panel.md). */
export const isMoving = (status: string | undefined) => status === "in_queue" || status === "in_progress";
/** Statuses staff may retry or resolve (the server's rule, mirrored so the buttons show only then). */
export const isStopped = (status: string | undefined) => status === "error" || status === "action_required";
