import { describe, expect, it } from "vitest";
import { WALLET_WAIT_MS } from "../../../../server/jobs/refills/wallet";
import { appForFile, auth, updateRows } from "../../helpers";
import { chargesOf, engineFor, eventsOf, queue, refillWorld, txn } from "../../transactions/support";

/** The top-up wallet before a refill is charged (issue 37 item 2, DESIGN.md §18). */
const app = await appForFile();
const w = await refillWorld(app.db);
const walletLowMessages = () =>
  app.db
    .selectFrom("messages")
    .select(["user_id", "to_address", "subject", "event_key"])
    .where("company_id", "=", w.company.id)
    .where("kind", "=", "wallet_low")
    .orderBy("id")
    .execute();
const company = () =>
  app.db.selectFrom("companies").selectAll().where("id", "=", w.company.id).executeTakeFirstOrThrow();

describe("the top-up wallet", () => {
  it("a refill the wallet cannot cover is not charged: it waits with the reason, then goes through once funded", async () => {
    const e = engineFor(app, { topups: { wallet: 1000 } });
    const t = await queue(app.db, w);
    const t0 = new Date();
    expect(await e.run(t0)).toBe(1);
    expect(e.payments.record.calls).toBe(0);
    expect(await chargesOf(app.db, t.id)).toEqual([]);
    const waiting = await txn(app.db, t.id);
    expect(waiting).toMatchObject({
      status: "in_queue",
      waiting_for: "wallet",
      attempts: 0,
      next_attempt_at: new Date(t0.getTime() + WALLET_WAIT_MS).toISOString(),
    });
    // Staff read why on the refill.
    const res = await app.inject({
      method: "GET",
      url: `/api/transactions/${t.id}/`,
      headers: auth(w.owner.token),
    });
    expect(res.json()).toMatchObject({ status: "in_queue", waiting_for: "wallet", payment_error: null });
    // Looked at again later, still short: still waiting, said once in its history.
    expect(await e.run(new Date(t0.getTime() + WALLET_WAIT_MS))).toBe(1);
    expect(e.payments.record.calls).toBe(0);
    expect(await eventsOf(app.db, t.id)).toEqual([
      {
        step: "topup",
        outcome: "transient",
        message:
          "The top-up wallet ($10.00) cannot cover this refill: it waits in the queue, not charged, until funds are added.",
      },
    ]);
    // Funds arrive: the next look charges and tops up, by itself.
    await e.topups.addFunds(5000);
    expect(await e.run(new Date(t0.getTime() + 2 * WALLET_WAIT_MS))).toBe(1);
    expect(await txn(app.db, t.id)).toMatchObject({ status: "success", waiting_for: null, attempts: 1 });
    expect(await chargesOf(app.db, t.id)).toMatchObject([{ status: "succeeded", amount: 2500 }]);
  });

  it("an episode begins once when the wallet is low, and ends when it is above the threshold again", async () => {
    await updateRows(app.db, "companies", w.company.id, {
      wallet_low_threshold: 10000,
      wallet_low_since: null,
    });
    const earlier = (await walletLowMessages()).length;
    const e = engineFor(app, { topups: { wallet: 8000 } });
    const a = await queue(app.db, w);
    await e.drain();
    expect(await txn(app.db, a.id)).toMatchObject({ status: "success" });
    const began = (await company()).wallet_low_since;
    expect(began).not.toBeNull();
    const b = await queue(app.db, w);
    await e.drain();
    expect(await txn(app.db, b.id)).toMatchObject({ status: "success" });
    expect((await company()).wallet_low_since).toBe(began);
    // The owners were told once, in their language, with the balance and their threshold.
    const told = (await walletLowMessages()).slice(earlier);
    expect(told).toEqual([
      {
        user_id: w.owner.id,
        to_address: w.owner.email,
        subject: "The top-up wallet is low: $80.00",
        event_key: `wallet-low:${began}`,
      },
    ]);
    await e.topups.addFunds(20000);
    const c = await queue(app.db, w);
    await e.drain();
    expect(await txn(app.db, c.id)).toMatchObject({ status: "success" });
    expect((await company()).wallet_low_since).toBeNull();
    // A new episode is told again.
    await updateRows(app.db, "companies", w.company.id, { wallet_low_threshold: 100000 });
    await queue(app.db, w);
    await e.drain();
    expect(await walletLowMessages()).toHaveLength(earlier + 2);
  });

  it("a wallet that cannot be read is not a reason to charge: tried again after the backoff", async () => {
    const e = engineFor(app);
    e.topups.balance = () =>
      Promise.reject(
        Object.assign(new Error("The top-up provider could not be reached."), { transient: true }),
      );
    const t = await queue(app.db, w);
    await e.run();
    expect(e.payments.record.calls).toBe(0);
    expect(await txn(app.db, t.id)).toMatchObject({
      status: "in_queue",
      transient_errors: 1,
      waiting_for: null,
    });
  });
});
