import type { DB } from "../../db/connection";
import { refillErrorColumns } from "../../db/problems";
import { isTransient } from "../../integrations/payments/types";
import { REVERSAL_WATCH_MS, type TopupResult, type TopupsAdapter } from "../../integrations/topups/types";
import { refillReversed } from "../../refills/refill-ended";
import { serviceReverted } from "../../refills/service-end";
import { problem } from "../../../common/problems";
import type { Job, JobContext } from "../worker";
import { backoffDelay } from "./queue";

/**
 * Reversals (DESIGN.md §18): a carrier may take a top-up back after it succeeded (Reloadly: REFUNDED after
 * SUCCESSFUL). Each successful top-up is asked again (`status`) for REVERSAL_WATCH_MS on the engine's
 * backoff; one that turned REFUNDED puts its refill in `error` with the problem `topup_reversed` ("Reversed by
 * the carrier"), takes its plan's days back from the line's service end date, and writes a history line
 * (`reversed_by_carrier`), and the customer is told (the `refill_reversed` message, refills/refill-ended.ts).
 * The customer's charge stands: staff are offered Refund and close (a refill in error
 * whose charge succeeded), or retry it, which sends a new top-up under a new reference.
 *
 * Several workers may sweep at once: each look is claimed by a compare-and-set on `reversal_checks`, and
 * the reversal is written only while the refill is still the success that look was claimed for, so a
 * reversal is applied once however many workers see it, and a repeated REFUNDED answer changes nothing.
 */

/**
 * How the watch spaces its looks: the engine's backoff (full jitter, doubling) on a scale of its own — the
 * first look half a minute after the success, then doubling up to an hour — since a day of looks at the
 * engine's seconds would ask the aggregator about every top-up thousands of times and take the worker's
 * time from the queue.
 */
export interface LookPolicy {
  backoffBaseMs: number;
  backoffMaxMs: number;
  random: () => number;
}
export const REVERSAL_LOOK_BASE_MS = 30_000;
export const REVERSAL_LOOK_MAX_MS = 3_600_000;
/** Looks asked of the aggregator at once. */
const LOOK_CONCURRENCY = 4;

/** The watch columns of a top-up that just succeeded: watched from now for REVERSAL_WATCH_MS. */
export function reversalWatch(now: Date, looks: LookPolicy) {
  return {
    reversal_watch_until: new Date(now.getTime() + REVERSAL_WATCH_MS).toISOString(),
    reversal_check_at: nextLook(now, 1, looks),
    reversal_checks: 0,
  };
}

/** The n-th look's time: the backoff with full jitter, never sooner than its base. */
function nextLook(now: Date, n: number, retry: LookPolicy) {
  const delay = Math.max(
    backoffDelay(n, retry.backoffBaseMs, retry.backoffMaxMs, retry.random),
    retry.backoffBaseMs,
  );
  return new Date(now.getTime() + delay).toISOString();
}

/** How long a claimed look keeps other workers off it (then another worker may take it). */
const LOOK_LEASE_MS = 60_000;

interface Watched {
  id: number;
  provider_ref: string | null;
  reversal_checks: number;
  reversal_watch_until: unknown;
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));

/** Writes the reversal, once: the refill must still be the success this look was claimed for. */
async function reverse(db: DB, w: Watched, claimed: number, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    const res = await trx
      .updateTable("transactions")
      .set({
        status: "error",
        ...refillErrorColumns(problem("topup_reversed")),
        reversed_at: at,
        reversal_watch_until: null,
        reversal_check_at: null,
        updated_at: at,
      })
      .where("id", "=", w.id)
      .where("status", "=", "success")
      .where("reversal_checks", "=", claimed)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return false;
    const endsOn = await serviceReverted(trx, w.id);
    const { attempts } = await trx
      .selectFrom("transactions")
      .select("attempts")
      .where("id", "=", w.id)
      .executeTakeFirstOrThrow();
    // A failed top-up step: a staff retry sends the next reference, never this one again.
    await trx
      .insertInto("transaction_events")
      .values({
        transaction_id: w.id,
        attempt: attempts,
        step: "topup",
        outcome: "failed",
        code: "reversed_by_carrier",
        params: JSON.stringify({ carrier_ref: w.provider_ref ?? "", ends_on: endsOn }),
        message: null,
        actor_id: null,
        created_at: at,
      })
      .execute();
    await refillReversed(trx, w.id, endsOn, now);
    return true;
  });
}

/** The next look at a top-up still standing, or the end of its watch. */
async function lookAgain(db: DB, w: Watched, claimed: number, now: Date, retry: LookPolicy) {
  const next = nextLook(now, claimed + 1, retry);
  const over = next > iso(w.reversal_watch_until);
  await db
    .updateTable("transactions")
    .set(over ? { reversal_check_at: null, reversal_watch_until: null } : { reversal_check_at: next })
    .where("id", "=", w.id)
    .where("reversal_checks", "=", claimed)
    .execute();
}

export function reversalWatchJob(topups: TopupsAdapter, looks: LookPolicy, batchSize = 50): Job {
  /** One look: claimed (or left to the worker that claimed it first), asked, written. */
  async function look(ctx: JobContext, w: Watched): Promise<boolean> {
    const claimed = w.reversal_checks + 1;
    const claim = await ctx.db
      .updateTable("transactions")
      .set({
        reversal_checks: claimed,
        reversal_check_at: new Date(ctx.now.getTime() + LOOK_LEASE_MS).toISOString(),
      })
      .where("id", "=", w.id)
      .where("reversal_checks", "=", w.reversal_checks)
      .where("status", "=", "success")
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) return false;
    // No carrier reference to ask about: nothing to watch.
    if (!w.provider_ref) {
      await lookAgain(ctx.db, { ...w, reversal_watch_until: "" }, claimed, ctx.now, looks);
      return true;
    }
    let answer: TopupResult | null = null;
    try {
      answer = await topups.status(w.provider_ref);
    } catch (err) {
      if (!isTransient(err)) throw err;
      ctx.log.warn({ transaction: w.id }, "top-up status not answered; asked again later");
    }
    if (answer?.status === "failed" && answer.code === "topup_refunded") {
      if (await reverse(ctx.db, w, claimed, ctx.now))
        ctx.log.warn({ transaction: w.id, ref: w.provider_ref }, "top-up reversed by the carrier");
      return true;
    }
    await lookAgain(ctx.db, w, claimed, ctx.now, looks);
    return true;
  }

  return {
    name: "reversals",
    async run(ctx) {
      const due = await ctx.db
        .selectFrom("transactions")
        .select(["id", "provider_ref", "reversal_checks", "reversal_watch_until"])
        .where("reversal_check_at", "<=", ctx.now.toISOString())
        .where("status", "=", "success")
        .orderBy("reversal_check_at")
        .limit(batchSize)
        .execute();
      let next = 0;
      let looked = 0;
      const runner = async () => {
        while (next < due.length && !ctx.stopping?.()) {
          const w = due[next++];
          try {
            if (await look(ctx, w)) looked += 1;
          } catch (err) {
            // Its claim runs out and the next sweep looks again.
            ctx.log.error({ err, transaction: w.id }, "reversal look failed unexpectedly");
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(LOOK_CONCURRENCY, due.length) }, runner));
      return looked;
    },
  };
}
