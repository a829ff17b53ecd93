import type { App } from "../../../server/app";
import { englishProblem, failureFields, storedProblem } from "../../../server/db/problems";
import type { DB } from "../../../server/db/connection";
import {
  createSimulatedPayments,
  type SimulatedPaymentsOptions,
} from "../../../server/integrations/payments/simulated";
import {
  createSimulatedTopups,
  type SimulatedTopupsOptions,
} from "../../../server/integrations/topups/simulated";
import { createRefillEngine, type RefillEngineOptions } from "../../../server/jobs/refills/engine";
import { queuedTransaction } from "../../../server/refills/enqueue";
import { storedDay } from "../../../server/refills/service-end";
import { companyWithPeople } from "../helpers";
import { addCard, addCarrier, addPhone, addPlan, freshNumber } from "../fixtures";

/** A company ready to refill: a carrier with a plan, a customer's line and cards of each simulated behaviour. */
export async function refillWorld(db: DB) {
  const people = await companyWithPeople(db);
  const carrier = await addCarrier(db, people.company.id);
  const plan = await addPlan(db, carrier.id, { amount: 2500 });
  // Never ending in 13, which the simulated carrier refuses.
  const phone = await addPhone(db, people.company.id, people.customer.id, {
    carrier_id: carrier.id,
    plan_id: plan.id,
    number: `${freshNumber().slice(0, 8)}42`,
  });
  const card = (suffix = "", last4 = "4242", fields: { exp_year?: number; is_active?: boolean } = {}) =>
    addCard(db, people.customer.id, { suffix, last4, ...fields });
  const good = await card();
  const declined = await card("_declined", "0002");
  const auth = await card("_auth", "3184");
  return { ...people, carrier, plan, phone, cards: { good, declined, auth }, card };
}

export type World = Awaited<ReturnType<typeof refillWorld>>;

/** A line of the world's customer whose number ends in 13: the simulated carrier refuses it. */
export const failingLine = (db: DB, w: World) =>
  addPhone(db, w.company.id, w.customer.id, {
    carrier_id: w.carrier.id,
    plan_id: w.plan.id,
    number: `${freshNumber().slice(0, 8)}13`,
  });

/** Simulated providers that count their calls, and an engine on them; run() is one worker tick. */
export function engineFor(
  app: App,
  opts: {
    payments?: SimulatedPaymentsOptions;
    topups?: SimulatedTopupsOptions;
    engine?: Partial<RefillEngineOptions>;
  } = {},
) {
  const payments = createSimulatedPayments(opts.payments);
  const topups = createSimulatedTopups(opts.topups);
  const engine = createRefillEngine({ payments, topups, backoffBaseMs: 1000, ...opts.engine });
  const run = (now = new Date()) => engine.job.run({ db: app.db, log: app.log, now });
  /** ticks until a tick handles nothing */
  const drain = async (now = new Date()) => {
    let total = 0;
    for (let n = await run(now); n > 0; n = await run(now)) total += n;
    return total;
  };
  return { payments, topups, engine, run, drain };
}

/** Queues a refill directly (as Refill Now would), for engine tests that do not exercise the API. */
export async function queue(
  db: DB,
  w: World,
  fields: {
    phone_number_id?: number;
    payment_method_id?: number | null;
    amount?: number;
    trigger?: "manual" | "scheduled" | "ivr" | "sms";
    on_session?: boolean;
  } = {},
) {
  const at = new Date().toISOString();
  return db
    .insertInto("transactions")
    .values(
      queuedTransaction(
        {
          company_id: w.company.id,
          user_id: w.customer.id,
          phone_number_id: fields.phone_number_id ?? w.phone.id,
          plan_id: w.plan.id,
          amount: fields.amount ?? 2500,
          trigger: fields.trigger ?? "manual",
          on_session: fields.on_session ?? false,
          payment_method_id:
            fields.payment_method_id === undefined ? w.cards.good.id : fields.payment_method_id,
          created_by: null,
        },
        at,
      ),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The refill's row, its problems read back as the API words them in English (`payment_error`, `refill_error`:
 * the code's words, or the provider's where it said more); the codes stay in `*_code` and `*_params`.
 */
export const txn = async (db: DB, id: number) => {
  const t = await db.selectFrom("transactions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  return {
    ...t,
    payment_error: englishProblem(
      storedProblem(t.payment_error_code, t.payment_error_params, t.payment_error),
    ),
    refill_error: englishProblem(storedProblem(t.refill_error_code, t.refill_error_params, t.refill_error)),
  };
};
/** The refill's charges, each `failure_message` read back in English as the API answers it. */
export const chargesOf = async (db: DB, id: number) =>
  (await db.selectFrom("charges").selectAll().where("transaction_id", "=", id).orderBy("id").execute()).map(
    (c) => ({ ...c, failure_message: failureFields(c).failure_message }),
  );

/** The line's service end as stored (DESIGN.md §16): its `YYYY-MM-DD` day, or null. */
export const serviceEndOf = async (db: DB, lineId: number) =>
  storedDay(
    (
      await db
        .selectFrom("phone_numbers")
        .select("service_ends_on")
        .where("id", "=", lineId)
        .executeTakeFirstOrThrow()
    ).service_ends_on,
  );

/** The refill's events, oldest first: the step, its outcome and the message it kept. */
export const eventsOf = (db: DB, id: number) =>
  db
    .selectFrom("transaction_events")
    .select(["step", "outcome", "message"])
    .where("transaction_id", "=", id)
    .orderBy("id")
    .execute();

/** What a refill closed by `by` reads: resolved, by whom (id and full name), with the note as kept (trimmed). */
export const resolvedBy = (by: { id: number; first_name: string; last_name: string }, note: string) => ({
  status: "resolved",
  resolved_by: by.id,
  resolved_by_name: `${by.first_name} ${by.last_name}`,
  note,
});
