import { TRANSACTION_STOPPED } from "../../../common/api/enums";
import type { DB } from "../../db/connection";
import { refused } from "../../http/errors";
import { ProcessorUnavailable } from "../../integrations/payments/errors";
import { isTransient, type PaymentsAdapter } from "../../integrations/payments/types";
import { TRANSACTION_MESSAGES } from "./schemas";

/**
 * Before a stopped refill is queued again on card `cardId` (the customer's pay-again, staff's Assign card):
 * its charge of another card that waits for the bank's authentication is cancelled at the processor, so that
 * it cannot take the money as well. Outside any database transaction, since the processor's answer decides
 * whether the request goes on: if the bank's step went through first, that charge paid, and the request is
 * refused with `scope.paid` (its payment_intent.succeeded brings the refill on). A late succeeded event about
 * a cancelled one finds its charge failed and records nothing (server/payments-events/intents.ts). The same
 * card's waiting charge is not cancelled: the engine asks the processor where it stands.
 */
export async function cancelWaitingCharge(
  db: DB,
  payments: PaymentsAdapter,
  id: number,
  cardId: number,
  scope: { companyId: number; userId?: number; paid: string },
): Promise<void> {
  let waiting = db
    .selectFrom("charges as ch")
    .innerJoin("transactions as t", "t.id", "ch.transaction_id")
    .select(["ch.processor_ref", "ch.payment_method_id"])
    .where("ch.transaction_id", "=", id)
    .where("t.company_id", "=", scope.companyId)
    .where("t.status", "in", TRANSACTION_STOPPED)
    .where("ch.kind", "=", "refill")
    .where("ch.status", "=", "pending")
    .where("ch.processor_ref", "is not", null);
  if (scope.userId !== undefined) waiting = waiting.where("t.user_id", "=", scope.userId);
  const charge = await waiting.executeTakeFirst();
  if (!charge?.processor_ref || charge.payment_method_id === cardId) return;
  let outcome: "canceled" | "succeeded";
  try {
    outcome = await payments.cancel(charge.processor_ref);
  } catch (err) {
    if (!isTransient(err)) throw err;
    throw new ProcessorUnavailable(TRANSACTION_MESSAGES.cancelUnsure);
  }
  if (outcome === "succeeded") throw refused(scope.paid);
}
