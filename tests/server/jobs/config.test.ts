import pino from "pino";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../../server/config";
import { createPayments } from "../../../server/integrations/payments";
import { createTopups } from "../../../server/integrations/topups";
import { createJobs } from "../../../server/jobs";

const quiet = pino({ level: "silent" });

/** The engine's settings: parsed once, a bad value names the variable, and they choose the adapters. */
describe("refill engine configuration", () => {
  it("defaults: simulated providers, a 60 s lease, no latency; the worker runs the scheduler, the refills, then the messages", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      topups: "simulated",
      sms: "simulated",
      refillLeaseMs: 60_000,
      simulatedLatencyMs: 0,
    });
    expect(createTopups(c).provider).toBe("simulated");
    expect(
      createJobs(c, quiet)
        .map((j) => j.name)
        .slice(0, 3),
    ).toEqual(["scheduler", "refills", "messages"]);
  });

  it("TOPUPS=http with its address and key; PAYMENTS=stripe at the address STRIPE_API_BASE names", () => {
    const c = loadConfig({
      TOPUPS: "http",
      TOPUPS_URL: "https://topups.example.test/v1",
      TOPUPS_API_KEY: "k",
      PAYMENTS: "stripe",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_PUBLISHABLE_KEY: "pk_test_x",
      STRIPE_API_BASE: "http://127.0.0.1:12111",
      REFILL_LEASE_SECONDS: "5",
    });
    expect(c).toMatchObject({
      topupsUrl: "https://topups.example.test/v1",
      topupsApiKey: "k",
      stripeApiBase: "http://127.0.0.1:12111",
      refillLeaseMs: 5000,
    });
    expect(createTopups(c).provider).toBe("http");
    expect(createPayments(c).processor).toBe("stripe");
  });

  it("stops start-up naming the variable", () => {
    expect(() => loadConfig({ TOPUPS: "http" })).toThrow(/TOPUPS_URL: required when TOPUPS=http/);
    expect(() => loadConfig({ REFILL_LEASE_SECONDS: "0" })).toThrow(ConfigError);
    expect(() => loadConfig({ REFILL_LEASE_SECONDS: "soon" })).toThrow(/REFILL_LEASE_SECONDS/);
    expect(() => loadConfig({ SIMULATED_LATENCY_MS: "-1" })).toThrow(/SIMULATED_LATENCY_MS/);
    expect(() => loadConfig({ STRIPE_API_BASE: "not a url" })).toThrow(/STRIPE_API_BASE/);
  });
});
