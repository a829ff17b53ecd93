import { sql } from "kysely";
import type { DB } from "../../db/connection";
import type { TopupsAdapter, WalletBalance } from "../../integrations/topups/types";
import { queueMessageToOwners } from "../../messages/outbox";
import { askOrRetryLater, type Attempt, recordEvents, topupAmount } from "./attempt";
import { LeaseLost } from "./queue";

/**
 * Before a refill is charged: can the aggregator's wallet cover its top-up? (DESIGN.md §18.) If not, the
 * refill is not charged: it goes back to the queue uncharged, `waiting_for = 'wallet'` saying why, and is
 * looked at again every WALLET_WAIT_MS (the claim not counted as an attempt), so that it goes through by
 * itself once the wallet has funds. The company's owners are told once per episode (companies.wallet_low_since):
 * the wallet below their threshold, or short of a refill; the episode ends when a read finds it covered and
 * above the threshold again.
 */

/** How long a refill the wallet cannot cover waits before it is looked at again. */
export const WALLET_WAIT_MS = 60_000;

export const WALLET_MESSAGES = {
  waits: (balance: string) =>
    `The top-up wallet (${balance}) cannot cover this refill: it waits in the queue, not charged, until funds are added.`,
} as const;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** True when the refill may be charged and topped up; otherwise its attempt has ended here. */
export async function walletCovers(a: Attempt, topups: TopupsAdapter): Promise<boolean> {
  // Unknown: not charged, tried again after the backoff, as a top-up that could not be sent.
  const balance = await askOrRetryLater(a, "topup", () => topups.balance());
  if (!balance) return false;
  const covered = balance.amount >= topupAmount(a.refill);
  await noteEpisode(a.db, a.refill.company_id, balance, covered, a.now);
  if (covered) {
    if (a.refill.waiting_for) await fenced(a, { waiting_for: null });
    return true;
  }
  const next = new Date(a.now.getTime() + WALLET_WAIT_MS).toISOString();
  await a.db.transaction().execute(async (trx) => {
    await fenced(
      a,
      {
        status: "in_queue",
        lease_until: null,
        lease_owner: null,
        next_attempt_at: next,
        waiting_for: "wallet",
        // Waiting for funds is not an attempt at the refill.
        attempts: sql<number>`attempts - 1`,
      },
      trx,
    );
    // Said once in its history, when it starts waiting; not at each look.
    if (!a.refill.waiting_for)
      await recordEvents(trx, a.claim, [
        "topup",
        "transient",
        WALLET_MESSAGES.waits(dollars(balance.amount)),
      ]);
  });
  a.metrics?.completions.inc({ outcome: "retry" });
  return false;
}

/** The claim's own row, fenced by its lease (queue.ts's fencedUpdate, with an expression allowed). */
async function fenced(a: Attempt, values: Record<string, unknown>, trx: DB = a.db): Promise<void> {
  const res = await trx
    .updateTable("transactions")
    .set({ ...values, updated_at: new Date().toISOString() })
    .where("id", "=", a.claim.id)
    .where("lease_owner", "=", a.claim.owner)
    .where("status", "=", "in_progress")
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new LeaseLost();
}

/**
 * The company's low-wallet episode: begins (once: the conditional update is the guard, whoever runs it) when
 * the wallet is below the threshold or short of a refill, ends when a read finds neither.
 */
async function noteEpisode(db: DB, companyId: number, balance: WalletBalance, covered: boolean, now: Date) {
  const company = await db
    .selectFrom("companies")
    .select(["wallet_low_threshold", "wallet_low_since"])
    .where("id", "=", companyId)
    .executeTakeFirst();
  if (!company) return;
  const low = !covered || balance.amount < company.wallet_low_threshold;
  if (low === (company.wallet_low_since !== null)) return;
  if (!low) {
    await db.updateTable("companies").set({ wallet_low_since: null }).where("id", "=", companyId).execute();
    return;
  }
  await db.transaction().execute(async (trx) => {
    const began = await trx
      .updateTable("companies")
      .set({ wallet_low_since: now.toISOString() })
      .where("id", "=", companyId)
      .where("wallet_low_since", "is", null)
      .executeTakeFirst();
    if (Number(began.numUpdatedRows) !== 1) return;
    await tellOwners(trx, companyId, balance, company.wallet_low_threshold, now);
  });
}

/** The owners' notice of a new episode (the messages outbox, kind wallet_low), keyed by the episode. */
function tellOwners(trx: DB, companyId: number, balance: WalletBalance, threshold: number, at: Date) {
  return queueMessageToOwners(trx, {
    companyId,
    kind: "wallet_low",
    key: `wallet-low:${at.toISOString()}`,
    params: { balance: balance.amount, threshold },
  });
}
