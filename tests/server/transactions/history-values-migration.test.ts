import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import * as m0013 from "../../../server/db/migrations/0013_values_not_sentences";
import { addCarrier, addPhone, addPlan, addTransaction } from "../fixtures";
import { appForFile } from "../helpers";
import { rentalWorld } from "../rentals/support";

/**
 * Migration 0013 reads the English sentences a refill's history said people's steps in, once, into a code
 * and its values (the free text, a staff note, kept as written); going down writes the sentences back.
 */
const app = await appForFile();

/** Each step's sentence as the server wrote it, and what it becomes. */
const OLD_EVENTS: Array<[string, string, { code: string | null; params: unknown; message: string | null }]> =
  [
    ["create", "Refill Now.", { code: "refill_now", params: {}, message: null }],
    ["create", "Phone menu.", { code: "phone_menu", params: {}, message: null }],
    [
      "create",
      "Scheduled refill #7 for 2026-12-01.",
      { code: "scheduled", params: { schedule: 7, date: "2026-12-01" }, message: null },
    ],
    [
      "retry",
      "Was action_required.",
      { code: "retried", params: { status: "action_required" }, message: null },
    ],
    [
      "assign_card",
      "Visa •••• 4444 assigned.",
      {
        code: "card_assigned",
        params: { card: "Visa •••• 4444", requeued: false, made_default: false },
        message: null,
      },
    ],
    [
      "assign_card",
      "Visa •••• 5151 assigned; queued again. It is now the customer's default card. Note: Customer asked on the phone.",
      {
        code: "card_assigned",
        params: { card: "Visa •••• 5151", requeued: true, made_default: true },
        message: "Customer asked on the phone.",
      },
    ],
    [
      "pay",
      "The customer chose Visa •••• 4242; queued again.",
      { code: "customer_chose", params: { card: "Visa •••• 4242" }, message: null },
    ],
    [
      "authenticate",
      "The customer confirmed the payment with their bank (simulated); queued again.",
      { code: "bank_confirmed", params: {}, message: null },
    ],
    [
      "authenticate",
      "Authentication failed: your bank did not confirm the payment.",
      { code: "bank_refused", params: {}, message: null },
    ],
    [
      "resolve",
      "Number was never active. (Refund #12: $1,008.00 back to Visa •••• 4242.)",
      {
        code: "refunded_and_closed",
        params: { refund: 12, amount: "1008.00", card: "Visa •••• 4242" },
        message: "Number was never active.",
      },
    ],
    [
      "resolve",
      "Paid at the desk. (Refund #13: $25.00 back in cash.)",
      {
        code: "refunded_and_closed",
        params: { refund: 13, amount: "25.00", card: null },
        message: "Paid at the desk.",
      },
    ],
    // A note alone, and the engine's words: free text, kept as written.
    [
      "resolve",
      "Carrier confirmed by phone.",
      { code: null, params: null, message: "Carrier confirmed by phone." },
    ],
    ["charge", "Your card was declined.", { code: null, params: null, message: "Your card was declined." }],
  ];

describe("migration 0013 (a refill's history says codes and values)", () => {
  it("reads the sentences stored the old way into codes and values, and writes them back going down", async () => {
    const w = await rentalWorld(app);
    const carrier = await addCarrier(app.db, w.home.company.id);
    const plan = await addPlan(app.db, carrier.id);
    const phone = await addPhone(app.db, w.home.company.id, w.home.customer.id);
    const t = await addTransaction(app.db, w.home.company.id, {
      user_id: w.home.customer.id,
      phone_number_id: phone.id,
      plan_id: plan.id,
    });

    await m0013.down(app.db);
    const before = app.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const at = new Date().toISOString();
    await before
      .insertInto("transaction_events")
      .values(
        OLD_EVENTS.map(([step, message]) => ({
          transaction_id: t.id,
          step,
          outcome: "done",
          message,
          created_at: at,
        })),
      )
      .execute();

    await m0013.up(app.db);
    const events = await app.db
      .selectFrom("transaction_events")
      .select(["code", "params", "message"])
      .where("transaction_id", "=", t.id)
      .orderBy("id")
      .execute();
    expect(events.map((e) => ({ ...e, params: e.params === null ? null : JSON.parse(e.params) }))).toEqual(
      OLD_EVENTS.map(([, , now]) => now),
    );

    // Down again: the sentences as they were stored.
    await m0013.down(app.db);
    const sentences = await before
      .selectFrom("transaction_events")
      .select("message")
      .where("transaction_id", "=", t.id)
      .orderBy("id")
      .execute();
    expect(sentences.map((e) => e.message)).toEqual(OLD_EVENTS.map(([, message]) => message));
    await m0013.up(app.db);
  });
});
