import type { TransactionEventOutcome, TransactionStatus } from "../../common/api/enums";
import type { DB } from "../db/connection";
import { queueMessage } from "../messages/outbox";
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
 * line's service end date on, and a scheduled refill's customer gets a receipt (amount, line, new end date)
 * through the messages outbox, once per refill however often the success is replayed.
 */
export async function refillEnded(trx: DB, end: RefillEnd): Promise<void> {
  if (end.status !== "success") return;
  const ends = await serviceExtended(trx, end.transactionId, end.now);
  const t = await trx
    .selectFrom("transactions as t")
    .innerJoin("phone_numbers as pn", "pn.id", "t.phone_number_id")
    .innerJoin("plans as p", "p.id", "t.plan_id")
    .select(["t.company_id", "t.user_id", "t.trigger", "t.amount", "pn.number", "p.name as plan"])
    .where("t.id", "=", end.transactionId)
    .executeTakeFirst();
  // A refill asked for by text gets its receipt by text (and e-mail), as an automatic one does.
  if (t?.trigger !== "scheduled" && t?.trigger !== "sms") return;
  await queueMessage(trx, {
    companyId: t.company_id,
    userId: t.user_id,
    kind: "refill_receipt",
    key: `refill-receipt:${end.transactionId}`,
    params: { amount: t.amount, line: t.number, plan: t.plan, day: ends },
  });
}
