import pino from "pino";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../../server/config";
import { createPayments } from "../../../server/integrations/payments";
import { createTopups } from "../../../server/integrations/topups";
import { createJobs } from "../../../server/jobs";

const quiet = pino({ level: "silent" });

/** The engine's settings: parsed once, a bad value names the variable, and they choose the adapters. */
describe("refill engine configuration", () => {
  it("defaults: simulated providers, a 60 s lease, no latency; the worker runs the scheduler, the refills, the reversal watch, the simulated processor's events, the rental reminders, then the messages", () => {
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
        .slice(0, 6),
    ).toEqual(["scheduler", "refills", "reversals", "payment-events", "rental-reminders", "messages"]);
  });

  it("TOPUPS=reloadly: production by default, the sandbox when said, or the address given", () => {
    const credentials = { TOPUPS: "reloadly", RELOADLY_CLIENT_ID: "id", RELOADLY_CLIENT_SECRET: "secret" };
    expect(loadConfig(credentials).reloadly).toEqual({
      clientId: "id",
      clientSecret: "secret",
      authUrl: "https://auth.reloadly.com",
      apiUrl: "https://topups.reloadly.com",
    });
    expect(loadConfig({ ...credentials, RELOADLY_SANDBOX: "on" }).reloadly?.apiUrl).toBe(
      "https://topups-sandbox.reloadly.com",
    );
    const local = loadConfig({
      ...credentials,
      RELOADLY_AUTH_URL: "http://127.0.0.1:4010",
      RELOADLY_API_URL: "http://127.0.0.1:4011",
    });
    expect(local.reloadly).toMatchObject({
      authUrl: "http://127.0.0.1:4010",
      apiUrl: "http://127.0.0.1:4011",
    });
    expect(createTopups(local).provider).toBe("reloadly");
  });

  it("PAYMENTS=stripe at the address STRIPE_API_BASE names", () => {
    const c = loadConfig({
      PAYMENTS: "stripe",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_PUBLISHABLE_KEY: "pk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_test",
      STRIPE_API_BASE: "http://127.0.0.1:12111",
      REFILL_LEASE_SECONDS: "5",
    });
    expect(c).toMatchObject({
      stripeApiBase: "http://127.0.0.1:12111",
      refillLeaseMs: 5000,
    });
    expect(createPayments(c).processor).toBe("stripe");
  });

  it("SMS=twilio (at the address TWILIO_API_BASE names, for tests); simulated by default", () => {
    expect(loadConfig({}).sms).toBe("simulated");
    expect(loadConfig({ SMS: "twilio", TWILIO_API_BASE: "http://127.0.0.1:4012" })).toMatchObject({
      sms: "twilio",
      twilioApiBase: "http://127.0.0.1:4012",
    });
    expect(() => loadConfig({ SMS: "vonage" })).toThrow(/SMS/);
  });

  it("stops start-up naming the variable", () => {
    expect(() => loadConfig({ TOPUPS: "reloadly" })).toThrow(
      /RELOADLY_CLIENT_ID: required when TOPUPS=reloadly\n {2}RELOADLY_CLIENT_SECRET: required when TOPUPS=reloadly/,
    );
    expect(() => loadConfig({ TOPUPS: "http" })).toThrow(/TOPUPS/);
    expect(() => loadConfig({ REFILL_LEASE_SECONDS: "0" })).toThrow(ConfigError);
    expect(() => loadConfig({ REFILL_LEASE_SECONDS: "soon" })).toThrow(/REFILL_LEASE_SECONDS/);
    expect(() => loadConfig({ SIMULATED_LATENCY_MS: "-1" })).toThrow(/SIMULATED_LATENCY_MS/);
    expect(() => loadConfig({ STRIPE_API_BASE: "not a url" })).toThrow(/STRIPE_API_BASE/);
  });
});
