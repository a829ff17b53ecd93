import type { Updateable } from "kysely";
import type { DB } from "../db/connection";
import type { ChargesTable } from "../db/schema";
import { disputeIfTestCard } from "../payments-events/simulated";
import {
  type ChargeFees,
  type ChargeResult,
  isTransient,
  type RefundResult,
} from "../integrations/payments/types";
import { type Problem, problemOf } from "../../common/problems";
import { failureColumns } from "../db/problems";

/**
 * A card charge or refund is written `pending`, then sent to the processor outside any database transaction;
 * its answer is recorded here, only while the row is still pending, so that a resent request (another
 * press, the same idempotency key) never records it twice.
 */

/**
 * A pending charge's or refund's row changed by what became of it (the processor's answer, its event, the
 * customer's bank, a person): only while it is still pending, so that a second answer for the same row (a
 * double press, an event racing the request) changes nothing. `numUpdatedRows` says whether this call moved it.
 */
export function updatePending(db: DB, chargeId: number, values: Updateable<ChargesTable>) {
  return db
    .updateTable("charges")
    .set(values)
    .where("id", "=", chargeId)
    .where("status", "=", "pending")
    .executeTakeFirst();
}

/** The processor said no: the pending row fails, with why (the processor's code and words) and its reference. */
export function recordDeclined(db: DB, chargeId: number, answer: { problem: Problem; ref: string | null }) {
  return updatePending(db, chargeId, {
    status: "failed",
    ...failureColumns(answer.problem),
    processor_ref: answer.ref,
  });
}

/**
 * The processor took it: the pending row succeeds with the processor's reference (a failure message left
 * by an earlier silence is cleared). True when this call moved it out of pending: only that request counts
 * the money.
 */
export async function recordSucceeded(
  trx: DB,
  chargeId: number,
  ref: string,
  fees?: ChargeFees,
): Promise<boolean> {
  const res = await updatePending(trx, chargeId, {
    status: "succeeded",
    processor_ref: ref,
    ...failureColumns(null),
    ...feeColumns(fees),
  });
  const moved = Number(res.numUpdatedRows) === 1;
  if (moved) await disputeIfTestCard(trx, chargeId, ref);
  return moved;
}

/** The charge's fee and net columns, when the processor said them (else left as they are). */
export const feeColumns = (fees?: ChargeFees) => (fees ? { fee: fees.fee, net: fees.net } : {});

/** What the processor made of a pending row: its reference, or why not (`transient`: no sure answer). */
export type ProcessorAnswer =
  | { ok: true; ref: string; pending?: boolean; fees?: ChargeFees }
  | { ok: false; message: string; problem: Problem; transient: boolean; waiting?: boolean };

/**
 * Sends a pending charge or refund (`ask` calls the processor) and records a decline on its row (`mayWait`:
 * a charge the customer started on screen, whose bank's request to authenticate leaves it waiting). A
 * processor that did not answer for sure leaves the row pending for a resend under the same key; a success
 * is the caller's to record, in the database transaction that writes what the money changes.
 */
export async function askProcessor(
  db: DB,
  chargeId: number,
  ask: () => Promise<ChargeResult | RefundResult>,
  options: { mayWait?: boolean } = {},
): Promise<ProcessorAnswer> {
  let result: ChargeResult | RefundResult;
  try {
    result = await ask();
  } catch (err) {
    if (!isTransient(err)) throw err;
    const message = (err as Error).message;
    return { ok: false, message, problem: problemOf("payment", message), transient: true };
  }
  if (result.status === "pending") return { ok: true, ref: result.ref, pending: true };
  if (options.mayWait && result.status === "action_required" && result.authenticate && result.ref) {
    // On screen, the bank asks the customer to authenticate: the row stays pending under the PaymentIntent
    // that waits for them (its secret is read when asked, never stored), with why it waits.
    const problem = problemOf("payment", result.message, result.code ?? "authentication_required");
    await updatePending(db, chargeId, { processor_ref: result.ref, ...failureColumns(problem) });
    return { ok: false, message: result.message, problem, transient: false, waiting: true };
  }
  if (result.status !== "succeeded") {
    // A refund's refusal is a refund's (its generic code says so); a charge's is a payment's.
    const problem = problemOf(result.status === "failed" ? "refund" : "payment", result.message, result.code);
    await recordDeclined(db, chargeId, { problem, ref: result.ref });
    return { ok: false, message: result.message, problem, transient: false };
  }
  return { ok: true, ref: result.ref, ...("fees" in result && result.fees ? { fees: result.fees } : {}) };
}
