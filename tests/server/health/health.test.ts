import { describe, expect, it } from "vitest";
import { FORGET_WORKER_AFTER_MS, startWorker } from "../../../server/jobs/worker";
import { addPhone, addPlan, addCarrier, addTransaction } from "../fixtures";
import { appForFile, companyWithPeople, updateRows } from "../helpers";

/**
 * /api/health/ as an operator's probe reads it: the queue's depth and age, and 503 once refills wait past
 * the limit (HEALTH_QUEUE_LIMIT_SECONDS, 60 s here) with no live worker; crashed workers' heartbeats go.
 */
const app = await appForFile({ queueWaitLimitMs: 60_000 });
const db = app.db;
const { company, customer } = await companyWithPeople(db);
const carrier = await addCarrier(db, company.id);
const plan = await addPlan(db, carrier.id);
const phone = await addPhone(db, company.id, customer.id);

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const health = async () => {
  const res = await app.inject({ method: "GET", url: "/api/health/" });
  return { code: res.statusCode, body: res.json() };
};
const queued = (created_at: string) =>
  addTransaction(db, company.id, {
    user_id: customer.id,
    phone_number_id: phone.id,
    plan_id: plan.id,
    status: "in_queue",
    created_at,
  });
const beat = (worker_id: string, beat_at: string) =>
  db.insertInto("worker_heartbeats").values({ worker_id, started_at: beat_at, beat_at }).execute();

describe("health", () => {
  it("is ok with an empty queue and no worker, and says so", async () => {
    expect(await health()).toEqual({
      code: 200,
      body: expect.objectContaining({
        status: "ok",
        worker: { alive: 0, last_beat_at: null },
        queue: { depth: 0, due: 0, oldest_waiting_seconds: null, limit_seconds: 60 },
      }),
    });
  });

  it("counts the queue, due or backing off, and how long the longest-due refill has waited", async () => {
    await queued(ago(20_000));
    const backingOff = await queued(ago(500_000));
    await updateRows(db, "transactions", [backingOff.id], {
      next_attempt_at: new Date(Date.now() + 30_000).toISOString(),
    });
    const { code, body } = await health();
    expect(code).toBe(200);
    expect(body.queue).toMatchObject({ depth: 2, due: 1 });
    expect(body.queue.oldest_waiting_seconds).toBeGreaterThanOrEqual(19);
    expect(body.queue.oldest_waiting_seconds).toBeLessThan(60);
  });

  it("is stalled (503) once a due refill waited past the limit with no live worker; a live worker makes it ok", async () => {
    await queued(ago(90_000));
    const stalled = await health();
    expect(stalled.code).toBe(503);
    expect(stalled.body).toMatchObject({
      status: "stalled",
      worker: { alive: 0 },
      queue: { depth: 3, due: 2 },
    });
    expect(stalled.body.queue.oldest_waiting_seconds).toBeGreaterThanOrEqual(90);

    await beat("dead-an-hour-ago", ago(3_600_000));
    expect((await health()).code).toBe(503);
    await beat("alive", ago(1_000));
    expect(await health()).toMatchObject({ code: 200, body: { status: "ok", worker: { alive: 1 } } });
  });

  it("a running worker clears the heartbeats of workers silent for long, and keeps the recent ones", async () => {
    await beat("silent", ago(FORGET_WORKER_AFTER_MS + 60_000));
    await beat("quiet-a-minute", ago(61_000));
    const worker = startWorker({ db, log: app.log, jobs: [], intervalMs: 60_000 });
    try {
      await expect
        .poll(async () =>
          (await db.selectFrom("worker_heartbeats").select("worker_id").execute())
            .map((w) => w.worker_id)
            .sort(),
        )
        .toEqual(["alive", "quiet-a-minute", worker.id].sort());
    } finally {
      await worker.stop();
    }
  });
});
