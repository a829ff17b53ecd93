import type { DB } from "../db/connection";

/**
 * A refill's and a scheduled refill's rows with the rows they name, as the modules' lists and the workers read
 * them: the transactions module and the refill engine (`jobs/refills/attempt.ts`) through
 * `transactionsWithRefs`, the scheduled-refills module and the scheduler through `schedulesWithRefs`.
 */

/**
 * Transactions with the rows they name: the customer (`u`), the line (`pn`), the plan (`p`) and its
 * carrier (`c`), and the card (`pm`, when there is one).
 */
export function transactionsWithRefs(db: DB) {
  return db
    .selectFrom("transactions as t")
    .innerJoin("users as u", "u.id", "t.user_id")
    .innerJoin("phone_numbers as pn", "pn.id", "t.phone_number_id")
    .innerJoin("plans as p", "p.id", "t.plan_id")
    .innerJoin("carriers as c", "c.id", "p.carrier_id")
    .leftJoin("payment_methods as pm", "pm.id", "t.payment_method_id");
}

/** Scheduled refills with the rows they name: the line (`pn`), its owner (`u`) and the plan (`p`). */
export function schedulesWithRefs(db: DB) {
  return db
    .selectFrom("scheduled_refills as sr")
    .innerJoin("phone_numbers as pn", "pn.id", "sr.phone_number_id")
    .innerJoin("users as u", "u.id", "pn.user_id")
    .innerJoin("plans as p", "p.id", "sr.plan_id");
}
