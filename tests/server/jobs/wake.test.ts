import { afterAll, describe, expect, it } from "vitest";
import { postgresBell } from "../../../server/jobs/refill-bell";
import { startWorker } from "../../../server/jobs/worker";
import { auth, appForFile } from "../helpers";
import { engineFor, refillWorld, txn } from "../transactions/support";

/**
 * Wake at once: a refill queued through the API is taken by an idle worker when the bell rings, not at the
 * worker's next poll. The worker here polls once a minute, so a refill done within seconds was woken.
 */
const app = await appForFile();
const w = await refillWorld(app.db);
const { engine } = engineFor(app);
const worker = startWorker({
  db: app.db,
  log: app.log,
  jobs: [engine.job],
  intervalMs: 60_000,
  bell: app.refillBell,
});
afterAll(() => worker.stop());

const refillNow = () =>
  app.inject({
    method: "POST",
    url: "/api/transactions/",
    headers: auth(w.customer.token),
    payload: { phone_number: w.phone.id, plan: w.plan.id, payment_method: w.cards.good.id },
  });

describe("the refill bell", () => {
  it("wakes an idle worker polling once a minute: Refill Now is done within seconds, twice in a row", async () => {
    // the worker's first tick (at start) is over: from here on only a ring or the minute's poll wakes it
    await expect
      .poll(async () => (await app.db.selectFrom("worker_heartbeats").select("worker_id").execute()).length)
      .toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (let n = 0; n < 2; n++) {
      const res = await refillNow();
      expect(res.statusCode).toBe(201);
      await expect
        .poll(async () => (await txn(app.db, res.json().id)).status, { timeout: 10_000 })
        .toBe("success");
    }
  });

  it("a refill queued while the worker is busy is taken right after, not a minute later", async () => {
    const [first, second] = await Promise.all([refillNow(), refillNow()]);
    for (const res of [first, second])
      await expect
        .poll(async () => (await txn(app.db, res.json().id)).status, { timeout: 10_000 })
        .toBe("success");
  });
});

describe.skipIf(app.dialect !== "postgres")("the refill bell on PostgreSQL", () => {
  it("is heard by a bell of another connection (another process's worker), through NOTIFY", async () => {
    const listener = postgresBell(app.db, app.config.databaseUrl, app.log);
    const ringer = postgresBell(app.db, app.config.databaseUrl, app.log);
    let heard = 0;
    const stop = listener.listen(() => heard++);
    try {
      // LISTEN is set up on the first listen(); ring until it is in place.
      await expect
        .poll(
          () => {
            ringer.ring();
            return heard;
          },
          { timeout: 10_000, interval: 200 },
        )
        .toBeGreaterThan(0);
    } finally {
      stop();
      await listener.close();
      await ringer.close();
    }
  });
});
