import { describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../../server/config";
import { CardRejected } from "../../../server/integrations/payments/errors";
import { TransientProviderError } from "../../../server/integrations/payments/types";
import { createMetrics } from "../../../server/metrics/registry";
import { serveMetrics } from "../../../server/metrics/server";
import { timed } from "../../../server/metrics/timed";
import { withApp } from "../helpers";
import { matching, parseExposition, total, valueOf } from "./exposition";

/** Who may read /metrics (METRICS_TOKEN, loopback, the worker's own port), and the providers' timing. */

const TOKEN = "metrics-token-0123456789abcdef";

describe("who may read /metrics", () => {
  it("with METRICS_TOKEN: the bearer of it, from anywhere; 401 otherwise", () =>
    withApp({ metricsToken: TOKEN }, async (app) => {
      const get = (headers: Record<string, string>, remoteAddress = "203.0.113.9") =>
        app.inject({ method: "GET", url: "/metrics", headers, remoteAddress });
      const none = await get({}, "127.0.0.1");
      expect(none.statusCode).toBe(401);
      expect(none.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect((await get({ authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(401);
      expect((await get({ authorization: `Token ${TOKEN}` })).statusCode).toBe(401);
      expect((await get({ authorization: "Bearer " })).statusCode).toBe(401);
      const ok = await get({ authorization: `Bearer ${TOKEN}` });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain("# TYPE refills gauge");
    }));

  it("without it: callers on this machine only; 404 to others and to anything a proxy forwarded", () =>
    withApp({}, async (app) => {
      const get = (remoteAddress: string, headers: Record<string, string> = {}) =>
        app.inject({ method: "GET", url: "/metrics", remoteAddress, headers });
      expect((await get("127.0.0.1")).statusCode).toBe(200);
      expect((await get("::1")).statusCode).toBe(200);
      const remote = await get("10.1.2.3");
      expect(remote.statusCode).toBe(404);
      expect(remote.json()).toEqual({ detail: "Not found." });
      expect((await get("127.0.0.1", { "x-forwarded-for": "203.0.113.9" })).statusCode).toBe(404);
      expect((await get("127.0.0.1", { forwarded: "for=203.0.113.9" })).statusCode).toBe(404);
    }));

  it("a separate worker's /metrics (WORKER_METRICS_PORT) keeps the same rule", async () => {
    const metrics = createMetrics();
    metrics.worker().claims.inc(2);
    const served = await serveMetrics(metrics.registry, { port: 0, host: "127.0.0.1", token: TOKEN });
    try {
      const url = `http://127.0.0.1:${served.port}`;
      expect((await fetch(`${url}/metrics`)).status).toBe(401);
      const ok = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(ok.status).toBe(200);
      expect(ok.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
      const { samples } = parseExposition(await ok.text());
      expect(valueOf(samples, "refill_worker_claims_total")).toBe(2);
      // the database gauges are the API's to report
      expect(matching(samples, "refills")).toEqual([]);
      expect((await fetch(`${url}/other`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(
        404,
      );
    } finally {
      await served.close();
    }
  });

  it("METRICS_TOKEN and WORKER_METRICS_PORT are read from the environment; a short token stops start-up", () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: TOKEN, WORKER_METRICS_PORT: "9464" })).toMatchObject({
      metricsToken: TOKEN,
      workerMetricsPort: 9464,
    });
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: must be at least 16/);
    expect(() => loadConfig({ WORKER_METRICS_PORT: "http" })).toThrow(/WORKER_METRICS_PORT/);
  });
});

describe("timed providers", () => {
  it("record each method's outcome, and leave the adapter's other fields and a test's spies working", async () => {
    const metrics = createMetrics();
    const outbox: string[] = [];
    const adapter = {
      name: "fake",
      outbox,
      charge: async (n: number) =>
        n > 0 ? { status: "succeeded" as const, ref: "ch_1" } : { status: "declined" as const, ref: null },
      flaky: async () => {
        throw new TransientProviderError("timed out");
      },
      saveCard: async () => {
        throw new CardRejected({ number: ["Enter a valid card number."] });
      },
    };
    const wrapped = timed(adapter, metrics.providerCalls, "payments");
    expect(wrapped.name).toBe("fake");
    expect(wrapped.outbox).toBe(outbox);
    await wrapped.charge(1);
    await wrapped.charge(0);
    await expect(wrapped.flaky()).rejects.toThrow("timed out");
    await expect(wrapped.saveCard()).rejects.toBeInstanceOf(CardRejected);
    const spy = vi.spyOn(wrapped, "charge").mockResolvedValue({ status: "succeeded", ref: "mocked" });
    expect((await wrapped.charge(0)).ref).toBe("mocked");
    spy.mockRestore();
    await wrapped.charge(1);
    // a spy on the adapter itself, put after wrapping (tests spy on the shared simulatedPayments)
    vi.spyOn(adapter, "charge").mockResolvedValueOnce({ status: "declined", ref: null });
    expect((await wrapped.charge(1)).status).toBe("declined");

    const { samples } = parseExposition(await metrics.registry.metrics());
    const count = (operation: string, outcome: string) =>
      total(samples, "provider_call_duration_seconds_count", { provider: "payments", operation, outcome });
    expect(count("charge", "ok")).toBe(2);
    expect(count("charge", "declined")).toBe(2);
    expect(count("flaky", "error")).toBe(1);
    expect(count("saveCard", "declined")).toBe(1);
  });

  it("registries are per app: two apps in one process count apart", async () => {
    const [a, b] = [createMetrics(), createMetrics()];
    a.worker().claims.inc();
    const read = async (m: ReturnType<typeof createMetrics>) =>
      parseExposition(await m.registry.metrics()).samples;
    expect(valueOf(await read(a), "refill_worker_claims_total")).toBe(1);
    // no worker in b: none of the worker's families
    expect(matching(await read(b), "refill_worker_claims_total")).toEqual([]);
  });
});
