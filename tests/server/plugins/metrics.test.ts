import fs from "node:fs";
import { RENTAL_STATUSES, TRANSACTION_STATUSES } from "../../../common/api/enums";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createJobs } from "../../../server/jobs";
import { startWorker } from "../../../server/jobs/worker";
import { appForFile, auth, sendQueuedMessages, withApp } from "../helpers";
import { queue, refillWorld, txn } from "../transactions/support";
import { matching, scrape, total, valueOf } from "./exposition";

/**
 * GET /metrics after a few refills run by the worker as `npm start` runs it (createJobs with the app's
 * instruments): each family docs/operations.md lists is there, parsed from the text, with the values the rest of
 * the API gives.
 */

const app = await appForFile();
const w = await refillWorld(app.db);
const worker = startWorker({
  db: app.db,
  log: app.log,
  // The in-process worker sends through the app's own mailer, as `npm start` wires it (server/main.ts).
  jobs: createJobs(app.config, app.log, app.instruments, {
    mailer: app.mailer,
    sms: app.sms,
    topups: app.topups,
  }),
  bell: app.refillBell,
  intervalMs: 100,
});
afterAll(() => worker.stop());

const refillNow = (card: number) =>
  app.inject({
    method: "POST",
    url: "/api/transactions/",
    headers: auth(w.customer.token),
    payload: { phone_number: w.phone.id, plan: w.plan.id, payment_method: card },
  });
// Two refills that succeed and one declined card, each waited for; then a mail (a password reset).
for (const [card, status] of [
  [w.cards.good.id, "success"],
  [w.cards.good.id, "success"],
  [w.cards.declined.id, "error"],
] as const) {
  const res = await refillNow(card);
  if (res.statusCode !== 201) throw new Error(`Refill Now answered ${res.statusCode}: ${res.body}`);
  await vi.waitFor(async () => expect((await txn(app.db, res.json().id)).status).toBe(status), {
    timeout: 10_000,
    interval: 50,
  });
}
await app.inject({ method: "POST", url: "/api/user/reset-password/", payload: { email: w.customer.email } });
await vi.waitFor(async () =>
  expect((await sendQueuedMessages(app)).some((m) => m.to === w.customer.email)).toBe(true),
);

describe("GET /metrics after a few refills", () => {
  it("names every family with its type", async () => {
    const { types } = await scrape(app);
    expect(Object.fromEntries([...types].filter(([name]) => FAMILIES.includes(name)))).toEqual({
      http_request_duration_seconds: "histogram",
      refills: "gauge",
      rentals: "gauge",
      refill_queue_depth: "gauge",
      refill_queue_due: "gauge",
      refill_queue_oldest_age_seconds: "gauge",
      workers_alive: "gauge",
      refill_worker_claims_total: "counter",
      refill_worker_completions_total: "counter",
      refill_worker_failures_total: "counter",
      provider_call_duration_seconds: "histogram",
      scheduler_lag_seconds: "gauge",
      scheduler_refills_queued_total: "counter",
    });
    // the process's own (prom-client's defaults)
    expect(types.get("process_resident_memory_bytes")).toBe("gauge");
    expect(types.get("nodejs_eventloop_lag_p99_seconds")).toBe("gauge");
  });

  it("times requests by method, route pattern (never the raw path) and status; unmatched paths under one label", async () => {
    await app.inject({ method: "GET", url: "/api/transactions/999999/", headers: auth(w.member.token) });
    await app.inject({ method: "GET", url: "/no/such/path/123" });
    await app.inject({ method: "GET", url: "/api/no-such-thing/456/" });
    const { samples } = await scrape(app);
    const count = "http_request_duration_seconds_count";
    expect(valueOf(samples, count, { method: "POST", route: "/api/transactions/", status_code: "201" })).toBe(
      3,
    );
    expect(
      valueOf(samples, count, { method: "GET", route: "/api/transactions/:id/", status_code: "404" }),
    ).toBe(1);
    expect(total(samples, count, { route: "unmatched", status_code: "404" })).toBe(2);
    // bounded: every route label is a pattern or "unmatched", never an id nor a path nobody registered
    for (const s of matching(samples, count))
      expect(s.labels.route).toMatch(/^(unmatched|\/api\/[\w\-/:]*)$/);
    expect(samples.some((s) => /\d/.test(s.labels.route ?? ""))).toBe(false);
    // a histogram: buckets up to +Inf equal to the count, and a sum of seconds
    const labels = { method: "POST", route: "/api/transactions/", status_code: "201" };
    expect(valueOf(samples, "http_request_duration_seconds_bucket", { ...labels, le: "+Inf" })).toBe(3);
    const seconds = valueOf(samples, "http_request_duration_seconds_sum", labels);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThan(30);
    // the scrapes themselves are not timed
    expect(matching(samples, count, { route: "/metrics" })).toEqual([]);
  });

  it("counts refills per status as the counters API does, and rentals per status", async () => {
    const counters = await app.inject({
      method: "GET",
      url: "/api/transactions/counters/",
      headers: auth(w.member.token),
    });
    expect(counters.statusCode).toBe(200);
    const { samples } = await scrape(app);
    for (const status of TRANSACTION_STATUSES)
      expect(valueOf(samples, "refills", { status }), status).toBe(counters.json()[status]);
    expect(valueOf(samples, "refills", { status: "success" })).toBe(2);
    expect(valueOf(samples, "refills", { status: "error" })).toBe(1);
    expect(matching(samples, "rentals").map((s) => s.labels.status)).toEqual([...RENTAL_STATUSES]);
    expect(total(samples, "rentals")).toBe(0);
  });

  it("has the queue empty once the worker drained it, and the worker alive", async () => {
    const { samples } = await scrape(app);
    expect(valueOf(samples, "refill_queue_depth")).toBe(0);
    expect(valueOf(samples, "refill_queue_due")).toBe(0);
    expect(valueOf(samples, "refill_queue_oldest_age_seconds")).toBe(0);
    expect(valueOf(samples, "workers_alive")).toBe(1);
  });

  it("shows the simulated top-up wallet, run down by the two top-ups, in dollars", async () => {
    const { samples } = await scrape(app);
    expect(valueOf(samples, "topup_wallet_balance", { currency: "USD" })).toBe(5000 - 2 * 25);
  });

  it("counts the worker's claims and how each attempt ended", async () => {
    const { samples } = await scrape(app);
    const claims = valueOf(samples, "refill_worker_claims_total");
    const completions = total(samples, "refill_worker_completions_total");
    expect(claims).toBeGreaterThanOrEqual(completions);
    expect(completions).toBeGreaterThanOrEqual(3);
    expect(valueOf(samples, "refill_worker_completions_total", { outcome: "success" })).toBe(2);
    expect(valueOf(samples, "refill_worker_completions_total", { outcome: "error" })).toBe(1);
    expect(total(samples, "refill_worker_failures_total")).toBe(0);
  });

  it("times each provider call with its outcome: payments, top-ups, mail", async () => {
    const { samples } = await scrape(app);
    const calls = "provider_call_duration_seconds_count";
    expect(valueOf(samples, calls, { provider: "payments", operation: "charge", outcome: "ok" })).toBe(2);
    expect(valueOf(samples, calls, { provider: "payments", operation: "charge", outcome: "declined" })).toBe(
      1,
    );
    expect(valueOf(samples, calls, { provider: "topups", operation: "topup", outcome: "ok" })).toBe(2);
    expect(valueOf(samples, calls, { provider: "mail", operation: "send", outcome: "ok" })).toBe(1);
    const seconds = total(samples, "provider_call_duration_seconds_sum", { provider: "payments" });
    expect(seconds).toBeGreaterThanOrEqual(0);
    expect(seconds).toBeLessThan(10);
  });

  it("says how long ago the scheduler last passed: seconds, not minutes", async () => {
    const { samples } = await scrape(app);
    const lag = valueOf(samples, "scheduler_lag_seconds");
    expect(lag).toBeGreaterThanOrEqual(0);
    expect(lag).toBeLessThan(15);
    expect(valueOf(samples, "scheduler_refills_queued_total")).toBe(0);
  });

  it("is not in the OpenAPI document, and answers with the security headers on", async () => {
    const doc = await app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(Object.keys(doc.json().paths)).not.toContain("/metrics");
    const res = await app.inject({ method: "GET", url: "/metrics" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("the Grafana dashboard reads only families the app exposes", async () => {
    const text = fs.readFileSync("docs/grafana-dashboard.json", "utf8");
    expect(text).toContain("${DS_PROMETHEUS}");
    const dashboard = JSON.parse(text) as {
      templating: { list: { name: string; type: string }[] };
      panels: { type: string; title: string; datasource?: { uid: string }; targets?: { expr: string }[] }[];
    };
    expect(dashboard.templating.list).toContainEqual(
      expect.objectContaining({ name: "DS_PROMETHEUS", type: "datasource" }),
    );
    const { types } = await scrape(app);
    const graphs = dashboard.panels.filter((p) => p.type !== "row");
    expect(graphs.length).toBeGreaterThanOrEqual(12);
    for (const panel of graphs) {
      expect(panel.datasource?.uid, panel.title).toBe("${DS_PROMETHEUS}");
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      for (const { expr } of panel.targets ?? []) {
        // a metric in PromQL is the name right before its selector `{…}` or range `[…]`
        const names = [...expr.matchAll(/([a-z_:][a-z0-9_:]*)(?=[{[])/g)].map((m) => m[1]);
        expect(names.length, expr).toBeGreaterThan(0);
        for (const name of names)
          expect(types.has(name.replace(/_(bucket|count|sum)$/, "")), name).toBe(true);
      }
    }
    const exprs = graphs
      .flatMap((p) => p.targets ?? [])
      .map((t) => t.expr)
      .join("\n");
    for (const family of FAMILIES) expect(exprs, family).toContain(family);
  });
});

const FAMILIES = [
  "http_request_duration_seconds",
  "refills",
  "rentals",
  "refill_queue_depth",
  "refill_queue_due",
  "refill_queue_oldest_age_seconds",
  "workers_alive",
  "refill_worker_claims_total",
  "refill_worker_completions_total",
  "refill_worker_failures_total",
  "provider_call_duration_seconds",
  "scheduler_lag_seconds",
  "scheduler_refills_queued_total",
];

describe("the queue gauges without a worker", () => {
  it("say how many wait, how many are due, and how long the longest-due has waited", () =>
    withApp({}, async (app) => {
      const world = await refillWorld(app.db);
      const due = await queue(app.db, world);
      const held = await queue(app.db, world);
      await app.db
        .updateTable("transactions")
        .set({ created_at: new Date(Date.now() - 90_000).toISOString() })
        .where("id", "=", due.id)
        .execute();
      // backing off for an hour: waiting, but not due
      await app.db
        .updateTable("transactions")
        .set({ next_attempt_at: new Date(Date.now() + 3_600_000).toISOString() })
        .where("id", "=", held.id)
        .execute();
      const { samples, types } = await scrape(app);
      expect(valueOf(samples, "refill_queue_depth")).toBe(2);
      expect(valueOf(samples, "refill_queue_due")).toBe(1);
      const age = valueOf(samples, "refill_queue_oldest_age_seconds");
      expect(age).toBeGreaterThanOrEqual(90);
      expect(age).toBeLessThan(120);
      expect(valueOf(samples, "refills", { status: "in_queue" })).toBe(2);
      expect(valueOf(samples, "workers_alive")).toBe(0);
      // no worker in this process: no worker families, rather than a worker that did nothing
      expect(types.has("refill_worker_claims_total")).toBe(false);
      expect(types.has("scheduler_lag_seconds")).toBe(false);
    }));
});
