import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config";
import { z } from "zod";
import { formatCents, parseCents, taxOn } from "../../common/money";
import { installValidationMessages } from "../../server/http/validation";
import { appForFile, closeApp, getMe, makeApp, postRawJson } from "./helpers";

describe("configuration", () => {
  it("has working defaults", () => {
    const c = loadConfig({});
    expect(c.port).toBe(8000);
    expect(c.host).toBe("127.0.0.1");
    expect(c.databaseUrl).toMatch(/^sqlite:.*data[\\/]app\.db$/);
    expect(c.worker).toBe(true);
    expect(c.payments).toBe("simulated");
    expect(c.publicUrl).toBe("http://localhost:8000");
  });

  it("takes Stripe's two keys and its webhook secret with PAYMENTS=stripe", () => {
    const c = loadConfig({
      PAYMENTS: "stripe",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_PUBLISHABLE_KEY: "pk_test_51Abc",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
    });
    expect(c).toMatchObject({
      payments: "stripe",
      stripeSecretKey: "sk_test_x",
      stripePublishableKey: "pk_test_51Abc",
      stripeWebhookSecret: "whsec_abc",
    });
  });

  it("stops start-up naming the variable with a bad value", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ WORKER: "maybe" })).toThrow(/WORKER/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PAYMENTS: "stripe" })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ PAYMENTS: "stripe", STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: required/,
    );
    // Stripe's events are how the product learns what happened after a call: no secret, no start.
    expect(() =>
      loadConfig({ PAYMENTS: "stripe", STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PUBLISHABLE_KEY: "pk_test_x" }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET: required when PAYMENTS=stripe/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: "sk_test_x" })).toThrow(
      /STRIPE_WEBHOOK_SECRET: must be a webhook signing secret/,
    );
    // the publishable key goes to every browser: a secret key in its place must never start
    expect(() => loadConfig({ STRIPE_PUBLISHABLE_KEY: "sk_test_x" })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: must be a publishable key/,
    );
    expect(() => loadConfig({ SEED: "lots" })).toThrow(/SEED/);
  });
});

describe("validation messages", () => {
  it('say DRF\'s sentences, and a missing choice is required rather than an invalid "undefined"', () => {
    installValidationMessages();
    const schema = z.object({ kind: z.enum(["phone", "sim"]), name: z.string() });
    const issues = schema
      .safeParse({ kind: undefined })
      .error!.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues).toEqual([
      ["kind", "This field is required."],
      ["name", "This field is required."],
    ]);
    expect(schema.safeParse({ kind: "car", name: "x" }).error!.issues[0].message).toBe(
      '"car" is not a valid choice.',
    );
  });
});

describe("money", () => {
  it("formats and parses cents exactly", () => {
    expect(formatCents(2500)).toBe("25.00");
    expect(formatCents(5)).toBe("0.05");
    expect(formatCents(-150)).toBe("-1.50");
    expect(parseCents("25")).toBe(2500);
    expect(parseCents("25.5")).toBe(2550);
    expect(parseCents("0.07")).toBe(7);
    expect(parseCents(19.99)).toBe(1999);
    expect(parseCents("1.234")).toBeNull();
    expect(parseCents("abc")).toBeNull();
  });

  it("computes tax in integer arithmetic, half up", () => {
    expect(taxOn(10000, "0.08875")).toBe(888); // 887.5 → 888
    expect(taxOn(2500, "0.08875")).toBe(222); // 221.875 → 222
    expect(taxOn(1000, "0")).toBe(0);
  });
});

describe("the server spine", async () => {
  const app = await appForFile();

  it("reports health with the database and worker heartbeat", async () => {
    const res = await app.inject({ method: "GET", url: "/api/health/" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "ok",
      database: { ok: true },
      worker: { alive: 0, last_beat_at: null },
    });
    await app.db
      .insertInto("worker_heartbeats")
      .values({ worker_id: "w1", started_at: new Date().toISOString(), beat_at: new Date().toISOString() })
      .execute();
    expect((await app.inject({ method: "GET", url: "/api/health" })).json().worker.alive).toBe(1);
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const res = await app.inject({ method: "GET", url: "/api/no-such-thing/" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: "Not found." });
  });

  it("gives every response a request id, reusing the caller's", async () => {
    const res = await app.inject({
      method: "GET",
      url: "/api/health/",
      headers: { "x-request-id": "abc-123" },
    });
    expect(res.headers["x-request-id"]).toBe("abc-123");
    expect((await app.inject({ method: "GET", url: "/api/health/" })).headers["x-request-id"]).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });

  it("publishes the OpenAPI document and its UI", async () => {
    const doc = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain("/api/health/");
    const ui = await app.inject({ method: "GET", url: "/api/docs/" });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers["content-type"]).toMatch(/text\/html/);
  });

  it("refuses a bad token with 401 on a guarded route, never a 500", async () => {
    const res = await getMe(app, "nonsense");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: "Invalid token." });
    const body = await postRawJson(app, "/api/user/token/", "{bad json");
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({ detail: "JSON parse error." });
  });
});

describe("closing", () => {
  it("lets a running handler finish its database work before the database closes", async () => {
    const app = await makeApp();
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    app.post("/api/test-slow/", async () => {
      entered();
      await gate;
      return { companies: (await app.db.selectFrom("companies").select("id").execute()).length };
    });

    const answer = app.inject({ method: "POST", url: "/api/test-slow/" });
    await inHandler;
    const closing = closeApp(app);
    // Closing gets every chance to run ahead (before the fix it closed the database here).
    await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 100))]);
    release();
    const res = await answer;
    await closing;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ companies: 0 });
  });
});

describe("the built panel", () => {
  it("serves files and falls back to index.html for any non-API path", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "panel-"));
    fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><div id=root></div>");
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(path.join(dir, "assets", "app-1.js"), "console.log(1)");
    const app = await makeApp({ staticDir: dir });
    try {
      const page = await app.inject({ method: "GET", url: "/rentals/12/receipt" });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("<div id=root>");
      expect((await app.inject({ method: "GET", url: "/assets/app-1.js" })).body).toBe("console.log(1)");
      expect((await app.inject({ method: "GET", url: "/assets/gone-2.js" })).statusCode).toBe(404);
      const api = await app.inject({ method: "GET", url: "/api/nothing" });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ detail: "Not found." });
    } finally {
      await closeApp(app);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
