import { afterAll, describe, expect, it } from "vitest";
import { addDays, dayIn } from "../../../../common/dates";
import { formatPhone } from "../../../../common/phone";
import { formatsFor } from "../../../../server/messages/render";
import { createSimulatedPayments } from "../../../../server/integrations/payments/simulated";
import { reloadlyTopups } from "../../../../server/integrations/topups/reloadly";
import { SIMULATED_REVERSAL_AFTER_MS } from "../../../../server/integrations/topups/simulated";
import { REVERSAL_WATCH_MS } from "../../../../server/integrations/topups/types";
import { createRefillEngine } from "../../../../server/jobs/refills/engine";
import { claimBatch } from "../../../../server/jobs/refills/queue";
import { addPhone, send } from "../../fixtures";
import { appForFile, updateRows } from "../../helpers";
import { chargesOf, engineFor, queue, refillWorld, serviceEndOf, txn } from "../../transactions/support";
import { reloadlyDouble } from "../../integrations/topups/reloadly-double";

/**
 * Asynchronous top-ups and reversals (DESIGN.md §18): TOPUPS=reloadly against the double that answers as
 * Reloadly's document says (/topups-async, /topups/{transactionId}/status), and the simulated carrier's
 * number ending in 77. SQLite, and PostgreSQL with `npm run test:pg`.
 */
const reloadly = await reloadlyDouble();
afterAll(async () => {
  expect(reloadly.state.faults).toEqual([]);
  await reloadly.close();
});
const app = await appForFile();
const w = await refillWorld(app.db);
await updateRows(app.db, "carriers", w.carrier.id, { provider_operator_id: "341" });
// One validity for every refill of the world's plan.
const VALIDITY = 30;
await updateRows(app.db, "plans", w.plan.id, { validity_days: VALIDITY });

const topups = reloadlyTopups(reloadly.settings);
// The longest backoff every time, so that each test knows when the next try comes.
const engine = createRefillEngine({
  payments: createSimulatedPayments(),
  topups,
  backoffBaseMs: 1000,
  backoffMaxMs: 8000,
  random: () => 0.999,
  leaseMs: 30_000,
});
const MINUTE = 60_000;
const tick = (now: Date) => engine.job.run({ db: app.db, log: app.log, now });
const watch = (now: Date) => engine.reversals.run({ db: app.db, log: app.log, now });
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
const events = (id: number) =>
  app.db
    .selectFrom("transaction_events")
    .select(["step", "outcome", "code", "params", "message"])
    .where("transaction_id", "=", id)
    .orderBy("id")
    .execute();
const topupOf = (id: number) => reloadly.state.topups.get(`txn-${id}`)!;
/** The customer's `refill_reversed` messages of a refill (the outbox's rows, one per channel). */
const reversalNotices = (id: number) =>
  app.db
    .selectFrom("messages")
    .select(["user_id", "channel", "status", "body", "subject"])
    .where("kind", "=", "refill_reversed")
    .where("event_key", "=", `refill-reversed:${id}`)
    .execute();
/** A line of its own per test (the end date of each is its own): Toronto numbers, a run of its own per file. */
let lines = 100 + Math.floor(Math.random() * 800);
const freshLine = (suffix = "42") =>
  addPhone(app.db, w.company.id, w.customer.id, {
    carrier_id: w.carrier.id,
    plan_id: w.plan.id,
    number: `41655${String(lines++ % 1000).padStart(3, "0")}${suffix}`,
  });

/** A refill topped up through Reloadly and answered SUCCESSFUL: its time, and the line's end date after it. */
async function succeeded() {
  const line = await freshLine();
  const t = await queue(app.db, w, { phone_number_id: line.id });
  const t0 = new Date();
  await tick(t0);
  expect(await txn(app.db, t.id)).toMatchObject({ status: "success" });
  return { t, line, t0, ends: await serviceEndOf(app.db, line.id) };
}

describe("asynchronous top-ups (Reloadly /topups-async and its status)", () => {
  it("processing → successful: queued on the backoff with Reloadly's id, asked its status, never sent twice", async () => {
    reloadly.state.processingLookups = 3;
    try {
      const line = await freshLine();
      const t = await queue(app.db, w, { phone_number_id: line.id });
      const posts = reloadly.state.posts;
      const polls = reloadly.state.statusPolls;
      const t0 = new Date();
      await tick(t0);
      const id = String(topupOf(t.id).transactionId);
      expect(await txn(app.db, t.id)).toMatchObject({
        status: "in_queue",
        topup_processing_ref: id,
        provider_ref: null,
        transient_errors: 1,
      });
      // The send, then its status asked once at once.
      expect(reloadly.state.posts - posts).toBe(1);
      expect(reloadly.state.statusPolls - polls).toBe(1);
      // Not before the backoff.
      expect(await tick(later(t0, 100))).toBe(0);
      await tick(later(t0, 2000));
      expect(await txn(app.db, t.id)).toMatchObject({ status: "in_queue", transient_errors: 2 });
      await tick(later(t0, 6000));
      const done = await txn(app.db, t.id);
      expect(done).toMatchObject({
        status: "success",
        provider_ref: id,
        topup_processing_ref: null,
        transient_errors: 0,
        topup_cost: 2500,
        reversal_checks: 0,
      });
      expect(done.reversal_check_at).not.toBeNull();
      expect(reloadly.state.posts - posts).toBe(1);
      expect(reloadly.state.statusPolls - polls).toBe(3);
      expect(await chargesOf(app.db, t.id)).toHaveLength(1);
      expect(await serviceEndOf(app.db, line.id)).toBe(addDays(dayIn("America/New_York", t0), VALIDITY));
      const steps = await events(t.id);
      expect(steps.map((e) => [e.step, e.outcome, e.code])).toEqual([
        ["charge", "ok", null],
        ["topup", "transient", "topup_processing"],
        ["topup", "transient", "topup_processing"],
        ["topup", "ok", null],
      ]);
    } finally {
      reloadly.state.processingLookups = 0;
    }
  });

  it("processing → failed: the refill ends in error with the carrier's words; the charge stands for staff", async () => {
    reloadly.state.processingLookups = 2;
    try {
      const line = await freshLine("13");
      const t = await queue(app.db, w, { phone_number_id: line.id });
      const t0 = new Date();
      await tick(t0);
      expect(await txn(app.db, t.id)).toMatchObject({ status: "in_queue" });
      await tick(later(t0, 2000));
      expect(await txn(app.db, t.id)).toMatchObject({
        status: "error",
        refill_error_code: "topup_refused",
        refill_error: "Invalid recipient: number not active.",
        topup_processing_ref: null,
        provider_ref: null,
        reversal_check_at: null,
      });
      const [charge] = await chargesOf(app.db, t.id);
      expect(charge).toMatchObject({ status: "succeeded" });
      const detail = await send(app, "GET", `/api/transactions/${t.id}/`, w.member.token);
      expect(detail.body).toMatchObject({ can_refund: true, refund_amount: "25.00", reversed_at: null });
      expect(await serviceEndOf(app.db, line.id)).toBeNull();
    } finally {
      reloadly.state.processingLookups = 0;
    }
  });

  it("a top-up processing for longer than the transient errors allowed still waits: no error, no second send", async () => {
    reloadly.state.processingLookups = 50;
    try {
      const t = await queue(app.db, w, { phone_number_id: (await freshLine()).id });
      const posts = reloadly.state.posts;
      let now = new Date();
      for (let i = 0; i < 10; i += 1) {
        await tick(now);
        now = later(now, 10_000);
      }
      expect(await txn(app.db, t.id)).toMatchObject({
        status: "in_queue",
        topup_processing_ref: String(topupOf(t.id).transactionId),
      });
      expect(reloadly.state.posts - posts).toBe(1);
      // Reloadly unreachable meanwhile changes nothing either.
      reloadly.state.failNext = 1;
      await tick(now);
      expect(await txn(app.db, t.id)).toMatchObject({ status: "in_queue" });
      topupOf(t.id).status = "SUCCESSFUL";
      await tick(later(now, 10_000));
      expect(await txn(app.db, t.id)).toMatchObject({ status: "success" });
      expect(reloadly.state.posts - posts).toBe(1);
    } finally {
      reloadly.state.processingLookups = 0;
    }
  });

  it("a worker that dies between polls: its lease runs out, the next worker asks the status, nothing is sent again", async () => {
    reloadly.state.processingLookups = 3;
    try {
      const t = await queue(app.db, w, { phone_number_id: (await freshLine()).id });
      const posts = reloadly.state.posts;
      const t0 = new Date();
      await tick(t0);
      const id = String(topupOf(t.id).transactionId);
      // A worker claims it after the backoff and dies before asking.
      const t1 = later(t0, 10_000);
      const claims = await claimBatch(app.db, 50, 30_000, t1, "dead");
      expect(claims.map((c) => c.id)).toContain(t.id);
      expect(await tick(later(t1, 1000))).toBe(0);
      // Its lease runs out: reclaimed, the status asked (still processing), then asked again: successful.
      await tick(later(t1, 31_000));
      expect(await txn(app.db, t.id)).toMatchObject({ status: "in_queue", topup_processing_ref: id });
      await tick(later(t1, 60_000));
      expect(await txn(app.db, t.id)).toMatchObject({ status: "success", provider_ref: id });
      expect(reloadly.state.posts - posts).toBe(1);
      expect((await events(t.id)).map((e) => [e.step, e.outcome])).toContainEqual(["claim", "reclaimed"]);
    } finally {
      reloadly.state.processingLookups = 0;
    }
  });
});

describe("reversals: REFUNDED after SUCCESSFUL", () => {
  it("the watch sees the reversal: error with 'Reversed by the carrier', the end date back, a history line, the refund offered", async () => {
    const { t, line, t0, ends } = await succeeded();
    const done = await txn(app.db, t.id);
    // Watched for a day.
    expect(Date.parse(String(done.reversal_watch_until)) - t0.getTime()).toBe(REVERSAL_WATCH_MS);
    // Still standing: looked at again later, nothing changes.
    const polls = reloadly.state.statusPolls;
    expect(await watch(later(t0, 10 * MINUTE))).toBeGreaterThanOrEqual(1);
    expect(reloadly.state.statusPolls - polls).toBeGreaterThanOrEqual(1);
    expect(await txn(app.db, t.id)).toMatchObject({ status: "success", reversal_checks: 1 });
    reloadly.reverse(`txn-${t.id}`);
    const seen = later(t0, 20 * MINUTE);
    await watch(seen);
    const reversed = await txn(app.db, t.id);
    expect(reversed).toMatchObject({
      status: "error",
      refill_error_code: "topup_reversed",
      refill_error: "Reversed by the carrier",
      provider_ref: String(topupOf(t.id).transactionId),
      reversal_check_at: null,
      reversal_watch_until: null,
    });
    expect(reversed.reversed_at).not.toBeNull();
    expect(await serviceEndOf(app.db, line.id)).toBe(addDays(ends!, -VALIDITY));
    const last = (await events(t.id)).at(-1)!;
    expect(last).toMatchObject({ step: "topup", outcome: "failed", code: "reversed_by_carrier" });
    expect(JSON.parse(String(last.params))).toEqual({
      carrier_ref: String(topupOf(t.id).transactionId),
      ends_on: addDays(ends!, -VALIDITY),
    });
    // The customer, told by the refill's screen that it was done, is told of the reversal: the line, what
    // it was, the end date moved back, what comes next.
    const [notice] = await reversalNotices(t.id);
    expect(notice).toMatchObject({ user_id: w.customer.id, channel: "email", status: "queued" });
    expect(notice.subject).toBe(`The refill of ${formatPhone(line.number)} was reversed`);
    expect(notice.body).toContain(
      `The carrier took back the ${w.plan.name} refill of ${formatPhone(line.number)} ($25.00).`,
    );
    expect(notice.body).toContain(
      `Your service now ends on ${formatsFor("en", "", "").day(addDays(ends!, -VALIDITY))}.`,
    );
    expect(notice.body).toContain("will refill the line again or refund your payment");
    // The customer's charge is not refunded by itself: staff are offered it.
    const [charge] = await chargesOf(app.db, t.id);
    expect(charge).toMatchObject({ status: "succeeded" });
    const detail = await send(app, "GET", `/api/transactions/${t.id}/`, w.member.token);
    expect(detail.body).toMatchObject({
      status: "error",
      refill_error: "Reversed by the carrier",
      refill_problem: { code: "topup_reversed" },
      can_refund: true,
      refund_amount: "25.00",
    });
    expect(detail.body.reversed_at).not.toBeNull();
    expect(detail.body.events.at(-1)).toMatchObject({ code: "reversed_by_carrier" });
    // The customer sees it too, without the refund.
    const own = await send(app, "GET", `/api/transactions/${t.id}/`, w.customer.token);
    expect(own.body).toMatchObject({ refill_error: "Reversed by the carrier", can_refund: false });
  });

  it("repeated answers change nothing more: the watch stops, the engine leaves it, the date moves back once", async () => {
    const { t, line, t0, ends } = await succeeded();
    reloadly.reverse(`txn-${t.id}`);
    await watch(later(t0, 10 * MINUTE));
    const once = await txn(app.db, t.id);
    const eventsOnce = await events(t.id);
    for (const m of [20, 60, 600]) {
      await watch(later(t0, m * MINUTE));
      await tick(later(t0, m * MINUTE));
    }
    expect(await txn(app.db, t.id)).toEqual(once);
    expect(await events(t.id)).toEqual(eventsOnce);
    expect(await serviceEndOf(app.db, line.id)).toBe(addDays(ends!, -VALIDITY));
    expect(await reversalNotices(t.id)).toHaveLength(1);
  });

  it("two workers looking at once reverse it once", async () => {
    const { t, line, t0, ends } = await succeeded();
    reloadly.reverse(`txn-${t.id}`);
    const at = later(t0, 10 * MINUTE);
    await Promise.all([watch(at), watch(at), watch(at)]);
    expect((await events(t.id)).filter((e) => e.code === "reversed_by_carrier")).toHaveLength(1);
    expect(await reversalNotices(t.id)).toHaveLength(1);
    expect(await serviceEndOf(app.db, line.id)).toBe(addDays(ends!, -VALIDITY));
  });

  it("a retry after a reversal sends a new top-up under the next reference, and the charge is not taken again", async () => {
    const { t, t0 } = await succeeded();
    reloadly.reverse(`txn-${t.id}`);
    await watch(later(t0, 10 * MINUTE));
    const retried = await send(app, "POST", `/api/transactions/${t.id}/retry/`, w.member.token);
    expect(retried.status).toBe(200);
    await tick(later(t0, 11 * MINUTE));
    expect(await txn(app.db, t.id)).toMatchObject({ status: "success" });
    expect(reloadly.state.topups.get(`txn-${t.id}-2`)?.status).toBe("SUCCESSFUL");
    expect(await chargesOf(app.db, t.id)).toHaveLength(1);
  });

  it("the watch ends a day after the success: a later reversal is not looked for", async () => {
    const { t, t0 } = await succeeded();
    let now = t0;
    // Looked at on the backoff until the day is over, then no more.
    for (let i = 0; i < 40 && (await txn(app.db, t.id)).reversal_check_at !== null; i += 1) {
      now = later(now, 2 * 3_600_000);
      await watch(now);
    }
    const done = await txn(app.db, t.id);
    expect(done).toMatchObject({ status: "success", reversal_check_at: null, reversal_watch_until: null });
    expect(now.getTime() - t0.getTime()).toBeLessThanOrEqual(REVERSAL_WATCH_MS + 2 * 3_600_000);
    reloadly.reverse(`txn-${t.id}`);
    await watch(later(now, MINUTE));
    expect(await txn(app.db, t.id)).toMatchObject({ status: "success" });
  });
});

describe("simulated mode: a number ending in 77 is reversed a minute after success", () => {
  it("succeeds, stands for the first minute, then the engine's look finds it reversed", async () => {
    let clock = Date.now();
    const e = engineFor(app, {
      topups: { now: () => clock },
      engine: { backoffBaseMs: 1000, backoffMaxMs: 8000, random: () => 0.999 },
    });
    const line = await freshLine("77");
    const t = await queue(app.db, w, { phone_number_id: line.id });
    const t0 = new Date(clock);
    await e.drain(t0);
    const done = await txn(app.db, t.id);
    expect(done).toMatchObject({ status: "success" });
    const ends = await serviceEndOf(app.db, line.id);
    const look = (ms: number) => {
      clock = t0.getTime() + ms;
      return e.engine.reversals.run({ db: app.db, log: app.log, now: new Date(clock) });
    };
    await look(10_000);
    expect(await txn(app.db, t.id)).toMatchObject({ status: "success" });
    await look(SIMULATED_REVERSAL_AFTER_MS + 10_000);
    expect(await txn(app.db, t.id)).toMatchObject({
      status: "error",
      refill_error_code: "topup_reversed",
    });
    expect(await serviceEndOf(app.db, line.id)).toBe(addDays(ends!, -VALIDITY));
    // Another number is never reversed.
    const other = await queue(app.db, w, { phone_number_id: (await freshLine()).id });
    await e.drain(new Date(clock));
    await look(SIMULATED_REVERSAL_AFTER_MS + 30 * MINUTE);
    expect(await txn(app.db, other.id)).toMatchObject({ status: "success" });
  });
});
