import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import * as problemCodes from "../../../server/db/migrations/0021_problem_codes";
import { createUser } from "../helpers";
import { addCarrier, addPhone, addPlan, addTransaction } from "../fixtures";
import { worldForFile } from "../matrix";

const { db, home } = await worldForFile();

/** Rows written the old way (before migration 0021): English sentences in the text columns. */
const OLD = {
  declined: "Your card was declined.",
  stripe: "Your card was declined. This transaction requires authentication.",
  gaveUp: "The payment processor could not be reached. (gave up after 5 tries)",
  carrier: "Carrier rejected the top-up: number not active.",
  noCard: "No card to charge: the customer must add or choose a card.",
  unknown: "Something nobody wrote down.",
  refundTooLarge: "Refund amount is greater than the unrefunded amount on the charge.",
  refundOther: "charge_already_refunded",
};

const EVENTS = {
  declined: "Your card was declined.",
  transient: "The top-up provider could not be reached. Next try at 2026-03-01T10:00:30.000Z.",
  failedTopup: "txn-7-2: Carrier rejected the top-up: number not active.",
  reclaimed: "The worker holding it stopped answering; its lease ran out and another worker took it over.",
  topupOk: "txn-7",
};

describe("migration 0021: provider and engine messages become codes", () => {
  it("reads the stored English sentences into codes and values, keeps unknown ones as details, and down writes them back", async () => {
    // Back to the shape before the migration: no code columns, English sentences.
    await problemCodes.down(db);
    const customer = await createUser(db, home, "customer");
    const line = await addPhone(db, home, customer.id);
    const plan = await addPlan(db, (await addCarrier(db, home)).id);
    const refill = () =>
      addTransaction(db, home, { user_id: customer.id, phone_number_id: line.id, plan_id: plan.id });
    const rows = {
      declined: await refill(),
      stripe: await refill(),
      gaveUp: await refill(),
      carrier: await refill(),
      noCard: await refill(),
      unknown: await refill(),
    };
    const setError = (id: number, column: "payment_error" | "refill_error", text: string) =>
      db
        .updateTable("transactions")
        .set({ status: "error", [column]: text } as never)
        .where("id", "=", id)
        .execute();
    await setError(rows.declined.id, "payment_error", OLD.declined);
    await setError(rows.stripe.id, "payment_error", OLD.stripe);
    await setError(rows.gaveUp.id, "payment_error", OLD.gaveUp);
    await setError(rows.carrier.id, "refill_error", OLD.carrier);
    await setError(rows.noCard.id, "payment_error", OLD.noCard);
    await setError(rows.unknown.id, "payment_error", OLD.unknown);

    const charge = (kind: "refill" | "refund", key: string, failure: string) =>
      db
        .insertInto("charges")
        .values({
          company_id: home,
          user_id: customer.id,
          kind,
          amount: 2500,
          status: "failed",
          transaction_id: rows.declined.id,
          idempotency_key: key,
          failure_message: failure,
          created_at: new Date().toISOString(),
        } as never)
        .returning("id")
        .executeTakeFirstOrThrow();
    const charges = {
      declined: await charge("refill", "mig-21-a", OLD.declined),
      refundTooLarge: await charge("refund", "mig-21-b", OLD.refundTooLarge),
      refundOther: await charge("refund", "mig-21-c", OLD.refundOther),
    };

    const event = (step: string, outcome: string, message: string) =>
      db
        .insertInto("transaction_events")
        .values({
          transaction_id: rows.declined.id,
          attempt: 1,
          step,
          outcome,
          message,
          actor_id: null,
          created_at: new Date().toISOString(),
        } as never)
        .returning("id")
        .executeTakeFirstOrThrow();
    const events = {
      declined: await event("charge", "declined", EVENTS.declined),
      transient: await event("topup", "transient", EVENTS.transient),
      failedTopup: await event("topup", "failed", EVENTS.failedTopup),
      reclaimed: await event("claim", "reclaimed", EVENTS.reclaimed),
      topupOk: await event("topup", "ok", EVENTS.topupOk),
    };

    await problemCodes.up(db);

    const refills = await db
      .selectFrom("transactions")
      .select([
        "id",
        "payment_error",
        "payment_error_code",
        "payment_error_params",
        "refill_error",
        "refill_error_code",
      ])
      .where(
        "id",
        "in",
        Object.values(rows).map((r) => r.id),
      )
      .orderBy("id")
      .execute();
    const byId = new Map(refills.map((r) => [r.id, r]));
    expect(byId.get(rows.declined.id)).toMatchObject({
      payment_error_code: "card_declined",
      payment_error_params: "{}",
      payment_error: null,
    });
    // The provider said more than the code's words: kept for staff.
    expect(byId.get(rows.stripe.id)).toMatchObject({
      payment_error_code: "card_declined",
      payment_error: OLD.stripe,
    });
    expect(byId.get(rows.gaveUp.id)).toMatchObject({
      payment_error_code: "processor_unreachable",
      payment_error_params: JSON.stringify({ tries: 5 }),
      payment_error: null,
    });
    expect(byId.get(rows.carrier.id)).toMatchObject({
      refill_error_code: "topup_refused",
      refill_error: OLD.carrier,
      payment_error_code: null,
    });
    expect(byId.get(rows.noCard.id)).toMatchObject({ payment_error_code: "no_card", payment_error: null });
    expect(byId.get(rows.unknown.id)).toMatchObject({
      payment_error_code: "payment_failed",
      payment_error: OLD.unknown,
    });

    const chargeRows = await db
      .selectFrom("charges")
      .select(["id", "failure_code", "failure_message"])
      .where(
        "id",
        "in",
        Object.values(charges).map((c) => c.id),
      )
      .orderBy("id")
      .execute();
    expect(chargeRows).toEqual([
      { id: charges.declined.id, failure_code: "card_declined", failure_message: null },
      { id: charges.refundTooLarge.id, failure_code: "refund_too_large", failure_message: null },
      // A refund's unknown refusal gets the refund's generic code.
      { id: charges.refundOther.id, failure_code: "refund_failed", failure_message: OLD.refundOther },
    ]);

    const eventRows = await db
      .selectFrom("transaction_events")
      .select(["id", "code", "params", "message"])
      .where(
        "id",
        "in",
        Object.values(events).map((e) => e.id),
      )
      .orderBy("id")
      .execute();
    expect(eventRows.map(({ id: _, ...e }) => ({ ...e, params: e.params && JSON.parse(e.params) }))).toEqual([
      { code: "card_declined", params: {}, message: null },
      { code: "topup_unreachable", params: { next_at: "2026-03-01T10:00:30.000Z" }, message: null },
      { code: "topup_refused", params: { reference: "txn-7-2" }, message: OLD.carrier },
      { code: "lease_reclaimed", params: {}, message: null },
      // A top-up that went through keeps its reference as its free text.
      { code: null, params: null, message: "txn-7" },
    ]);

    // Down: the English sentences again, to the letter.
    await problemCodes.down(db);
    const back = await db
      .selectFrom("transactions")
      .select(["id", "payment_error", "refill_error"])
      .where(
        "id",
        "in",
        Object.values(rows).map((r) => r.id),
      )
      .orderBy("id")
      .execute();
    expect(back.map((r) => r.payment_error ?? r.refill_error)).toEqual([
      OLD.declined,
      OLD.stripe,
      OLD.gaveUp,
      OLD.carrier,
      OLD.noCard,
      OLD.unknown,
    ]);
    const chargesBack = await db
      .selectFrom("charges")
      .select("failure_message")
      .where(
        "id",
        "in",
        Object.values(charges).map((c) => c.id),
      )
      .orderBy("id")
      .execute();
    expect(chargesBack.map((c) => c.failure_message)).toEqual([
      OLD.declined,
      OLD.refundTooLarge,
      OLD.refundOther,
    ]);
    const eventsBack = await sql<{
      message: string | null;
    }>`select message from transaction_events where id in (${sql.join(
      Object.values(events).map((e) => e.id),
    )}) order by id`.execute(db);
    expect(eventsBack.rows.map((e) => e.message)).toEqual(Object.values(EVENTS));

    // And up again: the file's database ends as the server expects it.
    await problemCodes.up(db);
  });
});
