import type { TransactionEventOutcome, TransactionStatus } from "../../common/api/enums";
import type { DB } from "../db/connection";
import { queueMessage } from "../messages/outbox";
import { cardLabel } from "../integrations/payments/cards";
import { payLinkOf, type RunEnd, scheduledRunEnded } from "./auto-refill";
import { serviceExtended, storedDay } from "./service-end";

/** How a refill's attempt ended, as the engine records it. */
export interface RefillEnd {
  transactionId: number;
  status: TransactionStatus;
  step: string;
  outcome: TransactionEventOutcome;
  now: Date;
  /** why it stopped (the card's or the provider's answer) */
  message?: string | null;
  /** a decline no later try overcomes (the processor said so) */
  hardDecline?: boolean;
  /**
   * charged off-session, the customer's bank asks them to authenticate it: they get the pay link, where they
   * confirm it or choose another card (an automatic refill's suspension notice is that link already)
   */
  authenticate?: boolean;
}

/** What a scheduled run's end means for its schedule; null when it says nothing of the card. */
function runResult(end: RefillEnd): RunEnd["result"] | null {
  if (end.status === "success") return "success";
  if (end.step !== "charge") return null;
  if (end.status === "action_required") return "hard_failure";
  if (end.status === "error" && end.outcome === "declined")
    return end.hardDecline ? "hard_failure" : "soft_decline";
  return null;
}

/**
 * What follows a refill's end, in the engine's database transaction (DESIGN.md §16): a success moves the
 * line's service end date on, and a scheduled refill's customer gets a receipt (amount, line, new end date)
 * through the messages outbox, once per refill however often the success is replayed. A scheduled run's
 * end also moves its schedule along (./auto-refill.ts: retries, suspension, the pay link).
 */
export async function refillEnded(trx: DB, end: RefillEnd): Promise<void> {
  const ends = end.status === "success" ? await serviceExtended(trx, end.transactionId, end.now) : null;
  const t = await trx
    .selectFrom("transactions as t")
    .innerJoin("phone_numbers as pn", "pn.id", "t.phone_number_id")
    .innerJoin("plans as p", "p.id", "t.plan_id")
    .innerJoin("companies as co", "co.id", "t.company_id")
    .leftJoin("payment_methods as pm", "pm.id", "t.payment_method_id")
    .select([
      "t.company_id",
      "t.user_id",
      "t.trigger",
      "t.amount",
      "t.scheduled_refill_id",
      "t.run_on",
      "pn.number",
      "p.name as plan",
      "co.time_zone",
      "pm.brand",
      "pm.last4",
    ])
    .where("t.id", "=", end.transactionId)
    .executeTakeFirst();
  if (!t) return;
  const result = runResult(end);
  const told =
    t.scheduled_refill_id !== null &&
    result !== null &&
    (await scheduledRunEnded(trx, {
      transactionId: end.transactionId,
      scheduleId: t.scheduled_refill_id,
      companyId: t.company_id,
      timeZone: t.time_zone,
      result,
      reason: end.message ?? null,
      runOn: storedDay(t.run_on),
      now: end.now,
    }));
  if (end.authenticate && !told)
    await queueMessage(trx, {
      companyId: t.company_id,
      userId: t.user_id,
      kind: "refill_failed",
      key: `refill-failed:${end.transactionId}`,
      params: {
        amount: t.amount,
        line: t.number,
        plan: t.plan,
        card: t.brand && t.last4 ? cardLabel(t.brand, t.last4) : "",
        reason: end.message ?? null,
        authenticate: 1,
      },
      secretLink: payLinkOf(end.transactionId),
    });
  // A refill asked for by text gets its receipt by text (and e-mail), as an automatic one does.
  if (end.status !== "success" || (t.trigger !== "scheduled" && t.trigger !== "sms")) return;
  await queueMessage(trx, {
    companyId: t.company_id,
    userId: t.user_id,
    kind: "refill_receipt",
    key: `refill-receipt:${end.transactionId}`,
    params: { amount: t.amount, line: t.number, plan: t.plan, day: ends },
  });
}

/**
 * A top-up the carrier took back after it succeeded (jobs/refills/reversals.ts), in the database transaction
 * that records it: the customer is told, whatever asked for the refill, since the receipt or the screen told
 * them it was done: the line, the plan and amount, the end date moved back (`day`, null when the line has
 * none), and that the company will refill it again or refund it. Once per refill.
 */
export async function refillReversed(trx: DB, transactionId: number, endsOn: string | null, now: Date) {
  const t = await trx
    .selectFrom("transactions as t")
    .innerJoin("phone_numbers as pn", "pn.id", "t.phone_number_id")
    .innerJoin("plans as p", "p.id", "t.plan_id")
    .select(["t.company_id", "t.user_id", "t.amount", "pn.number", "p.name as plan"])
    .where("t.id", "=", transactionId)
    .executeTakeFirst();
  if (!t) return;
  await queueMessage(
    trx,
    {
      companyId: t.company_id,
      userId: t.user_id,
      kind: "refill_reversed",
      key: `refill-reversed:${transactionId}`,
      params: { amount: t.amount, line: t.number, plan: t.plan, day: endsOn },
    },
    now,
  );
}
