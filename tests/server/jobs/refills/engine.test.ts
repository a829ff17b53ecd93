import { describe, expect, it } from "vitest";
import { createRefillEngine } from "../../../../server/jobs/refills/engine";
import { backoffDelay, claimBatch } from "../../../../server/jobs/refills/queue";
import { createSimulatedPayments } from "../../../../server/integrations/payments/simulated";
import { createSimulatedTopups } from "../../../../server/integrations/topups/simulated";
import { appForFile, updateRows } from "../../helpers";
import { send } from "../../fixtures";
import {
  chargesOf,
  engineFor,
  eventsOf,
  failingLine,
  queue,
  refillWorld,
  txn,
} from "../../transactions/support";

/** The refill engine's paths (docs/engines.md), on SQLite and (`npm run test:pg`) PostgreSQL. */
const app = await appForFile();
const w = await refillWorld(app.db);
const SECOND = 1000;

describe("refill engine", () => {
  it("charges once and tops up once: success, with the charge, the provider's reference and each step recorded", async () => {
    const e = engineFor(app);
    const t = await queue(app.db, w);
    expect(await e.drain()).toBe(1);
    const done = await txn(app.db, t.id);
    expect(done).toMatchObject({
      status: "success",
      attempts: 1,
      payment_error: null,
      refill_error: null,
      lease_until: null,
      lease_owner: null,
    });
    expect(done.provider_ref).toMatch(/^sim_topup_/);
    expect(done.completed_at).not.toBeNull();
    const [charge] = await chargesOf(app.db, t.id);
    expect(charge).toMatchObject({
      status: "succeeded",
      amount: 2500,
      kind: "refill",
      idempotency_key: `txn-${t.id}-charge`,
      payment_method_id: w.cards.good.id,
      last4: "4242",
    });
    expect(done.charge_id).toBe(charge.id);
    expect(e.payments.record.calls).toBe(1);
    expect([...e.topups.record.successful.keys()]).toEqual([`txn-${t.id}`]);
    expect(await eventsOf(app.db, t.id)).toEqual([
      { step: "charge", outcome: "ok", message: null },
      { step: "topup", outcome: "ok", message: `txn-${t.id}` },
    ]);
  });

  it("a declined card ends in error with payment_error, the charge failed and no top-up", async () => {
    const e = engineFor(app);
    const t = await queue(app.db, w, { payment_method_id: w.cards.declined.id });
    await e.drain();
    expect(await txn(app.db, t.id)).toMatchObject({
      status: "error",
      payment_error: "Your card was declined.",
      refill_error: null,
      charge_id: null,
    });
    expect(await chargesOf(app.db, t.id)).toMatchObject([
      { status: "failed", failure_message: "Your card was declined." },
    ]);
    expect(e.topups.record.calls).toBe(0);
  });

  it("a card that needs authentication, no card, or an expired card ends in action_required", async () => {
    const e = engineFor(app);
    const expired = await w.card("", "1111", { exp_year: 2020 });
    const auth = await queue(app.db, w, { payment_method_id: w.cards.auth.id });
    const none = await queue(app.db, w, { payment_method_id: null });
    const old = await queue(app.db, w, { payment_method_id: expired.id });
    await e.drain();
    expect(await txn(app.db, auth.id)).toMatchObject({
      status: "action_required",
      payment_error: "Authentication required.",
    });
    // The charge waits for the customer's authentication under the processor's reference.
    expect(await chargesOf(app.db, auth.id)).toMatchObject([
      { status: "pending", processor_ref: expect.stringMatching(/^pi_sim_/) },
    ]);
    expect(await txn(app.db, none.id)).toMatchObject({
      status: "action_required",
      payment_error: "No card to charge: the customer must add or choose a card.",
    });
    expect(await txn(app.db, old.id)).toMatchObject({
      status: "action_required",
      payment_error: "The card has expired: the customer must add or choose another card.",
    });
    expect(e.payments.record.calls).toBe(1);
    expect(e.topups.record.calls).toBe(0);
  });

  it("a carrier failure ends in error with refill_error and no carrier reference, and the charge stands", async () => {
    const e = engineFor(app);
    const line = await failingLine(app.db, w);
    const t = await queue(app.db, w, { phone_number_id: line.id });
    await e.drain();
    const failed = await txn(app.db, t.id);
    expect(failed).toMatchObject({
      status: "error",
      payment_error: null,
      refill_error: "Carrier rejected the top-up: number not active.",
      provider_ref: null,
    });
    expect(await chargesOf(app.db, t.id)).toMatchObject([{ status: "succeeded" }]);
    expect(failed.charge_id).not.toBeNull();
  });

  it("retry after a carrier failure tops up under a new reference without a second charge", async () => {
    let carrierDown = true;
    const e = engineFor(app, {
      topups: { fail: () => (carrierDown ? "Carrier is down for maintenance." : null) },
    });
    const t = await queue(app.db, w);
    await e.drain();
    expect(await txn(app.db, t.id)).toMatchObject({
      status: "error",
      refill_error: "Carrier is down for maintenance.",
    });
    carrierDown = false;
    expect(
      (await send(app, "POST", `/api/transactions/${t.id}/retry/`, w.member.token, {})).body,
    ).toMatchObject({ status: "in_queue", refill_error: null });
    await e.drain();
    expect(await txn(app.db, t.id)).toMatchObject({ status: "success", attempts: 2, refill_error: null });
    expect(e.payments.record.calls).toBe(1);
    expect(await chargesOf(app.db, t.id)).toHaveLength(1);
    expect([...e.topups.record.answers.keys()]).toEqual([`txn-${t.id}`, `txn-${t.id}-2`]);
    expect(e.topups.record.successful.size).toBe(1);
  });

  it("retry after a decline charges again under a new key", async () => {
    const e = engineFor(app);
    const t = await queue(app.db, w, { payment_method_id: w.cards.declined.id });
    await e.drain();
    await send(app, "POST", `/api/transactions/${t.id}/retry/`, w.member.token, {});
    await e.drain();
    expect((await chargesOf(app.db, t.id)).map((c) => [c.idempotency_key, c.status])).toEqual([
      [`txn-${t.id}-charge`, "failed"],
      [`txn-${t.id}-charge-2`, "failed"],
    ]);
  });

  it("a worker that died after charging, before recording it: its lease runs out, another finishes the refill once", async () => {
    const payments = createSimulatedPayments();
    const topups = createSimulatedTopups();
    const t = await queue(app.db, w);
    const now = new Date();
    // Worker A charges, then dies before the top-up (its process is gone: the top-up never happens).
    const dying = createRefillEngine({
      payments,
      topups: { ...createSimulatedTopups(), topup: () => Promise.reject(new Error("SIGKILL")) },
      leaseMs: 30 * SECOND,
      workerId: "A",
    });
    await dying.job.run({ db: app.db, log: app.log, now });
    expect(await txn(app.db, t.id)).toMatchObject({ status: "in_progress" });
    const b = createRefillEngine({ payments, topups, leaseMs: 30 * SECOND, workerId: "B" });
    expect(await b.job.run({ db: app.db, log: app.log, now: new Date(now.getTime() + 10 * SECOND) })).toBe(0);
    expect(await b.job.run({ db: app.db, log: app.log, now: new Date(now.getTime() + 31 * SECOND) })).toBe(1);
    expect(await txn(app.db, t.id)).toMatchObject({ status: "success", attempts: 2 });
    // B repeated the charge under the same key: the processor answered with A's charge, money moved once.
    expect(payments.record.calls).toBe(2);
    expect([...payments.record.succeeded.keys()]).toEqual([`txn-${t.id}-charge`]);
    expect(await chargesOf(app.db, t.id)).toMatchObject([
      { status: "succeeded", idempotency_key: `txn-${t.id}-charge` },
    ]);
    expect(topups.record.successful.size).toBe(1);
    expect((await eventsOf(app.db, t.id)).map((x) => `${x.step}:${x.outcome}`)).toEqual([
      "claim:reclaimed",
      "charge:ok",
      "topup:ok",
    ]);
  });

  it("a worker whose lease was taken over writes nothing, and its repeats charge and top up nothing more", async () => {
    const payments = createSimulatedPayments();
    const topups = createSimulatedTopups();
    const t = await queue(app.db, w);
    const now = new Date();
    const a = createRefillEngine({ payments, topups, leaseMs: 30 * SECOND, workerId: "A" });
    const b = createRefillEngine({ payments, topups, leaseMs: 30 * SECOND, workerId: "B" });
    const [claimA] = await claimBatch(app.db, 1, 30 * SECOND, now, "A");
    expect(claimA.id).toBe(t.id);
    await b.job.run({ db: app.db, log: app.log, now: new Date(now.getTime() + 31 * SECOND) });
    const finished = await txn(app.db, t.id);
    expect(finished.status).toBe("success");
    // A wakes up late: it finds the charge made, the top-up known to the carrier, and its lease gone.
    await expect(a.process(app.db, claimA, now)).rejects.toThrow();
    expect(await txn(app.db, t.id)).toEqual(finished);
    expect(payments.record.calls).toBe(1);
    expect(topups.record.sent).toBe(1);
  });

  it("transient provider errors are retried with backoff, with the same idempotency key", async () => {
    // The jitter pinned at half the cap: 500 ms after the first error (cap 1 s), 1 s after the second (cap 2 s).
    const e = engineFor(app, {
      payments: { transient: (_r, call) => call <= 2 },
      engine: { random: () => 0.5 },
    });
    const t = await queue(app.db, w);
    const t0 = new Date();
    const at = (ms: number) => new Date(t0.getTime() + ms);
    await e.run(t0);
    let row = await txn(app.db, t.id);
    expect(row).toMatchObject({
      status: "in_queue",
      transient_errors: 1,
      next_attempt_at: at(SECOND / 2).toISOString(),
    });
    expect(await e.run(at(SECOND / 4))).toBe(0);
    await e.run(at(SECOND / 2));
    row = await txn(app.db, t.id);
    expect(row).toMatchObject({
      status: "in_queue",
      transient_errors: 2,
      next_attempt_at: at(SECOND / 2 + SECOND).toISOString(),
    });
    expect(await e.run(at(SECOND))).toBe(0);
    await e.run(at(SECOND / 2 + SECOND));
    expect(await txn(app.db, t.id)).toMatchObject({
      status: "success",
      attempts: 3,
      transient_errors: 0,
      next_attempt_at: null,
    });
    expect((await chargesOf(app.db, t.id)).map((c) => [c.idempotency_key, c.status])).toEqual([
      [`txn-${t.id}-charge`, "succeeded"],
    ]);
    expect(e.payments.record.succeeded.size).toBe(1);
    expect((await eventsOf(app.db, t.id)).map((x) => x.outcome)).toEqual([
      "transient",
      "transient",
      "ok",
      "ok",
    ]);
  });

  it("a batch that fails together comes back spread out (full jitter), never later than the cap", async () => {
    const spread = [0.05, 0.35, 0.65, 0.95, 0.5];
    let n = 0;
    const e = engineFor(app, {
      topups: { transient: () => true },
      engine: { random: () => spread[n++ % spread.length], backoffBaseMs: 4 * SECOND },
    });
    const batch = await Promise.all(spread.map(() => queue(app.db, w)));
    const t0 = new Date();
    await e.run(t0);
    const next = await Promise.all(
      batch.map(async (t) => new Date((await txn(app.db, t.id)).next_attempt_at!).getTime() - t0.getTime()),
    );
    expect(new Set(next).size).toBe(batch.length);
    expect([...next].sort((a, b) => a - b)).toEqual([200, 1400, 2000, 2600, 3800]);
    expect(backoffDelay(30, 1000, 300_000, () => 0.999_999)).toBeLessThan(300_000);
    expect(backoffDelay(3, 1000, 300_000, () => 0)).toBe(0);
    // Left queued far ahead: the next tests' drains must not meet them.
    await updateRows(
      app.db,
      "transactions",
      batch.map((t) => t.id),
      { status: "resolved" },
    );
  });

  it("gives up after too many transient errors in a row: error, naming the provider's problem", async () => {
    const e = engineFor(app, {
      topups: { transient: () => true },
      engine: { maxTransientErrors: 2, backoffBaseMs: 1 },
    });
    const t = await queue(app.db, w);
    const t0 = Date.now();
    await e.run(new Date(t0));
    await e.run(new Date(t0 + SECOND));
    expect(await txn(app.db, t.id)).toMatchObject({
      status: "error",
      refill_error: "The top-up provider could not be reached. (gave up after 2 tries)",
    });
    expect(await chargesOf(app.db, t.id)).toMatchObject([{ status: "succeeded" }]);
  });

  it("on shutdown, claimed refills not yet started go back to the queue, unclaimed", async () => {
    const e = engineFor(app);
    const t = await queue(app.db, w);
    expect(await e.engine.job.run({ db: app.db, log: app.log, now: new Date(), stopping: () => true })).toBe(
      1,
    );
    expect(await txn(app.db, t.id)).toMatchObject({
      status: "in_queue",
      attempts: 0,
      lease_owner: null,
      lease_until: null,
    });
    expect(e.payments.record.calls).toBe(0);
    await e.drain();
  });

  it("two workers at once over one queue handle each refill once", async () => {
    const payments = createSimulatedPayments({ latencyMs: 1 });
    const topups = createSimulatedTopups({ latencyMs: 1 });
    const ids = [];
    for (let i = 0; i < 40; i++) ids.push((await queue(app.db, w)).id);
    const workers = ["A", "B"].map((id) =>
      createRefillEngine({ payments, topups, workerId: id, batchSize: 7 }),
    );
    const drain = async (engine: (typeof workers)[number]) => {
      while ((await engine.job.run({ db: app.db, log: app.log, now: new Date() })) > 0);
    };
    await Promise.all(workers.map(drain));
    const rows = await app.db
      .selectFrom("transactions")
      .select(["status", "attempts"])
      .where("id", "in", ids)
      .execute();
    expect(rows.every((r) => r.status === "success" && r.attempts === 1)).toBe(true);
    expect(payments.record.calls).toBe(40);
    expect(topups.record.sent).toBe(40);
  });
});
