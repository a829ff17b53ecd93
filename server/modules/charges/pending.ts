import type { DB } from "../../db/connection";

/**
 * A card charge or refund is written `pending`, then sent to the processor outside any database transaction;
 * its answer is recorded here, only while the row is still pending, so that a resent request (another
 * press, the same idempotency key) never records it twice.
 */

/** The processor said no: the pending row fails, with the processor's words and reference. */
export function recordDeclined(db: DB, chargeId: number, answer: { message: string; ref: string | null }) {
  return db
    .updateTable("charges")
    .set({ status: "failed", failure_message: answer.message, processor_ref: answer.ref })
    .where("id", "=", chargeId)
    .where("status", "=", "pending")
    .execute();
}

/**
 * The processor took it: the pending row succeeds with the processor's reference (a failure message left
 * by an earlier silence is cleared). True when this call moved it out of pending: only that request counts
 * the money.
 */
export async function recordSucceeded(trx: DB, chargeId: number, ref: string): Promise<boolean> {
  const res = await trx
    .updateTable("charges")
    .set({ status: "succeeded", processor_ref: ref, failure_message: null })
    .where("id", "=", chargeId)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
