import { type Problem, problem, problemOf } from "../../../common/problems";
import type { DB } from "../../db/connection";
import { failureColumns } from "../../db/problems";
import { withRowLock } from "../../db/row-lock";
import { audit } from "../../db/audit-log";
import { ApiError } from "../../http/errors";
import { isTransient, type PaymentsAdapter } from "../../integrations/payments/types";
import { endAfterBank, holdAfterBank, recordRentalPayment } from "../../money/charging";
import { updatePending } from "../../money/pending";
import { waitingCharges } from "../../money/rental-charges";
import type { AuthContext } from "../../security/caller";
import { visibleRental } from "./queries";

/** How one waiting charge ended: paid under its PaymentIntent, refused (with why), or still waiting. */
type BankEnd = { id: number; ref: string; paid: true } | { id: number; ref: string; refused: Problem };

/**
 * POST /api/rental/rentals/{id}/authenticate/ (the customer, their own rental): the bank's step of Rent Now
 * (or of their pay-again) is over in the browser. With Stripe the server never takes the browser's word: each
 * waiting PaymentIntent is read again (Stripe.js handleNextAction ran the step); in simulated mode `outcome`
 * is the test bank's answer for the charge waiting first. A paid charge posts its payment line; a refused one
 * fails with the bank's words, and the charges still waiting are cancelled at the processor, so that nothing
 * more is taken. Then the rental follows its charges (server/money/charging.ts endAfterBank): paid →
 * preorder; nothing taken → resolved, its device free again. Nothing waiting (Stripe's event came first): the
 * rental is answered as it stands.
 */
export async function authenticateRental(
  db: DB,
  payments: PaymentsAdapter,
  ctx: AuthContext,
  id: number,
  outcome: "succeeded" | "failed" | undefined,
  now = new Date(),
): Promise<void> {
  await visibleRental(db, ctx, id);
  const waiting = await waitingCharges(db, ctx.companyId, id);
  if (!waiting.length) return;
  const ends = outcome ? [simulatedEnd(waiting[0], outcome)] : await readAgain(payments, waiting);
  if (ends.some((e) => "refused" in e)) {
    const left = waiting.filter((w) => !ends.some((e) => e.id === w.id));
    ends.push(...(await cancelLeft(payments, left)));
  }
  const at = now.toISOString();
  await withRowLock(db, { table: "rentals", id }, async (trx) => {
    for (const end of ends) {
      if ("paid" in end) await recordRentalPayment(trx, end.id, end.ref);
      else await updatePending(trx, end.id, { status: "failed", ...failureColumns(end.refused) });
    }
    await endAfterBank(trx, id, at);
    await audit(trx, ctx, "rental.authenticate", "rental", id, {
      paid: ends.filter((e) => "paid" in e).map((e) => e.id),
      refused: ends.filter((e) => "refused" in e).map((e) => e.id),
    });
  });
  await holdAfterBank(db, payments, id);
}

function simulatedEnd(
  charge: { id: number; processor_ref: string },
  outcome: "succeeded" | "failed",
): BankEnd {
  return outcome === "succeeded"
    ? { id: charge.id, ref: charge.processor_ref, paid: true }
    : { id: charge.id, ref: charge.processor_ref, refused: problem("authentication_failed") };
}

/** Each waiting PaymentIntent read again: paid, refused, or (still requires_action) left waiting. */
async function readAgain(
  payments: PaymentsAdapter,
  waiting: { id: number; processor_ref: string }[],
): Promise<BankEnd[]> {
  const ends: BankEnd[] = [];
  for (const w of waiting) {
    const result = await unsure(() => payments.chargeStatus(w.processor_ref));
    if (result.status === "succeeded") ends.push({ id: w.id, ref: w.processor_ref, paid: true });
    else if (result.status === "declined")
      ends.push({
        id: w.id,
        ref: w.processor_ref,
        refused: problemOf("payment", result.message, result.code),
      });
    // Back to requires_payment_method without a decline: the customer's step with their bank failed.
    else if (result.code === "authentication_required")
      ends.push({
        id: w.id,
        ref: w.processor_ref,
        refused: problemOf("payment", result.message, "authentication_failed"),
      });
  }
  return ends;
}

/** The charges still waiting once one was refused: cancelled; one authenticated meanwhile paid. */
async function cancelLeft(
  payments: PaymentsAdapter,
  left: { id: number; processor_ref: string }[],
): Promise<BankEnd[]> {
  const ends: BankEnd[] = [];
  for (const w of left) {
    const canceled = (await unsure(() => payments.cancel(w.processor_ref))) === "canceled";
    ends.push(
      canceled
        ? { id: w.id, ref: w.processor_ref, refused: problem("payment_canceled") }
        : { id: w.id, ref: w.processor_ref, paid: true },
    );
  }
  return ends;
}

/** A processor that did not answer for sure: 502, nothing written; the customer tries again. */
async function unsure<T>(ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (err) {
    if (!isTransient(err)) throw err;
    throw new ApiError(502, { detail: (err as Error).message });
  }
}
