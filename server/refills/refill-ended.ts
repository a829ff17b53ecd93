import type { TransactionEventOutcome, TransactionStatus } from "../../common/api/enums";
import type { DB } from "../db/connection";
import { serviceExtended } from "./service-end";

/** How a refill's attempt ended, as the engine records it. */
export interface RefillEnd {
  transactionId: number;
  status: TransactionStatus;
  step: string;
  outcome: TransactionEventOutcome;
  now: Date;
}

/**
 * What follows a refill's end, in the engine's database transaction (DESIGN.md §16): a success moves the
 * line's service end date on.
 */
export async function refillEnded(trx: DB, end: RefillEnd): Promise<void> {
  if (end.status === "success") await serviceExtended(trx, end.transactionId, end.now);
}
